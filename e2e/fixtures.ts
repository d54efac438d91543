import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_CODE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE_CODE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, 'axe-core serious or critical violations').toEqual([]);
}

export const SCREENSHOT_DIR = 'e2e/screenshots';

/**
 * Saves full-page screenshots at phone (390 px) and desktop (1280 px) widths, from the top of the
 * page so the sticky header is drawn where it belongs.
 */
export async function saveScreenshots(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  const original = page.viewportSize();
  for (const [label, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${label}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** The app's anonymous profile store (sessionStorage; ProfileState of src/web/lib/profile-store.ts). */
export const PROFILE_STORAGE_KEY = 'phn.profile.v1';

/** Seeds the profile store once per tab: a reload keeps whatever the app stored since. */
export async function seedProfile(page: Page, state: unknown) {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, value);
    },
    [PROFILE_STORAGE_KEY, JSON.stringify(state)] as const,
  );
}

/** What the app holds in its profile store now. */
export async function readStore<T = unknown>(page: Page): Promise<T> {
  return page.evaluate(
    (key) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null'),
    PROFILE_STORAGE_KEY,
  ) as Promise<T>;
}

/** The food table the plans are computed from, to judge ingredients by their tags. */
interface FoodRow {
  id: string;
  tags: { allergens: string[]; animalOrigin: string[] };
}
const FOODS = new Map(
  (
    JSON.parse(readFileSync(new URL('../data/foods/foods.json', import.meta.url), 'utf8')) as {
      foods: FoodRow[];
    }
  ).foods.map((food) => [food.id, food]),
);
const MEAT_OR_FISH = new Set(['pork', 'poultry', 'beef', 'shellfish', 'fish', 'lamb', 'game']);
export const isMeatOrFish = (foodId: string) =>
  FOODS.get(foodId)?.tags.animalOrigin.some((origin) => MEAT_OR_FISH.has(origin)) ?? false;
export const hasAllergen = (foodId: string, allergen: string) =>
  FOODS.get(foodId)?.tags.allergens.includes(allergen) ?? false;
export const hasGluten = (foodId: string) => hasAllergen(foodId, 'wheat-gluten');
/** Anything of animal origin (meat, fish, dairy, egg, honey...): what a vegan plan never has. */
export const isAnimalFood = (foodId: string) =>
  (FOODS.get(foodId)?.tags.animalOrigin.length ?? 0) > 0;

/**
 * Every test fails when the page broke the app's Content-Security-Policy: Chromium reports each
 * refused script, style, frame or connection on the console.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
/**
 * Registers through the form, follows the confirmation link in the local mailbox (which signs
 * in) and waits for the signed-in header: a new person with an account, as a visitor makes one.
 */
export async function registerAndConfirm(
  page: Page,
  account: { name: string; email: string; password: string },
) {
  await page.goto('/auth/register');
  await page.getByLabel('Full Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page
    .getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })
    .check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please check your email to verify your account')).toBeVisible();

  await page.goto('/dev/mailbox');
  const message = page
    .getByRole('article')
    .filter({ hasText: `To ${account.email}` })
    .first();
  const href = await message.getByRole('link').first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href ?? '/');
  await page.waitForURL('/');
  await expect(page.getByRole('banner').getByText(account.email)).toBeAttached();
}

export { expect };

const pad = (value: number) => String(value).padStart(2, '0');
/** A day `offset` days from today, as the browser's calendar (the same machine) has it. */
export function dayFromToday(offset: number): string {
  const moment = new Date();
  moment.setDate(moment.getDate() + offset);
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Adds a weight on the progress screen and waits for it to be said. */
export async function addWeight(page: Page, date: string, kg: string) {
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Weight (kg)').fill(kg);
  await page.getByRole('button', { name: 'Add reading' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Weight added' })).toBeVisible();
}

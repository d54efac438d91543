import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
// The yields table directly: Playwright's Node loader cannot import the domain's JSON data.
import { COOKED_FORMS } from '../src/domain/grocery/cooking-yields';
import {
  expect,
  expectNoSeriousA11yViolations,
  readStore,
  SCREENSHOT_DIR,
  seedProfile,
  test,
} from './fixtures';

/**
 * Grocery list (issue 16, item 5): one line per food in the form bought, household units and
 * packages with the grams beside them, ticks that survive a reload, and the list as CSV. Every
 * plan comes from the real server and engine; the page's Math.random is seeded so the plan is
 * the same on every run.
 */

const PROFILE_STATE = {
  assessment: {
    name: 'Rosalind Franklin',
    age: '37',
    gender: 'female',
    unit: 'metric',
    weightKg: '62',
    heightCm: '165',
    weightLbs: '',
    heightFeet: '',
    heightInches: '',
    activityLevel: 'moderate',
    selectedConditions: [],
    medications: '',
    allergies: '',
  },
  preferences: {
    selectedRestrictions: ['vegetarian'],
    likedFoods: 'lentils, chickpeas, rice',
    dislikedFoods: '',
    selectedCuisines: ['Mediterranean', 'Indian'],
    mealsPerDay: 3,
    snacksPerDay: 1,
    cookingWillingness: true,
  },
  analysis: null,
  mealPlan: null,
  mealPlanDays: 7,
  mealPlanChat: [],
  questionnaire: { messages: [], extractedData: {}, isComplete: false },
};

interface StoredMeal {
  ingredients?: { foodId: string; grams: number }[];
}
interface StoredPlan {
  days: {
    meals: { breakfast: StoredMeal; lunch: StoredMeal; dinner: StoredMeal; snacks: StoredMeal[] };
  }[];
}

const BOUGHT_FORM = new Map(COOKED_FORMS.map((form) => [form.cookedId, form.boughtId]));

async function storedFoodIds(page: Page): Promise<string[]> {
  const plan = (await readStore<{ mealPlan: StoredPlan | null }>(page)).mealPlan;
  if (!plan) throw new Error('no stored plan');
  return plan.days.flatMap((day) =>
    [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks].flatMap((meal) =>
      (meal.ingredients ?? []).map((item) => item.foodId),
    ),
  );
}

/** The amounts that run past the grocery card's left or right edge. */
const amountsOutsideCard = (page: Page) =>
  grocery(page).evaluate((region) => {
    const card = region.getBoundingClientRect();
    return Array.from(region.querySelectorAll('[data-testid="grocery-amount"]'))
      .filter((amount) => {
        const box = amount.getBoundingClientRect();
        return box.left < card.left - 0.5 || box.right > card.right + 0.5;
      })
      .map((amount) => amount.textContent);
  });

const grocery = (page: Page) => page.getByRole('region', { name: 'Grocery list for 7 days' });

test('grocery list: household units with grams, one line per food, ticks survive a reload, CSV', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    let state = 7;
    Math.random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  });
  await seedProfile(page, PROFILE_STATE);
  await page.goto('/meal-plan?generate=true');
  await expect(page.getByTestId('meal-plan-day')).toHaveCount(7, { timeout: 30_000 });
  await expect(grocery(page)).toBeVisible();

  // One line per food, in the form bought: no cooked food with a dry or raw form is listed, and
  // each one the plan uses is there as its bought form.
  const planIds = new Set(await storedFoodIds(page));
  const items = grocery(page).getByTestId('grocery-item');
  const listed = await items.evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-food-id') ?? ''),
  );
  expect(new Set(listed).size).toBe(listed.length);
  const expectedIds = new Set([...planIds].map((id) => BOUGHT_FORM.get(id) ?? id));
  expect(new Set(listed)).toEqual(expectedIds);
  const cookedInPlan = [...planIds].filter((id) => BOUGHT_FORM.has(id));
  expect(cookedInPlan.length, 'the plan has cooked grains or legumes').toBeGreaterThan(0);
  for (const id of cookedInPlan) expect(listed).not.toContain(id);

  // Household units and packages, the grams beside them.
  const amounts = await grocery(page).getByTestId('grocery-amount').allTextContents();
  const household = amounts.filter((text) => /\(about [\d,.]+ g\)$/.test(text));
  expect(household.length).toBeGreaterThan(3);
  expect(household.some((text) => /^\d+ (?:bags?|cans?|box(?:es)?), /.test(text))).toBe(true);
  for (const text of amounts) expect(text).toMatch(/ g(?: cooked)?\)?$/);

  // Tick a line; a reload keeps it ticked, and only it.
  const firstBox = grocery(page).getByRole('checkbox').first();
  const tickedName = (await firstBox.getAttribute('aria-label')) ?? '';
  expect(tickedName).toMatch(/: /);
  await firstBox.check();
  await expect(grocery(page).getByText(`1 of ${listed.length} ticked off`)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('meal-plan-day')).toHaveCount(7, { timeout: 30_000 });
  await expect(
    grocery(page).getByRole('checkbox', { name: tickedName, exact: true }),
  ).toBeChecked();
  await expect(grocery(page).getByRole('checkbox', { checked: true })).toHaveCount(1);
  // Keyboard: Space ticks the second line.
  const secondBox = grocery(page).getByRole('checkbox').nth(1);
  await secondBox.focus();
  await page.keyboard.press('Space');
  await expect(secondBox).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // The CSV download: a header and one row per line, in the order shown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    grocery(page).getByRole('button', { name: 'Download grocery list (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('grocery-list-7-days.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  const rows = csv.split('\r\n').filter((row) => row !== '');
  expect(rows[0]).toBe('Section,Item,Amount,Grams');
  expect(rows).toHaveLength(listed.length + 1);
  const tickedItem = tickedName.slice(0, tickedName.indexOf(': '));
  expect(rows[1]).toMatch(
    new RegExp(`^[^,]+,${tickedItem.includes(',') ? `"${tickedItem}"` : tickedItem},`),
  );
  for (const row of rows.slice(1)) expect(row).toMatch(/,\d+(?:\.\d)?$/);

  // Printed: the ticks show, the buttons do not, and no amount runs past the card's edge.
  await page.emulateMedia({ media: 'print' });
  await expect(
    grocery(page).getByRole('button', { name: 'Download grocery list (CSV)' }),
  ).toBeHidden();
  await expect(
    grocery(page).getByRole('checkbox', { name: tickedName, exact: true }),
  ).toBeChecked();
  expect(await amountsOutsideCard(page)).toEqual([]);
  await page.emulateMedia({ media: 'screen' });

  // Nothing overflows the list at phone width; screenshots of the list at both widths, taken
  // from the top of the page so the sticky header stays above the list, where it belongs.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await grocery(page).evaluate((region) => {
      const rect = region.getBoundingClientRect();
      const overflow = region.scrollWidth - region.clientWidth;
      return {
        x: rect.x,
        y: rect.y + window.scrollY,
        width: rect.width,
        height: rect.height,
        overflow,
      };
    });
    expect(box.overflow, `grocery list overflow at ${width} px`).toBeLessThanOrEqual(0);
    expect(await amountsOutsideCard(page)).toEqual([]);
    const { overflow: _, ...clip } = box;
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/grocery-list-${width}.png`,
      fullPage: true,
      clip,
    });
  }
});

import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  addWeight,
  dayFromToday,
  expect,
  expectNoSeriousA11yViolations,
  registerAndConfirm,
  SCREENSHOT_DIR,
  seedProfile,
  test,
} from './fixtures';

/**
 * Daily use (issue 16, items 1 to 3), as a signed-in person with kidney disease goes through it:
 * every nutrient of a planned meal; then on the food log a planned meal eaten, another skipped, a
 * searched food in a household measure, with the day's totals and the potassium and phosphorus
 * rows following; then two weights on two dates, charted and in a table; a reload finds it all
 * in the account. Run it alone with `E2E_PORT=4573 npx playwright test e2e/food-log.spec.ts`
 * after `npm run build`.
 */

const PASSWORD = 'plum orchard 42';

const PROFILE_STATE = {
  assessment: {
    name: 'Walter Brennan',
    age: '66',
    gender: 'male',
    unit: 'metric',
    weightKg: '82',
    heightCm: '176',
    weightLbs: '',
    heightFeet: '',
    heightInches: '',
    activityLevel: 'light',
    selectedConditions: ['chronic_kidney_disease'],
    medications: '',
    allergies: '',
    ckdStage: '3b',
    dialysis: 'none',
  },
  preferences: {
    selectedRestrictions: [],
    likedFoods: 'chicken, rice, apples',
    dislikedFoods: '',
    selectedCuisines: [],
    mealsPerDay: 3,
    snacksPerDay: 1,
    cookingWillingness: true,
  },
  analysis: null,
  mealPlan: null,
  mealPlanDays: 3,
  mealPlanChat: [],
  questionnaire: { messages: [], extractedData: {}, isComplete: false },
};

const row = (page: Page, nutrient: string): Locator =>
  page.locator(`[data-testid="target-row"][data-nutrient="${nutrient}"]`).first();

/** The amount a target row shows, as a number (0 when it has no value yet). */
async function rowAmount(page: Page, nutrient: string): Promise<number> {
  const text = await row(page, nutrient).getByTestId('target-amount').innerText();
  const match = /([\d,.]+)/.exec(text);
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : 0;
}

const totals = (page: Page) => page.getByTestId('day-totals');

test('a signed-in person logs a day against their kidney limits, adds two weights, and finds it all after a reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await seedProfile(page, PROFILE_STATE);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerAndConfirm(page, {
    name: 'Walter Brennan',
    email: `food-log-${Date.now()}@example.com`,
    password: PASSWORD,
  });

  await page.goto('/meal-plan?generate=true');
  await expect(page.getByTestId('meal-plan-day')).toHaveCount(3, { timeout: 30_000 });

  // A planned meal opens to every nutrient of the food table, vitamin K and iron among them.
  const dayOne = page.getByTestId('meal-plan-day').first();
  await dayOne.getByText('Ingredients and steps').first().click();
  await dayOne.getByTestId('all-nutrients').first().locator('summary').click();
  const panel = dayOne.getByRole('table', { name: 'All nutrients of Day 1 breakfast' });
  await expect(panel.getByRole('row', { name: /^Vitamin K / })).toContainText(/\d µg/);
  await expect(panel.getByRole('row', { name: /^Iron / })).toContainText(/\d mg/);

  // The header leads to the log.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Food Log' })
    .click();
  await expect(page).toHaveURL(/\/log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Food Log' })).toBeVisible();
  await expect(page.getByText('Sign in to keep your log')).toHaveCount(0);

  const planned = page.getByTestId('planned-meal');
  await expect(planned.first()).toBeVisible();
  await expect(totals(page)).toHaveText(/0 kcal\s*0 eaten · 0 skipped/);
  // The kidney limits come first, marked as the person's own.
  const rows = page.getByTestId('target-row');
  await expect(rows.nth(0)).toHaveAttribute('data-nutrient', 'potassiumMg');
  await expect(rows.nth(1)).toHaveAttribute('data-nutrient', 'phosphorusMg');
  await expect(rows.nth(0).getByText('For you')).toBeVisible();
  expect(await rowAmount(page, 'potassiumMg')).toBe(0);

  // Breakfast eaten.
  const breakfast = planned.nth(0);
  const breakfastName = await breakfast.getByRole('heading').innerText();
  await breakfast.getByRole('button', { name: 'Eaten' }).click();
  await expect(breakfast.getByRole('button', { name: 'Eaten' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(totals(page)).toContainText('1 eaten · 0 skipped');
  await expect.poll(() => rowAmount(page, 'potassiumMg')).toBeGreaterThan(0);
  const potassiumAfterBreakfast = await rowAmount(page, 'potassiumMg');
  const phosphorusAfterBreakfast = await rowAmount(page, 'phosphorusMg');
  expect(phosphorusAfterBreakfast).toBeGreaterThan(0);

  // Lunch skipped: it counts nothing.
  const lunch = planned.nth(1);
  const lunchName = await lunch.getByRole('heading').innerText();
  await lunch.getByRole('button', { name: 'Skipped' }).click();
  await expect(totals(page)).toContainText('1 eaten · 1 skipped');
  expect(await rowAmount(page, 'potassiumMg')).toBe(potassiumAfterBreakfast);

  // A banana, found with a typo, two of the household measure, as a snack.
  await page.getByRole('searchbox', { name: 'Search foods and recipes' }).fill('bananna');
  const banana = page
    .getByTestId('search-result')
    .filter({ hasText: /banana/i })
    .first();
  await banana.click();
  const form = page.getByRole('form', { name: /banana/i });
  const amount = form.getByRole('combobox', { name: 'Amount' });
  const household = (await amount.locator('option').first().innerText()).trim();
  expect(household).not.toMatch(/^100 g/);
  await form.getByRole('spinbutton', { name: 'How many' }).fill('2');
  await form.getByRole('combobox', { name: 'Meal' }).selectOption('snack');
  await form.getByRole('button', { name: 'Add to log' }).click();
  await expect(totals(page)).toContainText('2 eaten · 1 skipped');
  const snack = page.getByRole('region', { name: 'Snack' }).getByTestId('log-entry');
  await expect(snack).toContainText(/banana/i);
  await expect(snack).toContainText(`2 × ${household.replace(/ \([\d.]+ g\)$/, '')}`);
  // A banana is rich in potassium: the row rises by hundreds of milligrams.
  await expect
    .poll(() => rowAmount(page, 'potassiumMg'))
    .toBeGreaterThan(potassiumAfterBreakfast + 300);
  const potassium = await rowAmount(page, 'potassiumMg');
  const phosphorus = await rowAmount(page, 'phosphorusMg');
  const dayText = (await totals(page).textContent()) ?? '';

  await expectNoSeriousA11yViolations(page);

  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/food-log-${width}.png`, fullPage: true });
  }

  // Progress: two weights on two dates, charted, with the table of the same numbers.
  await page.getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  const weightChart = page.getByTestId('weight-chart');
  await addWeight(page, dayFromToday(-8), '82.6');
  await addWeight(page, dayFromToday(0), '81.9');
  async function expectWeights() {
    const rows = page.getByRole('table', { name: 'Weight: the numbers' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('82.6');
    await expect(rows.nth(1)).toContainText('81.9');
    await expect(weightChart.locator('[role="img"] circle')).toHaveCount(2);
    // Today's logged day is charted against the energy target too.
    await expect(
      page.getByRole('table', { name: 'Energy eaten per day: the numbers' }).locator('tbody tr'),
    ).toHaveCount(1);
  }
  await expectWeights();

  // A reload finds it all: the weights, then the log's entries, come from the account.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await expectWeights();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Food Log' })
    .click();
  await expect(page.getByTestId('log-entry')).toHaveCount(3);
  await expect(page.getByTestId('log-entry').filter({ hasText: breakfastName })).toBeVisible();
  await expect(page.getByTestId('log-entry').filter({ hasText: lunchName })).toContainText(
    'Skipped',
  );
  await expect(totals(page)).toHaveText(dayText);
  await expect.poll(() => rowAmount(page, 'potassiumMg')).toBe(potassium);
  expect(await rowAmount(page, 'phosphorusMg')).toBe(phosphorus);
  await expect(planned.nth(0).getByRole('button', { name: 'Eaten' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(planned.nth(1).getByRole('button', { name: 'Skipped' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The day before is empty, and today's log is one tap away.
  await page.getByRole('button', { name: /Previous day/ }).click();
  await expect(page).toHaveURL(/\/log\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('log-entry')).toHaveCount(0);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByTestId('log-entry')).toHaveCount(3);
});

import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
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
 * Progress (issue 16, item 3), as a signed-in person with high blood pressure uses it: two
 * weights on two days, a blood pressure reading, and a few logged days; the charts and their
 * tables show them, and a reload finds them in the account. Run it alone with
 * `E2E_PORT=4673 npx playwright test e2e/progress.spec.ts` after `npm run build`.
 */

const PASSWORD = 'plum orchard 42';

const PROFILE_STATE = {
  assessment: {
    name: 'Ines Moreau',
    age: '58',
    gender: 'female',
    unit: 'metric',
    weightKg: '82',
    heightCm: '168',
    weightLbs: '',
    heightFeet: '',
    heightInches: '',
    activityLevel: 'light',
    selectedConditions: ['hypertension'],
    medications: '',
    allergies: '',
    ckdStage: '',
    dialysis: '',
  },
  preferences: {
    selectedRestrictions: [],
    likedFoods: '',
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

/** Logs a food on a few days through the account's API, as the food log would. */
async function logDays(page: Page, offsets: number[]) {
  const search = await page.request.get('/api/foods/search?q=oats');
  const hits = (await search.json()) as {
    items: { kind: string; foodId?: string; name: string }[];
  };
  const oats = hits.items.find((hit) => hit.kind === 'food');
  expect(oats?.foodId).toBeTruthy();
  for (const [index, offset] of offsets.entries()) {
    const reply = await page.request.post('/api/me/food-log', {
      data: {
        date: dayFromToday(offset),
        slot: 'breakfast',
        name: oats?.name ?? 'Oats',
        source: 'food',
        ingredients: [{ foodId: oats?.foodId, grams: 200 + index * 150 }],
      },
    });
    expect(reply.status()).toBe(201);
  }
}

test('a signed-in person adds weights on two days, sees them charted and in a table, and finds them after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await seedProfile(page, PROFILE_STATE);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerAndConfirm(page, {
    name: 'Ines Moreau',
    email: `progress-${Date.now()}@example.com`,
    password: PASSWORD,
  });
  await logDays(page, [-6, -4, -1]);

  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await expect(page.getByText('Sign in to keep your progress')).toHaveCount(0);
  const weightChart = page.getByTestId('weight-chart');
  await expect(weightChart).toContainText('No weights in these weeks yet');

  const earlier = dayFromToday(-9);
  const today = dayFromToday(0);
  await addWeight(page, earlier, '82.4');
  await addWeight(page, today, '81.6');

  // High blood pressure: the form offers a blood pressure reading too.
  await page.getByRole('combobox', { name: 'Reading' }).selectOption('blood-pressure');
  await page.getByLabel(/^Systolic/).fill('138');
  await page.getByLabel(/^Diastolic/).fill('88');
  await page.getByRole('button', { name: 'Add reading' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blood pressure added' })).toBeVisible();

  async function expectWeights() {
    const table = page.getByRole('table', { name: 'Weight: the numbers' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('82.4');
    await expect(rows.nth(1)).toContainText('81.6');
    await expect(weightChart.getByRole('img')).toHaveAttribute(
      'aria-label',
      /Weight: 2 values, from 82\.4 kg on .+ to 81\.6 kg on .+\./,
    );
    // The line joins two dots.
    await expect(weightChart.locator('[role="img"] circle')).toHaveCount(2);
    await expect(page.getByTestId('reading')).toHaveCount(3);
  }
  await expectWeights();
  await expect(
    page.getByRole('table', { name: 'Blood pressure: the numbers' }).locator('tbody tr'),
  ).toContainText(['13888']);

  // The logged days against the energy target and the sodium limit.
  const energy = page.getByRole('table', { name: 'Energy eaten per day: the numbers' });
  await expect(energy.locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('energy-chart').getByRole('img')).toHaveAttribute(
    'aria-label',
    /of 3 within the target/,
  );
  await expect(page.getByTestId('sodiumMg-chart')).toContainText(/Your target: at most [\d,]+ mg/);

  // Reload: the readings come back from the account.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await expectWeights();

  // The week picker's labels are what a person taps.
  await page.getByText('12 weeks', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '12 weeks' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Over the last 12 weeks' })).toBeVisible();
  await expectWeights();
  await page.getByText('4 weeks', { exact: true }).click();

  await expectNoSeriousA11yViolations(page);

  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(weightChart.locator('[role="img"] circle')).toHaveCount(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/progress-${width}.png`, fullPage: true });
  }

  // Deleting a reading removes it from the account.
  await page.getByRole('button', { name: /^Delete weight 82\.4 kg on / }).click();
  await expect(page.getByTestId('reading')).toHaveCount(2);
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Weight: the numbers' }).locator('tbody tr'),
  ).toHaveCount(1);
});

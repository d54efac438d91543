import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  readStore,
  SCREENSHOT_DIR,
  seedProfile,
  test,
} from './fixtures';

/**
 * Issue 16 item 4, a meal plan that survives use: a swapped meal survives a change of length
 * (7 → 14), a locked meal survives a reload and Regenerate, shortening asks before it drops what
 * the person locked or chose, one day gets new meals alone, the printed plan has every recipe of
 * every day (none opened on screen), and the plan downloads as a calendar file. Every plan comes
 * from the real server and engine.
 */

const PROFILE_STATE = {
  assessment: {
    name: 'Grace Hopper',
    age: '45',
    gender: 'female',
    unit: 'metric',
    weightKg: '70',
    heightCm: '168',
    weightLbs: '',
    heightFeet: '',
    heightInches: '',
    activityLevel: 'moderate',
    selectedConditions: ['hypertension'],
    medications: '',
    allergies: '',
  },
  preferences: {
    selectedRestrictions: [],
    likedFoods: 'chicken, salmon',
    dislikedFoods: '',
    selectedCuisines: ['Mediterranean'],
    mealsPerDay: 3,
    snacksPerDay: 2,
    cookingWillingness: true,
  },
  analysis: null,
  mealPlan: null,
  mealPlanDays: 7,
  mealPlanChat: [],
  questionnaire: { messages: [], extractedData: {}, isComplete: false },
};

interface StoredMeal {
  name: string;
  recipeId?: string;
  servings?: number;
  isLocked?: boolean;
  isChosen?: boolean;
  ingredients?: { foodId: string; name: string; grams: number }[];
  steps?: string[];
}
interface StoredDay {
  day: number;
  meals: { breakfast: StoredMeal; lunch: StoredMeal; dinner: StoredMeal; snacks: StoredMeal[] };
}
interface StoredPlan {
  days: StoredDay[];
}

async function storedPlan(page: Page): Promise<StoredPlan> {
  const plan = (await readStore<{ mealPlan: StoredPlan | null }>(page)).mealPlan;
  if (!plan) throw new Error('no stored plan');
  return plan;
}

const mealsOf = (day: StoredDay) => [
  day.meals.breakfast,
  day.meals.lunch,
  day.meals.dinner,
  ...day.meals.snacks,
];
const dayCards = (page: Page) => page.getByTestId('meal-plan-day');
const planLength = (page: Page) => page.getByLabel('Plan length');

test('a meal plan survives use: swaps, locks, length changes, one-day plans, print, calendar', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await seedProfile(page, PROFILE_STATE);
  await page.goto('/meal-plan?generate=true');
  await expect(dayCards(page)).toHaveCount(7, { timeout: 30_000 });
  const first = await storedPlan(page);

  // A swapped meal is the person's choice, and survives a change of length 7 → 14.
  await page.getByRole('button', { name: 'Swap Day 2 lunch' }).click();
  await expect(dayCards(page).nth(1).getByTestId('swap-outcome')).toContainText(
    'Day 2 lunch is now',
    {
      timeout: 30_000,
    },
  );
  const swappedPlan = await storedPlan(page);
  const swapped = swappedPlan.days[1]!.meals.lunch;
  expect(swapped.recipeId).not.toBe(first.days[1]!.meals.lunch.recipeId);
  expect(swapped.isChosen).toBe(true);
  await expect(dayCards(page).nth(1).getByTestId('meal-chosen')).toHaveText('Your choice');

  await planLength(page).selectOption('14');
  await expect(dayCards(page)).toHaveCount(14, { timeout: 60_000 });
  const longer = await storedPlan(page);
  expect(longer.days[1]!.meals.lunch).toEqual(swapped);
  // The rest was planned again (spec §2: a new length regenerates the plan).
  const kept = longer.days
    .slice(0, 7)
    .flatMap((day, d) =>
      mealsOf(day).filter(
        (meal, s) => meal.recipeId === mealsOf(swappedPlan.days[d]!)[s]!.recipeId,
      ),
    );
  expect(kept.length).toBeLessThan(20);

  // A locked meal: a toggle button, kept through a reload and through Regenerate.
  const lock = page.getByRole('button', { name: 'Lock Breakfast, day 3' });
  await expect(lock).toHaveAttribute('aria-pressed', 'false');
  await lock.click();
  await expect(lock).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Lock Dinner, day 9' }).click();
  await page.reload();
  await expect(dayCards(page)).toHaveCount(14);
  await expect(page.getByRole('button', { name: 'Lock Breakfast, day 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const beforeRegenerate = await storedPlan(page);
  const locked = beforeRegenerate.days[2]!.meals.breakfast;
  expect(locked.isLocked).toBe(true);
  await page.getByRole('button', { name: 'Regenerate Plan' }).click();
  await expect
    .poll(async () => JSON.stringify(await storedPlan(page)) !== JSON.stringify(beforeRegenerate), {
      timeout: 60_000,
    })
    .toBe(true);
  await expect(dayCards(page)).toHaveCount(14);
  const regenerated = await storedPlan(page);
  expect(regenerated.days[2]!.meals.breakfast).toEqual(locked);
  expect(regenerated.days[8]!.meals.dinner).toEqual(beforeRegenerate.days[8]!.meals.dinner);
  const unchanged = regenerated.days.flatMap((day, d) =>
    mealsOf(day).filter(
      (meal, s) => meal.recipeId === mealsOf(beforeRegenerate.days[d]!)[s]!.recipeId,
    ),
  );
  expect(unchanged.length).toBeLessThan(40);
  await expect(page.getByRole('button', { name: 'Lock Breakfast, day 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Shortening 14 → 3 would lose day 9's locked dinner: asked first; Cancel changes nothing.
  await planLength(page).selectOption('3');
  const dialog = page.getByRole('dialog', { name: 'Shorten to 3 days?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your 1 locked or chosen meal on days 4–14 will be lost.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(planLength(page)).toHaveValue('14');
  await expect(dayCards(page)).toHaveCount(14);
  expect(await storedPlan(page)).toEqual(regenerated);

  await planLength(page).selectOption('3');
  await dialog.getByRole('button', { name: 'Shorten' }).click();
  await expect(dayCards(page)).toHaveCount(3, { timeout: 60_000 });
  await expect(planLength(page)).toHaveValue('3');
  const shorter = await storedPlan(page);
  expect(shorter.days[2]!.meals.breakfast).toEqual(locked);

  // One day planned again: its locked meal stays, no other day changes.
  await page.getByRole('button', { name: 'New meals for day 3' }).click();
  await expect(dayCards(page).nth(2).getByTestId('day-plan-outcome')).toHaveText(
    'Day 3 has new meals.',
    {
      timeout: 60_000,
    },
  );
  const dayAgain = await storedPlan(page);
  expect(dayAgain.days[0]).toEqual(shorter.days[0]);
  expect(dayAgain.days[1]).toEqual(shorter.days[1]);
  expect(dayAgain.days[2]!.meals.breakfast).toEqual(locked);
  expect(dayAgain.days[2]).not.toEqual(shorter.days[2]);

  // Screenshots of the plan on screen, at desktop and phone width.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/meal-plan-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Print with recipes: every day and every recipe's ingredients and steps, none opened on screen.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  expect(await page.locator('details[open]').count()).toBe(0);
  await page.getByRole('button', { name: 'Print Meal Plan' }).click();
  await page.getByRole('button', { name: 'Print plan with recipes' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const printable = page.getByTestId('printable-plan');
  await expect(printable).toBeVisible();
  await expect(dayCards(page).first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Meal Plan' })).toBeHidden();
  const printed = await printable.innerText();
  const plan = await storedPlan(page);
  for (const day of plan.days) {
    expect(printed).toContain(`Day ${day.day}`);
    for (const meal of mealsOf(day)) {
      expect(printed).toContain(meal.name);
      expect(meal.ingredients?.length).toBeGreaterThan(0);
      for (const item of meal.ingredients ?? []) expect(printed).toContain(item.name);
      expect(meal.steps?.length).toBeGreaterThan(0);
      for (const step of meal.steps ?? []) expect(printed).toContain(step);
    }
  }
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(10_000);

  // Print the plan only: the meals without their recipes.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Print Meal Plan' }).click();
  await page.getByRole('button', { name: 'Print plan only' }).click();
  await page.emulateMedia({ media: 'print' });
  const planOnly = await printable.innerText();
  expect(planOnly).toContain(plan.days[0]!.meals.lunch.name);
  expect(planOnly).not.toContain('Ingredients');
  expect(planOnly).not.toContain(plan.days[0]!.meals.lunch.steps![0]!);
  await page.emulateMedia({ media: 'screen' });

  // The calendar file: one event per meal per day from the date picked.
  await page.getByLabel('Calendar start date').fill('2027-03-01');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('meal-plan-2027-03-01.ics');
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const meals = plan.days.reduce((sum, day) => sum + mealsOf(day).length, 0);
  expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(meals);
  expect(ics).toContain('DTSTART:20270301T080000');
  expect(ics).toContain('DTSTART:20270303T183000');
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
});

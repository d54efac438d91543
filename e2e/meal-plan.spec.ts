import type { Page } from '@playwright/test';
import { COOKED_FORMS } from '../src/domain/grocery/cooking-yields';
import {
  expect,
  expectNoSeriousA11yViolations,
  hasGluten,
  isMeatOrFish,
  readStore,
  saveScreenshots,
  seedProfile,
  test,
} from './fixtures';

/**
 * Meal plan journey (spec §2, §4, issue 6): generate, keep, change the length, regenerate, swap a
 * meal, the grocery list, the Meal Plan Assistant and each of its five chips, print. The profile
 * store is filled directly (`seedProfile`); every plan comes from the real server and engine.
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
  calories: number;
  protein?: number;
  recipeId?: string;
  ingredients?: { foodId: string; name: string; grams: number }[];
}
interface StoredDay {
  day: number;
  meals: { breakfast: StoredMeal; lunch: StoredMeal; dinner: StoredMeal; snacks: StoredMeal[] };
  totals?: { calories: number; protein: number };
}
interface StoredPlan {
  days: StoredDay[];
  dailyCalories?: number;
  targets?: { energyKcal: number; energyTolerance: number };
}

const seedPlanProfile = (page: Page, overrides: Partial<typeof PROFILE_STATE> = {}) =>
  seedProfile(page, { ...PROFILE_STATE, ...overrides });

const storedState = (page: Page) =>
  readStore<{
    mealPlan: StoredPlan | null;
    preferences: { selectedRestrictions: string[]; dislikedFoods: string };
  }>(page);

async function storedPlan(page: Page): Promise<StoredPlan> {
  const plan = (await storedState(page)).mealPlan;
  if (!plan) throw new Error('no stored plan');
  return plan;
}

const mealsOf = (day: StoredDay) => [
  day.meals.breakfast,
  day.meals.lunch,
  day.meals.dinner,
  ...day.meals.snacks,
];
const ingredientIds = (plan: StoredPlan) =>
  plan.days.flatMap((day) =>
    mealsOf(day).flatMap((meal) => (meal.ingredients ?? []).map((item) => item.foodId)),
  );

const dayCards = (page: Page) => page.getByTestId('meal-plan-day');

async function shownDayTotals(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('day-calories').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

/** The screen shows the stored plan: the same meal names, day by day, and the same totals. */
async function expectScreenShowsStoredPlan(page: Page) {
  const plan = await storedPlan(page);
  await expect(dayCards(page)).toHaveCount(plan.days.length);
  for (const [index, day] of plan.days.entries()) {
    await expect(dayCards(page).nth(index).getByTestId('meal-name')).toHaveText(
      mealsOf(day).map((meal) => meal.name),
    );
  }
  expect(await shownDayTotals(page)).toEqual(
    plan.days.map((day) => Math.round(day.totals?.calories ?? 0)),
  );
}

const assistant = (page: Page) => page.getByRole('region', { name: 'Meal Plan Assistant' });
const logEntries = (page: Page) =>
  assistant(page).getByRole('log').locator('> div:not([aria-hidden])');

async function sendToAssistant(page: Page, text: string) {
  const before = await logEntries(page).count();
  await assistant(page).getByRole('textbox', { name: 'Your request' }).fill(text);
  await assistant(page).getByRole('button', { name: 'Send' }).click();
  // The person's message and then the reply join the log.
  await expect(logEntries(page)).toHaveCount(before + 2, { timeout: 30_000 });
}

test('meal plan: generate, keep, resize, regenerate, swap, grocery list, assistant, print', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await seedPlanProfile(page);
  await page.goto('/meal-plan?generate=true');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Personalized Meal Plan' }),
  ).toBeVisible();
  await expect(dayCards(page)).toHaveCount(7, { timeout: 30_000 });
  await expect(page.getByText('Your 7-day plan')).toBeVisible();
  await expect(page.getByText('Meals per Day: 3 main meals + snacks')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Day 1', exact: true })).toBeVisible();
  for (const tip of [
    'Prepare ingredients ahead',
    'Adjust portion sizes',
    'Stay hydrated',
    'Consult a healthcare provider',
  ]) {
    await expect(page.getByRole('note')).toContainText(tip);
  }
  // generate=true is used once; the address no longer asks for a new plan.
  await expect(page).toHaveURL(/\/meal-plan$/);
  await expectScreenShowsStoredPlan(page);
  await expectNoSeriousA11yViolations(page);

  // Average daily calories is the rounded mean of the day totals shown.
  const totals = await shownDayTotals(page);
  const mean = Math.round(totals.reduce((a, b) => a + b, 0) / totals.length);
  await expect(page.getByText('Average Daily Calories').locator('..')).toContainText(
    mean.toLocaleString('en-US'),
  );

  // The energy chart lists each day, every one inside the target band.
  const chart = page.getByRole('region', { name: 'Daily energy across the plan' });
  const chartRows = chart.getByRole('table').locator('tbody tr');
  await expect(chartRows).toHaveCount(7);
  await expect(chartRows.locator('td:last-child')).toHaveText(Array(7).fill('Yes'));

  // A meal opens to its ingredients and steps.
  await dayCards(page).first().getByText('Ingredients and steps').first().click();
  await expect(dayCards(page).first().getByTestId('meal-ingredients').first()).toBeVisible();
  await saveScreenshots(page, 'meal-plan');

  // A stored plan is used on opening: a reload shows it again without asking the server.
  const generated = await storedPlan(page);
  let analyzeCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/functions/ai-analyze')) analyzeCalls += 1;
  });
  await page.reload();
  await expect(dayCards(page)).toHaveCount(7);
  expect(await storedPlan(page)).toEqual(generated);
  await expectScreenShowsStoredPlan(page);
  expect(analyzeCalls).toBe(0);

  // The grocery list: one line per food, in the form bought (cooked grains and legumes dry).
  const boughtForm = new Map(COOKED_FORMS.map((form) => [form.cookedId, form.boughtId]));
  const expectedIds = new Set(
    generated.days.flatMap((day) =>
      mealsOf(day).flatMap((meal) =>
        (meal.ingredients ?? []).map((item) => boughtForm.get(item.foodId) ?? item.foodId),
      ),
    ),
  );
  const items = page.getByTestId('grocery-item');
  await expect(items).toHaveCount(expectedIds.size);
  const shownIds = await items.evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-food-id') ?? ''),
  );
  expect(new Set(shownIds)).toEqual(expectedIds);
  const grocery = page.getByRole('region', { name: 'Grocery list for 7 days' });
  await expect(grocery.getByRole('region')).not.toHaveCount(0);
  // Copy puts the whole list, by store section, on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await grocery.getByRole('button', { name: 'Copy list' }).click();
  await expect(grocery.getByText('Grocery list copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')[0]).toBe('Grocery list (7 days)');
  expect(copied.split('\n').filter((line) => line.startsWith('  '))).toHaveLength(expectedIds.size);

  // Swap: just Day 2's lunch changes, and the day stays inside its energy band.
  await page.getByRole('button', { name: 'Swap Day 2 lunch' }).click();
  const outcome = dayCards(page).nth(1).getByTestId('swap-outcome');
  await expect(outcome).toContainText('Day 2 lunch is now', { timeout: 30_000 });
  const swapped = await storedPlan(page);
  const [before2, after2] = [generated.days[1]!, swapped.days[1]!];
  expect(after2.meals.lunch.recipeId).not.toBe(before2.meals.lunch.recipeId);
  expect(after2.meals.breakfast.recipeId).toBe(before2.meals.breakfast.recipeId);
  expect(after2.meals.dinner.recipeId).toBe(before2.meals.dinner.recipeId);
  expect(swapped.days.filter((_, i) => i !== 1)).toEqual(generated.days.filter((_, i) => i !== 1));
  const target = swapped.targets!.energyKcal;
  expect(Math.abs(after2.totals!.calories - target) / target).toBeLessThanOrEqual(0.05);
  await expect(outcome).toContainText(after2.meals.lunch.name);
  await expectScreenShowsStoredPlan(page);
  await expectNoSeriousA11yViolations(page);

  // Changing the length regenerates: 14 days, then 3.
  await page.getByLabel('Plan length').selectOption('14');
  await expect(dayCards(page)).toHaveCount(14, { timeout: 30_000 });
  await expect(page.getByText('Your 14-day plan')).toBeVisible();
  await expect(chart.getByRole('table').locator('tbody tr')).toHaveCount(14);
  await expectScreenShowsStoredPlan(page);
  // Links take a long plan to any day.
  await page
    .getByRole('navigation', { name: 'Days of the plan' })
    .getByRole('link', { name: 'Day 10', exact: true })
    .click();
  await expect(page).toHaveURL(/#day-10$/);
  await expect(page.getByRole('heading', { name: 'Day 10', exact: true })).toBeInViewport();
  await page.getByLabel('Plan length').selectOption('3');
  await expect(dayCards(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByText('Your 3-day plan')).toBeVisible();

  // Regenerate: 'Generating...' while working, then a new plan of the same length.
  const beforeRegenerate = await storedPlan(page);
  // Hold the reply back a moment so the working state can be seen.
  await page.route('**/api/functions/ai-analyze', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Regenerate Plan' }).click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  await expect(page.getByText('Creating your personalized meal plan...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate Plan' })).toBeEnabled({
    timeout: 30_000,
  });
  await page.unroute('**/api/functions/ai-analyze');
  await expect(dayCards(page)).toHaveCount(3);
  const regenerated = await storedPlan(page);
  expect(regenerated.days.flatMap(mealsOf).map((meal) => meal.recipeId)).not.toEqual(
    beforeRegenerate.days.flatMap(mealsOf).map((meal) => meal.recipeId),
  );
  await expectScreenShowsStoredPlan(page);

  // The assistant: greeting, placeholder and the five chips.
  await page.getByRole('button', { name: 'Chat with AI to Modify Plan' }).click();
  await expect(assistant(page)).toBeVisible();
  await expect(assistant(page).getByRole('log')).toContainText('Hi! I can change your meal plan');
  await expect(assistant(page).getByRole('textbox', { name: 'Your request' })).toHaveAttribute(
    'placeholder',
    'Ask me to modify your meal plan...',
  );
  // 'Remove gluten' is offered only when the plan has something with gluten: the regenerated
  // plan's seed is new each time, and three days may have none.
  const withGluten = ingredientIds(regenerated).some(hasGluten);
  await expect(
    assistant(page).getByRole('list', { name: 'Suggested replies' }).getByRole('button'),
  ).toHaveText([
    'Make this vegetarian',
    'Swap breakfast for Day 1',
    'Reduce calories to 1500/day',
    'Add more protein',
    ...(withGluten ? ['Remove gluten'] : []),
  ]);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshots(page, 'meal-plan-chat');

  // A free-text edit: the suggestions go, mushrooms leave the plan and join the dislikes.
  await sendToAssistant(page, 'no mushrooms please');
  await expect(assistant(page).getByRole('list', { name: 'Suggested replies' })).toHaveCount(0);
  const noMushrooms = await storedPlan(page);
  const names = noMushrooms.days.flatMap((day) =>
    mealsOf(day).flatMap((meal) => (meal.ingredients ?? []).map((item) => item.name)),
  );
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => /mushroom/i.test(name))).toEqual([]);
  expect((await storedState(page)).preferences.dislikedFoods).toMatch(/mushroom/i);
  await expectScreenShowsStoredPlan(page);
  // The plan and the profile changed together: no 'profile has changed' notice.
  await expect(page.getByText('Your profile has changed since this plan was made')).toHaveCount(0);

  // Closing the chat brings back the floating button, focused.
  await assistant(page).getByRole('button', { name: 'Close Meal Plan Assistant' }).click();
  await expect(page.getByRole('button', { name: 'Meal Plan Assistant' })).toBeFocused();

  // Print: no header, footer, controls or Swap buttons; the plan and the grocery list remain.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-site-header]')).toBeHidden();
  await expect(page.locator('[data-site-footer]')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Meal Plan' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Meal Plan Assistant' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Swap Day 1 lunch' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Regenerate Plan' })).toBeHidden();
  await expect(dayCards(page)).toHaveCount(3);
  await expect(dayCards(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grocery list for 3 days' })).toBeVisible();
  await saveScreenshots(page, 'meal-plan-print');
  await page.emulateMedia({ media: 'screen' });
});

/**
 * A fresh 3-day plan with the assistant open, ready for one chip. The page's Math.random is
 * seeded, so the plan's seed (and so the plan) is the same on every run.
 */
async function planWithAssistant(page: Page): Promise<StoredPlan> {
  await page.addInitScript(() => {
    let state = 42;
    Math.random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  });
  await seedPlanProfile(page, { mealPlanDays: 3 });
  await page.goto('/meal-plan?generate=true');
  await expect(dayCards(page)).toHaveCount(3, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Meal Plan Assistant' }).click();
  await expect(assistant(page).getByRole('list', { name: 'Suggested replies' })).toBeVisible();
  return storedPlan(page);
}

async function chooseChip(page: Page, chip: string) {
  await assistant(page)
    .getByRole('list', { name: 'Suggested replies' })
    .getByRole('button', { name: chip })
    .click();
  // Spec §4: the suggestions are cleared once the person sends.
  await expect(assistant(page).getByRole('list', { name: 'Suggested replies' })).toHaveCount(0);
  await expect(logEntries(page)).toHaveCount(3, { timeout: 30_000 });
}

test.describe('meal plan assistant: each chip changes the plan as asked', () => {
  test('Make this vegetarian: no meat or fish is left', async ({ page }) => {
    const before = await planWithAssistant(page);
    expect(ingredientIds(before).some(isMeatOrFish)).toBe(true);
    await chooseChip(page, 'Make this vegetarian');
    const after = await storedPlan(page);
    expect(ingredientIds(after).length).toBeGreaterThan(0);
    expect(ingredientIds(after).filter(isMeatOrFish)).toEqual([]);
    expect((await storedState(page)).preferences.selectedRestrictions).toContain('vegetarian');
    await expectScreenShowsStoredPlan(page);
  });

  test('Swap breakfast for Day 1: only that breakfast changes', async ({ page }) => {
    const before = await planWithAssistant(page);
    await chooseChip(page, 'Swap breakfast for Day 1');
    const after = await storedPlan(page);
    expect(after.days[0]!.meals.breakfast.recipeId).not.toBe(
      before.days[0]!.meals.breakfast.recipeId,
    );
    for (const slot of ['lunch', 'dinner'] as const) {
      expect(after.days[0]!.meals[slot].recipeId).toBe(before.days[0]!.meals[slot].recipeId);
    }
    expect(after.days.slice(1)).toEqual(before.days.slice(1));
    await expect(assistant(page).getByRole('log')).toContainText(
      `Day 1 breakfast is now ${after.days[0]!.meals.breakfast.name}`,
    );
    await expectScreenShowsStoredPlan(page);
  });

  test('Reduce calories to 1500/day: every day within 5 % of 1,500 kcal', async ({ page }) => {
    await planWithAssistant(page);
    await chooseChip(page, 'Reduce calories to 1500/day');
    await expectScreenShowsStoredPlan(page);
    const totals = await shownDayTotals(page);
    expect(totals).toHaveLength(3);
    for (const total of totals) expect(Math.abs(total - 1500)).toBeLessThanOrEqual(75);
  });

  test('Add more protein: the daily protein goes up', async ({ page }) => {
    const before = await planWithAssistant(page);
    await chooseChip(page, 'Add more protein');
    const after = await storedPlan(page);
    const protein = (plan: StoredPlan) =>
      plan.days.reduce((sum, day) => sum + (day.totals?.protein ?? 0), 0) / plan.days.length;
    expect(protein(after)).toBeGreaterThan(protein(before));
    await expectScreenShowsStoredPlan(page);
  });

  test('Remove gluten: no wheat or gluten food is left', async ({ page }) => {
    const before = await planWithAssistant(page);
    expect(ingredientIds(before).some(hasGluten)).toBe(true);
    await chooseChip(page, 'Remove gluten');
    const after = await storedPlan(page);
    expect(ingredientIds(after).length).toBeGreaterThan(0);
    expect(ingredientIds(after).filter(hasGluten)).toEqual([]);
    await expectScreenShowsStoredPlan(page);
  });
});

test('meal plan: no plan without a complete profile', async ({ page }) => {
  await page.goto('/meal-plan');
  await expect(page.getByRole('heading', { name: 'No Meal Plan Available' })).toBeVisible();
  await expect(
    page.getByText('Please complete your health assessment and get your analysis first.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Health Assessment' })).toHaveAttribute(
    'href',
    '/assessment',
  );
  await expectNoSeriousA11yViolations(page);
});

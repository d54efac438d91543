import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, saveScreenshots, test } from './fixtures';

/**
 * Meal plan journey (spec §2, §4): generate, change the length, regenerate, edit with the Meal
 * Plan Assistant, print. The profile store is filled directly (sessionStorage 'phn.profile.v1',
 * the shape of ProfileState in src/web/lib/profile-store.ts).
 */
const STORAGE_KEY = 'phn.profile.v1';

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

const MEAT_OR_FISH = /chicken|beef|pork|turkey|salmon|tuna|shrimp/i;

async function seedProfile(page: Page) {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, value);
    },
    [STORAGE_KEY, JSON.stringify(PROFILE_STATE)] as const,
  );
}

async function screenshots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshots(page, name);
}

const dayCards = (page: Page) => page.getByTestId('meal-plan-day');

/** Every ingredient name of the stored plan. */
async function storedIngredientNames(page: Page): Promise<string[]> {
  return page.evaluate((key) => {
    const state = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    const names: string[] = [];
    for (const day of state?.mealPlan?.days ?? []) {
      const { breakfast, lunch, dinner, snacks } = day.meals;
      for (const meal of [breakfast, lunch, dinner, ...snacks])
        for (const ingredient of meal.ingredients ?? []) names.push(ingredient.name);
    }
    return names;
  }, STORAGE_KEY);
}

async function sendToAssistant(page: Page, text: string) {
  const chat = page.getByRole('region', { name: 'Meal Plan Assistant' });
  const before = await chat.getByRole('log').locator('> div:not([aria-hidden])').count();
  await chat.getByRole('textbox', { name: 'Your request' }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  // The user message and then the reply join the log.
  await expect(chat.getByRole('log').locator('> div:not([aria-hidden])')).toHaveCount(before + 2, {
    timeout: 30_000,
  });
}

test('meal plan: generate, resize, regenerate, edit with the assistant, print', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await seedProfile(page);
  await page.goto('/meal-plan?generate=true');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Personalized Meal Plan' }),
  ).toBeVisible();
  await expect(dayCards(page)).toHaveCount(7, { timeout: 30_000 });
  await expect(page.getByText('Your 7-day plan')).toBeVisible();
  await expect(page.getByText('Meals per Day: 3 main meals + snacks')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Day 1', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Average daily calories is the rounded mean of the day totals shown.
  const totals = await dayCards(page).evaluateAll((cards) =>
    cards.map((card) => Number(card.querySelector('h2 + p span')?.textContent?.replace(/,/g, ''))),
  );
  const mean = Math.round(totals.reduce((a, b) => a + b, 0) / totals.length);
  await expect(page.getByText('Average Daily Calories').locator('..')).toContainText(
    mean.toLocaleString('en-US'),
  );

  // A meal opens to its ingredients and steps.
  await dayCards(page).first().getByText('Ingredients and steps').first().click();
  await expect(dayCards(page).first().getByTestId('meal-ingredients').first()).toBeVisible();
  await screenshots(page, 'meal-plan');

  // Changing the length regenerates.
  await page.getByLabel('Plan length').selectOption('3');
  await expect(dayCards(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByText('Your 3-day plan')).toBeVisible();

  // Regenerate: 'Generating...' while working, then a plan again.
  const mealNames = () => page.getByTestId('meal-plan-day').locator('p.text-lg').allTextContents();
  const before = await mealNames();
  // Hold the reply back a moment so the working state can be seen.
  await page.route('**/api/functions/ai-analyze', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Regenerate Plan' }).click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  await expect(page.getByText('Creating your personalized meal plan...')).toBeVisible();
  await expect(dayCards(page)).toHaveCount(3, { timeout: 30_000 });
  await page.unroute('**/api/functions/ai-analyze');
  // A new seed: a different plan.
  expect(await mealNames()).not.toEqual(before);

  // The assistant: greeting and the five chips.
  await page.getByRole('button', { name: 'Chat with AI to Modify Plan' }).click();
  const chat = page.getByRole('region', { name: 'Meal Plan Assistant' });
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('log')).toContainText('Hi! I can change your meal plan');
  await expect(chat.getByRole('textbox', { name: 'Your request' })).toHaveAttribute(
    'placeholder',
    'Ask me to modify your meal plan...',
  );
  const chips = chat.getByRole('list', { name: 'Suggested replies' }).getByRole('button');
  await expect(chips).toHaveText([
    'Make this vegetarian',
    'Swap breakfast for Day 1',
    'Reduce calories to 1500/day',
    'Add more protein',
    'Remove gluten',
  ]);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'meal-plan-chat');

  // Vegetarian: the chips go away and no meat or fish is left.
  await chips.filter({ hasText: 'Make this vegetarian' }).click();
  await expect(chat.getByRole('list', { name: 'Suggested replies' })).toHaveCount(0);
  await expect(chat.getByRole('log').locator('> div:not([aria-hidden])')).toHaveCount(3, {
    timeout: 30_000,
  });
  const names = await storedIngredientNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => MEAT_OR_FISH.test(name))).toEqual([]);
  await expect(page.getByTestId('meal-ingredients').filter({ hasText: MEAT_OR_FISH })).toHaveCount(
    0,
  );

  // 1500 kcal a day: each day within 5 %.
  await sendToAssistant(page, 'Reduce calories to 1500/day');
  const reduced = await dayCards(page).evaluateAll((cards) =>
    cards.map((card) => Number(card.querySelector('h2 + p span')?.textContent?.replace(/,/g, ''))),
  );
  expect(reduced).toHaveLength(3);
  for (const value of reduced) expect(Math.abs(value - 1500)).toBeLessThanOrEqual(75);

  // A free-text edit.
  await sendToAssistant(page, 'no mushrooms');
  const afterMushrooms = await storedIngredientNames(page);
  expect(afterMushrooms.filter((name) => /mushroom/i.test(name))).toEqual([]);
  const disliked = await page.evaluate(
    (key) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null').preferences.dislikedFoods,
    STORAGE_KEY,
  );
  expect(disliked).toMatch(/mushroom/i);

  // Closing the chat brings back the floating button.
  await chat.getByRole('button', { name: 'Close Meal Plan Assistant' }).click();
  await expect(page.getByRole('button', { name: 'Meal Plan Assistant' })).toBeFocused();

  // Print: no header, footer or controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-site-header]')).toBeHidden();
  await expect(page.locator('[data-site-footer]')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Meal Plan' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Meal Plan Assistant' })).toBeHidden();
  await expect(dayCards(page)).toHaveCount(3);
  await screenshots(page, 'meal-plan-print');
  await page.emulateMedia({ media: 'screen' });
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

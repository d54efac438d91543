import {
  expect,
  expectNoSeriousA11yViolations,
  hasAllergen,
  hasGluten,
  isAnimalFood,
  readStore,
  saveScreenshots,
  seedProfile,
  test,
} from './fixtures';

/**
 * Analysis and questionnaire journeys (spec §2, §4, §8). The profile store is filled directly
 * (sessionStorage 'phn.profile.v1', the shape of ProfileState in src/web/lib/profile-store.ts)
 * rather than through the assessment and preference forms.
 */
interface ProfileOverrides {
  name?: string;
  conditions?: string[];
}

function profileState({
  name = 'Ada Lovelace',
  conditions = ['diabetes_type2', 'hypertension'],
}: ProfileOverrides = {}) {
  return {
    assessment: {
      name,
      age: '52',
      gender: 'female',
      unit: 'metric',
      weightKg: '82',
      heightCm: '165',
      weightLbs: '',
      heightFeet: '',
      heightInches: '',
      activityLevel: 'light',
      selectedConditions: conditions,
      medications: 'metformin, lisinopril, warfarin',
      allergies: 'peanuts',
    },
    preferences: {
      selectedRestrictions: [],
      likedFoods: 'salmon, broccoli',
      dislikedFoods: 'liver',
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
}

test.describe('Analysis', () => {
  test('shows every section for a complete profile, with sources behind the targets', async ({
    page,
  }) => {
    await seedProfile(page, profileState());
    let analyzeCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/functions/ai-analyze')) analyzeCalls += 1;
    });

    await page.goto('/analysis');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Health Analysis' }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'AI is analyzing your health profile...' }),
    ).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(main).toContainText(/general dietary guidance/i);
    await expect(main).toContainText(/no substitute for professional medical advice/i);

    for (const heading of [
      'Key Health Considerations',
      'How Diet Can Help',
      'Important Considerations',
      'Foods to Emphasize',
      'Foods to Limit or Avoid',
      'Portion Guidelines',
      'Meal Timing',
      'Hydration',
      'Supplements',
      'Daily Calorie Target',
      'Macronutrient Split',
      'Key Micronutrients',
      'Nutrient Limits',
    ]) {
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(main).toContainText('Ada, you are 52 years old');
    // Medicines are called out as warnings, and the allergy as a food to avoid completely.
    const interactions = main.getByRole('list', { name: 'Medication interactions' });
    await expect(interactions.getByText(/Warfarin/).first()).toBeVisible();
    await expect(main.getByText('Avoid completely: peanuts (your allergy)')).toBeVisible();

    // Calories: a large number with its unit and range.
    await expect(main.getByText('1470', { exact: true })).toBeVisible();
    await expect(main.getByText('Range: 1440–1620 kcal')).toBeVisible();
    // The macro chart names each range in text, and a table repeats it.
    const chart = main.getByRole('img', { name: /Share of daily calories/ });
    await expect(chart).toContainText('Carbohydrates');
    await expect(chart).toContainText('45–65%');
    await expect(chart).toContainText('165–239 g');
    const table = main.getByRole('table', { name: 'Macronutrient targets' });
    await expect(table.getByRole('row', { name: /Protein/ })).toContainText('54–129 g');

    // 'Why this target?' shows the rule and where it comes from.
    const sodiumWhy = main.locator('details').filter({ hasText: 'Why this target? (Sodium)' });
    await sodiumWhy.getByText('Why this target?').click();
    await expect(sodiumWhy).toHaveAttribute('open', '');
    await expect(sodiumWhy).toContainText('sodium-daily-max');
    await expect(sodiumWhy).toContainText(
      'USDA & HHS, Dietary Guidelines for Americans 2020–2025, 9th ed., Dec 2020',
    );
    await expect(sodiumWhy).toContainText('High Blood Pressure');

    await expectNoSeriousA11yViolations(page);
    await saveScreenshots(page, 'analysis');

    // The analysis held in the store is shown again without a new call (spec §4).
    const callsBefore = analyzeCalls;
    expect(callsBefore).toBe(3);
    await page.reload();
    await expect(main.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
    expect(analyzeCalls).toBe(callsBefore);
    const stored = await readStore<{ analysis: { results: Record<string, unknown> } }>(page);
    expect(Object.keys(stored.analysis.results).sort()).toEqual([
      'dietaryRecommendations',
      'healthAnalysis',
      'nutritionalGuidelines',
    ]);

    await main.getByRole('link', { name: 'Generate My Personalized Meal Plan' }).click();
    await expect(page).toHaveURL(/\/meal-plan$/);
  });

  test('shows the no-data screen for an incomplete profile', async ({ page }) => {
    await seedProfile(page, profileState({ name: '' }));
    await page.goto('/analysis');
    await expect(page.getByRole('heading', { name: 'No Health Data Available' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Start Health Assessment' }),
    ).toHaveAttribute('href', '/assessment');
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the no-data screen when no condition is selected', async ({ page }) => {
    await seedProfile(page, profileState({ conditions: [] }));
    await page.goto('/analysis');
    await expect(page.getByRole('heading', { name: 'No Health Data Available' })).toBeVisible();
    await expect(page.getByText(/at least one health condition/)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Start Health Assessment' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('falls back to the spec §8 content when the functions fail, and can try again', async ({
    page,
  }) => {
    await seedProfile(page, profileState());
    await page.route('**/api/functions/**', (route) => route.abort());
    await page.goto('/analysis');

    const main = page.getByRole('main');
    const notice = main
      .getByRole('alert')
      .filter({ hasText: 'We could not prepare your personal analysis' });
    await expect(notice).toBeVisible({ timeout: 30_000 });

    // Spec §8 guideline values, exactly.
    await expect(main.getByText('1800', { exact: true })).toBeVisible();
    await expect(main.getByText('Range: 1600–2200 kcal')).toBeVisible();
    for (const value of [
      '25-30g',
      '600-800 IU',
      '250-500mg',
      'under 2300mg',
      'under 25g',
      'under 10% of calories',
    ]) {
      await expect(main.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(
      main.getByText(/We could not prepare your personal analysis just now/),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Foods to Emphasize' })).toBeVisible();
    await expect(main.getByText('Salty and processed foods')).toBeVisible();
    await expect(main.getByRole('img', { name: /Share of daily calories/ })).toContainText(
      '45–65%',
    );

    await expectNoSeriousA11yViolations(page);
    await saveScreenshots(page, 'analysis-fallback');

    // With the server back, 'Try again' loads the personal analysis.
    await page.unroute('**/api/functions/**');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByText('Ada, you are 52 years old')).toBeVisible({ timeout: 20_000 });
    await expect(notice).toBeHidden();
    await expect(main.getByText('1470', { exact: true })).toBeVisible();
  });
});

test('the analysis opens in its frame: heading and disclaimer before any script, where the screen then draws them', async ({
  page,
  browser,
}) => {
  const DISCLAIMER = /no substitute for professional medical advice/;
  // Measured from the top of <main>: without scripts, the <noscript> line sits above the header.
  const disclaimerBox = async (on: typeof page) => {
    const note = on.getByRole('note').filter({ hasText: DISCLAIMER });
    await expect(note).toBeVisible();
    const [box, main] = [await note.boundingBox(), await on.getByRole('main').boundingBox()];
    return box && main ? { ...box, y: box.y - main.y } : null;
  };
  // Before any script: the page's HTML alone, as a slow phone paints it first.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const framePage = await noScript.newPage();
  await framePage.goto('/analysis');
  await expect(
    framePage.getByRole('heading', { level: 1, name: 'Your Health Analysis' }),
  ).toBeVisible();
  await expect(framePage.getByRole('main').getByRole('status')).toHaveText('Loading…');
  const inFrame = await disclaimerBox(framePage);
  await noScript.close();

  // With scripts, the same place; nothing on the page moved while the screen took over.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await seedProfile(page, profileState());
  await page.goto('/analysis');
  await expect(
    page.getByRole('status').filter({ hasText: 'AI is analyzing your health profile...' }),
  ).toBeVisible();
  expect(await disclaimerBox(page)).toEqual(inFrame);
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Overview', exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
  expect(await disclaimerBox(page)).toEqual(inFrame);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test.describe('Questionnaire', () => {
  test('walks every question to All Set! and opens the meal plan to generate', async ({ page }) => {
    const state = profileState({ conditions: [] });
    state.assessment = {
      ...state.assessment,
      name: 'Ada',
      age: '',
      gender: '' as never,
      allergies: '',
    };
    state.preferences = {
      ...state.preferences,
      likedFoods: '',
      dislikedFoods: '',
      selectedCuisines: [],
    };
    await seedProfile(page, state);
    await page.goto('/chat-questionnaire');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Personalized Dietary Planning' }),
    ).toBeVisible();
    const chat = page.getByRole('region', { name: 'AI Nutritionist' });
    const log = chat.getByRole('log');
    const input = chat.getByRole('textbox', { name: 'Your answer' });
    await expect(input).toHaveAttribute('placeholder', 'Type your response here...');
    await expect(log).toContainText(
      "Hi Ada! I'm here to help create a personalized meal plan for you.",
    );
    await expect(page.getByText('0% Complete')).toBeVisible();
    const progress = page.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '0');

    const replies = chat.getByRole('list', { name: 'Suggested replies' });
    const answers: { text: string; how: 'click' | 'type'; expect: RegExp }[] = [
      { text: 'Lose weight', how: 'click', expect: /way of eating/ },
      { text: 'Vegetarian', how: 'click', expect: /allergies/ },
      { text: 'No allergies', how: 'type', expect: /favourite foods/ },
      { text: 'oats, broccoli and lentils', how: 'type', expect: /dislike/ },
      { text: 'Mushrooms', how: 'click', expect: /activity level/ },
      { text: 'Moderately active (3-5 workouts a week)', how: 'click', expect: /meals and snacks/ },
      { text: '3 meals + 2 snacks', how: 'click', expect: /cooking skills/ },
      { text: 'Beginner', how: 'click', expect: /time/ },
      { text: 'I have about 20 minutes', how: 'type', expect: /budget/ },
      { text: 'Moderate', how: 'click', expect: /I have all the information I need/ },
    ];

    for (const [index, answer] of answers.entries()) {
      if (answer.how === 'click') {
        await replies.getByRole('button', { name: answer.text, exact: true }).click();
      } else {
        await input.fill(answer.text);
        await input.press('Enter');
      }
      await expect(log.getByText(`You: ${answer.text}`, { exact: true })).toBeVisible();
      await expect(log).toContainText(answer.expect, { timeout: 10_000 });
      const percent = Math.min(95, (index + 1) * 10);
      if (index < answers.length - 1) {
        await expect(page.getByText(`${percent}% Complete`)).toBeVisible();
        await expect(progress).toHaveAttribute('aria-valuenow', String(percent));
      }
      if (index === 2) {
        await expectNoSeriousA11yViolations(page);
        await saveScreenshots(page, 'questionnaire');
        // A reload resumes the conversation where it was.
        await page.reload();
        await expect(log).toContainText('No allergies');
        await expect(page.getByText('30% Complete')).toBeVisible();
        await expect(replies.getByRole('button').first()).toBeVisible();
      }
    }

    await expect(page.getByRole('heading', { name: 'All Set!' })).toBeVisible();
    await expect(
      page.getByText('I have all the information I need to create your personalized meal plan.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText(/% Complete/)).toHaveCount(0);
    await expect(input).toBeDisabled();
    await expect(replies).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshots(page, 'questionnaire-complete');

    // The meal plan opens (generate=true is read there, then dropped from the address). This
    // profile still has no age or gender, so the plan screen asks for the assessment first.
    await page.getByRole('button', { name: 'Generate My Meal Plan' }).click();
    await expect(page).toHaveURL(/\/meal-plan$/);
    await expect(page.getByRole('heading', { name: 'No Meal Plan Available' })).toBeVisible();
    await expect(page.getByText('Still needed from the assessment: age and gender.')).toBeVisible();
    const stored = await readStore<ReturnType<typeof profileState>>(page);
    expect(stored.preferences.selectedRestrictions).toContain('vegetarian');
    expect(stored.preferences.likedFoods).toMatch(/oats/);
    expect(stored.preferences.dislikedFoods).toMatch(/mushrooms/);
    expect(stored.assessment.activityLevel).toBe('moderate');
    expect(stored.questionnaire.isComplete).toBe(true);
  });

  test('Start Over clears the conversation and starts again', async ({ page }) => {
    const state = profileState();
    state.questionnaire = {
      messages: [
        {
          role: 'assistant',
          content: 'What are your main dietary goals?',
          timestamp: '2025-03-01T09:30:00.000Z',
        },
        { role: 'user', content: 'Lose weight', timestamp: '2025-03-01T09:31:00.000Z' },
        {
          role: 'assistant',
          content:
            'Thank you! I have all the information I need to create your personalized meal plan.',
          timestamp: '2025-03-01T09:31:02.000Z',
        },
      ] as never,
      extractedData: { goals: ['Lose weight'] },
      isComplete: true,
    };
    await seedProfile(page, state);
    await page.goto('/chat-questionnaire');
    await expect(page.getByRole('heading', { name: 'All Set!' })).toBeVisible();
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByRole('heading', { name: 'All Set!' })).toHaveCount(0);
    await expect(page.getByText('0% Complete')).toBeVisible();
    await expect(page.getByRole('log')).toContainText('Hi Ada!');
    await expect(page.getByRole('log')).not.toContainText('Lose weight');
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeEnabled();
  });

  test('uses the spec §8 greeting and apology when the AI cannot be reached', async ({ page }) => {
    await seedProfile(page, profileState());
    await page.route('**/api/functions/**', (route) => route.abort());
    await page.goto('/chat-questionnaire');
    const log = page.getByRole('log');
    await expect(log).toContainText(
      "Hi! I'm here to help create a personalized meal plan for you. Let's start - what are your main dietary goals?",
    );
    await page.getByRole('textbox', { name: 'Your answer' }).fill('Eat more plants');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log).toContainText(
      "I apologize, but I'm having trouble processing that. Could you rephrase or try again?",
    );
    await expect(page.getByText('10% Complete')).toBeVisible();
  });

  test('Save Progress asks a signed-out person to log in; Skip confirms, then opens the meal plan', async ({
    page,
  }) => {
    await seedProfile(page, profileState());
    await page.goto('/chat-questionnaire');
    await expect(page.getByRole('log')).toContainText('Hi Ada!');

    const dialogs: { type: string; message: string }[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect
      .poll(() => dialogs)
      .toEqual([{ type: 'alert', message: 'Please log in to save your progress.' }]);

    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'Skip to Meal Plan' }).click();
    await expect(page).toHaveURL(/\/chat-questionnaire$/);

    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('confirm');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Skip to Meal Plan' }).click();
    await expect(page).toHaveURL(/\/meal-plan$/);
  });

  test('what a person says in the questionnaire reaches the plan, even when they skip', async ({
    page,
  }) => {
    // An omnivore profile with a plan already made for it.
    const state = profileState({ conditions: ['hypertension'] });
    state.assessment = { ...state.assessment, medications: '', allergies: '' };
    state.preferences = { ...state.preferences, likedFoods: 'beef, peanut butter, bread' };
    await seedProfile(page, state);
    await page.goto('/meal-plan');
    await expect(page.getByRole('region', { name: 'Day 1', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const before = await readStore<{ mealPlan: { days: PlanDay[] } }>(page);
    expect(before.mealPlan.days.length).toBeGreaterThan(0);

    await page.goto('/chat-questionnaire');
    const input = page.getByRole('textbox', { name: 'Your answer' });
    await input.fill("I have celiac disease, I'm vegan and I'm allergic to peanuts");
    await input.press('Enter');
    await expect(page.getByRole('log')).toContainText(/celiac disease/i, { timeout: 10_000 });
    await expect(page.getByRole('log')).toContainText(/no peanuts/i);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Skip to Meal Plan' }).click();
    await expect(page).toHaveURL(/\/meal-plan$/);
    await expect(page.getByRole('region', { name: 'Day 1', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const after = await readStore<{
      mealPlan: { days: PlanDay[] };
      assessment: { selectedConditions: string[]; allergies: string };
      preferences: { selectedRestrictions: string[] };
    }>(page);
    expect(after.assessment.selectedConditions).toContain('celiac_disease');
    expect(after.assessment.allergies).toMatch(/peanut/);
    expect(after.preferences.selectedRestrictions).toEqual(
      expect.arrayContaining(['vegan', 'gluten_free']),
    );
    const foodIds = after.mealPlan.days.flatMap((day) =>
      [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks].flatMap(
        (meal) => meal.ingredients.map((ingredient) => ingredient.foodId),
      ),
    );
    expect(foodIds.length).toBeGreaterThan(0);
    expect(foodIds.filter((id) => hasAllergen(id, 'peanuts'))).toEqual([]);
    expect(foodIds.filter(hasGluten)).toEqual([]);
    expect(foodIds.filter(isAnimalFood)).toEqual([]);
  });

  test('understands answers given to another question, as a newcomer gives them', async ({
    page,
  }) => {
    const state = profileState({ conditions: ['hypertension'] });
    state.assessment = { ...state.assessment, allergies: '' };
    state.preferences = { ...state.preferences, likedFoods: '', dislikedFoods: '' };
    await seedProfile(page, state);
    await page.goto('/chat-questionnaire');
    const log = page.getByRole('log');
    await expect(log).toContainText('Hi Ada!');
    const input = page.getByRole('textbox', { name: 'Your answer' });
    const say = async (answer: string, understood: RegExp) => {
      await input.fill(answer);
      await input.press('Enter');
      await expect(log).toContainText(understood, { timeout: 10_000 });
    };
    // The first question is about goals; each answer is about something else, or several things.
    await say(
      'I want to get my sugar under control and lose a bit',
      /manage blood sugar and lose weight/i,
    );
    await say('no allergies apart from shellfish', /no shellfish/i);
    await say("I love salmon but I can't stand mushrooms or olives", /skip mushrooms and olives/i);
    await say("I'm on a pension so not much", /a tight budget/i);
    const stored = await readStore<{
      questionnaire: {
        extractedData: {
          goals?: string[];
          allergies?: string[];
          likedFoods?: string[];
          dislikedFoods?: string[];
          budget?: string;
        };
      };
    }>(page);
    expect(stored.questionnaire.extractedData).toMatchObject({
      goals: expect.arrayContaining(['Manage blood sugar', 'Lose weight']),
      allergies: ['shellfish'],
      likedFoods: ['salmon'],
      dislikedFoods: expect.arrayContaining(['mushrooms', 'olives']),
      budget: 'low',
    });
  });
});

interface PlanMeal {
  ingredients: { foodId: string }[];
}
interface PlanDay {
  meals: { breakfast: PlanMeal; lunch: PlanMeal; dinner: PlanMeal; snacks: PlanMeal[] };
}

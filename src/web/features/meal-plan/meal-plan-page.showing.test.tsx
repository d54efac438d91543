import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { profileStore } from '../../lib/profile-store';
import { fakeApi } from '../../test/fake-api';
import { COMPLETE_ASSESSMENT, day, PLAN, renderMealPlan, replyOf } from './meal-plan-page-testing';
import { averageDailyCalories } from './plan-summary';

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});
afterEach(() => profileStore.reset());

describe('averageDailyCalories', () => {
  it('is the rounded mean of the day totals', () => {
    expect(averageDailyCalories(PLAN)).toBe(1900);
    expect(
      averageDailyCalories({ days: [day(1, [400, 600, 600, 201]), day(2, [400, 600, 600, 200])] }),
    ).toBe(1801);
  });
});

describe('MealPlanPage', () => {
  it('shows the no-plan screen when the profile is incomplete and no plan is stored', () => {
    const api = fakeApi();
    renderMealPlan();
    expect(screen.getByRole('heading', { name: 'No Meal Plan Available' })).toBeInTheDocument();
    expect(
      screen.getByText('Please complete your health assessment and get your analysis first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Health Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    expect(
      screen.getByText('Still needed from the assessment: name, age, gender, weight, and height.'),
    ).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('names what the assessment still lacks', () => {
    fakeApi();
    profileStore.update({ assessment: { ...COMPLETE_ASSESSMENT, age: '', gender: '' } });
    renderMealPlan();
    expect(
      screen.getByText('Still needed from the assessment: age and gender.'),
    ).toBeInTheDocument();
  });

  it('shows a stored plan without generating, with the rounded average of the day totals', () => {
    const api = fakeApi();
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlan: PLAN, mealPlanDays: 3 });
    renderMealPlan();
    expect(screen.getAllByRole('heading', { name: /^Day \d$/ })).toHaveLength(3);
    expect(screen.getByText('Average Daily Calories').parentElement).toHaveTextContent('1,900');
    expect(screen.getByText('Your 3-day plan', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('3 main meals + snacks', { exact: false })).toHaveTextContent(
      'Meals per Day: 3 main meals + snacks',
    );
    expect(api.requests).toEqual([]);
  });

  it("shows the engine's reason when no plan can be made", async () => {
    // The engine plans for adults only: a 12-year-old gets its 422 and reason.
    const api = fakeApi();
    profileStore.update({
      assessment: { ...COMPLETE_ASSESSMENT, age: '12', weightKg: '40', heightCm: '150' },
    });
    renderMealPlan();
    expect(await screen.findByText(/children and teenagers need a paediatric/)).toBeInTheDocument();
    expect(replyOf(api, 'ai-analyze')).toMatchObject({
      success: false,
      error: { code: 'DOMAIN_FAILURE', kind: 'unsupported-age' },
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review Food Preferences' })).toHaveAttribute(
      'href',
      '/preferences',
    );
    expect(screen.getByRole('link', { name: 'Review Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
  });

  it('charts each day against the target band, with the figures in a table', () => {
    fakeApi();
    profileStore.update({
      assessment: COMPLETE_ASSESSMENT,
      mealPlan: { ...PLAN, dailyCalories: 1900 },
      mealPlanDays: 3,
    });
    renderMealPlan();
    const chart = screen.getByRole('region', { name: 'Daily energy across the plan' });
    expect(chart).toHaveTextContent('1,805 kcal to 1,995 kcal (target 1,900 kcal)');
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Day 11,800 kcalNo',
      'Day 21,901 kcalYes',
      'Day 32,000 kcalNo',
    ]);
  });
});

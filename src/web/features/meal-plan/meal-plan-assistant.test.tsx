import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  generateMealPlan,
  MEAL_PLAN_SUGGESTION_CHIPS,
  type MealPlan,
  toHealthProfile,
  type UserProfile,
  UserProfileSchema,
} from '#domain';
import { testSolver } from '#domain/testing/solver';
import { profileStore } from '../../lib/profile-store';
import { createTestQueryClient, renderWithProviders, seedAuth } from '../../test/render';
import { MealPlanAssistant } from './meal-plan-assistant';

const userProfile = (profile: Record<string, unknown>, healthConditions: string[]): UserProfile =>
  UserProfileSchema.parse({ profile, healthConditions, mealOptions: {} });

/** The e2e person: every chip applies to her plan. */
const GRACE = userProfile(
  { name: 'Grace Hopper', age: 45, gender: 'female', weight: 70, height: 168 },
  ['hypertension'],
);
/** A small older woman whose plan is at 1,280 kcal: 'Reduce calories to 1500/day' would raise it. */
const EDITH = userProfile(
  {
    name: 'Edith',
    age: 70,
    gender: 'female',
    weight: 62,
    height: 150,
    activityLevel: 'sedentary',
  },
  [],
);

function planFor(profile: UserProfile, energyKcal?: number): MealPlan {
  const result = generateMealPlan(toHealthProfile(profile), {
    solver: testSolver,
    days: 3,
    seed: 7,
    ...(energyKcal !== undefined ? { energyKcal } : {}),
  });
  if (!result.ok) throw new Error(`setup: ${JSON.stringify(result.error)}`);
  return result.value;
}

function renderAssistant(profile: UserProfile, plan: MealPlan) {
  profileStore.update({ mealPlan: plan, mealPlanDays: 3 });
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { session: null });
  renderWithProviders(<MealPlanAssistant profile={profile} onClose={() => {}} />, {
    path: '/meal-plan',
    queryClient,
  });
  const chips = screen.getByRole('list', { name: 'Suggested replies' });
  return within(chips)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

beforeEach(() => profileStore.reset());
afterEach(() => profileStore.reset());

describe('MealPlanAssistant chips', () => {
  it('shows the five chips of spec §2 when each applies', () => {
    expect(renderAssistant(GRACE, planFor(GRACE))).toEqual([...MEAL_PLAN_SUGGESTION_CHIPS]);
  });

  it('does not offer "Reduce calories to 1500/day" for a plan already below 1,500 kcal', () => {
    const plan = planFor(EDITH, 1280);
    expect(plan.dailyCalories).toBe(1280);
    const chips = renderAssistant(EDITH, plan);
    expect(chips).not.toContain('Reduce calories to 1500/day');
    expect(screen.queryByRole('button', { name: 'Reduce calories to 1500/day' })).toBeNull();
    expect(chips).toContain('Swap breakfast for Day 1');
  });
});

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Meal, MealPlan } from '#domain';
import { profileStore } from '../../lib/profile-store';
import type { FakeApi } from '../../test/fake-api';
import { ADA_ASSESSMENT } from '../../test/people';
import { getButtonByText, getDayButton } from '../../test/queries';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { loadMealPlanAssistant } from './meal-plan-chat-launcher';
import { MealPlanPage } from './meal-plan-page';

/** Helpers for the meal plan page's tests (not used by the app). */

export const meal = (name: string, calories: number): Meal => ({
  name,
  description: `${name}, described.`,
  calories,
  protein: 20,
  carbs: 50,
  fat: 10,
});

export const day = (n: number, calories: [number, number, number, number]) => ({
  day: n,
  meals: {
    breakfast: meal(`Breakfast ${n}`, calories[0]),
    lunch: meal(`Lunch ${n}`, calories[1]),
    dinner: meal(`Dinner ${n}`, calories[2]),
    snacks: [meal(`Snack ${n}`, calories[3])],
  },
});

// Day totals 1800, 1901 and 2000: the mean is 1900.33, shown as 1,900.
export const PLAN: MealPlan = {
  days: [day(1, [400, 600, 600, 200]), day(2, [401, 600, 700, 200]), day(3, [500, 600, 700, 200])],
};

export const COMPLETE_ASSESSMENT = ADA_ASSESSMENT;

export interface ChatReply {
  data: { message: string; outcome: string; modifiedMealPlan?: MealPlan };
}
export interface PlanReply {
  data: MealPlan;
}

/** The n-th reply of the engine behind `path` ('ai-analyze' or 'ai-chat'), as the fake sent it. */
export const replyOf = <T,>(api: FakeApi, fn: 'ai-analyze' | 'ai-chat', n = 0) =>
  api.repliesTo(`/api/functions/${fn}`)[n] as T;

/**
 * A test that renders a plan of the real engine (its ingredients, nutrients and recipes, a page
 * many times the size of a hand-made one) and talks to it gets this long.
 */
export const REAL_PLAN_TIMEOUT = 30_000;

/** The plan the page made through the engine, once it shows. */
export async function madePlan(api: FakeApi): Promise<MealPlan> {
  // The first plan of a test file loads the solver and warms the engine: allow it time. Waited
  // for by their text, then checked as headings: a role query, polled as the real plan's page
  // renders, weighs every element of it each time (up to a quarter of a second).
  const days = await screen.findAllByText(/^Day \d$/, { selector: 'h2' }, { timeout: 10_000 });
  expect(days).toHaveLength(3);
  for (const heading of days) expect(heading).toHaveRole('heading');
  return replyOf<PlanReply>(api, 'ai-analyze').data;
}

/** The swap button of one meal of day `n` ('lunch', 'snack 1'), looked for in its day's card. */
export const swapButton = (n: number, meal: string) => getDayButton(n, `Swap Day ${n} ${meal}`);

/**
 * Opens the assistant and gives its panel. The panel's code loads on first opening (with the food
 * table it needs): awaiting that load, rather than polling a role query over the page meanwhile.
 */
export async function openAssistant(user: UserEvent): Promise<HTMLElement> {
  await user.click(getButtonByText('Meal Plan Assistant'));
  await loadMealPlanAssistant();
  return screen.findByRole('region', { name: 'Meal Plan Assistant' });
}

/** The screen with the auth state preset (signed out unless asked), so no config call is made. */
export function renderMealPlan({
  signedIn = false,
  path = '/meal-plan',
  accountLoaded = true,
} = {}) {
  const queryClient = createTestQueryClient();
  const session = signedIn ? makeSession() : null;
  seedAuth(queryClient, { session });
  // Signed in, the start-up load (use-account-sync, not mounted here) has run unless told not to.
  if (session && accountLoaded) profileStore.update({ accountUserId: session.user.id });
  return renderWithProviders(<MealPlanPage />, { path, queryClient });
}

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MealPlan, UserProfile } from '#domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { toUserProfile } from '../../lib/profile-request';
import { planProfileKey, profileStore } from '../../lib/profile-store';
import { fakeApi, type RecordedRequest } from '../../test/fake-api';
import { createTestQueryClient, renderApp, seedAuth } from '../../test/render';
import {
  answer,
  CELIAC_VEGAN,
  COMPLETE_PROFILE,
  dish,
  functionRoutes,
  OPENING,
} from './questionnaire-page-testing';

/** A plan made for the profile before the questionnaire. */
const OLD_PLAN: MealPlan = {
  days: [
    {
      day: 1,
      meals: {
        breakfast: dish('Peanut butter toast'),
        lunch: dish('Beef and wheat noodles'),
        dinner: dish('Steak sandwich'),
        snacks: [],
      },
    },
  ],
};

/** The userProfile of the meal-plan request the app sent, if it sent one. */
function mealPlanRequestProfile(requests: RecordedRequest[]): UserProfile | undefined {
  const request = requests.find(
    (r) =>
      r.path === '/api/functions/ai-analyze' && (r.body as { type: string }).type === 'mealPlan',
  );
  return (request?.body as { userProfile: UserProfile } | undefined)?.userProfile;
}

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});
afterEach(() => profileStore.reset());

describe('Questionnaire answers reach the meal plan (bug: celiac vegan got peanut, wheat and beef)', () => {
  /** A complete profile with a plan already made for it, before the questionnaire. */
  function seedOldPlan() {
    profileStore.update({
      ...COMPLETE_PROFILE,
      mealPlan: OLD_PLAN,
      mealPlanDays: 3,
      mealPlanProfileKey: planProfileKey(toUserProfile(COMPLETE_PROFILE)),
    });
  }

  function renderQuestionnaireApp() {
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { session: null });
    return renderApp('/chat-questionnaire', { queryClient });
  }

  it('Skip to Meal Plan after answering makes a plan for the answers given', async () => {
    const api = fakeApi({ routes: functionRoutes([{ extractedData: CELIAC_VEGAN }]) });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    seedOldPlan();
    const { user, router } = renderQuestionnaireApp();
    expect(await screen.findByText(OPENING)).toBeInTheDocument();

    await answer(user, "I'm vegan, I have celiac disease and I'm allergic to peanuts");
    await screen.findByText('Got it. Any foods you dislike?');
    await user.click(screen.getByRole('button', { name: 'Skip to Meal Plan' }));

    await waitFor(() => expect(mealPlanRequestProfile(api.requests)).toBeDefined());
    const profile = mealPlanRequestProfile(api.requests);
    expect(profile?.dietaryRestrictions).toEqual(expect.arrayContaining(['vegan', 'gluten_free']));
    expect(profile?.allergies).toContain('peanuts');
    expect(profile?.healthConditions).toEqual(
      expect.arrayContaining(['hypertension', 'celiac_disease']),
    );
    expect(await screen.findByText('Tofu stir-fry with rice')).toBeInTheDocument();
    expect(screen.queryByText('Peanut butter toast')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meal-plan');
  });

  it('completing the questionnaire merges its answers into the profile, then Generate plans for them', async () => {
    const api = fakeApi({
      routes: functionRoutes([
        { extractedData: CELIAC_VEGAN },
        { extractedData: CELIAC_VEGAN, isComplete: true },
      ]),
    });
    seedOldPlan();
    const { user } = renderQuestionnaireApp();
    await screen.findByText(OPENING);

    await answer(user, "I'm vegan and celiac");
    await screen.findByText('Got it. Any foods you dislike?');
    await answer(user, "I'm allergic to peanuts, that's all");
    expect(await screen.findByRole('heading', { name: 'All Set!' })).toBeInTheDocument();

    // Completing alone already updates the profile every screen reads.
    const { assessment, preferences } = profileStore.get();
    expect(preferences.selectedRestrictions).toEqual(['vegan', 'gluten_free']);
    expect(assessment.allergies).toBe('peanuts');
    expect(assessment.selectedConditions).toEqual(['hypertension', 'celiac_disease']);

    await user.click(screen.getByRole('button', { name: 'Generate My Meal Plan' }));
    expect(await screen.findByText('Tofu stir-fry with rice')).toBeInTheDocument();
    const profile = mealPlanRequestProfile(api.requests);
    expect(profile?.dietaryRestrictions).toEqual(['vegan', 'gluten_free']);
    expect(profile?.allergies).toEqual(['peanuts']);
    expect(profile?.healthConditions).toEqual(['hypertension', 'celiac_disease']);
  });

  it('Skip after completing still replaces a plan made for the answers before', async () => {
    const api = fakeApi({
      routes: functionRoutes([{ extractedData: CELIAC_VEGAN, isComplete: true }]),
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    seedOldPlan();
    const { user } = renderQuestionnaireApp();
    await screen.findByText(OPENING);
    await answer(user, "Vegan, celiac, allergic to peanuts. That's all");
    await screen.findByRole('heading', { name: 'All Set!' });

    await user.click(screen.getByRole('button', { name: 'Skip to Meal Plan' }));
    expect(await screen.findByText('Tofu stir-fry with rice')).toBeInTheDocument();
    expect(mealPlanRequestProfile(api.requests)?.allergies).toEqual(['peanuts']);
  });

  it('Skip with nothing answered keeps the stored plan', async () => {
    const api = fakeApi({ routes: functionRoutes([]) });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    seedOldPlan();
    const { user, router } = renderQuestionnaireApp();
    await screen.findByText(OPENING);
    await user.click(screen.getByRole('button', { name: 'Skip to Meal Plan' }));
    expect(await screen.findByText('Peanut butter toast')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meal-plan');
    expect(mealPlanRequestProfile(api.requests)).toBeUndefined();
  });
});

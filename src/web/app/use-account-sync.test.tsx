import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MealPlan } from '#domain';
import { answersFromSnapshot } from '../lib/account-snapshot';
import { sessionQueryKey } from '../lib/auth';
import { toUserProfile } from '../lib/profile-request';
import { INITIAL_PROFILE_STATE, profileKey, profileStore } from '../lib/profile-store';
import {
  errorReply,
  type FakeAccount,
  type FakeRoutes,
  fakeApi,
  makeSnapshot,
  makeStoredChat,
  makeStoredPlan,
} from '../test/fake-api';
import { createTestQueryClient, makeSession, renderWithProviders, seedAuth } from '../test/render';
import { useAccountSync } from './use-account-sync';

function Sync() {
  useAccountSync();
  return null;
}

const PLAN: MealPlan = {
  days: [1, 2, 3].map((day) => ({
    day,
    meals: {
      breakfast: { name: `Oats ${day}`, description: 'Oats.', calories: 400 },
      lunch: { name: `Soup ${day}`, description: 'Soup.', calories: 600 },
      dinner: { name: `Fish ${day}`, description: 'Fish.', calories: 700 },
      snacks: [],
    },
  })),
  dailyCalories: 1700.4,
};

const SNAPSHOT = makeSnapshot({
  id: 'snapshot-7',
  profile: {
    name: 'Grace',
    age: 61,
    gender: 'female',
    weightKg: 69.853168,
    heightCm: 167.64,
    activityLevel: 'light',
    unit: 'imperial',
    mealsPerDay: 3,
    snacksPerDay: 1,
    cookingWillingness: true,
  },
  healthConditions: ['hypertension'],
  medications: ['lisinopril'],
  allergies: ['peanuts'],
  dietaryRestrictions: ['vegetarian'],
  foodPreferences: { likes: ['oats'], dislikes: ['olives'], cuisines: ['Greek'] },
});

/** The same data with every object's keys in reverse order. */
function reverseKeys(value: unknown): Record<string, unknown> {
  const reverse = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(reverse)
      : item && typeof item === 'object'
        ? Object.fromEntries(
            Object.entries(item)
              .reverse()
              .map(([key, inner]) => [key, reverse(inner)]),
          )
        : item;
  return reverse(value) as Record<string, unknown>;
}

/** The fake API signed in as user-1, the account holding `account` (empty unless given). */
const signedInApi = (account: Partial<FakeAccount> = {}, routes: FakeRoutes = {}) =>
  fakeApi({ session: makeSession(), account, routes });

function renderSignedIn(session = makeSession()) {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { session });
  return renderWithProviders(<Sync />, { queryClient });
}

beforeEach(() => profileStore.reset());
afterEach(() => profileStore.reset());

describe('useAccountSync', () => {
  it("fills the store from the account: answers, the active plan, the chat and the profile's analyses", async () => {
    // What the analysis screen would have saved for the snapshot's profile.
    const { assessment, preferences } = answersFromSnapshot(SNAPSHOT);
    const profile = toUserProfile({ ...INITIAL_PROFILE_STATE, assessment, preferences });
    const api = signedInApi({
      snapshot: SNAPSHOT,
      mealPlans: [makeStoredPlan(PLAN, { id: 'plan-9' })],
      chats: [
        makeStoredChat({
          id: 'chat-3',
          chatType: 'mealPlan',
          messages: [{ role: 'user', content: 'More fish', timestamp: '2025-01-15T10:01:00Z' }],
        }),
      ],
      analyses: [
        {
          id: 'a-2',
          analysisType: 'health_assessment',
          analysisData: { overview: 'for an older profile' },
          userProfileSnapshot: { profile: { name: 'Grace', age: 60 } },
          createdAt: '2025-01-16T10:00:00.000Z',
        },
        {
          id: 'a-1',
          analysisType: 'health_assessment',
          analysisData: { overview: 'for this profile' },
          // Stored JSON may come back with its keys in another order.
          userProfileSnapshot: reverseKeys(profile),
          createdAt: '2025-01-15T10:00:00.000Z',
        },
      ],
    });

    renderSignedIn();

    await waitFor(() => expect(profileStore.get().healthDataId).toBe('snapshot-7'));
    const state = profileStore.get();
    expect(state.assessment).toMatchObject({
      name: 'Grace',
      age: '61',
      unit: 'imperial',
      weightLbs: '154',
      heightFeet: '5',
      heightInches: '6',
      selectedConditions: ['hypertension'],
      allergies: 'peanuts',
    });
    expect(state.preferences).toMatchObject({
      selectedRestrictions: ['vegetarian'],
      likedFoods: 'oats',
      snacksPerDay: 1,
    });
    expect(state.mealPlan).toEqual(PLAN);
    expect(state.mealPlanId).toBe('plan-9');
    expect(state.mealPlanDays).toBe(3);
    expect(state.mealPlanChat).toEqual([
      { role: 'user', content: 'More fish', timestamp: '2025-01-15T10:01:00Z' },
    ]);
    expect(state.mealPlanChatId).toBe('chat-3');
    expect(state.analysis).toEqual({
      profileKey: profileKey(toUserProfile(state)),
      results: { healthAnalysis: { overview: 'for this profile' } },
    });
    // Only reads: the questionnaire is not loaded here, and nothing is saved.
    expect(api.sent().map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/me/health-data/current',
      'GET /api/me/meal-plans?limit=1&active=true',
      'GET /api/me/chat-history?type=mealPlan&limit=1',
      'GET /api/me/analyses?type=health_assessment&limit=10',
      'GET /api/me/analyses?type=dietary_recommendations&limit=10',
      'GET /api/me/analyses?type=nutritional_guidelines&limit=10',
    ]);
  });

  it("saves the tab's answers and plan when the account has none yet", async () => {
    const api = signedInApi();
    profileStore.update((state) => ({
      assessment: { ...state.assessment, name: 'Ada', age: '45', allergies: 'peanuts' },
      preferences: { ...state.preferences, selectedRestrictions: ['vegan'] },
      mealPlan: PLAN,
      mealPlanDays: 3,
    }));

    renderSignedIn();

    await waitFor(() => expect(api.account.mealPlans).toHaveLength(1));
    await waitFor(() => expect(profileStore.get().mealPlanId).toBe(api.account.mealPlans[0]?.id));
    expect(profileStore.get().healthDataId).toBe(api.account.snapshot?.id);
    expect(api.account.snapshot).toMatchObject({ version: 1, allergies: ['peanuts'] });
    const posts = api.sent().filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.path)).toEqual([
      '/api/me/health-data',
      '/api/me/meal-plans',
    ]);
    expect(posts[0]?.body).toMatchObject({
      reason: 'Saved on sign-in',
      profile: { name: 'Ada', age: 45 },
      allergies: ['peanuts'],
      dietaryRestrictions: ['vegan'],
    });
    expect(posts[1]?.body).toEqual({ durationDays: 3, planData: PLAN, caloriesPerDay: 1700 });
    // The tab's answers stay as they were.
    expect(profileStore.get().assessment.name).toBe('Ada');
  });

  it('keeps answers typed since, when the tab already holds the current version', async () => {
    signedInApi({ snapshot: SNAPSHOT });
    profileStore.update((state) => ({
      healthDataId: 'snapshot-7',
      assessment: { ...state.assessment, name: 'Grace Hopper (typed since)' },
    }));
    const { queryClient } = renderSignedIn();
    await waitFor(() =>
      expect(queryClient.getQueryState(['account', 'user-1', 'startup'])?.status).toBe('success'),
    );
    expect(profileStore.get().assessment.name).toBe('Grace Hopper (typed since)');
  });

  it('only logs a failure to load, and leaves the tab as it was', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInApi({}, { 'GET /api/me/health-data/current': errorReply(401, 'UNAUTHENTICATED') });
    profileStore.update((state) => ({ assessment: { ...state.assessment, name: 'Ada' } }));

    renderSignedIn();

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Could not load your saved data.', expect.anything()),
    );
    expect(profileStore.get().assessment.name).toBe('Ada');
    logged.mockRestore();
  });

  it('does nothing for a signed-out visitor', async () => {
    const api = fakeApi();
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { session: null });
    renderWithProviders(<Sync />, { queryClient });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.sent()).toEqual([]);
  });

  it('loads again for the next person who signs in after a sign-out', async () => {
    const api = signedInApi({ snapshot: SNAPSHOT });
    const { queryClient } = renderSignedIn();
    await waitFor(() => expect(profileStore.get().assessment.name).toBe('Grace'));

    // Sign-out: the session goes, and the account's data is cleared from the tab.
    act(() => {
      queryClient.setQueryData(sessionQueryKey, null);
      profileStore.reset();
    });
    api.account.snapshot = makeSnapshot({ id: 'snapshot-other', profile: { name: 'Ada' } });
    const next = makeSession('ada@example.com');
    next.user.id = 'user-2';
    act(() => {
      queryClient.setQueryData(sessionQueryKey, next);
    });
    await waitFor(() => expect(profileStore.get().assessment.name).toBe('Ada'));
    expect(profileStore.get().healthDataId).toBe('snapshot-other');

    // And again for the first person, signing back in.
    act(() => {
      queryClient.setQueryData(sessionQueryKey, null);
      profileStore.reset();
    });
    api.account.snapshot = SNAPSHOT;
    act(() => {
      queryClient.setQueryData(sessionQueryKey, makeSession());
    });
    await waitFor(() => expect(profileStore.get().assessment.name).toBe('Grace'));
  });
});

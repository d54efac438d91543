import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtractedData, MealPlan, UserProfile } from '#domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { toUserProfile } from '../../lib/profile-request';
import { INITIAL_PROFILE_STATE, planProfileKey, profileStore } from '../../lib/profile-store';
import {
  errorReply,
  type FakeReply,
  type FakeRoutes,
  fakeApi,
  functionReply,
  makeSnapshot,
  makeStoredChat,
  type RecordedRequest,
} from '../../test/fake-api';
import {
  createTestQueryClient,
  makeSession,
  renderApp,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { QuestionnairePage } from './questionnaire-page';
import { RESUME_CONFIRM } from './use-questionnaire-resume';

const CHAT_ID = '55555555-5555-4555-8555-555555555555';
const OPENING = "Hi Ada! I'm here to help create a personalized meal plan for you.";
const TIME = '2025-03-01T09:30:00.000Z';

/** What the bug report's person said: a celiac vegan with a peanut allergy. */
const CELIAC_VEGAN: ExtractedData = {
  dietaryRestrictions: ['vegan', 'gluten_free'],
  allergies: ['peanuts'],
  healthConditions: ['celiac_disease'],
};

const COMPLETE_PROFILE = {
  ...INITIAL_PROFILE_STATE,
  assessment: {
    ...INITIAL_PROFILE_STATE.assessment,
    name: 'Ada',
    age: '45',
    gender: 'female' as const,
    unit: 'metric' as const,
    weightKg: '70',
    heightCm: '168',
    selectedConditions: ['hypertension' as const],
  },
  preferences: { ...INITIAL_PROFILE_STATE.preferences, likedFoods: 'beef, peanut butter, bread' },
};

const dish = (name: string) => ({ name, description: `${name}.`, calories: 500 });
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
const NEW_PLAN: MealPlan = {
  days: [
    {
      day: 1,
      meals: {
        breakfast: dish('Buckwheat porridge'),
        lunch: dish('Lentil and rice bowl'),
        dinner: dish('Tofu stir-fry with rice'),
        snacks: [],
      },
    },
  ],
};

/**
 * The server functions: the opening, then one scripted reply per answer (the last one given
 * again if the person answers more), and a meal plan.
 */
function functionRoutes(replies: { extractedData?: ExtractedData; isComplete?: boolean }[]) {
  return {
    'POST /api/functions/ai-chat': (request: RecordedRequest): FakeReply => {
      const body = request.body as { type: string; conversationHistory: { role: string }[] };
      resetAiCallSpacing();
      if (body.type === 'startQuestionnaire') {
        return functionReply({
          message: OPENING,
          suggestedTopics: ['Lose weight'],
          isComplete: false,
          timestamp: TIME,
        });
      }
      const answers = body.conversationHistory.filter((m) => m.role === 'user').length;
      const reply = replies[Math.min(answers, replies.length) - 1] ?? {};
      return functionReply({
        message: reply.isComplete
          ? 'Thank you! I have all the information I need.'
          : 'Got it. Any foods you dislike?',
        suggestedTopics: reply.isComplete ? [] : ['None'],
        isComplete: reply.isComplete ?? false,
        extractedData: reply.extractedData,
        timestamp: TIME,
      });
    },
    'POST /api/functions/ai-analyze': functionReply(NEW_PLAN),
  } satisfies FakeRoutes;
}

/** The userProfile of the meal-plan request the app sent, if it sent one. */
function mealPlanRequestProfile(requests: RecordedRequest[]): UserProfile | undefined {
  const request = requests.find(
    (r) =>
      r.path === '/api/functions/ai-analyze' && (r.body as { type: string }).type === 'mealPlan',
  );
  return (request?.body as { userProfile: UserProfile } | undefined)?.userProfile;
}

type User = ReturnType<typeof renderApp>['user'];

async function answer(user: User, text: string) {
  const box = await screen.findByRole('textbox', { name: 'Your answer' });
  await waitFor(() => expect(box).toBeEnabled());
  await user.type(box, `${text}{Enter}`);
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

describe('Questionnaire progress in the account', () => {
  function renderQuestionnaire({ signedIn = true } = {}) {
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { session: signedIn ? makeSession() : null });
    return renderWithProviders(<QuestionnairePage />, { path: '/chat-questionnaire', queryClient });
  }

  const noSavedQuestionnaire: FakeRoutes = {
    'GET /api/me/chat-history': { body: { items: [] } },
  };

  const chatRoutes = (): FakeRoutes => ({
    ...noSavedQuestionnaire,
    'POST /api/me/chat-history': (request) => ({
      status: 201,
      body: {
        item: makeStoredChat({
          ...(request.body as object),
          chatType: 'questionnaire',
          id: CHAT_ID,
        }),
      },
    }),
    [`PATCH /api/me/chat-history/${CHAT_ID}`]: (request) => ({
      body: {
        item: makeStoredChat({
          ...(request.body as object),
          chatType: 'questionnaire',
          id: CHAT_ID,
        }),
      },
    }),
  });

  it('Save Progress asks a signed-out person to log in and sends nothing', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const api = fakeApi({ routes: functionRoutes([]) });
    const { user } = renderQuestionnaire({ signedIn: false });
    await screen.findByText(OPENING);
    await user.click(screen.getByRole('button', { name: 'Save Progress' }));
    expect(alert).toHaveBeenCalledExactlyOnceWith('Please log in to save your progress.');
    expect(api.sent()).toEqual([]);
  });

  it('Save Progress saves the conversation, says so, and later saves update the same one', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const routes = chatRoutes();
    const create = routes['POST /api/me/chat-history'] as (r: RecordedRequest) => FakeReply;
    const api = fakeApi({
      routes: {
        ...functionRoutes([{ extractedData: { goals: ['Lose weight'] } }]),
        ...routes,
        'POST /api/me/chat-history': async (request) => {
          await held;
          return create(request);
        },
      },
    });
    const { user } = renderQuestionnaire();
    await screen.findByText(OPENING);
    await answer(user, 'Lose weight');
    await screen.findByText('Got it. Any foods you dislike?');

    await user.click(screen.getByRole('button', { name: 'Save Progress' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Progress saved successfully!')).toBeInTheDocument();

    const post = api.sent().find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/me/chat-history');
    expect(post?.body).toEqual({
      chatType: 'questionnaire',
      messages: [
        { role: 'assistant', content: OPENING, timestamp: TIME },
        { role: 'user', content: 'Lose weight', timestamp: expect.any(String) },
        { role: 'assistant', content: 'Got it. Any foods you dislike?', timestamp: TIME },
      ],
      metadata: {
        extractedData: { goals: ['Lose weight'] },
        isComplete: false,
        suggestedTopics: ['None'],
      },
    });
    expect(profileStore.get().questionnaireChatId).toBe(CHAT_ID);

    await user.click(screen.getByRole('button', { name: 'Save Progress' }));
    await waitFor(() =>
      expect(api.sent().at(-1)).toMatchObject({
        method: 'PATCH',
        path: `/api/me/chat-history/${CHAT_ID}`,
      }),
    );
  });

  it('Save Progress that fails says so', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fakeApi({
      routes: {
        ...functionRoutes([]),
        ...noSavedQuestionnaire,
        'POST /api/me/chat-history': errorReply(500),
      },
    });
    const { user } = renderQuestionnaire();
    await screen.findByText(OPENING);
    await user.click(screen.getByRole('button', { name: 'Save Progress' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'There was an error saving your progress. Please try again.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Save Progress' })).toBeEnabled();
  });

  const SAVED = makeStoredChat({
    id: CHAT_ID,
    chatType: 'questionnaire',
    messages: [
      { role: 'assistant', content: 'What are your main dietary goals?', timestamp: TIME },
      { role: 'user', content: 'Eat more plants', timestamp: TIME },
      { role: 'assistant', content: 'Any allergies?', timestamp: TIME },
    ],
    metadata: {
      extractedData: { goals: ['Eat more plants'] },
      isComplete: false,
      suggestedTopics: ['No allergies'],
    },
  });

  it('offers saved progress for resume and, when accepted, carries on from it', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const api = fakeApi({
      routes: {
        ...functionRoutes([]),
        'GET /api/me/chat-history': { body: { items: [SAVED] } },
      },
    });
    renderQuestionnaire();

    const log = await screen.findByRole('log');
    expect(await within(log).findByText('Any allergies?')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledExactlyOnceWith(RESUME_CONFIRM);
    expect(RESUME_CONFIRM).toBe(
      'You have saved questionnaire progress. Would you like to resume where you left off?',
    );
    expect(api.sent()[0]?.url).toBe('/api/me/chat-history?type=questionnaire&limit=1');
    expect(profileStore.get().questionnaire).toEqual({
      messages: SAVED.messages,
      extractedData: { goals: ['Eat more plants'] },
      isComplete: false,
      suggestedTopics: ['No allergies'],
    });
    expect(profileStore.get().questionnaireChatId).toBe(CHAT_ID);
    expect(screen.getByRole('button', { name: 'No allergies' })).toBeInTheDocument();
  });

  it('keeps the tab as it is when the offer is declined', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    fakeApi({
      routes: { ...functionRoutes([]), 'GET /api/me/chat-history': { body: { items: [SAVED] } } },
    });
    renderQuestionnaire();
    expect(await screen.findByText(OPENING)).toBeInTheDocument();
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(profileStore.get().questionnaire.messages).toEqual([]);
    expect(screen.queryByText('Any allergies?')).not.toBeInTheDocument();
  });

  it('does not offer what the tab already holds, and saves go to that conversation', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    fakeApi({
      routes: { ...functionRoutes([]), 'GET /api/me/chat-history': { body: { items: [SAVED] } } },
    });
    profileStore.update({
      questionnaire: {
        messages: SAVED.messages.map((m) => ({ ...m, timestamp: TIME })),
        extractedData: { goals: ['Eat more plants'] },
        isComplete: false,
      },
    });
    renderQuestionnaire();
    await waitFor(() => expect(profileStore.get().questionnaireChatId).toBe(CHAT_ID));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('signed out, nothing is read from or offered by the account', async () => {
    const confirm = vi.fn();
    vi.stubGlobal('confirm', confirm);
    const api = fakeApi({ routes: functionRoutes([]) });
    renderQuestionnaire({ signedIn: false });
    await screen.findByText(OPENING);
    expect(api.sent()).toEqual([]);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('Generate saves the profile and the conversation, then opens the meal plan to generate', async () => {
    const api = fakeApi({
      routes: {
        ...functionRoutes([{ extractedData: CELIAC_VEGAN, isComplete: true }]),
        ...chatRoutes(),
        'POST /api/me/health-data': { status: 201, body: { snapshot: makeSnapshot() } },
      },
    });
    profileStore.update(COMPLETE_PROFILE);
    const { user, router } = renderQuestionnaire();
    await screen.findByText(OPENING);
    await answer(user, "Vegan, celiac, allergic to peanuts. That's all");
    await user.click(await screen.findByRole('button', { name: 'Generate My Meal Plan' }));

    await waitFor(() => expect(router.state.location.search).toBe('?generate=true'));
    const saves = api.sent().filter((request) => request.method === 'POST');
    expect(saves.map((request) => request.path).sort()).toEqual([
      '/api/me/chat-history',
      '/api/me/health-data',
    ]);
    expect(saves.find((r) => r.path === '/api/me/health-data')?.body).toMatchObject({
      reason: 'Questionnaire answers',
      allergies: ['peanuts'],
      dietaryRestrictions: ['vegan', 'gluten_free'],
      healthConditions: ['hypertension', 'celiac_disease'],
    });
    expect(saves.find((r) => r.path === '/api/me/chat-history')?.body).toMatchObject({
      chatType: 'questionnaire',
      metadata: { extractedData: CELIAC_VEGAN, isComplete: true },
    });
  });

  it('Generate goes on to the plan when saving fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fakeApi({
      routes: {
        ...functionRoutes([{ extractedData: CELIAC_VEGAN, isComplete: true }]),
        ...noSavedQuestionnaire,
        'POST /api/me/health-data': errorReply(500),
        'POST /api/me/chat-history': errorReply(500),
      },
    });
    profileStore.update(COMPLETE_PROFILE);
    const { user, router } = renderQuestionnaire();
    await screen.findByText(OPENING);
    await answer(user, "Vegan, celiac, allergic to peanuts. That's all");
    await user.click(await screen.findByRole('button', { name: 'Generate My Meal Plan' }));

    await waitFor(() => expect(router.state.location.search).toBe('?generate=true'));
    expect(alert).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { profileStore } from '../../lib/profile-store';
import {
  errorReply,
  type FakeReply,
  type FakeRoutes,
  fakeApi,
  makeSnapshot,
  makeStoredChat,
  type RecordedRequest,
} from '../../test/fake-api';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { QuestionnairePage } from './questionnaire-page';
import {
  answer,
  CELIAC_VEGAN,
  COMPLETE_PROFILE,
  functionRoutes,
  OPENING,
  TIME,
} from './questionnaire-page-testing';
import { RESUME_CONFIRM } from './use-questionnaire-resume';

const CHAT_ID = '55555555-5555-4555-8555-555555555555';

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});
afterEach(() => profileStore.reset());

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

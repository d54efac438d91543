import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_FOOD_SUGGESTIONS } from '#domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { profileStore } from '../../lib/profile-store';
import { errorReply, fakeApi } from '../../test/fake-api';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { PREFERENCES_SIGNED_OUT_ALERT, PreferencesPage } from './preferences-page';
import { QUICK_SELECT_FOODS } from './preferences-schema';

function renderPreferences({ signedIn = false } = {}) {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { session: signedIn ? makeSession() : null });
  return renderWithProviders(<PreferencesPage />, { path: '/preferences', queryClient });
}

const likesField = () => screen.getByRole('textbox', { name: 'Favorite foods' });

interface SuggestionsReply {
  data: { message: string; suggestions: { food: string; reason: string }[] };
}

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});

describe('PreferencesPage', () => {
  it('offers the ten restrictions, the ten cuisines and the meal options with their defaults', () => {
    renderPreferences();
    const restrictions = screen.getByRole('group', { name: 'Dietary restrictions' });
    expect(within(restrictions).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(restrictions).getByRole('checkbox', { name: 'Gluten-Free' })).toBeInTheDocument();
    const cuisines = screen.getByRole('group', { name: 'Cuisines you enjoy' });
    expect(within(cuisines).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(cuisines).getByRole('checkbox', { name: 'Middle Eastern' })).toBeInTheDocument();

    const meals = screen.getByRole('combobox', { name: 'Meals per day' });
    expect(meals).toHaveValue('3');
    expect(
      within(meals)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2', '3', '4', '5']);
    const snacks = screen.getByRole('combobox', { name: 'Snacks per day' });
    expect(snacks).toHaveValue('2');
    expect(within(snacks).getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: "I'm willing to cook" })).toBeChecked();
  });

  it('appends a quick-select food to the favorites unless it is there, showing it pressed', async () => {
    const { user } = renderPreferences();
    const quick = screen.getByRole('list', { name: 'Quick select' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([...QUICK_SELECT_FOODS]);

    await user.type(likesField(), 'kale, ');
    const salmon = screen.getByRole('button', { name: 'Salmon' });
    expect(salmon).toHaveAttribute('aria-pressed', 'false');
    await user.click(salmon);
    expect(likesField()).toHaveValue('kale, Salmon');
    expect(salmon).toHaveAttribute('aria-pressed', 'true');

    // Typed by hand, in any case, it counts as selected and is not added twice.
    await user.type(likesField(), ', greek yogurt');
    const yogurt = screen.getByRole('button', { name: 'Greek Yogurt' });
    expect(yogurt).toHaveAttribute('aria-pressed', 'true');

    // Pressed again, it comes off the list.
    await user.click(salmon);
    expect(likesField()).toHaveValue('kale, greek yogurt');
    expect(salmon).toHaveAttribute('aria-pressed', 'false');
    expect(profileStore.get().preferences.likedFoods).toBe('kale, greek yogurt');
  });

  it('adds a favorite or disliked food on Enter instead of submitting the form', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user, router } = renderPreferences();

    await user.type(likesField(), 'salmon{Enter}kale{Enter}');
    expect(likesField()).toHaveValue('salmon, kale, ');
    expect(screen.getByRole('button', { name: 'Salmon' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Oats' }));
    expect(likesField()).toHaveValue('salmon, kale, Oats');

    const dislikes = screen.getByRole('textbox', { name: 'Disliked foods' });
    await user.type(dislikes, 'olives{Enter}');
    expect(dislikes).toHaveValue('olives, ');
    expect(profileStore.get().preferences.dislikedFoods).toBe('olives, ');
    expect(alert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/preferences');
  });

  it('shows five AI recommendations, each adding its food to the favorites', async () => {
    profileStore.update((current) => ({
      assessment: { ...current.assessment, selectedConditions: ['hypertension'] },
    }));
    const api = fakeApi();
    const { user } = renderPreferences();
    await user.click(screen.getByRole('button', { name: 'Salmon' }));

    await user.click(screen.getByRole('button', { name: 'Get AI Food Recommendations' }));

    const cards = within(await screen.findByRole('list', { name: 'Recommended foods' }));
    expect(cards.getAllByRole('listitem')).toHaveLength(5);
    // The engine's own five suggestions, as the server would give them.
    const [reply] = api.repliesTo('/api/functions/ai-chat') as SuggestionsReply[];
    const first = reply?.data.suggestions[0]?.food ?? '';
    expect(reply?.data.suggestions).toHaveLength(5);
    expect(screen.getByText(reply?.data.message ?? '')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual(['/api/functions/ai-chat']);
    const body = api.requests[0]?.body as {
      type: string;
      currentPreferences: { likedFoods: string[] };
      userProfile: { healthConditions: string[] };
    };
    expect(body.type).toBe('foodSuggestions');
    expect(body.currentPreferences.likedFoods).toEqual(['Salmon']);
    expect(body.userProfile.healthConditions).toEqual(['hypertension']);

    const card = cards.getAllByRole('listitem')[0] as HTMLElement;
    const add = within(card).getByRole('button', { name: 'Add to favorites' });
    expect(add).toHaveAccessibleDescription(first);
    await user.click(add);
    expect(likesField()).toHaveValue(`Salmon, ${first}`);
    expect(within(card).getByRole('button', { name: 'Added to favorites' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(card).getByRole('button', { name: 'Added to favorites' }));
    expect(likesField()).toHaveValue(`Salmon, ${first}`);
  });

  it('falls back to the built-in suggestions when the advisor fails, and can retry', async () => {
    // The first call fails (the envelope's failure); the retry reaches the engine.
    let calls = 0;
    const api = fakeApi({
      routes: {
        'POST /api/functions/ai-chat': () =>
          calls++ === 0 ? { body: { success: false, data: null, error: 'AI chat failed' } } : null,
      },
    });
    const { user } = renderPreferences();

    await user.click(screen.getByRole('button', { name: 'Get AI Food Recommendations' }));

    expect(
      await screen.findByText('AI recommendations are unavailable right now'),
    ).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Recommended foods' });
    expect(
      within(cards)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(FALLBACK_FOOD_SUGGESTIONS.suggestions.map((suggestion) => suggestion.food));

    resetAiCallSpacing();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.repliesTo('/api/functions/ai-chat')).toHaveLength(2));
    const [, reply] = api.repliesTo('/api/functions/ai-chat') as SuggestionsReply[];
    expect(await screen.findByText(reply?.data.message ?? '')).toBeInTheDocument();
    expect(screen.queryByText('AI recommendations are unavailable right now')).toBeNull();
  });

  it('keeps every choice in the profile store and shows the completion', async () => {
    const { user } = renderPreferences();
    expect(screen.getByText('Profile 10% complete')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(screen.getByRole('checkbox', { name: 'Thai' }));
    await user.type(screen.getByRole('textbox', { name: 'Disliked foods' }), 'olives');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Meals per day' }), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Snacks per day' }), '0');
    await user.click(screen.getByRole('checkbox', { name: "I'm willing to cook" }));
    await user.click(screen.getByRole('button', { name: 'Oats' }));

    expect(profileStore.get().preferences).toEqual({
      selectedRestrictions: ['vegan'],
      likedFoods: 'Oats',
      dislikedFoods: 'olives',
      selectedCuisines: ['Thai'],
      mealsPerDay: 5,
      snacksPerDay: 0,
      cookingWillingness: false,
    });
    expect(screen.getByText('Profile 30% complete')).toBeInTheDocument();
  });

  it('restores the saved preferences', () => {
    profileStore.update((current) => ({
      preferences: {
        ...current.preferences,
        selectedCuisines: ['Greek'],
        likedFoods: 'Tofu',
        mealsPerDay: 4,
      },
    }));
    renderPreferences();
    expect(screen.getByRole('checkbox', { name: 'Greek' })).toBeChecked();
    expect(likesField()).toHaveValue('Tofu');
    expect(screen.getByRole('button', { name: 'Tofu' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Meals per day' })).toHaveValue('4');
  });

  it('links back to the assessment', () => {
    renderPreferences();
    expect(screen.getByRole('link', { name: 'Back to Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
  });

  it('when signed out, alerts the spec message and then goes to the analysis', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user, router } = renderPreferences();

    await user.click(screen.getByRole('button', { name: 'Get AI Analysis' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/analysis'));
    expect(alert).toHaveBeenCalledWith('Please log in to save your preferences permanently.');
    expect(PREFERENCES_SIGNED_OUT_ALERT).toBe(
      'Please log in to save your preferences permanently.',
    );
  });

  it('when signed out, sends nothing to the account', async () => {
    vi.stubGlobal('alert', vi.fn());
    const api = fakeApi();
    const { user, router } = renderPreferences();

    await user.click(screen.getByRole('button', { name: 'Get AI Analysis' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/analysis'));
    expect(api.requests).toEqual([]);
  });

  it('when signed in, saves the preferences to the account and goes on without an alert', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const api = fakeApi({ session: makeSession() });
    const { user, router } = renderPreferences({ signedIn: true });
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.type(screen.getByRole('textbox', { name: 'Favorite foods' }), 'tofu, lentils');
    await user.type(screen.getByRole('textbox', { name: 'Disliked foods' }), 'olives');
    await user.click(screen.getByRole('checkbox', { name: 'Thai' }));

    await user.click(screen.getByRole('button', { name: 'Get AI Analysis' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/analysis'));
    expect(alert).not.toHaveBeenCalled();
    const [request] = api.sent();
    expect(request).toMatchObject({ method: 'POST', path: '/api/me/health-data' });
    expect(request?.body).toEqual({
      profile: { mealsPerDay: 3, snacksPerDay: 2, cookingWillingness: true },
      dietaryRestrictions: ['vegan'],
      foodPreferences: { likes: ['tofu', 'lentils'], dislikes: ['olives'], cuisines: ['Thai'] },
      reason: 'Preferences update',
    });
    expect(api.account.snapshot).toMatchObject({
      version: 1,
      dietaryRestrictions: ['vegan'],
      foodPreferences: { likes: ['tofu', 'lentils'], dislikes: ['olives'], cuisines: ['Thai'] },
    });
  });

  it('when the save fails, warns that the data is kept locally and still goes on', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fakeApi({
      session: makeSession(),
      routes: { 'POST /api/me/health-data': errorReply(503, 'SERVICE_UNAVAILABLE') },
    });
    const { user, router } = renderPreferences({ signedIn: true });

    await user.click(screen.getByRole('button', { name: 'Get AI Analysis' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/analysis'));
    expect(alert).toHaveBeenCalledExactlyOnceWith(
      'Warning: Could not save to database. Data is saved locally.',
    );
  });
});

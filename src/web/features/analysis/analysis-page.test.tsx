import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_DIETARY_RECOMMENDATIONS,
  FALLBACK_HEALTH_ANALYSIS,
  FALLBACK_NUTRITIONAL_GUIDELINES,
} from '#domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { toUserProfile } from '../../lib/profile-request';
import { INITIAL_PROFILE_STATE, profileKey, profileStore } from '../../lib/profile-store';
import { fakeApi, functionFieldErrorReply } from '../../test/fake-api';
import { ADA_ASSESSMENT } from '../../test/people';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { AnalysisPage } from './analysis-page';

const COMPLETE = {
  ...INITIAL_PROFILE_STATE,
  assessment: { ...ADA_ASSESSMENT, selectedConditions: ['hypertension' as const] },
};

/** The page with the auth state preset (signed out unless asked), so no config call is made. */
function renderAnalysis({ signedIn = false } = {}) {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { session: signedIn ? makeSession() : null });
  return renderWithProviders(<AnalysisPage />, { queryClient });
}

/**
 * The page's three calls go at least a second apart (spec §9): a fake clock passes those seconds
 * at once. `vi.waitFor` moves it on while it polls (the query cache notifies on a timer too).
 */
function useFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});
afterEach(() => profileStore.reset());

describe('AnalysisPage', () => {
  it('shows the no-data screen while the profile is incomplete, without calling the AI', () => {
    const api = fakeApi();
    profileStore.update({ assessment: { ...COMPLETE.assessment, heightCm: '' } });
    renderAnalysis();
    expect(screen.getByRole('heading', { name: 'No Health Data Available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Health Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    expect(api.requests).toEqual([]);
  });

  it('shows the no-data screen when no condition is selected', () => {
    profileStore.update({ assessment: { ...COMPLETE.assessment, selectedConditions: [] } });
    renderAnalysis();
    expect(screen.getByRole('heading', { name: 'No Health Data Available' })).toBeInTheDocument();
  });

  it('shows an analysis already held for this profile without a new call', () => {
    const api = fakeApi();
    const key = profileKey(toUserProfile(COMPLETE));
    profileStore.update({
      ...COMPLETE,
      analysis: {
        profileKey: key,
        results: {
          healthAnalysis: { ...FALLBACK_HEALTH_ANALYSIS, overview: 'Held overview.' },
          dietaryRecommendations: FALLBACK_DIETARY_RECOMMENDATIONS,
          nutritionalGuidelines: FALLBACK_NUTRITIONAL_GUIDELINES,
        },
      },
    });
    renderAnalysis();
    expect(screen.getByText('Held overview.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('falls back to the spec §8 content with a Try again button when the calls fail', async () => {
    // Every call fails as the server's onError answers a fault.
    fakeApi({
      routes: {
        'POST /api/functions/ai-analyze': {
          status: 500,
          body: { success: false, data: null, error: { code: 'INTERNAL', message: 'Failed.' } },
        },
      },
    });
    profileStore.update(COMPLETE);
    useFakeClock();
    renderAnalysis();
    expect(screen.getByText('AI is analyzing your health profile...')).toBeInTheDocument();
    // Three calls a second apart, each tried once more a second after it fails.
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.getByText('We could not prepare your personal analysis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('1800')).toBeInTheDocument();
    expect(screen.getByText('Range: 1600–2200 kcal')).toBeInTheDocument();
    expect(screen.getByText('under 2300mg')).toBeInTheDocument();
    expect(profileStore.get().analysis).toBeNull();
  }, 10_000);

  it('says in words which stored answer the server refused, and links where to correct it', async () => {
    fakeApi({
      routes: {
        'POST /api/functions/ai-analyze': functionFieldErrorReply(
          'userProfile.profile.age: Age must be at most 120',
          { 'userProfile.profile.age': ['Age must be at most 120'] },
        ),
      },
    });
    profileStore.update(COMPLETE);
    useFakeClock();
    renderAnalysis();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(
      screen.getByText(
        'Some of your answers need a correction: Age must be at most 120. Please correct it on the Health Assessment screen, then try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/userProfile/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
  }, 10_000);

  it('signed in, saves each result fetched with the profile it was made for', async () => {
    const api = fakeApi({ session: makeSession() });
    profileStore.update(COMPLETE);
    useFakeClock();
    renderAnalysis({ signedIn: true });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await vi.waitFor(() => expect(api.sent()).toHaveLength(3), { timeout: 8000 });
    // The engine's analysis is shown, and saved as it came.
    const [analysis] = api
      .sent('/api/functions/')
      .filter((request) => (request.body as { type: string }).type === 'healthAnalysis')
      .map((request) => (request.reply as { data: { overview: string } }).data);
    expect(analysis?.overview).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByText(analysis?.overview ?? '')).toBeInTheDocument());
    const profile = toUserProfile(COMPLETE);
    const bodies = api.sent().map((request) => {
      expect(request).toMatchObject({ method: 'POST', path: '/api/me/analyses' });
      return request.body as { analysisType: string };
    });
    expect(bodies.map((body) => body.analysisType).sort()).toEqual([
      'dietary_recommendations',
      'health_assessment',
      'nutritional_guidelines',
    ]);
    expect(bodies.find((body) => body.analysisType === 'health_assessment')).toEqual({
      analysisType: 'health_assessment',
      analysisData: analysis,
      userProfileSnapshot: profile,
    });
  }, 10_000);

  it('signed out, saves nothing to the account', async () => {
    const api = fakeApi();
    profileStore.update(COMPLETE);
    useFakeClock();
    renderAnalysis();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await vi.waitFor(() => expect(api.sent('/api/functions/')).toHaveLength(3), { timeout: 8000 });
    // All three results are in (and would have been saved by now).
    await vi.waitFor(() =>
      expect(Object.keys(profileStore.get().analysis?.results ?? {})).toHaveLength(3),
    );
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(api.sent()).toEqual([]);
  }, 10_000);
});

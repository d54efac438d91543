import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_DIETARY_RECOMMENDATIONS,
  FALLBACK_HEALTH_ANALYSIS,
  FALLBACK_NUTRITIONAL_GUIDELINES,
} from '../../../domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import {
  INITIAL_PROFILE_STATE,
  profileKey,
  profileStore,
  toUserProfile,
} from '../../lib/profile-store';
import { renderWithProviders } from '../../test/render';
import { AnalysisPage } from './analysis-page';

const COMPLETE = {
  ...INITIAL_PROFILE_STATE,
  assessment: {
    ...INITIAL_PROFILE_STATE.assessment,
    name: 'Ada',
    age: '52',
    gender: 'female' as const,
    unit: 'metric' as const,
    weightKg: '82',
    heightCm: '165',
    selectedConditions: ['hypertension' as const],
  },
};

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});
afterEach(() => profileStore.reset());

describe('AnalysisPage', () => {
  it('shows the no-data screen while the profile is incomplete, without calling the AI', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    profileStore.update({ assessment: { ...COMPLETE.assessment, heightCm: '' } });
    renderWithProviders(<AnalysisPage />);
    expect(screen.getByRole('heading', { name: 'No Health Data Available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Health Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the no-data screen when no condition is selected', () => {
    profileStore.update({ assessment: { ...COMPLETE.assessment, selectedConditions: [] } });
    renderWithProviders(<AnalysisPage />);
    expect(screen.getByRole('heading', { name: 'No Health Data Available' })).toBeInTheDocument();
  });

  it('shows an analysis already held for this profile without a new call', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
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
    renderWithProviders(<AnalysisPage />);
    expect(screen.getByText('Held overview.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to the spec §8 content with a Try again button when the calls fail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, data: null, error: 'AI analysis failed' }),
            {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
      ),
    );
    profileStore.update(COMPLETE);
    renderWithProviders(<AnalysisPage />);
    expect(screen.getByText('AI is analyzing your health profile...')).toBeInTheDocument();
    expect(
      await screen.findByText('We could not prepare your personal analysis', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('1800')).toBeInTheDocument();
    expect(screen.getByText('Range: 1600–2200 kcal')).toBeInTheDocument();
    expect(screen.getByText('under 2300mg')).toBeInTheDocument();
    expect(profileStore.get().analysis).toBeNull();
  }, 10_000);
});

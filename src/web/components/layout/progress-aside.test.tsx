import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders, seedAuth } from '../../test/render';
import { ProgressAside } from './progress-aside';

const KEPT_IN_TAB =
  'Your answers are kept in this browser tab only. Sign in to save them to your account.';

afterEach(() => vi.restoreAllMocks());

describe('ProgressAside', () => {
  it('holds the place of where the answers are kept, unseen, until the sign-in state is known', async () => {
    // The config never answers while we look: the sign-in state stays unknown.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const queryClient = createTestQueryClient();
    renderWithProviders(<ProgressAside currentStep={0} />, { queryClient });
    const note = screen.getByText(KEPT_IN_TAB);
    expect(note).toHaveClass('invisible');
    expect(note).toHaveAttribute('aria-hidden', 'true');

    await act(async () => seedAuth(queryClient, { session: null }));
    await waitFor(() => expect(screen.getByText(KEPT_IN_TAB)).not.toHaveClass('invisible'));
    expect(screen.getByText(KEPT_IN_TAB)).not.toHaveAttribute('aria-hidden');
  });
});

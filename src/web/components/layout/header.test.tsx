import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '../../lib/auth';
import { INITIAL_PROFILE_STATE, profileStore } from '../../lib/profile-store';
import { fakeApi, networkError } from '../../test/fake-api';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { Header } from './header';

function renderHeader(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<Header />, options);
}

describe('Header', () => {
  it('links to home, assessment, preferences, analysis and meal plan in that order, then the food log and the questionnaire', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Assessment', '/assessment'],
      ['Preferences', '/preferences'],
      ['Analysis', '/analysis'],
      ['Meal Plan', '/meal-plan'],
      ['Food Log', '/log'],
      ['Questionnaire', '/chat-questionnaire'],
    ]);
  });

  it('marks only the current page with aria-current', () => {
    renderHeader({ path: '/analysis' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Analysis' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks Home as current on the home page only', () => {
    renderHeader({ path: '/' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Meal Plan' })).not.toHaveAttribute('aria-current');
  });

  it('shows a Sign In link to /auth/login when auth is on and nobody is signed in', () => {
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { isAuthEnabled: true, session: null });
    renderHeader({ queryClient });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it("shows the signed-in user's email, linking to their account, and Sign Out instead of Sign In", () => {
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { isAuthEnabled: true, session: makeSession('ada@example.com') });
    renderHeader({ queryClient });
    expect(screen.getByRole('link', { name: 'ada@example.com: your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows no sign-in link when auth is off', () => {
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { isAuthEnabled: false, session: null });
    renderHeader({ queryClient });
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('reads /api/config and shows Sign In when it says auth is on', async () => {
    const api = fakeApi();
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(api.spy).toHaveBeenCalledWith('/api/config', expect.anything());
  });

  it('shows no sign-in link when /api/config cannot be reached', async () => {
    const api = fakeApi({
      routes: { 'GET /api/config': networkError, 'GET /api/auth/get-session': networkError },
    });
    renderHeader();
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('signs out, forgets the session and returns to the home page', async () => {
    // After sign-out the session is refetched: the server then reports nobody.
    const api = fakeApi({ session: makeSession() });
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { isAuthEnabled: true, session: makeSession() });
    const { user, router } = renderHeader({ queryClient, path: '/meal-plan' });

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(api.requests[0]?.path).toBe('/api/auth/sign-out');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('forgets the health profile held in the tab on sign-out', async () => {
    fakeApi({ session: makeSession() });
    profileStore.update((current) => ({
      assessment: { ...current.assessment, name: 'Ada', medications: 'metformin' },
    }));
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { isAuthEnabled: true, session: makeSession() });
    const { user } = renderHeader({ queryClient });

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(profileStore.get()).toEqual(INITIAL_PROFILE_STATE));
  });

  it('collapses the links behind a menu button that reports whether it is open', async () => {
    const { user } = renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-controls', 'site-menu');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestQueryClient, makeSession, renderApp, seedAuth } from '../test/render';
import { lazyRoutes } from './lazy-routes';
import { type AppRouteDefinition, appRouteDefinitions } from './router';

const APP_NAME = 'Preventive Health & Nutrition';

function BrokenPage(): never {
  throw new Error('boom');
}

function signedIn() {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { isAuthEnabled: true, session: makeSession() });
  return queryClient;
}

function signedOut() {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { isAuthEnabled: true, session: null });
  return queryClient;
}

// The screens are lazy chunks: load their code once up front (as a browser's cache would have
// it), so each test's wait covers rendering, not compiling a screen and the domain behind it.
beforeAll(async () => {
  await Promise.all(Object.values(lazyRoutes).map((load) => load()));
}, 60_000);

describe('page titles and headings', () => {
  it.each([
    ['/', APP_NAME, /diabetes, kidney disease, fatty liver/i],
    ['/assessment', `Health Assessment | ${APP_NAME}`, 'Health Assessment'],
    ['/preferences', `Food Preferences | ${APP_NAME}`, 'Food Preferences'],
    ['/analysis', `Health Analysis | ${APP_NAME}`, 'Your Health Analysis'],
    ['/meal-plan', `Meal Plan | ${APP_NAME}`, 'Your Personalized Meal Plan'],
    ['/chat-questionnaire', `Dietary Questionnaire | ${APP_NAME}`, 'Personalized Dietary Planning'],
    ['/email-test', `Email Service Test | ${APP_NAME}`, 'Email Service Test'],
    ['/auth/login', `Sign In | ${APP_NAME}`, 'Welcome Back'],
    ['/auth/register', `Create Account | ${APP_NAME}`, 'Create Your Account'],
    ['/auth/forgot-password', `Forgot Password | ${APP_NAME}`, 'Reset Password'],
    ['/auth/reset-password?token=abc', `Set New Password | ${APP_NAME}`, 'Set a New Password'],
    ['/no/such/page', `Page Not Found | ${APP_NAME}`, 'Page Not Found'],
  ])('%s is titled "%s" with its h1', async (path, title, heading) => {
    renderApp(path, { queryClient: signedOut() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('renders every route inside the header and footer', async () => {
    renderApp('/preferences', { queryClient: signedOut() });
    await screen.findByRole('heading', { level: 1, name: 'Food Preferences' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2025 Preventive Health & Nutrition',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      /not a substitute for professional medical advice/i,
    );
  });
});

describe('route guard', () => {
  it.each(['/auth/login', '/auth/register', '/auth/forgot-password'])(
    'sends a signed-in user from guests-only %s to home',
    async (path) => {
      const { router } = renderApp(path, { queryClient: signedIn() });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/diabetes/i);
    },
  );

  it('lets a signed-out visitor open a guests-only route', async () => {
    const { router } = renderApp('/auth/register', { queryClient: signedOut() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/register');
  });

  it('sends a signed-out visitor on a sign-in-required route to login with the full target', async () => {
    const { router } = renderApp('/account?tab=plans', { queryClient: signedOut() });
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/account?tab=plans',
    );
  });

  it('lets a signed-in user open a sign-in-required route', async () => {
    renderApp('/account', { queryClient: signedIn() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Account' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Your Account | ${APP_NAME}`));
  });

  it('forwards the email-confirmation callback to home', async () => {
    const { router } = renderApp('/auth/callback', { queryClient: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('explains a failed email confirmation instead of forwarding', async () => {
    renderApp('/auth/callback?error=invalid_token', { queryClient: signedOut() });
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not confirm your email/i);
  });
});

describe('navigation', () => {
  it('moves focus to the new page heading after following a header link', async () => {
    const { user } = renderApp('/', { queryClient: signedOut() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Assessment' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Health Assessment' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('offers a way home from an unknown address', async () => {
    const { user, router } = renderApp('/nowhere', { queryClient: signedOut() });
    await user.click(await screen.findByRole('link', { name: 'Go to the Home Page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a friendly message, inside the layout, when a page fails', async () => {
    const failing: AppRouteDefinition = {
      path: '/broken',
      title: 'Broken',
      access: 'all',
      Component: BrokenPage,
    };
    const consoleError = console.error;
    console.error = () => {};
    try {
      renderApp('/broken', {
        queryClient: signedOut(),
        definitions: [...appRouteDefinitions, failing],
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Something Went Wrong' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(/could not be shown/i);
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    } finally {
      console.error = consoleError;
    }
  });
});

import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AppConfig } from '#domain';
import { AppProvider } from '../app/provider';
import { type AppRouteDefinition, appRouteDefinitions, createAppRoutes } from '../app/router';
import { configQueryKey } from '../lib/app-config';
import { type AuthSession, sessionQueryKey } from '../lib/auth';
import { setupUser } from './user';

/** No retries (a failure shows at once) and no garbage collection during a test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export function makeConfig(overrides: { isAuthEnabled?: boolean } = {}): AppConfig {
  return {
    auth: { enabled: overrides.isAuthEnabled ?? true },
    email: { enabled: true, transport: 'outbox', mailbox: true },
    ai: { mode: 'builtin', model: null },
  };
}

export function makeSession(email = 'ada@example.com'): AuthSession {
  const now = new Date('2025-01-15T10:00:00Z');
  return {
    user: {
      id: 'user-1',
      email,
      name: 'Ada Lovelace',
      emailVerified: true,
      image: null,
      createdAt: now,
      updatedAt: now,
    },
    session: {
      id: 'session-1',
      userId: 'user-1',
      token: 'token-1',
      expiresAt: new Date('2099-01-01T00:00:00Z'),
      createdAt: now,
      updatedAt: now,
      ipAddress: null,
      userAgent: null,
    },
  };
}

/**
 * Presets what `GET /api/config` and the session query would return, so no request is made.
 * `session: null` means signed out.
 */
export function seedAuth(
  queryClient: QueryClient,
  {
    isAuthEnabled = true,
    session = null,
  }: { isAuthEnabled?: boolean; session?: AuthSession | null },
): void {
  queryClient.setQueryData(configQueryKey, makeConfig({ isAuthEnabled }));
  queryClient.setQueryData(sessionQueryKey, session);
}

/** Renders the whole app (layout, guard, routes) at `path` with an in-memory history. */
export function renderApp(
  path: string,
  {
    queryClient = createTestQueryClient(),
    definitions = appRouteDefinitions,
  }: { queryClient?: QueryClient; definitions?: readonly AppRouteDefinition[] } = {},
) {
  const router = createMemoryRouter(createAppRoutes(queryClient, definitions), {
    initialEntries: [path],
  });
  const user = setupUser();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}

/** Renders a component inside the app's providers and a router, for components using links. */
export function renderWithProviders(
  ui: ReactNode,
  {
    path = '/',
    queryClient = createTestQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const user = setupUser();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}

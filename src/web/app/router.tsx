import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { loadAuthState } from '../lib/auth';
import { lazyRoutes } from './lazy-routes';
import { type AppRouteHandle, enforceRouteAccess, type RouteAccess } from './route-guard';
import { AuthCallbackRoute, authCallbackLoader } from './routes/auth/callback';
import { RootErrorBoundary, RouteErrorBoundary } from './routes/error-boundary';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { AppLoading, RootLayout } from './routes/root';

export interface AppRouteDefinition {
  path: string;
  /** Page title before ` | Preventive Health & Nutrition`; none for the home page. */
  title?: string;
  access: RouteAccess;
  /** The screen, bundled with the app shell (small screens), or... */
  Component?: ComponentType;
  /** ...loaded on first visit in its own chunk (the large screens), so Home stays light. */
  lazyComponent?: () => Promise<ComponentType>;
  /** The route's own data loading, run after the guard let the visitor in. */
  loader?: (queryClient: QueryClient, args: LoaderFunctionArgs) => unknown;
}

/**
 * Every screen of spec §2, and the account page. (`/dev/mailbox` is served by the API server, not
 * listed here.)
 */
export const appRouteDefinitions: readonly AppRouteDefinition[] = [
  { path: paths.home.path, access: 'all', Component: HomeRoute },
  {
    path: paths.assessment.path,
    title: 'Health Assessment',
    access: 'all',
    lazyComponent: lazyRoutes[paths.assessment.path],
  },
  {
    path: paths.preferences.path,
    title: 'Food Preferences',
    access: 'all',
    lazyComponent: lazyRoutes[paths.preferences.path],
  },
  {
    path: paths.analysis.path,
    title: 'Health Analysis',
    access: 'all',
    lazyComponent: lazyRoutes[paths.analysis.path],
  },
  {
    path: paths.mealPlan.path,
    title: 'Meal Plan',
    access: 'all',
    lazyComponent: lazyRoutes[paths.mealPlan.path],
  },
  {
    path: paths.chatQuestionnaire.path,
    title: 'Dietary Questionnaire',
    access: 'all',
    lazyComponent: lazyRoutes[paths.chatQuestionnaire.path],
  },
  {
    path: paths.foodLog.path,
    title: 'Food Log',
    access: 'all',
    lazyComponent: lazyRoutes[paths.foodLog.path],
  },
  {
    path: paths.progress.path,
    title: 'Progress',
    access: 'all',
    lazyComponent: lazyRoutes[paths.progress.path],
  },
  {
    path: paths.emailTest.path,
    title: 'Email Service Test',
    access: 'all',
    lazyComponent: lazyRoutes[paths.emailTest.path],
  },
  {
    path: paths.auth.login.path,
    title: 'Sign In',
    access: 'guests-only',
    lazyComponent: lazyRoutes[paths.auth.login.path],
  },
  {
    path: paths.auth.register.path,
    title: 'Create Account',
    access: 'guests-only',
    lazyComponent: lazyRoutes[paths.auth.register.path],
  },
  {
    path: paths.auth.forgotPassword.path,
    title: 'Forgot Password',
    access: 'guests-only',
    lazyComponent: lazyRoutes[paths.auth.forgotPassword.path],
  },
  {
    path: paths.account.path,
    title: 'Your Account',
    access: 'signed-in',
    lazyComponent: lazyRoutes[paths.account.path],
  },
  {
    path: paths.auth.callback.path,
    title: 'Email Confirmation',
    access: 'all',
    Component: AuthCallbackRoute,
    loader: authCallbackLoader,
  },
  {
    path: paths.auth.resetPassword.path,
    title: 'Set New Password',
    access: 'all',
    lazyComponent: lazyRoutes[paths.auth.resetPassword.path],
  },
];

const NOT_FOUND_HANDLE: AppRouteHandle = { title: 'Page Not Found', access: 'all' };

/**
 * The route tree: one layout (header, main, footer) around every screen. Each screen gets the
 * guard as its loader, its title in `handle`, and its own error boundary so a failing screen
 * keeps the header and footer. Tests pass their own definitions to exercise the guard.
 */
export function createAppRoutes(
  queryClient: QueryClient,
  definitions: readonly AppRouteDefinition[] = appRouteDefinitions,
): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: AppLoading,
      // Start loading the auth state at once without holding up the first page (spec §2 guard).
      loader: () => {
        void loadAuthState(queryClient);
        return null;
      },
      children: [
        ...definitions.map((definition) => toRouteObject(queryClient, definition)),
        {
          path: '*',
          Component: NotFoundRoute,
          ErrorBoundary: RouteErrorBoundary,
          handle: NOT_FOUND_HANDLE,
        },
      ],
    },
  ];
}

function toRouteObject(queryClient: QueryClient, definition: AppRouteDefinition): RouteObject {
  const { path, title, access, Component, lazyComponent, loader } = definition;
  const handle: AppRouteHandle = { title, access };
  const needsLoader = access !== 'all' || loader !== undefined;
  return {
    path,
    ...(lazyComponent
      ? { lazy: async () => ({ Component: await lazyComponent() }) }
      : { Component }),
    ErrorBoundary: RouteErrorBoundary,
    handle,
    loader: needsLoader
      ? async (args: LoaderFunctionArgs) => {
          await enforceRouteAccess(queryClient, access, args.request);
          return loader ? loader(queryClient, args) : null;
        }
      : undefined,
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}

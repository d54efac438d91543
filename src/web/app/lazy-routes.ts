import type { ComponentType } from 'react';
import { paths } from '../config/paths';

/**
 * The screens loaded on first visit, each in its own chunk, so Home stays light. `router.tsx`
 * gives them to React Router.
 *
 * Importing this module also starts loading the screen at the address being opened (bottom of
 * the file). It imports nothing heavy (no React, no router) and `main.tsx` imports it first, so
 * that screen's code downloads while React and the router start, rather than once the router
 * has started (issue 15: the first paint of /assessment, /analysis, /meal-plan...).
 */
export const lazyRoutes = {
  [paths.assessment.path]: () => import('./routes/assessment').then((m) => m.AssessmentRoute),
  [paths.preferences.path]: () => import('./routes/preferences').then((m) => m.PreferencesRoute),
  [paths.analysis.path]: () => import('./routes/analysis').then((m) => m.AnalysisRoute),
  [paths.mealPlan.path]: () => {
    // Its schemas on their own first, so they are built in a task of their own (warm-schemas.ts).
    void import('./warm-schemas').catch(() => undefined);
    return import('./routes/meal-plan').then((m) => m.MealPlanRoute);
  },
  [paths.chatQuestionnaire.path]: () =>
    import('./routes/chat-questionnaire').then((m) => m.ChatQuestionnaireRoute),
  [paths.foodLog.path]: () => import('./routes/food-log').then((m) => m.FoodLogRoute),
  [paths.progress.path]: () => import('./routes/progress').then((m) => m.ProgressRoute),
  [paths.emailTest.path]: () => import('./routes/email-test').then((m) => m.EmailTestRoute),
  [paths.auth.login.path]: () => import('./routes/auth/login').then((m) => m.LoginRoute),
  [paths.auth.register.path]: () => import('./routes/auth/register').then((m) => m.RegisterRoute),
  [paths.auth.forgotPassword.path]: () =>
    import('./routes/auth/forgot-password').then((m) => m.ForgotPasswordRoute),
  [paths.account.path]: () => import('./routes/account').then((m) => m.AccountRoute),
  [paths.auth.resetPassword.path]: () =>
    import('./routes/auth/reset-password').then((m) => m.ResetPasswordRoute),
} satisfies Record<string, () => Promise<ComponentType>>;

const byPath: ReadonlyMap<string, () => Promise<ComponentType>> = new Map(
  Object.entries(lazyRoutes),
);

/** '/meal-plan/' -> '/meal-plan'; '/' stays. (A loop: `/(.)\/+$/` is quadratic on '////…'.) */
function withoutTrailingSlashes(pathname: string) {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end--;
  return pathname.slice(0, end);
}

/** Starts loading the screen at `pathname`, if it is a lazy one; the router reuses the load. */
export function preloadRoute(pathname: string) {
  const load = byPath.get(withoutTrailingSlashes(pathname));
  // A failure is the router's to report, when it loads the screen itself.
  if (load) void load().catch(() => undefined);
}

// In a task of its own, just after the entry module's (issue 15: total blocking time). Not from
// the module's top level: Lighthouse's trace records a JavaScript stack for every request, and a
// stack through the entry's top level made V8 collect that top level's source positions, parsing
// the whole entry chunk again (the entry's task 122-153 -> 63-80 ms on our host with Lighthouse's
// trace categories). Not in a microtask either: that is still the entry's task, and Vite's
// preload helper adding the screen's 15-25 chunk links, each request with its recorded stack,
// took 12-42 ms of it; on its own it is a short task.
if (typeof window !== 'undefined') setTimeout(() => preloadRoute(window.location.pathname), 0);

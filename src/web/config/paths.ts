/**
 * Every URL of the app (spec §2), in one typed table. Build links with `getHref()`, never with
 * string literals, so a renamed route is a one-line change.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  assessment: { path: '/assessment', getHref: () => '/assessment' },
  preferences: { path: '/preferences', getHref: () => '/preferences' },
  analysis: { path: '/analysis', getHref: () => '/analysis' },
  mealPlan: {
    path: '/meal-plan',
    /** The questionnaire opens the meal plan with `generate=true` to start a fresh plan. */
    getHref: (options: { generate?: boolean } = {}) =>
      options.generate ? '/meal-plan?generate=true' : '/meal-plan',
  },
  chatQuestionnaire: { path: '/chat-questionnaire', getHref: () => '/chat-questionnaire' },
  /** The food log (issue 16): what was eaten on a day, against the targets. */
  foodLog: {
    path: '/log',
    /** `date` (YYYY-MM-DD) opens that day; today otherwise. */
    getHref: (date?: string) => (date ? `/log?date=${date}` : '/log'),
  },
  /** Weight, blood pressure and glucose, and the logged days, over weeks (issue 16). */
  progress: { path: '/progress', getHref: () => '/progress' },
  emailTest: { path: '/email-test', getHref: () => '/email-test' },
  /** The signed-in person's account: details, a copy of their data, deletion. */
  account: { path: '/account', getHref: () => '/account' },
  auth: {
    login: {
      path: '/auth/login',
      /** `redirectTo` is the full path (with query) to return to after signing in. */
      getHref: (redirectTo?: string) =>
        redirectTo ? `/auth/login?redirect=${encodeURIComponent(redirectTo)}` : '/auth/login',
    },
    register: { path: '/auth/register', getHref: () => '/auth/register' },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
    /** Where the email-confirmation link lands; it forwards to home. */
    callback: { path: '/auth/callback', getHref: () => '/auth/callback' },
    /** Where the password-reset email link lands (better-auth appends `?token=`). */
    resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
  },
  /**
   * Served by the API server (not the SPA) while mail goes to the local outbox: link to it with a
   * plain `<a href>`, which makes the browser load it from the server.
   */
  devMailbox: { path: '/dev/mailbox', getHref: () => '/dev/mailbox' },
} as const;

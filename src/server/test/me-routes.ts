import { samplePlan } from './me-fixtures';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The per-row resources of /api/me and what a valid create and update of each looks like. */
export const ROW_RESOURCES = [
  {
    path: '/conditions',
    create: { conditionType: 'gerd' },
    update: { severity: 'mild' },
    canPatch: true,
  },
  {
    path: '/medications',
    create: { medicationName: 'Aspirin' },
    update: { dosage: '81 mg' },
    canPatch: true,
  },
  {
    path: '/allergies',
    create: { allergenName: 'Milk' },
    update: { severity: 'mild' },
    canPatch: true,
  },
  {
    path: '/dietary-restrictions',
    create: { restrictionType: 'vegan' },
    update: { strictness: 'strict' },
    canPatch: true,
  },
  {
    path: '/food-preferences',
    create: { foodName: 'Kale', preferenceType: 'like' },
    update: { intensity: 1 },
    canPatch: true,
  },
  {
    path: '/meal-plans',
    create: { planData: samplePlan(3) },
    update: { planName: 'Taken over' },
    canPatch: true,
  },
  {
    path: '/analyses',
    create: { analysisType: 'health_assessment', analysisData: { overview: 'x' } },
    update: null,
    canPatch: false,
  },
  {
    path: '/food-log',
    create: {
      date: '2026-11-27',
      slot: 'lunch',
      name: 'Steamed rice',
      source: 'food',
      ingredients: [{ foodId: '20045', grams: 150 }],
    },
    update: { status: 'skipped' },
    canPatch: true,
    listQuery: '?from=2026-11-01&to=2026-11-30',
  },
  {
    path: '/measurements',
    create: { kind: 'weight', date: '2026-11-27', weightKg: 70.5 },
    update: null,
    canPatch: false,
    listQuery: '?from=2026-11-01&to=2026-11-30',
  },
  {
    path: '/chat-history',
    create: { chatType: 'questionnaire', messages: [] },
    update: { messages: [] },
    canPatch: true,
  },
] as const;

export interface RouteCall {
  method: RouteMethod;
  path: string;
  body?: unknown;
}

export const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every route of decision 008 with a valid request (ids are of no row). */
export const EVERY_ROUTE: RouteCall[] = [
  { method: 'GET', path: '/profile' },
  { method: 'PUT', path: '/profile', body: { firstName: 'Kim' } },
  ...ROW_RESOURCES.flatMap((resource): RouteCall[] => [
    { method: 'GET', path: resource.path },
    { method: 'POST', path: resource.path, body: resource.create },
    ...(resource.update
      ? [{ method: 'PATCH' as const, path: `${resource.path}/${SOME_ID}`, body: resource.update }]
      : []),
    { method: 'DELETE', path: `${resource.path}/${SOME_ID}` },
  ]),
  { method: 'PUT', path: '/food-preferences', body: { likes: ['Kale'] } },
  { method: 'GET', path: '/health-data/current' },
  { method: 'GET', path: '/health-data/history' },
  { method: 'POST', path: '/health-data', body: { profile: { age: 30 } } },
  { method: 'GET', path: '/insights' },
  { method: 'PUT', path: '/insights/summary', body: { data: { text: 'x' } } },
  { method: 'GET', path: '/email-settings' },
  { method: 'PUT', path: '/email-settings', body: { healthTips: true, weeklySummary: false } },
  { method: 'POST', path: `/meal-plans/${SOME_ID}/email` },
  { method: 'GET', path: '/export' },
  { method: 'DELETE', path: '/data' },
  { method: 'DELETE', path: '', body: { password: 'whatever it is' } },
];

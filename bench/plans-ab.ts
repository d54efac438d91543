// The planner against another checkout of itself, in one process (issue 12): the bench's 1,000
// seeded profiles, each plan made by both builds in turn (the order alternating), the fastest of
// REPS runs kept per plan, then p50/p95/p99 and the sum for the 7- and 14-day plans of each.
//
// Why: on this machine the speed drifts by 20-30 % over tens of seconds, so two runs of
// `npm run bench:plans` one after the other can differ more than a change does. Here both builds
// see the same drift, plan by plan. Figures are for comparing, not the targets (those are what
// `npm run bench:plans` prints).
//
// Run: git worktree add /tmp/planner-base <commit> && ln -s "$PWD/node_modules" /tmp/planner-base/
//      BASE=/tmp/planner-base npm run bench:plans-ab      (REPS=3 by default; REPS=1: first runs)
import { join } from 'node:path';
import loadHighs from 'highs';
import * as current from '#domain';
import { randomProfiles } from '#domain/testing/random-profiles';
import type { PlanDuration } from '../src/domain/planner/meal-plan';
import { percentile } from './stats';

const BASE = process.env.BASE;
if (!BASE) throw new Error('BASE must name the other checkout (see the comment at the top)');
const REPS = Number(process.env.REPS ?? 3);
const PROFILES = Number(process.env.BENCH_PROFILES ?? 1000);
const DURATIONS: PlanDuration[] = [3, 5, 7, 14];

/** What this bench uses of a checkout's domain: the same two names in every version. */
type Planner = Pick<typeof current, 'generateMealPlan' | 'highsSolver'>;
const base = (await import(join(BASE, 'src/domain/index.ts'))) as Planner;
const highs = await loadHighs();
const builds = [
  { name: 'base', planner: base, solver: base.highsSolver(highs) },
  { name: 'current', planner: current as Planner, solver: current.highsSolver(highs) },
];

const profiles = randomProfiles(PROFILES, 20_261_123);
const timed = (build: (typeof builds)[number], index: number, days: PlanDuration) => {
  const started = performance.now();
  build.planner.generateMealPlan(profiles[index]!, { days, seed: index, solver: build.solver });
  return performance.now() - started;
};
// Warm up as the bench does: the tables loaded and the planner compiled by the JIT, twice over.
for (let index = 0; index < 20; index++) for (const build of builds) timed(build, index, 7);

const times = builds.map(() => ({ 7: [] as number[], 14: [] as number[] }));
profiles.forEach((_, index) => {
  const days = DURATIONS[index % DURATIONS.length]!;
  const reps = days >= 7 ? REPS : 1;
  const best = builds.map(() => Infinity);
  for (let rep = 0; rep < reps; rep++) {
    const order = (index + rep) % 2 === 0 ? [0, 1] : [1, 0];
    for (const b of order) best[b] = Math.min(best[b]!, timed(builds[b]!, index, days));
  }
  if (days === 7 || days === 14) {
    for (let b = 0; b < builds.length; b++) times[b]![days].push(best[b]!);
  }
});

const spread = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    sum: Math.round(sorted.reduce((a, b) => a + b, 0)),
  };
};
console.log(
  JSON.stringify({
    baseDir: BASE,
    reps: REPS,
    ...Object.fromEntries(
      builds.map((build, b) => [
        build.name,
        { plan7dMs: spread(times[b]![7]), plan14dMs: spread(times[b]![14]) },
      ]),
    ),
  }),
);

// The portion-LP solver benchmark (docs/decisions/010-portion-lp-solver.md): plans for seeded
// random profiles from the planner, then each day's chosen meals re-portioned exactly by
// `solvePortions` with HiGHS (WASM) and with yalps (TypeScript) on the same models. Prints one
// JSON line. Run: npm run bench:lp   (BENCH_PROFILES=200 by default)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import loadHighs from 'highs';
import { solve as yalpsSolve } from 'yalps';
import type { LpSolver } from '#domain';
import {
  computeTargetsForProfile,
  generateMealPlan,
  type HealthProfile,
  highsSolver,
} from '#domain';
import { randomProfiles } from '#domain/testing/random-profiles';
import { requireFood } from '../src/domain/foods/food-table';
import { RECIPE_SERVING_BOUNDS } from '../src/domain/planner/build-meal';
import type { LinearProgram, LpSolution } from '../src/domain/planner/linear-program';
import type { PlanDuration } from '../src/domain/planner/meal-plan';
import { planTargetsFrom } from '../src/domain/planner/plan-targets';
import { solvePortions } from '../src/domain/planner/portion-lp';
import { portionProgram } from '../src/domain/planner/portion-model';
import type { PortionProblem, PortionResult } from '../src/domain/planner/portion-problem';
import { SIDE_DISHES } from '../src/domain/planner/sides';
import { getRecipe } from '../src/domain/recipes/recipe-library';
import { foodExclusions, personalFoodRules } from '../src/domain/rules/food-exclusions';
import { percentile } from './stats';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 200);
const DURATIONS: PlanDuration[] = [7, 14];
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
/** The sides the LP may add to lunch and dinner: a starch, a fat and a fruit, as the planner's
 * last resort for energy and kidney-disease limits. */
const BENCH_SIDES = ['side-white-rice', 'side-olive-oil', 'side-apple'];

/** yalps: pure TypeScript, synchronous. Variable bounds become rows (yalps has x >= 0 only). */
export const yalpsSolver: LpSolver = {
  name: 'yalps',
  solve(program: LinearProgram): LpSolution {
    const constraints = new Map<string, { min?: number; max?: number }>();
    const columns = program.variables.map(() => [] as [string, number][]);
    program.variables.forEach((variable, j) => {
      columns[j]!.push(['cost', variable.cost]);
      if (variable.lower > 0 || Number.isFinite(variable.upper)) {
        constraints.set(`b${j}`, {
          ...(variable.lower > 0 ? { min: variable.lower } : {}),
          ...(Number.isFinite(variable.upper) ? { max: variable.upper } : {}),
        });
        columns[j]!.push([`b${j}`, 1]);
      }
    });
    program.rows.forEach((row, i) => {
      constraints.set(`r${i}`, {
        ...(Number.isFinite(row.lower) ? { min: row.lower } : {}),
        ...(Number.isFinite(row.upper) ? { max: row.upper } : {}),
      });
      row.columns.forEach((j, k) => {
        columns[j]!.push([`r${i}`, row.coefficients[k]!]);
      });
    });
    const solution = yalpsSolve(
      {
        direction: 'minimize',
        objective: 'cost',
        constraints,
        variables: columns.map((coefficients, j) => [`x${j}`, coefficients] as const),
      },
      { includeZeroVariables: true },
    );
    if (solution.status === 'infeasible') return { status: 'infeasible' };
    if (solution.status !== 'optimal') return { status: 'error', detail: solution.status };
    return { status: 'optimal', values: solution.variables.map(([, value]) => value) };
  },
};

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const objective = (program: LinearProgram, solution: LpSolution) =>
  solution.status === 'optimal'
    ? program.variables.reduce((sum, v, j) => sum + v.cost * solution.values[j]!, 0)
    : null;

/** A day of a generated plan as a portion problem: its recipes, the bench sides, its targets. */
function dayProblems(profile: HealthProfile, seed: number, days: PlanDuration): PortionProblem[] {
  const plan = generateMealPlan(profile, { days, seed, solver: planSolver });
  const targets = computeTargetsForProfile(profile);
  if (!plan.ok || !targets.ok) return [];
  const planTargets = planTargetsFrom(targets.value);
  const rules = personalFoodRules(profile);
  const sideDishes = SIDE_DISHES.filter(
    (side) =>
      BENCH_SIDES.includes(side.id) && foodExclusions(requireFood(side.foodId), rules).length === 0,
  );
  return plan.value.days.map((day) => {
    const meals = [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks];
    return {
      meals: meals.map((meal) => {
        const facts = getRecipe(meal.recipeId!)!;
        return {
          id: facts.recipe.id,
          perServing: facts.perServing.values,
          servings: { ...RECIPE_SERVING_BOUNDS, step: 0.25 },
        };
      }),
      sides: [1, 2].flatMap((mealIndex) =>
        sideDishes.map((side) => ({
          id: side.id,
          mealIndex,
          per100g: requireFood(side.foodId).nutrients,
          grams: { max: 3 * side.gramsPerServing, step: side.gramsPerServing < 20 ? 1 : 5 },
        })),
      ),
      targets: planTargets,
      limitMargin: 0.015,
    };
  });
}

function packageSize(name: string) {
  const root = join(import.meta.dirname, '..', 'node_modules', name);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const files = walk(root);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  return { files, kB: round(bytes / 1000, 1) };
}

const started = performance.now();
const highs = await loadHighs();
const highsLoadMs = round(performance.now() - started, 1);
const solvers = [highsSolver(highs), yalpsSolver];
const planSolver = solvers[0]!;

const profiles = randomProfiles(PROFILES, 20_261_124);
const problems: { problem: PortionProblem; plan: number; days: PlanDuration }[] = [];
profiles.forEach((profile, index) => {
  const days = DURATIONS[index % DURATIONS.length]!;
  for (const problem of dayProblems(profile, index, days))
    problems.push({ problem, plan: index, days });
});

// Warm up both (JIT, WASM tiers) on the first 50 days before timing.
for (const solver of solvers) {
  for (const { problem } of problems.slice(0, 50)) solvePortions(problem, solver);
}

const report: Record<string, unknown> = {};
const results = new Map<string, PortionResult[]>();
for (const solver of solvers) {
  const dayTimes: number[] = [];
  const planTimes = new Map<number, { days: PlanDuration; ms: number }>();
  const outcomes: PortionResult[] = [];
  const bindingIds: Record<string, number> = {};
  let roundingFailures = 0;
  let solverFailures = 0;
  for (const { problem, plan, days } of problems) {
    // Fastest of a few runs: other work on this 2-core machine otherwise shows up as solve time.
    let ms = Infinity;
    let result = solvePortions(problem, solver);
    for (let run = 0; run < REPEATS; run++) {
      const start = performance.now();
      result = solvePortions(problem, solver);
      ms = Math.min(ms, performance.now() - start);
    }
    dayTimes.push(ms);
    const entry = planTimes.get(plan) ?? { days, ms: 0 };
    entry.ms += ms;
    planTimes.set(plan, entry);
    outcomes.push(result);
    if (!result.ok && result.error.kind === 'solver-failed') solverFailures += 1;
    if (!result.ok && result.error.kind === 'infeasible-portions') {
      if (result.error.stage === 'rounding') roundingFailures += 1;
      for (const id of new Set(result.error.binding.map((b) => b.id))) {
        bindingIds[id] = (bindingIds[id] ?? 0) + 1;
      }
    }
  }
  results.set(solver.name, outcomes);
  dayTimes.sort((a, b) => a - b);
  const plansOf = (days: PlanDuration) =>
    [...planTimes.values()]
      .filter((p) => p.days === days)
      .map((p) => p.ms)
      .sort((a, b) => a - b);
  const feasibleTimes = dayTimes.filter((_, i) => outcomes[i]!.ok);
  report[solver.name] = {
    feasibleDays: outcomes.filter((r) => r.ok).length,
    roundingFailures,
    solverFailures,
    dayMs: {
      p50: round(percentile(dayTimes, 0.5)),
      p95: round(percentile(dayTimes, 0.95)),
      p99: round(percentile(dayTimes, 0.99)),
      max: round(dayTimes.at(-1) ?? 0),
    },
    feasibleDayMsP95: round(
      percentile(
        feasibleTimes.sort((a, b) => a - b),
        0.95,
      ),
    ),
    plan7dMsP95: round(percentile(plansOf(7), 0.95)),
    plan14dMsP95: round(percentile(plansOf(14), 0.95)),
    binding: bindingIds,
  };
}

// Agreement on the continuous optimum (the model's objective: kcal off target plus the small
// portion and side costs) and on the rounded energy deviation.
let statusAgree = 0;
let objectiveAgree = 0;
let maxObjectiveGap = 0;
let roundedAgree = 0;
const [a, b] = solvers as [LpSolver, LpSolver];
problems.forEach(({ problem }, i) => {
  const program = portionProgram(problem);
  const objA = objective(program, a.solve(program));
  const objB = objective(program, b.solve(program));
  if ((objA === null) === (objB === null)) statusAgree += 1;
  if (objA !== null && objB !== null) {
    const gap = Math.abs(objA - objB);
    maxObjectiveGap = Math.max(maxObjectiveGap, gap);
    if (gap <= 1e-6 * Math.max(1, Math.abs(objA))) objectiveAgree += 1;
  }
  const ra = results.get(a.name)![i]!;
  const rb = results.get(b.name)![i]!;
  if (
    ra.ok &&
    rb.ok &&
    Math.abs(ra.value.energyDeviationKcal - rb.value.energyDeviationKcal) <= 1
  ) {
    roundedAgree += 1;
  }
});

const highsPkg = packageSize('highs');
const yalpsPkg = packageSize('yalps');
const gzipKB = (file: string) => round(gzipSync(readFileSync(file)).length / 1000, 1);
console.log(
  JSON.stringify({
    profiles: PROFILES,
    repeatsPerDay: REPEATS,
    loadAverage1m: round(loadavg()[0]!, 2),
    plans: new Set(problems.map((p) => p.plan)).size,
    days: problems.length,
    ...report,
    agreement: {
      sameFeasibility: statusAgree,
      sameContinuousOptimum: objectiveAgree,
      maxContinuousObjectiveGap: round(maxObjectiveGap, 6),
      roundedEnergyWithin1Kcal: roundedAgree,
    },
    packages: {
      highs: {
        unpackedKB: highsPkg.kB,
        wasmGzipKB: gzipKB(highsPkg.files.find((f) => f.endsWith('.wasm'))!),
        loadMs: highsLoadMs,
        load: 'async (await loadHighs()), reads highs.wasm via fs in Node / fetch in browsers',
      },
      yalps: {
        unpackedKB: yalpsPkg.kB,
        esmGzipKB: gzipKB(yalpsPkg.files.find((f) => f.endsWith('dist/index.js'))!),
        load: 'sync ESM import, no I/O',
      },
    },
  }),
);

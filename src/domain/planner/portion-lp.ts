import type { Err, Result } from '../profile/result';
import type { LpSolver } from './linear-program';
import {
  bindingOf,
  type Compiled,
  compile,
  dot,
  EPSILON,
  firstElasticColumn,
  misses,
  program,
  ROUNDING_INSET,
  tidy,
} from './portion-model';
import type {
  BindingConstraint,
  PortionError,
  PortionProblem,
  PortionQuantity,
  PortionResult,
} from './portion-problem';
import {
  MAX_BRANCH_NODES,
  outOfReach,
  refineSides,
  roundPortions,
  stepPortions,
} from './portion-rounding';

/**
 * Exact portions for a day whose recipes are already chosen: servings of each meal and grams of
 * each plain side as a small linear program (energy band, macro ranges, fiber floor, every daily
 * and per-meal limit), closest to the energy target and then to one serving per meal, rounded
 * to household steps and checked again. See docs/decisions/010-portion-lp-solver.md.
 *
 * The solver is passed in (`LpSolver`): the domain imports no package but zod, and the server
 * gives it the solver it loads (HiGHS, `highs-solver.ts`). The model does not depend on which.
 */

/**
 * Which targets cannot all hold: each relaxed alone in turn, those that alone would let the day
 * fit, with their least slack; when none alone does, the least total slack over all of them.
 */
function diagnose(model: Compiled, solver: LpSolver): Failure {
  const base = firstElasticColumn(model);
  // Elastic columns follow the model's own, two per relaxed target in target order.
  const slackOf = (values: readonly number[], indices: readonly number[]) =>
    indices.flatMap((t, n) => {
      const target = model.targets[t]!;
      const over = values[base + 2 * n]!;
      const under = values[base + 2 * n + 1]!;
      return [
        ...(over > EPSILON ? [bindingOf(target, 'max', over)] : []),
        ...(under > EPSILON ? [bindingOf(target, 'min', under)] : []),
      ];
    });
  const alone: BindingConstraint[] = [];
  for (let t = 0; t < model.targets.length; t++) {
    const solution = solver.solve(program(model, { elastic: new Set([t]) }));
    if (solution.status === 'error') return failed(solution.detail);
    if (solution.status === 'optimal') alone.push(...slackOf(solution.values, [t]));
  }
  if (alone.length > 0) {
    // Smallest relative give first: the constraint a person or dietitian could most easily move.
    const relative = (b: BindingConstraint) => b.slack / Math.max(1, Math.abs(b.limit));
    return infeasible(
      'targets',
      alone.sort((a, b) => relative(a) - relative(b)),
    );
  }
  const all = model.targets.map((_, t) => t);
  const solution = solver.solve(program(model, { elastic: new Set(all) }));
  if (solution.status !== 'optimal') {
    return failed(solution.status === 'error' ? solution.detail : 'elastic model infeasible');
  }
  return infeasible('targets', slackOf(solution.values, all));
}

type Failure = Err<PortionError>;
const failed = (detail: string): Failure => ({
  ok: false,
  error: { kind: 'solver-failed', detail },
});
const infeasible = (stage: 'targets' | 'rounding', binding: BindingConstraint[]): Failure => ({
  ok: false,
  error: { kind: 'infeasible-portions', stage, binding },
});

export interface SolveOptions {
  /** Name the binding constraints of an infeasible day (more solves; default true). */
  diagnose?: boolean;
  /** Search whole household steps when rounding the optimum misses (more solves; default true). */
  stepSearch?: boolean;
  /** LP solves that search may take (24 by default). */
  stepNodes?: number;
}

/** A day's continuous optimum, with its compiled model: what household steps start from. */
export interface ContinuousPortions {
  model: Compiled;
  /** Servings of each meal, then grams of each side, before rounding. */
  values: number[];
}

/**
 * The first half of `solvePortions`: the day's LP solved, or the constraints that cannot all
 * hold. A caller that may not keep this answer (a day with too many sides on a plate) looks at
 * it before paying for the household steps (`householdPortions`).
 */
export function continuousPortions(
  problem: PortionProblem,
  solver: LpSolver,
  options: SolveOptions = {},
): Result<ContinuousPortions, PortionError> {
  const model = compile(problem);
  // A caller with other recipes to try needs only the verdict: a cheap bound may give it.
  if (options.diagnose === false && outOfReach(model)) return infeasible('targets', []);
  // Aim inside every bound (half a rounding width where the day allows, less where it is
  // tight), so rounding to household steps rarely crosses one: one solve finds the widest inset
  // and the best portions there, or shows that no portions meet the day.
  const solution = solver.solve(program(model, { inset: ROUNDING_INSET }));
  if (solution.status === 'error') return failed(solution.detail);
  if (solution.status === 'infeasible') {
    // A caller with other recipes to try needs only the verdict, not the binding rules.
    return options.diagnose === false ? infeasible('targets', []) : diagnose(model, solver);
  }
  return { ok: true, value: { model, values: solution.values.slice(0, model.steps.length) } };
}

/** The continuous values at the nearest household step of each portion (no check). */
export function nearestSteps({ model, values }: ContinuousPortions): number[] {
  return values.map((value, k) => {
    const { step } = model.steps[k]!;
    return tidy(Math.round(value / step) * step);
  });
}

/**
 * The second half of `solvePortions`: the continuous optimum in household steps that still meet
 * every target, sides refined around the rounded meals, and the day's totals.
 */
export function householdPortions(
  problem: PortionProblem,
  { model, values: continuous }: ContinuousPortions,
  solver: LpSolver,
  options: SolveOptions = {},
): PortionResult {
  // Household steps: the nearest first; when those miss a bound, the exact whole-step program.
  let portions = roundPortions(model, continuous);
  if (options.stepSearch !== false) {
    portions ??= stepPortions(model, solver, continuous, options.stepNodes ?? MAX_BRANCH_NODES);
  }
  // Sides are columns only when a day needs them; then they also close the gap steps leave.
  if (portions && model.steps.length > model.meals) portions = refineSides(model, solver, portions);
  if (!portions) {
    return infeasible('rounding', misses(model, nearestSteps({ model, values: continuous })));
  }
  const totals: Partial<Record<PortionQuantity, number>> = {};
  for (const target of model.targets) {
    if (target.mealIndex === undefined && totals[target.nutrient] === undefined) {
      totals[target.nutrient] = tidy(dot(target.row, portions));
    }
  }
  return {
    ok: true,
    value: {
      servings: portions.slice(0, model.meals),
      sideGrams: portions.slice(model.meals),
      totals,
      energyDeviationKcal: tidy(dot(model.energy, portions) - problem.targets.energyKcal),
    },
  };
}

/**
 * Portions for a day's chosen meals (and optional sides) that meet every target, as close to the
 * energy target as they can be and then as close to one serving per meal, in household steps.
 * Or the constraints that cannot all hold, named, with the slack each would need.
 */
export function solvePortions(
  problem: PortionProblem,
  solver: LpSolver,
  options: SolveOptions = {},
): PortionResult {
  const found = continuousPortions(problem, solver, options);
  return found.ok ? householdPortions(problem, found.value, solver, options) : found;
}

export type RelaxedResult = Result<{ servings: number[] }, PortionError>;

/** A relaxed model compiled once: each solve sets its meals' upper bounds and costs. */
export interface RelaxedModel {
  /**
   * Feasible with the continuous servings of every meal column, or proven infeasible (with
   * `diagnose`, the binding constraints and their least slack). `meals[i]` gives column i's
   * upper bound and cost; the matrix and every other bound stay as compiled, so a session
   * solver applies only the changed bounds and costs.
   */
  solve(
    meals: readonly { max: number; cost: number }[],
    solver: LpSolver,
    options?: Pick<SolveOptions, 'diagnose'>,
  ): RelaxedResult;
}

/** The relaxed model of a day (`problem.slots` set), compiled for many solves. */
export function relaxedModel(problem: PortionProblem): RelaxedModel {
  if (!problem.slots) throw new Error('relaxedModel needs problem.slots');
  const compiled = compile(problem);
  const base = program(compiled);
  return {
    solve(meals, solver, options = {}) {
      if (meals.length !== compiled.meals) {
        throw new Error(`relaxed model has ${compiled.meals} meals, got ${meals.length}`);
      }
      const variables = base.variables.slice();
      meals.forEach((meal, i) => {
        variables[i] = { lower: variables[i]!.lower, upper: meal.max, cost: meal.cost };
      });
      // The same rows object: a session solver sees the matrix is unchanged.
      const solution = solver.solve({ variables, rows: base.rows });
      if (solution.status === 'error') return failed(solution.detail);
      if (solution.status === 'optimal') {
        return { ok: true, value: { servings: solution.values.slice(0, compiled.meals) } };
      }
      if (options.diagnose === false) return infeasible('targets', []);
      const model: Compiled = {
        ...compiled,
        steps: compiled.steps.map((step, k) =>
          k < meals.length ? { ...step, max: meals[k]!.max } : step,
        ),
        cost: Float64Array.from(compiled.cost, (cost, k) =>
          k < meals.length ? meals[k]!.cost : cost,
        ),
      };
      return diagnose(model, solver);
    },
  };
}

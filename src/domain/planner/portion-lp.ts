import type { NutrientKey } from '../foods/food';
import type { PlanTargets } from './meal-plan';

/**
 * Exact portions for a day whose recipes are already chosen: servings of each meal and grams of
 * each plain side as a small linear program (energy band, macro ranges, fiber floor, every daily
 * and per-meal limit), closest to the energy target and then to one serving per meal, rounded
 * to household steps and checked again. See docs/decisions/010-portion-lp-solver.md.
 *
 * The solver is passed in (`LpSolver`): the domain imports no package but zod, and the server
 * gives it the solver it loads (yalps today). The model and the answer do not depend on which.
 */

/** A column: `lower <= x <= upper` (lower finite), costing `cost` per unit in the minimised sum. */
export interface LpVariable {
  lower: number;
  upper: number;
  cost: number;
}

/** A row: `lower <= Σ coefficients[k] · x[columns[k]] <= upper` (±Infinity when open). */
export interface LpRow {
  lower: number;
  upper: number;
  columns: readonly number[];
  coefficients: readonly number[];
}

/** Minimise Σ cost · x over the rows and bounds. */
export interface LinearProgram {
  variables: readonly LpVariable[];
  rows: readonly LpRow[];
}

export type LpSolution =
  | { status: 'optimal'; values: readonly number[] }
  | { status: 'infeasible' }
  | { status: 'error'; detail: string };

/** A deterministic LP solver: same program, same answer. */
export interface LpSolver {
  readonly name: string;
  solve(program: LinearProgram): LpSolution;
}

type Amounts = Readonly<Partial<Record<NutrientKey, number | null>>>;

export interface PortionMeal {
  /** The recipe (or slot) this meal is, for the caller's bookkeeping. */
  id: string;
  /** Nutrients of one serving, as the recipe library computes them (null counts as 0). */
  perServing: Amounts;
  /** Realistic servings: within [min, max], shown in steps of `step` (0.25: ¼, ½, ¾). */
  servings: { min: number; max: number; step: number };
}

export interface PortionSide {
  id: string;
  /** The meal it is served with: its nutrients count toward that meal's per-meal limits. */
  mealIndex: number;
  /** Nutrients in 100 g (the food table's values). */
  per100g: Amounts;
  /** From 0 (left off) to `max` grams, in steps of `step` grams. */
  grams: { max: number; step: number };
}

export interface PortionProblem {
  meals: readonly PortionMeal[];
  sides?: readonly PortionSide[];
  targets: PlanTargets;
  /** Plan this share inside each limit (0.015 as the planner does, so grams rounded per
   * ingredient never tip a day over); 0 by default. */
  limitMargin?: number;
}

/** A constraint that cannot hold with the others, and by how much it would have to give. */
export interface BindingConstraint {
  /** The limit's rule id, or 'energy-band', 'carbs-range', 'protein-range', 'fat-range', 'fiber-min'. */
  id: string;
  nutrient: NutrientKey;
  bound: 'min' | 'max';
  /** The bound as the model used it (after the margin). */
  limit: number;
  /** How far past the bound the closest portions go, in the nutrient's unit. */
  slack: number;
  unit: string;
  /** For a per-meal limit: which meal. */
  mealIndex?: number;
}

export interface Portions {
  /** Servings per meal, in the meal's steps. */
  servings: number[];
  /** Grams per side, in the side's steps (0: left off). */
  sideGrams: number[];
  /** Day totals of the rounded portions for every nutrient the model constrains. */
  totals: Partial<Record<NutrientKey, number>>;
  /** Rounded day energy minus the target. */
  energyDeviationKcal: number;
}

export type PortionError =
  | {
      kind: 'infeasible-portions';
      /** 'targets': no portions meet them all; 'rounding': continuous portions do, household steps do not. */
      stage: 'targets' | 'rounding';
      binding: BindingConstraint[];
    }
  | { kind: 'solver-failed'; detail: string };

export type PortionResult = { ok: true; value: Portions } | { ok: false; error: PortionError };

/** One serving away from 1 costs as much as 1 kcal off target: energy comes first, by far. */
const PORTION_COST_PER_SERVING = 1;
/** A side's energy costs more than a meal's (kcal for kcal), so sides stay a last resort. */
const SIDE_COST_PER_KCAL = 0.05;
/** More fractional portions than this are rounded to the nearest step without a search. */
const MAX_ROUNDING_SEARCH = 12;
/** When household steps miss a target, solve again this far (in half-steps of rounding) inside
 * every bound, then round again. */
const ROUNDING_RETRIES = [0.5, 1];
const EPSILON = 1e-6;

interface Target {
  id: string;
  nutrient: NutrientKey;
  min: number;
  max: number;
  unit: string;
  mealIndex?: number;
  /** The nutrient per unit of each portion column (meal servings, then side grams). */
  row: Float64Array;
  /** The most rounding to household steps can move this total. */
  roundingHalfWidth: number;
}

/** The problem in numbers, computed once per solve. */
interface Compiled {
  problem: PortionProblem;
  targets: Target[];
  energy: Float64Array;
  /** Per portion column: bounds and household step. */
  steps: { min: number; max: number; step: number }[];
  /** Per portion column: its cost in the objective (sides only). */
  cost: Float64Array;
  meals: number;
}

const amount = (values: Amounts, nutrient: NutrientKey) => values[nutrient] ?? 0;

function compile(problem: PortionProblem): Compiled {
  const { targets, meals } = problem;
  const sides = problem.sides ?? [];
  for (const side of sides) {
    if (side.mealIndex < 0 || side.mealIndex >= meals.length) {
      throw new Error(`side ${side.id} goes with meal ${side.mealIndex}, which the day lacks`);
    }
  }
  const steps = [
    ...meals.map((meal) => ({ ...meal.servings })),
    ...sides.map((side) => ({ min: 0, max: side.grams.max, step: side.grams.step })),
  ];
  const rowOf = (nutrient: NutrientKey, mealIndex?: number) =>
    Float64Array.from([
      ...meals.map((meal, i) =>
        mealIndex === undefined || mealIndex === i ? amount(meal.perServing, nutrient) : 0,
      ),
      ...sides.map((side) =>
        mealIndex === undefined || mealIndex === side.mealIndex
          ? amount(side.per100g, nutrient) / 100
          : 0,
      ),
    ]);
  const list: Omit<Target, 'row' | 'roundingHalfWidth'>[] = [];
  const band = targets.energyKcal * targets.energyTolerance;
  list.push({
    id: 'energy-band',
    nutrient: 'energyKcal',
    min: targets.energyKcal - band,
    max: targets.energyKcal + band,
    unit: 'kcal',
  });
  const macros = [
    ['carbs-range', 'carbG', targets.macros.carbs],
    ['protein-range', 'proteinG', targets.macros.protein],
    ['fat-range', 'fatG', targets.macros.fat],
  ] as const;
  for (const [id, nutrient, range] of macros) {
    list.push({ id, nutrient, min: range.minG, max: range.maxG, unit: 'g' });
  }
  list.push({
    id: 'fiber-min',
    nutrient: 'fiberG',
    min: targets.fiberMinG,
    max: Infinity,
    unit: 'g',
  });
  const margin = 1 - (problem.limitMargin ?? 0);
  for (const limit of targets.limits) {
    if (limit.nutrient === 'addedSugarsG') {
      throw new Error('added sugars are not in the food table: planTargetsFrom leaves them out');
    }
    const bounds = {
      id: limit.id,
      nutrient: limit.nutrient,
      min: limit.min !== undefined ? limit.min / margin : -Infinity,
      max: limit.max !== undefined ? limit.max * margin : Infinity,
      unit: limit.unit,
    };
    if (limit.scope === 'day') list.push(bounds);
    else
      for (let mealIndex = 0; mealIndex < meals.length; mealIndex++) {
        list.push({ ...bounds, mealIndex });
      }
  }
  return {
    problem,
    targets: list.map((target) => {
      const row = rowOf(target.nutrient, target.mealIndex);
      const roundingHalfWidth = row.reduce(
        (sum, a, k) => sum + (Math.abs(a) * steps[k]!.step) / 2,
        0,
      );
      return { ...target, row, roundingHalfWidth };
    }),
    energy: rowOf('energyKcal'),
    steps,
    cost: Float64Array.from([
      ...meals.map(() => 0),
      ...sides.map((side) => (SIDE_COST_PER_KCAL * amount(side.per100g, 'energyKcal')) / 100),
    ]),
    meals: meals.length,
  };
}

/**
 * The LP. Columns: the portions (servings per meal, grams per side), energy over and under the
 * target, each meal's servings over and under 1, then two elastic columns per relaxed target.
 * With `elastic`, only the elastic columns cost (per unit relative to the bound): the program
 * finds the least slack. `tighten` moves every bound inside by that many rounding half-widths.
 */
function program(
  model: Compiled,
  options: { elastic?: ReadonlySet<number>; tighten?: number } = {},
): LinearProgram {
  const { elastic, tighten = 0 } = options;
  const diagnosing = elastic !== undefined;
  const portions = model.steps.length;
  const variables: LpVariable[] = model.steps.map((step, k) => ({
    lower: step.min,
    upper: step.max,
    cost: diagnosing ? 0 : model.cost[k]!,
  }));
  const free = (cost: number) => ({ lower: 0, upper: Infinity, cost: diagnosing ? 0 : cost });
  variables.push(free(1), free(1));
  for (let i = 0; i < model.meals; i++) {
    variables.push(free(PORTION_COST_PER_SERVING), free(PORTION_COST_PER_SERVING));
  }
  const portionColumns = model.steps.map((_, k) => k);
  const target = model.problem.targets.energyKcal;
  const rows: LpRow[] = [
    {
      lower: target,
      upper: target,
      columns: [...portionColumns, portions, portions + 1],
      coefficients: [...model.energy, -1, 1],
    },
  ];
  for (let i = 0; i < model.meals; i++) {
    const over = portions + 2 + 2 * i;
    rows.push({ lower: 1, upper: 1, columns: [i, over, over + 1], coefficients: [1, -1, 1] });
  }
  model.targets.forEach((t, index) => {
    const columns = [...portionColumns];
    const coefficients = [...t.row];
    if (elastic?.has(index)) {
      const scale = 1 / Math.max(1, Math.abs(Number.isFinite(t.max) ? t.max : t.min));
      columns.push(variables.length, variables.length + 1);
      coefficients.push(-1, 1);
      variables.push(
        { lower: 0, upper: Infinity, cost: scale },
        { lower: 0, upper: Infinity, cost: scale },
      );
    }
    const inset = tighten * t.roundingHalfWidth;
    const fits = t.max - t.min > 2 * inset;
    rows.push({
      lower: fits ? t.min + inset : t.min,
      upper: fits ? t.max - inset : t.max,
      columns,
      coefficients,
    });
  });
  return { variables, rows };
}

/** The portion LP of a day, as `solvePortions` first solves it (for benchmarks and tests). */
export function portionProgram(problem: PortionProblem): LinearProgram {
  return program(compile(problem));
}

const floorTo = (value: number, step: number) => Math.floor(value / step + EPSILON) * step;
const ceilTo = (value: number, step: number) => Math.ceil(value / step - EPSILON) * step;
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;
const dot = (row: Float64Array, portions: readonly number[]) =>
  row.reduce((sum, a, k) => sum + a * portions[k]!, 0);

function bindingOf(target: Target, bound: 'min' | 'max', slack: number): BindingConstraint {
  return {
    id: target.id,
    nutrient: target.nutrient,
    bound,
    limit: tidy(bound === 'max' ? target.max : target.min),
    slack: tidy(slack),
    unit: target.unit,
    ...(target.mealIndex !== undefined ? { mealIndex: target.mealIndex } : {}),
  };
}

/** How far the portions go past each target (empty when they meet all). */
function misses(model: Compiled, portions: readonly number[]): BindingConstraint[] {
  const out: BindingConstraint[] = [];
  for (const target of model.targets) {
    const value = dot(target.row, portions);
    const tolerance = EPSILON * Math.max(1, Math.abs(value));
    if (value > target.max + tolerance) out.push(bindingOf(target, 'max', value - target.max));
    else if (value < target.min - tolerance) {
      out.push(bindingOf(target, 'min', target.min - value));
    }
  }
  return out;
}

/** The objective of the main model at given portions. */
function objectiveAt(model: Compiled, portions: readonly number[]): number {
  let cost = Math.abs(dot(model.energy, portions) - model.problem.targets.energyKcal);
  for (let k = 0; k < portions.length; k++) {
    cost += k < model.meals ? PORTION_COST_PER_SERVING * Math.abs(portions[k]! - 1) : 0;
    cost += model.cost[k]! * portions[k]!;
  }
  return cost;
}

/**
 * Household amounts: each portion goes down or up to its step; of every such combination
 * (nearest only when there are too many), the cheapest that meets all targets.
 */
function roundPortions(model: Compiled, continuous: readonly number[]) {
  const choices = continuous.map((value, k) => {
    const { min, max, step } = model.steps[k]!;
    const clamp = (v: number) => tidy(Math.min(max, Math.max(min, v)));
    const down = clamp(floorTo(value, step));
    const up = clamp(ceilTo(value, step));
    if (down === up) return [down];
    return value - down <= up - value ? [down, up] : [up, down];
  });
  const nearest = choices.map((options) => options[0]!);
  const fractional = choices.flatMap((options, k) => (options.length > 1 ? [k] : []));
  if (fractional.length > MAX_ROUNDING_SEARCH) {
    return misses(model, nearest).length === 0 ? nearest : null;
  }
  const trials: { portions: number[]; cost: number }[] = [];
  for (let mask = 0; mask < 1 << fractional.length; mask++) {
    const portions = nearest.slice();
    fractional.forEach((k, bit) => {
      if (mask & (1 << bit)) portions[k] = choices[k]![1]!;
    });
    trials.push({ portions, cost: objectiveAt(model, portions) });
  }
  // Stable sort: equal costs keep mask order, so the answer is the same every time.
  trials.sort((a, b) => a.cost - b.cost);
  return trials.find((trial) => misses(model, trial.portions).length === 0)?.portions ?? null;
}

/**
 * With the meals' servings rounded, the sides (in fine gram steps) solved again around them: what
 * closes the gap quarter servings leave to the energy target. Kept only when it costs less.
 */
function refineSides(model: Compiled, solver: LpSolver, portions: number[]): number[] {
  const fixed: Compiled = {
    ...model,
    steps: model.steps.map((step, k) =>
      k < model.meals ? { ...step, min: portions[k]!, max: portions[k]! } : step,
    ),
  };
  const solution = solver.solve(program(fixed));
  if (solution.status !== 'optimal') return portions;
  const refined = roundPortions(fixed, solution.values.slice(0, model.steps.length));
  return refined && objectiveAt(model, refined) < objectiveAt(model, portions) - EPSILON
    ? refined
    : portions;
}

/**
 * Which targets cannot all hold: each relaxed alone in turn, those that alone would let the day
 * fit, with their least slack; when none alone does, the least total slack over all of them.
 */
function diagnose(model: Compiled, solver: LpSolver): PortionResult {
  const base = model.steps.length + 2 + 2 * model.meals;
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

const failed = (detail: string): PortionResult => ({
  ok: false,
  error: { kind: 'solver-failed', detail },
});
const infeasible = (
  stage: 'targets' | 'rounding',
  binding: BindingConstraint[],
): PortionResult => ({
  ok: false,
  error: { kind: 'infeasible-portions', stage, binding },
});

/**
 * Portions for a day's chosen meals (and optional sides) that meet every target, as close to the
 * energy target as they can be and then as close to one serving per meal, in household steps.
 * Or the constraints that cannot all hold, named, with the slack each would need.
 */
export function solvePortions(problem: PortionProblem, solver: LpSolver): PortionResult {
  const model = compile(problem);
  const solution = solver.solve(program(model));
  if (solution.status === 'error') return failed(solution.detail);
  if (solution.status === 'infeasible') return diagnose(model, solver);
  const portionsOf = (values: readonly number[]) => values.slice(0, model.steps.length);
  let portions = roundPortions(model, portionsOf(solution.values));
  // Steps too coarse for where the optimum sits: aim further inside the bounds and round again.
  for (const tighten of ROUNDING_RETRIES) {
    if (portions) break;
    const inset = solver.solve(program(model, { tighten }));
    if (inset.status === 'optimal') portions = roundPortions(model, portionsOf(inset.values));
  }
  if (portions && model.steps.length > model.meals) portions = refineSides(model, solver, portions);
  if (!portions) {
    const nearest = portionsOf(solution.values).map((value, k) => {
      const { step } = model.steps[k]!;
      return tidy(Math.round(value / step) * step);
    });
    return infeasible('rounding', misses(model, nearest));
  }
  const totals: Partial<Record<NutrientKey, number>> = {};
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

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
  /**
   * A solver that keeps state between solves (HiGHS: one native model, each program applied as
   * changes to the last and solved from its basis). Deterministic for the same programs in the
   * same order, so each plan, swap or edit opens its own (`inSession`).
   */
  session?(): LpSession;
}

/** A solver with state; `dispose()` frees it. */
export interface LpSession extends LpSolver {
  dispose(): void;
}

/** Runs `work` with a fresh session of `solver` (or the solver itself, when it has none). */
export function inSession<T>(solver: LpSolver, work: (solver: LpSolver) => T): T {
  const session = solver.session?.();
  if (!session) return work(solver);
  try {
    return work(session);
  } finally {
    session.dispose();
  }
}

/**
 * What a row may count: a nutrient of the food table, or ounce-equivalents of refined grains (a
 * slice of white bread, half a cup of cooked white rice), which the analysis may limit.
 */
export type PortionQuantity = NutrientKey | 'refinedGrainOzEq';

type Amounts = Readonly<Partial<Record<PortionQuantity, number | null>>>;

export interface PortionMeal {
  /** The recipe (or slot) this meal is, for the caller's bookkeeping. */
  id: string;
  /** Nutrients of one serving, as the recipe library computes them (null counts as 0). */
  perServing: Amounts;
  /** Realistic servings: within [min, max], shown in steps of `step` (0.25: ¼, ½, ¾). */
  servings: { min: number; max: number; step: number };
  /** The portion to stay near (1 serving by default; a swap keeps the day's other meals at 1). */
  preferred?: number;
  /** What each serving away from `preferred` costs, in kcal off target (1 by default). */
  costPerServing?: number;
  /** In a relaxed model (`PortionProblem.slots`): the place this candidate recipe may fill. */
  slot?: number;
  /**
   * What each serving costs outright, in kcal off target (0 by default): in a relaxed model, how
   * much the day would rather not have this recipe (used before, not liked).
   */
  cost?: number;
}

/** A bound on one meal (with its sides) beyond the targets' own: a diabetic meal's carbohydrate. */
export interface PortionMealLimit {
  id: string;
  nutrient: PortionQuantity;
  mealIndex: number;
  min?: number;
  max?: number;
  unit: string;
}

/**
 * Where a meal's energy should sit (the portion guide's split): free inside
 * `targetKcal × (1 ± tolerance)`, costing `costPerKcal` per kcal outside. Never makes a day
 * infeasible.
 */
export interface PortionMealEnergy {
  mealIndex: number;
  targetKcal: number;
  tolerance: number;
  costPerKcal: number;
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
  /** Per-meal bounds beyond the targets' limits (kept inside by the same margin). */
  mealLimits?: readonly PortionMealLimit[];
  /** Day bounds beyond the targets' limits (refined grains), kept inside by the same margin. */
  dayLimits?: readonly Omit<PortionMealLimit, 'mealIndex'>[];
  /** The day never goes below this, even where the ±tolerance band would (the analysis's floor). */
  energyMinKcal?: number;
  /** Nor above this (a widened day keeps to the range the analysis states). */
  energyMaxKcal?: number;
  /** The meal and snack split the day aims for. */
  mealEnergy?: readonly PortionMealEnergy[];
  /**
   * The relaxed model: each meal is a candidate recipe for a place (`PortionMeal.slot`), and each
   * place's servings, summed over its candidates, stay within these bounds. Any choice of one
   * recipe per place is a point of this model, so when it is infeasible no choice can work.
   * Per-meal limits, sides and `mealIndex` then count places, not meals.
   */
  slots?: readonly { min: number; max: number }[];
}

/** A constraint that cannot hold with the others, and by how much it would have to give. */
export interface BindingConstraint {
  /** The limit's rule id, or 'energy-band', 'carbs-range', 'protein-range', 'fat-range', 'fiber-min'. */
  id: string;
  nutrient: PortionQuantity;
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
  totals: Partial<Record<PortionQuantity, number>>;
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
/** How far inside each bound the first solve aims at most, in half-widths of rounding to steps. */
const ROUNDING_INSET = 0.5;
/** What a unit of inset is worth in the objective: far more than anything else in it. */
const INSET_WORTH = 1e4;
/** More fractional portions than this are rounded to the nearest step without a search. */
const MAX_ROUNDING_SEARCH = 12;
const EPSILON = 1e-6;

interface Target {
  id: string;
  nutrient: PortionQuantity;
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
  /** Per meal: the portion it stays near and what each serving away costs. */
  preferred: number[];
  keepCost: number[];
  /** The relaxed model's places: the candidate columns whose servings sum within bounds. */
  slotRows: { min: number; max: number; columns: number[] }[];
  /** Soft meal-energy rows: the meal's energy row and its free band. */
  soft: { row: Float64Array; min: number; max: number; costPerKcal: number }[];
}

const amount = (values: Amounts, nutrient: PortionQuantity) => values[nutrient] ?? 0;

function compile(problem: PortionProblem): Compiled {
  const { targets, meals } = problem;
  const sides = problem.sides ?? [];
  const places = problem.slots?.length ?? meals.length;
  const placeOf = (i: number) => (problem.slots ? (meals[i]!.slot ?? -1) : i);
  for (const side of sides) {
    if (side.mealIndex < 0 || side.mealIndex >= places) {
      throw new Error(`side ${side.id} goes with meal ${side.mealIndex}, which the day lacks`);
    }
  }
  const steps = [
    ...meals.map((meal) => ({ ...meal.servings })),
    ...sides.map((side) => ({ min: 0, max: side.grams.max, step: side.grams.step })),
  ];
  const rowOf = (nutrient: PortionQuantity, mealIndex?: number) => {
    const row = new Float64Array(meals.length + sides.length);
    meals.forEach((meal, i) => {
      if (mealIndex === undefined || mealIndex === placeOf(i)) {
        row[i] = amount(meal.perServing, nutrient);
      }
    });
    sides.forEach((side, k) => {
      if (mealIndex === undefined || mealIndex === side.mealIndex) {
        row[meals.length + k] = amount(side.per100g, nutrient) / 100;
      }
    });
    return row;
  };
  const list: Omit<Target, 'row' | 'roundingHalfWidth'>[] = [];
  const band = targets.energyKcal * targets.energyTolerance;
  list.push({
    id: 'energy-band',
    nutrient: 'energyKcal',
    min: Math.max(targets.energyKcal - band, problem.energyMinKcal ?? -Infinity),
    max: Math.min(targets.energyKcal + band, problem.energyMaxKcal ?? Infinity),
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
      for (let mealIndex = 0; mealIndex < places; mealIndex++) {
        list.push({ ...bounds, mealIndex });
      }
  }
  const extra: (Omit<PortionMealLimit, 'mealIndex'> & { mealIndex?: number })[] = [
    ...(problem.dayLimits ?? []),
    ...(problem.mealLimits ?? []),
  ];
  for (const limit of extra) {
    const { mealIndex } = limit;
    if (mealIndex !== undefined && (mealIndex < 0 || mealIndex >= places)) {
      throw new Error(`meal limit ${limit.id} is for meal ${mealIndex}, which the day lacks`);
    }
    list.push({
      id: limit.id,
      nutrient: limit.nutrient,
      min: limit.min !== undefined ? limit.min / margin : -Infinity,
      max: limit.max !== undefined ? limit.max * margin : Infinity,
      unit: limit.unit,
      ...(mealIndex !== undefined ? { mealIndex } : {}),
    });
  }
  return {
    problem,
    targets: list.map((target) => {
      const row = rowOf(target.nutrient, target.mealIndex);
      let roundingHalfWidth = 0;
      for (let k = 0; k < row.length; k++)
        roundingHalfWidth += (Math.abs(row[k]!) * steps[k]!.step) / 2;
      return { ...target, row, roundingHalfWidth };
    }),
    energy: rowOf('energyKcal'),
    steps,
    cost: Float64Array.from([
      ...meals.map((meal) => meal.cost ?? 0),
      ...sides.map((side) => (SIDE_COST_PER_KCAL * amount(side.per100g, 'energyKcal')) / 100),
    ]),
    meals: meals.length,
    preferred: meals.map((meal) => meal.preferred ?? 1),
    keepCost: meals.map((meal) => meal.costPerServing ?? PORTION_COST_PER_SERVING),
    slotRows: (problem.slots ?? []).map((bounds, place) => ({
      ...bounds,
      columns: meals.flatMap((_, i) => (placeOf(i) === place ? [i] : [])),
    })),
    soft: (problem.mealEnergy ?? []).map((split) => ({
      row: rowOf('energyKcal', split.mealIndex),
      min: split.targetKcal * (1 - split.tolerance),
      max: split.targetKcal * (1 + split.tolerance),
      costPerKcal: split.costPerKcal,
    })),
  };
}

/** The first elastic column of a diagnosing program: after portions, energy, meals, soft rows. */
const firstElasticColumn = (model: Compiled) =>
  model.steps.length + 2 + 2 * keptMeals(model).length + 2 * model.soft.length;

/** The meals whose distance from their preferred portion costs (a relaxed model's cost none). */
const keptMeals = (model: Compiled) => model.keepCost.flatMap((cost, i) => (cost > 0 ? [i] : []));

/**
 * The LP. Columns: the portions (servings per meal, grams per side), energy over and under the
 * target, each meal's servings over and under 1, then two elastic columns per relaxed target.
 * With `elastic`, only the elastic columns cost (per unit relative to the bound): the program
 * finds the least slack. With `inset`, a last column moves every bound inside by that column
 * times the target's rounding half-width (up to `inset`; a range too narrow for that keeps its
 * bounds), worth far more than anything else: one solve finds how far from its bounds the day
 * can sit and the best portions there.
 */
function program(
  model: Compiled,
  options: { elastic?: ReadonlySet<number>; inset?: number } = {},
): LinearProgram {
  const { elastic, inset } = options;
  const diagnosing = elastic !== undefined;
  const portions = model.steps.length;
  const variables: LpVariable[] = model.steps.map((step, k) => ({
    lower: step.min,
    upper: step.max,
    cost: diagnosing ? 0 : model.cost[k]!,
  }));
  const free = (cost: number) => ({ lower: 0, upper: Infinity, cost: diagnosing ? 0 : cost });
  variables.push(free(1), free(1));
  const kept = keptMeals(model);
  for (const i of kept) variables.push(free(model.keepCost[i]!), free(model.keepCost[i]!));
  const softColumns = variables.length;
  for (const soft of model.soft) variables.push(free(soft.costPerKcal), free(soft.costPerKcal));
  const insetColumn = variables.length;
  if (inset !== undefined) variables.push({ lower: 0, upper: inset, cost: -INSET_WORTH });
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
  kept.forEach((i, n) => {
    const over = portions + 2 + 2 * n;
    const at = model.preferred[i]!;
    rows.push({ lower: at, upper: at, columns: [i, over, over + 1], coefficients: [1, -1, 1] });
  });
  for (const slot of model.slotRows) {
    rows.push({
      lower: slot.min,
      upper: slot.max,
      columns: slot.columns,
      coefficients: slot.columns.map(() => 1),
    });
  }
  model.soft.forEach((soft, n) => {
    const over = softColumns + 2 * n;
    rows.push({
      lower: soft.min,
      upper: soft.max,
      columns: [...portionColumns, over, over + 1],
      coefficients: [...soft.row, -1, 1],
    });
  });
  model.targets.forEach((t, index) => {
    const columns: number[] = [];
    const coefficients: number[] = [];
    for (let k = 0; k < t.row.length; k++) {
      if (t.row[k] !== 0) {
        columns.push(k);
        coefficients.push(t.row[k]!);
      }
    }
    if (elastic?.has(index)) {
      const scale = 1 / Math.max(1, Math.abs(Number.isFinite(t.max) ? t.max : t.min));
      columns.push(variables.length, variables.length + 1);
      coefficients.push(-1, 1);
      variables.push(
        { lower: 0, upper: Infinity, cost: scale },
        { lower: 0, upper: Infinity, cost: scale },
      );
    }
    if (inset === undefined) {
      rows.push({ lower: t.min, upper: t.max, columns, coefficients });
      return;
    }
    const width = t.max - t.min > 2 * inset * t.roundingHalfWidth ? t.roundingHalfWidth : 0;
    const withInset = (sign: number) => ({
      columns: [...columns, insetColumn],
      coefficients: [...coefficients, sign * width],
    });
    if (Number.isFinite(t.min)) rows.push({ lower: t.min, upper: Infinity, ...withInset(-1) });
    if (Number.isFinite(t.max)) rows.push({ lower: -Infinity, upper: t.max, ...withInset(1) });
  });
  return { variables, rows };
}

/** The portion LP of a day at its bounds, without the inset (for benchmarks and tests). */
export function portionProgram(problem: PortionProblem): LinearProgram {
  return program(compile(problem));
}

const floorTo = (value: number, step: number) => Math.floor(value / step + EPSILON) * step;
const ceilTo = (value: number, step: number) => Math.ceil(value / step - EPSILON) * step;
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;
function dot(row: Float64Array, portions: readonly number[]): number {
  let sum = 0;
  for (let k = 0; k < row.length; k++) sum += row[k]! * portions[k]!;
  return sum;
}

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
  return objectiveWith(
    model,
    portions,
    dot(model.energy, portions),
    model.soft.map((soft) => dot(soft.row, portions)),
  );
}

/** The objective at given portions whose day energy and soft-row energies are already summed. */
function objectiveWith(
  model: Compiled,
  portions: readonly number[],
  energy: number,
  softEnergy: readonly number[],
): number {
  let cost = Math.abs(energy - model.problem.targets.energyKcal);
  for (let k = 0; k < portions.length; k++) {
    cost += k < model.meals ? model.keepCost[k]! * Math.abs(portions[k]! - model.preferred[k]!) : 0;
    cost += model.cost[k]! * portions[k]!;
  }
  model.soft.forEach((soft, n) => {
    const value = softEnergy[n]!;
    cost += soft.costPerKcal * Math.max(0, soft.min - value, value - soft.max);
  });
  return cost;
}

/**
 * The portions' bounds cut to what each per-meal limit leaves room for: a meal's carbohydrate
 * limit, say, caps its servings and its sides. Null when a meal exceeds its limit even at its
 * least portions.
 */
function withinMealLimits(model: Compiled): Compiled['steps'] | null {
  let steps = model.steps;
  for (const target of model.targets) {
    if (target.mealIndex === undefined || !Number.isFinite(target.max)) continue;
    const a = target.row;
    let base = 0;
    for (let k = 0; k < steps.length; k++) base += a[k]! * steps[k]!.min;
    const room = target.max - base;
    if (room < -EPSILON * Math.max(1, Math.abs(target.max))) return null;
    for (let k = 0; k < steps.length; k++) {
      if (a[k]! <= 0) continue;
      const reach = steps[k]!.min + room / a[k]!;
      if (reach < steps[k]!.max - EPSILON) {
        if (steps === model.steps) steps = steps.slice();
        steps[k] = { ...steps[k]!, max: Math.max(reach, steps[k]!.min) };
      }
    }
  }
  return steps;
}

/**
 * True when some target is out of reach of the portions' bounds (cut by the per-meal limits)
 * even with only the energy band beside it: its least (greatest) amount at any energy in the
 * band, each a fractional knapsack, is over (under) it. A necessary condition of the LP, checked in microseconds, so most days a
 * draw cannot fill never reach the solver. False says nothing.
 */
function outOfReach(model: Compiled): boolean {
  const band = model.targets.find((target) => target.id === 'energy-band');
  if (!band) return false;
  const e = band.row;
  const steps = withinMealLimits(model);
  if (!steps) return true;
  let baseEnergy = 0;
  let topEnergy = 0;
  for (let k = 0; k < steps.length; k++) {
    baseEnergy += e[k]! * steps[k]!.min;
    topEnergy += e[k]! * steps[k]!.max;
  }
  if (baseEnergy > band.max + EPSILON || topEnergy < band.min - EPSILON) return true;
  const order = steps.map((_, k) => k).filter((k) => e[k]! > 0);
  for (const target of model.targets) {
    if (target === band) continue;
    const a = target.row;
    let base = 0;
    for (let k = 0; k < steps.length; k++) base += a[k]! * steps[k]!.min;
    if (Number.isFinite(target.max) && baseEnergy < band.min) {
      // The least of this nutrient that still reaches the band's floor: leanest energy first.
      order.sort((i, j) => a[i]! / e[i]! - a[j]! / e[j]!);
      let need = band.min - baseEnergy;
      let least = base;
      for (const k of order) {
        if (need <= 0) break;
        const take = Math.min(need / e[k]!, steps[k]!.max - steps[k]!.min);
        least += a[k]! * take;
        need -= e[k]! * take;
      }
      if (least > target.max * (1 + 1e-9) + EPSILON) return true;
    } else if (base > target.max * (1 + 1e-9) + EPSILON) return true;
    if (Number.isFinite(target.min) && target.min > 0) {
      // The most of it within the band's ceiling: richest energy first, free columns in full.
      let most = base;
      let room = band.max - baseEnergy;
      for (let k = 0; k < steps.length; k++) {
        if (e[k]! <= 0 && a[k]! > 0) most += a[k]! * (steps[k]!.max - steps[k]!.min);
      }
      order.sort((i, j) => a[j]! / e[j]! - a[i]! / e[i]!);
      for (const k of order) {
        if (room <= 0 || a[k]! <= 0) break;
        const take = Math.min(room / e[k]!, steps[k]!.max - steps[k]!.min);
        most += a[k]! * take;
        room -= e[k]! * take;
      }
      if (most < target.min * (1 - 1e-9) - EPSILON) return true;
    }
  }
  return false;
}

/**
 * Household amounts: each portion goes down or up to its step; of every such combination
 * (nearest only when there are too many), the cheapest that meets all targets, the first in
 * combination order among equals. The combinations are walked in Gray-code order, each one
 * portion away from the last, so every total moves by one column's amount instead of being summed
 * again: 4,096 combinations cost about as much as a few dozen full sums.
 */
function roundPortions(model: Compiled, continuous: readonly number[]): number[] | null {
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
  if (fractional.length > MAX_ROUNDING_SEARCH || fractional.length === 0) {
    return misses(model, nearest).length === 0 ? nearest : null;
  }
  const { targets, soft, energy } = model;
  const portions = nearest.slice();
  const totals = targets.map((target) => dot(target.row, portions));
  const softTotals = soft.map((row) => dot(row.row, portions));
  let energyTotal = dot(energy, portions);
  const fits = () =>
    totals.every((value, t) => {
      const tolerance = EPSILON * Math.max(1, Math.abs(value));
      return value <= targets[t]!.max + tolerance && value >= targets[t]!.min - tolerance;
    });
  let best: { mask: number; cost: number; portions: number[] } | null = null;
  for (let i = 0; i < 1 << fractional.length; i++) {
    if (i > 0) {
      // Gray code: step i flips the portion of its lowest set bit.
      const k = fractional[31 - Math.clz32(i & -i)]!;
      const [first, second] = choices[k] as [number, number];
      const next = portions[k] === first ? second : first;
      const change = next - portions[k]!;
      portions[k] = next;
      totals.forEach((_, t) => {
        totals[t]! += targets[t]!.row[k]! * change;
      });
      softTotals.forEach((_, n) => {
        softTotals[n]! += soft[n]!.row[k]! * change;
      });
      energyTotal += energy[k]! * change;
    }
    if (!fits()) continue;
    const mask = i ^ (i >> 1);
    const value = objectiveWith(model, portions, energyTotal, softTotals);
    const tie = best !== null && Math.abs(value - best.cost) <= 1e-9 * Math.max(1, value);
    if (!best || (tie ? mask < best.mask : value < best.cost)) {
      best = { mask, cost: value, portions: portions.slice() };
    }
  }
  // The totals were summed one change at a time: the answer is checked against the full sums.
  return best && misses(model, best.portions).length === 0 ? best.portions : null;
}

/** LP solves a branch-and-bound search for whole household steps may take. */
const MAX_BRANCH_NODES = 24;

/**
 * Portions in whole household steps when rounding the optimum misses a bound: a small
 * depth-first branch and bound on the continuous model. Each node solves the LP with some
 * portions' ranges cut at a step (at or below the floor, or at or above the ceiling of the most
 * fractional portion), nearer side first, and rounds its answer; the first rounding that meets
 * every target wins. Null when none does within the node budget.
 */
function stepPortions(
  model: Compiled,
  solver: LpSolver,
  start: readonly number[],
  maxNodes: number,
): number[] | null {
  let nodes = 0;
  const visit = (bounds: Compiled['steps'], at: readonly number[]): number[] | null => {
    // The most fractional meal portion, in steps; a side only once every meal is in whole
    // steps: a quarter serving moves the day far more than a side's step, and fine side steps
    // around whole meals rarely miss.
    let branch = -1;
    let farthest = 0;
    at.forEach((value, k) => {
      const steps = value / bounds[k]!.step;
      const fraction = Math.abs(steps - Math.round(steps));
      const priority = fraction + (k < model.meals ? 1 : 0);
      if (fraction > EPSILON && priority > farthest) {
        farthest = priority;
        branch = k;
      }
    });
    if (branch < 0) return null;
    const { step } = bounds[branch]!;
    const down = floorTo(at[branch]!, step);
    const up = ceilTo(at[branch]!, step);
    const children = [
      { ...bounds[branch]!, max: down },
      { ...bounds[branch]!, min: up },
    ].filter((child) => child.min <= child.max + EPSILON);
    if (at[branch]! - down > up - at[branch]!) children.reverse();
    for (const child of children) {
      if (nodes++ >= maxNodes) return null;
      const steps = bounds.map((entry, k) => (k === branch ? child : entry));
      const node: Compiled = { ...model, steps };
      const solution = solver.solve(program(node, { inset: ROUNDING_INSET }));
      if (solution.status !== 'optimal') continue;
      const values = solution.values.slice(0, steps.length);
      const rounded = roundPortions(node, values);
      if (rounded && misses(model, rounded).length === 0) return rounded;
      const deeper = visit(steps, values);
      if (deeper) return deeper;
    }
    return null;
  };
  return visit(model.steps, start);
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

type Failure = { ok: false; error: PortionError };
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
  const continuous = solution.values.slice(0, model.steps.length);
  // Household steps: the nearest first; when those miss a bound, the exact whole-step program.
  let portions = roundPortions(model, continuous);
  if (options.stepSearch !== false) {
    portions ??= stepPortions(model, solver, continuous, options.stepNodes ?? MAX_BRANCH_NODES);
  }
  // Sides are columns only when a day needs them; then they also close the gap steps leave.
  if (portions && model.steps.length > model.meals) portions = refineSides(model, solver, portions);
  if (!portions) {
    const nearest = continuous.map((value, k) => {
      const { step } = model.steps[k]!;
      return tidy(Math.round(value / step) * step);
    });
    return infeasible('rounding', misses(model, nearest));
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

export type RelaxedResult =
  | { ok: true; value: { servings: number[] } }
  | { ok: false; error: PortionError };

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

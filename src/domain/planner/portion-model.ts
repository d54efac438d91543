import type { LinearProgram, LpRow, LpVariable } from './linear-program';
import type {
  Amounts,
  BindingConstraint,
  PortionMealLimit,
  PortionProblem,
  PortionQuantity,
} from './portion-problem';

/**
 * The portion problem in numbers (`compile`), the LP built from it (`program`: the inset, the
 * elastic rows of a diagnosis) and what a set of portions reaches (`misses`, the objective).
 */

/** One serving away from 1 costs as much as 1 kcal off target: energy comes first, by far. */
const PORTION_COST_PER_SERVING = 1;
/** A side's energy costs more than a meal's (kcal for kcal), so sides stay a last resort. */
const SIDE_COST_PER_KCAL = 0.05;
/** How far inside each bound the first solve aims at most, in half-widths of rounding to steps. */
export const ROUNDING_INSET = 0.5;
/** What a unit of inset is worth in the objective: far more than anything else in it. */
const INSET_WORTH = 1e4;
export const EPSILON = 1e-6;

export interface Target {
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
  /** The row's nonzero entries (column, coefficient), as the program's rows list them. */
  columns: readonly number[];
  coefficients: readonly number[];
}

/** The problem in numbers, computed once per solve. */
export interface Compiled {
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

/** A limit's bounds with the planning margin taken off both ends; a missing end is open. */
function withMargin(
  limit: { id: string; min?: number; max?: number; unit: string },
  nutrient: PortionQuantity,
  margin: number,
): Omit<Target, 'row' | 'roundingHalfWidth' | 'mealIndex' | 'columns' | 'coefficients'> {
  return {
    id: limit.id,
    nutrient,
    min: limit.min !== undefined ? limit.min / margin : -Infinity,
    max: limit.max !== undefined ? limit.max * margin : Infinity,
    unit: limit.unit,
  };
}

export function compile(problem: PortionProblem): Compiled {
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
  // Each nutrient's amounts over the whole day, read once; a meal's row copies its own columns.
  const dayRows = new Map<PortionQuantity, Float64Array>();
  const dayRow = (nutrient: PortionQuantity) => {
    let row = dayRows.get(nutrient);
    if (!row) {
      row = new Float64Array(meals.length + sides.length);
      for (let i = 0; i < meals.length; i++) row[i] = amount(meals[i]!.perServing, nutrient);
      for (let k = 0; k < sides.length; k++) {
        row[meals.length + k] = amount(sides[k]!.per100g, nutrient) / 100;
      }
      dayRows.set(nutrient, row);
    }
    return row;
  };
  const rowOf = (nutrient: PortionQuantity, mealIndex?: number) => {
    const day = dayRow(nutrient);
    if (mealIndex === undefined) return day.slice();
    const row = new Float64Array(day.length);
    for (let i = 0; i < meals.length; i++) if (placeOf(i) === mealIndex) row[i] = day[i]!;
    for (let k = 0; k < sides.length; k++) {
      if (sides[k]!.mealIndex === mealIndex) row[meals.length + k] = day[meals.length + k]!;
    }
    return row;
  };
  const list: Omit<Target, 'row' | 'roundingHalfWidth' | 'columns' | 'coefficients'>[] = [];
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
    const bounds = withMargin(limit, limit.nutrient, margin);
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
      ...withMargin(limit, limit.nutrient, margin),
      ...(mealIndex !== undefined ? { mealIndex } : {}),
    });
  }
  return {
    problem,
    targets: list.map((target) => {
      const row = rowOf(target.nutrient, target.mealIndex);
      let roundingHalfWidth = 0;
      const columns: number[] = [];
      const coefficients: number[] = [];
      for (let k = 0; k < row.length; k++) {
        roundingHalfWidth += (Math.abs(row[k]!) * steps[k]!.step) / 2;
        if (row[k] !== 0) {
          columns.push(k);
          coefficients.push(row[k]!);
        }
      }
      // Written out, not spread: targets come in two shapes (with a meal or without), and a
      // spread of them was the costliest line of a plan.
      const compiled: Target = {
        id: target.id,
        nutrient: target.nutrient,
        min: target.min,
        max: target.max,
        unit: target.unit,
        row,
        roundingHalfWidth,
        columns,
        coefficients,
      };
      if (target.mealIndex !== undefined) compiled.mealIndex = target.mealIndex;
      return compiled;
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
export const firstElasticColumn = (model: Compiled) =>
  model.steps.length + 2 + 2 * keptMeals(model).length + 2 * model.soft.length;

/** The meals whose distance from their preferred portion costs (a relaxed model's cost none). */
const keptMeals = (model: Compiled) => model.keepCost.flatMap((cost, i) => (cost > 0 ? [i] : []));

/**
 * A row's coefficients, then -1 and 1 for its over and under columns: a plain copy, since
 * spreading a typed array goes through its iterator.
 */
function withOverUnder(row: Float64Array): number[] {
  const coefficients = new Array<number>(row.length + 2);
  for (let k = 0; k < row.length; k++) coefficients[k] = row[k]!;
  coefficients[row.length] = -1;
  coefficients[row.length + 1] = 1;
  return coefficients;
}

/**
 * The LP. Columns: the portions (servings per meal, grams per side), energy over and under the
 * target, each meal's servings over and under 1, then two elastic columns per relaxed target.
 * With `elastic`, only the elastic columns cost (per unit relative to the bound): the program
 * finds the least slack. With `inset`, a last column moves every bound inside by that column
 * times the target's rounding half-width (up to `inset`; a range too narrow for that keeps its
 * bounds), worth far more than anything else: one solve finds how far from its bounds the day
 * can sit and the best portions there.
 */
export function program(
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
      coefficients: withOverUnder(model.energy),
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
      coefficients: withOverUnder(soft.row),
    });
  });
  model.targets.forEach((t, index) => {
    // The compiled row's entries, shared by every program of this model (never changed here).
    let { columns, coefficients } = t;
    if (elastic?.has(index)) {
      const scale = 1 / Math.max(1, Math.abs(Number.isFinite(t.max) ? t.max : t.min));
      columns = [...columns, variables.length, variables.length + 1];
      coefficients = [...coefficients, -1, 1];
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

export const floorTo = (value: number, step: number) => Math.floor(value / step + EPSILON) * step;
export const ceilTo = (value: number, step: number) => Math.ceil(value / step - EPSILON) * step;
export const tidy = (value: number) => Math.round(value * 1e6) / 1e6;
export function dot(row: Float64Array, portions: readonly number[]): number {
  let sum = 0;
  for (let k = 0; k < row.length; k++) sum += row[k]! * portions[k]!;
  return sum;
}

export function bindingOf(target: Target, bound: 'min' | 'max', slack: number): BindingConstraint {
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
export function misses(model: Compiled, portions: readonly number[]): BindingConstraint[] {
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
export function objectiveAt(model: Compiled, portions: readonly number[]): number {
  return objectiveWith(
    model,
    portions,
    dot(model.energy, portions),
    model.soft.map((soft) => dot(soft.row, portions)),
  );
}

/** The objective at given portions whose day energy and soft-row energies are already summed. */
export function objectiveWith(
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

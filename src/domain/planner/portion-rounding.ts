import type { LinearProgram, LpSolver } from './linear-program';
import {
  type Compiled,
  ceilTo,
  dot,
  EPSILON,
  floorTo,
  misses,
  objectiveAt,
  objectiveWith,
  program,
  ROUNDING_INSET,
  tidy,
} from './portion-model';

/**
 * Household amounts from the LP's continuous portions: rounding to steps (a Gray-code walk), a
 * small branch and bound when rounding misses, sides refined around rounded meals, and the cheap
 * bound (`outOfReach`) that settles most days before any solve.
 */

/** More fractional portions than this are rounded to the nearest step without a search. */
const MAX_ROUNDING_SEARCH = 12;

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
 * Sorts the columns `order` by `key` (ascending, or descending with `sign` -1), keeping the order
 * of equal keys, as `Array.prototype.sort` does: an insertion sort, faster on these few columns.
 */
function sortBy(order: number[], key: Float64Array, sign: 1 | -1): void {
  for (let i = 1; i < order.length; i++) {
    const column = order[i]!;
    const value = sign * key[column]!;
    let j = i - 1;
    while (j >= 0 && sign * key[order[j]!]! > value) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = column;
  }
}

/**
 * True when some target is out of reach of the portions' bounds (cut by the per-meal limits)
 * even with only the energy band beside it: its least (greatest) amount at any energy in the
 * band, each a fractional knapsack, is over (under) it. A necessary condition of the LP, checked in microseconds, so most days a
 * draw cannot fill never reach the solver. False says nothing.
 */
export function outOfReach(model: Compiled): boolean {
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
  // Each column's amount per kcal of the target at hand, for the sorts below.
  const perKcal = new Float64Array(steps.length);
  for (const target of model.targets) {
    if (target === band) continue;
    const a = target.row;
    for (const k of order) perKcal[k] = a[k]! / e[k]!;
    let base = 0;
    for (let k = 0; k < steps.length; k++) base += a[k]! * steps[k]!.min;
    if (Number.isFinite(target.max) && baseEnergy < band.min) {
      // The least of this nutrient that still reaches the band's floor: leanest energy first.
      sortBy(order, perKcal, 1);
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
      sortBy(order, perKcal, -1);
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
export function roundPortions(model: Compiled, continuous: readonly number[]): number[] | null {
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
  // Plain loops over arrays: this walk runs up to 4,096 steps for each rounding.
  const rows = targets.map((target) => target.row);
  const mins = targets.map((target) => target.min);
  const maxes = targets.map((target) => target.max);
  const softRows = soft.map((row) => row.row);
  const fits = () => {
    for (let t = 0; t < totals.length; t++) {
      const value = totals[t]!;
      const tolerance = EPSILON * Math.max(1, Math.abs(value));
      if (!(value <= maxes[t]! + tolerance && value >= mins[t]! - tolerance)) return false;
    }
    return true;
  };
  let best: { mask: number; cost: number; portions: number[] } | null = null;
  for (let i = 0; i < 1 << fractional.length; i++) {
    if (i > 0) {
      // Gray code: step i flips the portion of its lowest set bit.
      const k = fractional[31 - Math.clz32(i & -i)]!;
      const [first, second] = choices[k] as [number, number];
      const next = portions[k] === first ? second : first;
      const change = next - portions[k]!;
      portions[k] = next;
      for (let t = 0; t < totals.length; t++) totals[t]! += rows[t]![k]! * change;
      for (let n = 0; n < softTotals.length; n++) softTotals[n]! += softRows[n]![k]! * change;
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
export const MAX_BRANCH_NODES = 24;

/**
 * Portions in whole household steps when rounding the optimum misses a bound: a small
 * depth-first branch and bound on the continuous model. Each node solves the LP with some
 * portions' ranges cut at a step (at or below the floor, or at or above the ceiling of the most
 * fractional portion), nearer side first, and rounds its answer; the first rounding that meets
 * every target wins. Null when none does within the node budget.
 */
export function stepPortions(
  model: Compiled,
  solver: LpSolver,
  start: readonly number[],
  maxNodes: number,
): number[] | null {
  let nodes = 0;
  // Every node's program is the model's with other portion bounds: the same rows object, so a
  // solver session applies only the new bounds (it compares no matrix).
  const base = program(model, { inset: ROUNDING_INSET });
  const nodeProgram = (steps: Compiled['steps']): LinearProgram => ({
    rows: base.rows,
    variables: base.variables.map((variable, k) =>
      k < steps.length ? { ...variable, lower: steps[k]!.min, upper: steps[k]!.max } : variable,
    ),
  });
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
      const solution = solver.solve(nodeProgram(steps));
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
 * closes the gap quarter servings leave to the energy target. A plate that has a side keeps the
 * sides it has (only their grams move); a plate without may take any. Kept only when it costs less.
 */
export function refineSides(model: Compiled, solver: LpSolver, portions: number[]): number[] {
  const sides = model.problem.sides ?? [];
  const plated = new Set(
    sides.flatMap((side, j) => (portions[model.meals + j]! > 0 ? [side.mealIndex] : [])),
  );
  const fixed: Compiled = {
    ...model,
    steps: model.steps.map((step, k) => {
      const held =
        k < model.meals || (portions[k] === 0 && plated.has(sides[k - model.meals]!.mealIndex));
      return held ? { ...step, min: portions[k]!, max: portions[k]! } : step;
    }),
  };
  const solution = solver.solve(program(fixed));
  if (solution.status !== 'optimal') return portions;
  const refined = roundPortions(fixed, solution.values.slice(0, model.steps.length));
  return refined && objectiveAt(model, refined) < objectiveAt(model, portions) - EPSILON
    ? refined
    : portions;
}

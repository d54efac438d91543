import type { NutrientKey } from '../foods/food';
import type { Result } from '../profile/result';
import type { PlanTargets } from './meal-plan';

/** What `solvePortions` is asked (a day's meals, sides and targets) and what it answers. */

/**
 * What a row may count: a nutrient of the food table, or ounce-equivalents of refined grains (a
 * slice of white bread, half a cup of cooked white rice), which the analysis may limit.
 */
export type PortionQuantity = NutrientKey | 'refinedGrainOzEq';

export type Amounts = Readonly<Partial<Record<PortionQuantity, number | null>>>;

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

export type PortionResult = Result<Portions, PortionError>;

export { buildMeal, dayTotals, householdMeasure, mealFigures, roundGrams } from './build-meal';
export type { CompactMeal, CompactMealPlan } from './compact-plan';
export { CompactMealPlanSchema, CompactMealSchema, compactMealPlan } from './compact-plan';
export type { ExpandResult } from './expand-plan';
export { expandMealPlan } from './expand-plan';
export type { PlanError, PlanOptions, PlanResult, PlanRevision } from './generate-meal-plan';
export { generateMealPlan, generateMealPlanForTargets } from './generate-meal-plan';
export type { HighsRuntime } from './highs-solver';
export { highsSolver } from './highs-solver';
export type { LinearProgram, LpSession, LpSolution, LpSolver } from './linear-program';
export {
  keptMealCount,
  keptMealsBeyond,
  keptSlots,
  markEditedMeals,
  setMealLocked,
  slotIndexOf,
} from './meal-choices';
export type {
  DayTotals,
  Meal,
  MealIngredient,
  MealPlan,
  MealPlanDay,
  PlanDuration,
  PlanLimit,
  PlanTargets,
  TrackedNutrient,
} from './meal-plan';
export {
  DayTotalsSchema,
  ENERGY_TOLERANCE,
  MealIngredientSchema,
  MealPlanDaySchema,
  MealPlanSchema,
  MealSchema,
  PLAN_DURATIONS,
  PlanDurationSchema,
  PlanTargetsSchema,
  TRACKED_NUTRIENTS,
} from './meal-plan';
export type { CalendarOptions } from './plan-calendar';
export { mealPlanCalendar } from './plan-calendar';
export { planTargetsFrom } from './plan-targets';
export { describeRules, planningPools } from './planning-pools';
export type { Random } from './random';
export { seededRandom, weightedIndex } from './random';
export type { ReplanOptions } from './replan-meal-plan';
export { replanMealPlan } from './replan-meal-plan';
export type { SideDish } from './sides';
export { SIDE_DISHES } from './sides';
export type { MealSlotRef, SwapResult } from './swap-meal';
export { swapMeal } from './swap-meal';
export type {
  VerifyOptions,
  Violation,
  ViolationCode,
  Warning,
  WarningCode,
} from './verify-meal-plan';
export { verifyMealPlan } from './verify-meal-plan';

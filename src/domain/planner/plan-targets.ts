import type { NutritionTargets } from '../targets/schemas';
import { ENERGY_TOLERANCE, type PlanLimit, type PlanTargets } from './meal-plan';

/**
 * The targets a plan is built and checked against, from the person's nutrition targets: energy
 * (±5 %), macro gram ranges, the fiber floor, and every checkable hard limit with its sources.
 * A `consistency` rule (warfarin's vitamin K) is a band every day keeps, so it is a day limit
 * here too. `target` kinds stay advice.
 */
export function planTargetsFrom(targets: NutritionTargets): PlanTargets {
  const limits: PlanLimit[] = targets.limits
    .filter(
      (limit) =>
        (limit.kind === 'limit' || limit.kind === 'consistency') &&
        limit.isCheckable &&
        limit.nutrient !== 'addedSugarsG',
    )
    .map((limit) => ({
      id: limit.id,
      nutrient: limit.nutrient,
      label: limit.label,
      scope: limit.scope,
      ...(limit.min !== undefined ? { min: limit.min } : {}),
      ...(limit.max !== undefined ? { max: limit.max } : {}),
      unit: limit.unit,
      sourceIds: [...limit.sourceIds],
    }));
  const range = (macro: { minG: number; maxG: number; sourceIds: readonly string[] }) => ({
    minG: macro.minG,
    maxG: macro.maxG,
    sourceIds: [...macro.sourceIds],
  });
  return {
    energyKcal: targets.energy.targetKcal,
    energyTolerance: ENERGY_TOLERANCE,
    energySourceIds: [...targets.energy.sourceIds],
    macros: {
      carbs: range(targets.macros.carbs),
      protein: range(targets.macros.protein),
      fat: range(targets.macros.fat),
    },
    fiberMinG: targets.fiber.minG,
    fiberSourceIds: [...targets.fiber.sourceIds],
    limits,
  };
}

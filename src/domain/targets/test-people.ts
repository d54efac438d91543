import type { ConditionId } from '../conditions/catalogue';
import { computeTargets } from './compute-targets';
import type { NutritionTargets, TargetsInput } from './schemas';

// The people and look-ups the targets tests share.

export const MAN: TargetsInput = {
  sex: 'male',
  ageYears: 30,
  weightKg: 80,
  heightCm: 180,
  activityLevel: 'moderate',
  conditions: [],
  medicationClasses: [],
};
export const WOMAN: TargetsInput = {
  sex: 'female',
  ageYears: 50,
  weightKg: 90,
  heightCm: 165,
  activityLevel: 'sedentary',
  conditions: [],
  medicationClasses: [],
};

export function targetsOf(input: TargetsInput): NutritionTargets {
  const result = computeTargets(input);
  if (!result.ok) throw new Error(`expected targets, got ${JSON.stringify(result.error)}`);
  return result.value;
}

export const withConditions = (input: TargetsInput, ...conditions: ConditionId[]) =>
  targetsOf({ ...input, conditions });
export const limit = (targets: NutritionTargets, id: string) =>
  targets.limits.find((l) => l.id === id);
export const conflictIds = (targets: NutritionTargets) => targets.conflicts.map((c) => c.id);

import { matchMedications } from '../medications/match-medications';
import type { MedicationClassId } from '../medications/medication-class';
import type { HealthProfile } from '../profile/health-profile';
import { type SourceId, sourcesFor } from '../sources';
import { checkInput } from './check-input';
import { computeEnergy } from './energy';
import { computeFiber } from './fiber';
import { computeLimits } from './limits';
import { computeMacros } from './macros';
import { computeMicronutrients } from './micronutrients';
import type { Conflict, NutritionTargets, TargetsInput, TargetsResult } from './schemas';
import { DGA_EDITION, EDITION_NOTE } from './sources';

// The entry points. The parts live beside this file: energy.ts, macros.ts, fiber.ts, limits.ts
// (with the rows in limit-rules.ts) and micronutrients.ts.

const DISCLAIMER =
  'These targets are computed from published guidelines for general guidance, not medical advice. ' +
  'If your doctor or dietitian has given you different numbers, especially for kidney disease, ' +
  'potassium or phosphorus, follow theirs.';

/**
 * The person's nutrition targets (spec §3 nutritionalGuidelines, extended): energy, macronutrient
 * ranges, fibre, limits (strictest wins), the micronutrients that matter, the conflicts resolved
 * and the clinical-targets rows behind every number.
 */
export function computeTargets(input: TargetsInput): TargetsResult {
  const checked = checkInput(input);
  if (!checked.ok) return checked;
  const person = checked.value;

  const conflicts: Conflict[] = [];
  const energy = computeEnergy(person, conflicts);
  const macros = computeMacros(person, energy, conflicts);
  const fiber = computeFiber(person, energy.targetKcal, conflicts);
  const limits = computeLimits({ person, kcal: energy.targetKcal, macros }, conflicts);
  const micronutrients = computeMicronutrients(person, limits, conflicts);

  const usedIds: SourceId[] = [
    ...energy.sourceIds,
    ...macros.carbs.sourceIds,
    ...macros.protein.sourceIds,
    ...macros.fat.sourceIds,
    ...fiber.sourceIds,
    ...limits.flatMap((limit) => limit.sourceIds),
    ...micronutrients.flatMap((item) => item.sourceIds),
    ...conflicts.flatMap((conflict) => conflict.sourceIds),
    'A10',
  ];

  const value: NutritionTargets = {
    energy,
    macros,
    fiber,
    limits,
    micronutrients,
    conflicts,
    dgaEdition: DGA_EDITION,
    editionNote: EDITION_NOTE,
    disclaimer: DISCLAIMER,
    sources: sourcesFor(usedIds),
  };
  return { ok: true, value };
}

/** The targets input for a stored health profile and the medication classes matched in it. */
export function targetsInputFromProfile(
  profile: HealthProfile,
  medicationClasses: readonly MedicationClassId[],
): TargetsInput {
  return {
    sex: profile.profile.gender,
    ageYears: profile.profile.age,
    weightKg: profile.profile.weight,
    heightCm: profile.profile.height,
    activityLevel: profile.profile.activityLevel,
    conditions: [...profile.healthConditions],
    medicationClasses: [...medicationClasses],
    mealsPerDay: profile.mealOptions.mealsPerDay,
    kidneyDetails: profile.conditionDetails?.chronic_kidney_disease ?? null,
  };
}

/**
 * Targets for a health profile, matching its free-text medications against the interaction
 * table. `energyKcalOverride` is a daily energy the person chose (see TargetsInput).
 */
export function computeTargetsForProfile(
  profile: HealthProfile,
  options: { energyKcalOverride?: number | null } = {},
): TargetsResult {
  const { classIds } = matchMedications(profile.medications);
  return computeTargets({
    ...targetsInputFromProfile(profile, classIds),
    energyKcalOverride: options.energyKcalOverride ?? null,
  });
}

import type { ConditionId } from '../conditions/catalogue';
import type { KidneyProteinBand } from '../conditions/kidney-details';
import type { MedicationClassId } from '../medications/medication-class';
import type { ActivityLevel, Gender } from '../profile/health-profile';
import type { AppliesBecause } from './schemas';

/** A checked `TargetsInput` (check-input.ts): every rule of this folder reads the person from here. */
export interface Person {
  sex: Gender;
  ageYears: number;
  weightKg: number;
  heightCm: number;
  activityLevel: ActivityLevel;
  mealsPerDay: number;
  energyKcalOverride: number | null;
  conditions: ReadonlySet<ConditionId>;
  medicationClasses: ReadonlySet<MedicationClassId>;
  /** The kidney protein rule, from the stage and dialysis given (used only with kidney disease). */
  kidneyBand: KidneyProteinBand;
}

export const has = (person: Person, ...ids: ConditionId[]) =>
  ids.some((id) => person.conditions.has(id));

/** Whether a rule's cause applies: 'general' always, a condition or medication class if listed. */
export function hasCause(person: Person, because: AppliesBecause): boolean {
  return (
    because === 'general' ||
    (person.conditions as ReadonlySet<string>).has(because) ||
    (person.medicationClasses as ReadonlySet<string>).has(because)
  );
}

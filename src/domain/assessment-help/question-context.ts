import type { AssessmentFormData } from '../api/function-requests';
import { CONDITION_IDS, type ConditionId } from '../conditions/catalogue';
import { matchMedications } from '../medications/match-medications';
import { HealthProfileSchema, splitList } from '../profile/health-profile';
import { personalFoodRules } from '../rules/food-exclusions';
import { getSource, type SourceId } from '../sources';
import type { GuidanceSection } from './schemas';

/** A question to the advisor with the form it is asked beside, and the form read as a profile. */

export interface Asked {
  section: GuidanceSection;
  form: AssessmentFormData;
  /** The question, normalised, typos of our words corrected. */
  text: string;
}

export const cite = (id: SourceId) => getSource(id).citation.split(';')[0]!;

/** The medicines the form lists, matched to the interaction table. */
export function formMedicines(form: AssessmentFormData) {
  return matchMedications(splitList(form.medications ?? ''));
}

export function formConditions(form: AssessmentFormData): ConditionId[] {
  return (form.selectedConditions ?? []).filter((id): id is ConditionId =>
    (CONDITION_IDS as readonly string[]).includes(id),
  );
}

/**
 * What the form says as a profile, for rules that do not depend on the body: food exclusions and
 * fixed daily limits in mg. Age and sex come from the form when it has them (some limits depend
 * on them); weight and height are placeholders and nothing read from this profile uses them.
 */
export function formProfile(form: AssessmentFormData) {
  const age = Number(form.age);
  const parsed = HealthProfileSchema.safeParse({
    profile: {
      name: 'Advisor',
      age: Number.isInteger(age) && age >= 18 && age <= 120 ? age : 40,
      gender: form.gender === 'male' || form.gender === 'female' ? form.gender : 'female',
      weight: 70,
      height: 165,
    },
    healthConditions: formConditions(form),
    medications: splitList(form.medications ?? ''),
    allergies: splitList(form.allergies ?? ''),
  });
  return parsed.success ? parsed.data : undefined;
}

export function formRules(form: AssessmentFormData) {
  const profile = formProfile(form);
  return profile ? personalFoodRules(profile) : undefined;
}

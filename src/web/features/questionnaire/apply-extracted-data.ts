import { cmToFeetInches, type ExtractedData, kgToPounds, splitList } from '#domain';
import { type ProfileState, profileStore } from '../../lib/profile-store';

/**
 * Spec §4: 'Generate applies extracted data to the profile'. What the questionnaire learnt is
 * added to the assessment and preference answers: lists are joined, never replaced (a later
 * questionnaire never forgets an allergy given in the assessment), a food now liked leaves the
 * dislikes and the other way round, and one-value answers (activity, meals and snacks per day)
 * take the questionnaire's value. Details people offered about themselves are kept too: age,
 * sex, height and weight (in the form's units) take the newer value, medicines are added, and a
 * name fills the name only when the form has none. Goals, cooking skill, time and budget have no
 * field in the profile; they stay with the questionnaire.
 */
export function applyExtractedData(
  state: ProfileState,
  data: ExtractedData,
): Pick<ProfileState, 'assessment' | 'preferences'> {
  const { assessment, preferences } = state;
  const metric = assessment.unit === 'metric';
  const height = data.heightCm === undefined ? undefined : cmToFeetInches(data.heightCm);
  return {
    assessment: {
      ...assessment,
      name: assessment.name.trim() === '' && data.name ? data.name : assessment.name,
      age: data.age !== undefined ? String(data.age) : assessment.age,
      gender: data.gender ?? assessment.gender,
      ...(data.weightKg !== undefined
        ? metric
          ? { weightKg: String(data.weightKg) }
          : { weightLbs: String(Math.round(kgToPounds(data.weightKg) * 10) / 10) }
        : {}),
      ...(data.heightCm !== undefined && height
        ? metric
          ? { heightCm: String(data.heightCm) }
          : { heightFeet: String(height.feet), heightInches: String(height.inches) }
        : {}),
      medications: joinText(splitList(assessment.medications), data.medications),
      selectedConditions: union(assessment.selectedConditions, data.healthConditions),
      activityLevel: data.activityLevel ?? assessment.activityLevel,
      allergies: joinText(splitList(assessment.allergies), data.allergies),
    },
    preferences: {
      ...preferences,
      selectedRestrictions: union(preferences.selectedRestrictions, data.dietaryRestrictions),
      likedFoods: joinText(
        without(splitList(preferences.likedFoods), data.dislikedFoods),
        data.likedFoods,
      ),
      dislikedFoods: joinText(
        without(splitList(preferences.dislikedFoods), data.likedFoods),
        data.dislikedFoods,
      ),
      selectedCuisines: union(preferences.selectedCuisines, data.cuisines),
      mealsPerDay: data.mealsPerDay ?? preferences.mealsPerDay,
      snacksPerDay: data.snacksPerDay ?? preferences.snacksPerDay,
    },
  };
}

function union<T>(base: readonly T[], added: readonly T[] | undefined): T[] {
  return [...new Set([...base, ...(added ?? [])])];
}

const itemKey = (item: string) => item.trim().toLowerCase();

function without(items: readonly string[], remove: readonly string[] | undefined): string[] {
  const removed = new Set((remove ?? []).map(itemKey));
  return items.filter((item) => !removed.has(itemKey(item)));
}

/** Comma-joined text (as the forms keep lists), each item once whatever its case. */
function joinText(base: readonly string[], added: readonly string[] | undefined): string {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const item of [...base, ...(added ?? [])]) {
    const key = itemKey(item);
    if (key && !seen.has(key)) {
      seen.add(key);
      items.push(item.trim());
    }
  }
  return items.join(', ');
}

/**
 * Applies what the questionnaire has learnt so far to the profile store (on completion, on Skip,
 * on Generate). Returns whether any answer changed, so a plan made for the old answers is not
 * taken for one made for these.
 */
export function applyQuestionnaireToProfile(): boolean {
  const before = profileStore.get();
  const applied = applyExtractedData(before, before.questionnaire.extractedData);
  const hasChanged =
    JSON.stringify(applied.assessment) !== JSON.stringify(before.assessment) ||
    JSON.stringify(applied.preferences) !== JSON.stringify(before.preferences);
  if (hasChanged) profileStore.update(applied);
  return hasChanged;
}

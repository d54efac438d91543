import {
  type ConditionDetails,
  completionPercentage,
  feetInchesToCm,
  type PartialUserProfile,
  poundsToKg,
  splitList,
  type UserProfile,
} from '#domain';
import {
  type AssessmentAnswers,
  type PreferenceAnswers,
  type ProfileState,
  planProfileKey,
} from './profile-store';

/**
 * The one place the web turns the form's answers into the profile a request carries (issue 17):
 * the answers in the profile store (`profile-store.ts`, typed as the forms hold them) -> the spec's
 * userProfile (§7) here -> the ai-analyze / ai-chat request -> `toHealthProfile` (or, for a partial
 * profile, the advisor's `profileFromPartial`) on the server -> the engine. Every screen that sends
 * a profile builds it with `toUserProfile` (the complete one, for analysis and plans) or
 * `requestProfile` (the complete one when the answers make it, else what is known so far); no
 * feature builds one itself. Weight and height are always sent in metric, list answers as lists.
 */

const number = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

const tenths = (value: number): number => Math.round(value * 10) / 10;

/** Weight in kg and height in cm from the form, whichever unit it is in (spec §5 factors). */
export function metricMeasures(answers: AssessmentAnswers): {
  weightKg: number | null;
  heightCm: number | null;
} {
  if (answers.unit === 'metric')
    return { weightKg: number(answers.weightKg), heightCm: number(answers.heightCm) };
  const pounds = number(answers.weightLbs);
  const feet = number(answers.heightFeet);
  const inches = number(answers.heightInches) ?? 0;
  return {
    weightKg: pounds === null ? null : poundsToKg(pounds),
    heightCm: feet === null ? null : feetInchesToCm(feet, inches),
  };
}

/** The answers given as lists (medicines, allergies, diets, foods), as the profile holds them. */
export function listAnswers(a: AssessmentAnswers, p: PreferenceAnswers) {
  return {
    medications: splitList(a.medications),
    allergies: splitList(a.allergies),
    dietaryRestrictions: p.selectedRestrictions,
    foodPreferences: {
      liked: splitList(p.likedFoods),
      disliked: splitList(p.dislikedFoods),
      cuisines: p.selectedCuisines,
    },
  };
}

/** What the assessment still lacks before a profile (and so a plan) can be made. */
export function missingProfileItems(current: ProfileState): string[] {
  const { assessment: a } = current;
  const { weightKg, heightCm } = metricMeasures(a);
  return [
    [!a.name.trim(), 'name'],
    [number(a.age) === null, 'age'],
    [!a.gender, 'gender'],
    [weightKg === null, 'weight'],
    [heightCm === null, 'height'],
  ].flatMap(([isMissing, item]) => (isMissing ? [item as string] : []));
}

/**
 * The spec's userProfile (§7) for the functions, or null while name, age, gender, weight or
 * height is missing (spec §4: the profile is complete only with all five).
 */
export function toUserProfile(current: ProfileState): UserProfile | null {
  const { assessment: a, preferences: p } = current;
  const { weightKg, heightCm } = metricMeasures(a);
  const age = number(a.age);
  if (!a.name.trim() || age === null || !a.gender || weightKg === null || heightCm === null)
    return null;
  return {
    profile: {
      name: a.name.trim(),
      age,
      gender: a.gender,
      weight: tenths(weightKg),
      height: tenths(heightCm),
      bmi: tenths(weightKg / (heightCm / 100) ** 2),
      activityLevel: a.activityLevel,
    },
    healthConditions: a.selectedConditions,
    ...conditionDetails(a),
    ...listAnswers(a, p),
    mealOptions: {
      mealsPerDay: p.mealsPerDay,
      snacksPerDay: p.snacksPerDay,
      cookingWillingness: p.cookingWillingness,
    },
  };
}

/** The kidney details answered, when kidney disease is ticked (else nothing is sent). */
function conditionDetails(a: AssessmentAnswers): { conditionDetails?: ConditionDetails } {
  if (!a.selectedConditions.includes('chronic_kidney_disease')) return {};
  if (!a.ckdStage && !a.dialysis) return {};
  return {
    conditionDetails: {
      chronic_kidney_disease: {
        ...(a.ckdStage ? { stage: a.ckdStage } : {}),
        ...(a.dialysis ? { dialysis: a.dialysis } : {}),
      },
    },
  };
}

export interface RequestProfileOptions {
  /**
   * Whether the form's defaults count as answers. The activity level always holds a value (the
   * form's default), so it is sent only when the caller takes it for an answer (the advisor);
   * the questionnaire leaves it out and asks instead. Meal options (also defaults) are never
   * part of a partial profile: `PartialUserProfileSchema` has no place for them.
   */
  defaultsAreAnswers: boolean;
}

/**
 * The whole profile when the answers make one (`toUserProfile`), else whatever the person has
 * told us so far: an answer not given is left out (the server reads a missing field and a null
 * alike). Weight and height of a partial profile are sent as converted, unrounded.
 */
export function requestProfile(
  current: ProfileState,
  { defaultsAreAnswers }: RequestProfileOptions,
): UserProfile | PartialUserProfile {
  const complete = toUserProfile(current);
  if (complete) return complete;
  const { assessment: a, preferences: p } = current;
  const { weightKg, heightCm } = metricMeasures(a);
  const age = number(a.age);
  return {
    profile: {
      ...(a.name.trim() ? { name: a.name.trim() } : {}),
      ...(age !== null ? { age } : {}),
      ...(a.gender ? { gender: a.gender } : {}),
      ...(weightKg !== null ? { weight: weightKg } : {}),
      ...(heightCm !== null ? { height: heightCm } : {}),
      ...(defaultsAreAnswers ? { activityLevel: a.activityLevel } : {}),
    },
    healthConditions: a.selectedConditions,
    ...listAnswers(a, p),
  };
}

/**
 * The stored plan is known to have been made for other answers than the profile's now (a plan
 * loaded from the account, made for answers not known here, is not counted).
 */
export function isStoredPlanForOtherProfile(current: ProfileState): boolean {
  return (
    current.mealPlan !== null &&
    current.mealPlanProfileKey !== undefined &&
    current.mealPlanProfileKey !== planProfileKey(toUserProfile(current))
  );
}

/** Spec §5 profile completion (ten items, rounded percent) of the answers given so far. */
export function profileCompletion(current: ProfileState): number {
  const { assessment: a, preferences: p } = current;
  const { weightKg, heightCm } = metricMeasures(a);
  const lists = listAnswers(a, p);
  return completionPercentage({
    name: a.name,
    age: number(a.age),
    gender: a.gender,
    weight: weightKg,
    height: heightCm,
    activityLevel: a.activityLevel,
    healthConditions: a.selectedConditions,
    dietaryRestrictions: lists.dietaryRestrictions,
    allergies: lists.allergies,
    likedFoods: lists.foodPreferences.liked,
    medications: lists.medications,
  });
}

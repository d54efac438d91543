import {
  ActivityLevelSchema,
  CkdStageSchema,
  type ConditionId,
  ConditionIdSchema,
  type Cuisine,
  CuisineSchema,
  cmToFeetInches,
  DialysisSchema,
  type DietaryRestriction,
  DietaryRestrictionSchema,
  GenderSchema,
  type HealthDataSnapshot,
  type HealthDataUpdate,
  kgToPounds,
  LIMITS,
  splitList,
  TEXT_LIMITS,
} from '#domain';
import { metricMeasures } from './profile-request';
import {
  type AssessmentAnswers,
  INITIAL_PROFILE_STATE,
  type PreferenceAnswers,
  type ProfileState,
} from './profile-store';

/**
 * Pure conversions between the profile store's answers (text as typed) and the account's
 * health-data snapshot (`/api/me/health-data`, numbers in kg and cm). Everything sent is made to
 * pass the server's strict schema: a value the form would not accept yet is sent as "none"
 * (`null`) rather than failing the whole save.
 */

/** Which screen's answers a save carries: the server merges the profile by key. */
export type AnswerScope = 'assessment' | 'preferences' | 'all';

const inRange = (value: number | null, { min, max }: { min: number; max: number }) =>
  value !== null && Number.isFinite(value) && value >= min && value <= max ? value : null;

const wholeNumber = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : null;
};

/** A comma-separated answer as the list the server stores: trimmed, once each, within limits. */
function listForServer(text: string, maxLength: number, maxItems: number): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const item of splitList(text)) {
    const value = item.slice(0, maxLength).trim();
    const key = value.toLowerCase();
    if (value && !seen.has(key)) {
      seen.add(key);
      items.push(value);
    }
  }
  return items.slice(0, maxItems);
}

const FOOD_LIST_MAX = 100;
const TEXT_LIST_MAX = 50;

/**
 * The store's answers as a `POST /api/me/health-data` body. Weight and height go in kg and cm at
 * full precision (from whichever unit the form is in), with the unit itself so the form reopens
 * as it was left. A food in both the liked and the disliked list is sent as disliked only (the
 * account keeps one preference per food).
 */
export function toHealthDataUpdate(
  state: Pick<ProfileState, 'assessment' | 'preferences'>,
  { scope = 'all', reason }: { scope?: AnswerScope; reason?: string } = {},
): HealthDataUpdate {
  const { assessment: a, preferences: p } = state;
  const update: HealthDataUpdate = {};
  if (scope !== 'preferences') {
    const { weightKg, heightCm } = metricMeasures(a);
    const gender = GenderSchema.safeParse(a.gender);
    update.profile = {
      name: a.name.trim().slice(0, TEXT_LIMITS.name).trim() || null,
      age: inRange(wholeNumber(a.age), LIMITS.ageYears),
      gender: gender.success ? gender.data : null,
      weightKg: inRange(weightKg, LIMITS.weightKg),
      heightCm: inRange(heightCm, LIMITS.heightCm),
      activityLevel: a.activityLevel,
      unit: a.unit,
      ckdStage: a.ckdStage || null,
      dialysis: a.dialysis || null,
    };
    update.healthConditions = [...new Set(a.selectedConditions)];
    update.medications = listForServer(a.medications, TEXT_LIMITS.shortText, TEXT_LIST_MAX);
    update.allergies = listForServer(a.allergies, TEXT_LIMITS.foodName, TEXT_LIST_MAX);
  }
  if (scope !== 'assessment') {
    update.profile = {
      ...update.profile,
      mealsPerDay: inRange(p.mealsPerDay, LIMITS.mealsPerDay),
      snacksPerDay: inRange(p.snacksPerDay, LIMITS.snacksPerDay),
      cookingWillingness: p.cookingWillingness,
    };
    update.dietaryRestrictions = [...new Set(p.selectedRestrictions)];
    const dislikes = listForServer(p.dislikedFoods, TEXT_LIMITS.foodName, FOOD_LIST_MAX);
    const disliked = new Set(dislikes.map((food) => food.toLowerCase()));
    update.foodPreferences = {
      likes: listForServer(p.likedFoods, TEXT_LIMITS.foodName, FOOD_LIST_MAX).filter(
        (food) => !disliked.has(food.toLowerCase()),
      ),
      dislikes,
      cuisines: [...new Set(p.selectedCuisines)],
    };
  }
  if (reason) update.reason = reason;
  return update;
}

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

const known = <T>(
  schema: { safeParse: (value: unknown) => { success: boolean } },
  items: string[],
) => items.filter((item) => schema.safeParse(item).success) as T[];

/**
 * A snapshot's data as the forms' answers. Both unit systems' fields are filled (shown to at most
 * one decimal, through the domain's unit helpers), so the form opens in the saved unit and can
 * still switch: 154 lb saved as 69.85 kg reads back as 154.
 */
export function answersFromSnapshot(
  snapshot: Pick<
    HealthDataSnapshot,
    | 'profile'
    | 'healthConditions'
    | 'medications'
    | 'allergies'
    | 'dietaryRestrictions'
    | 'foodPreferences'
  >,
): { assessment: AssessmentAnswers; preferences: PreferenceAnswers } {
  const { profile } = snapshot;
  const defaults = INITIAL_PROFILE_STATE;
  const activity = ActivityLevelSchema.safeParse(profile.activityLevel);
  const stage = CkdStageSchema.safeParse(profile.ckdStage);
  const dialysis = DialysisSchema.safeParse(profile.dialysis);
  const height = profile.heightCm == null ? null : cmToFeetInches(profile.heightCm);
  return {
    assessment: {
      ...defaults.assessment,
      name: profile.name ?? '',
      age: profile.age == null ? '' : String(profile.age),
      gender: profile.gender ?? '',
      unit: profile.unit ?? defaults.assessment.unit,
      weightKg: profile.weightKg == null ? '' : oneDecimal(profile.weightKg),
      heightCm: profile.heightCm == null ? '' : oneDecimal(profile.heightCm),
      weightLbs: profile.weightKg == null ? '' : oneDecimal(kgToPounds(profile.weightKg)),
      heightFeet: height ? String(height.feet) : '',
      heightInches: height ? String(height.inches) : '',
      activityLevel: activity.success ? activity.data : defaults.assessment.activityLevel,
      selectedConditions: known<ConditionId>(ConditionIdSchema, snapshot.healthConditions),
      ckdStage: stage.success ? stage.data : '',
      dialysis: dialysis.success ? dialysis.data : '',
      medications: snapshot.medications.join(', '),
      allergies: snapshot.allergies.join(', '),
    },
    preferences: {
      ...defaults.preferences,
      selectedRestrictions: known<DietaryRestriction>(
        DietaryRestrictionSchema,
        snapshot.dietaryRestrictions,
      ),
      likedFoods: snapshot.foodPreferences.likes.join(', '),
      dislikedFoods: snapshot.foodPreferences.dislikes.join(', '),
      selectedCuisines: known<Cuisine>(CuisineSchema, snapshot.foodPreferences.cuisines),
      mealsPerDay: profile.mealsPerDay ?? defaults.preferences.mealsPerDay,
      snacksPerDay: profile.snacksPerDay ?? defaults.preferences.snacksPerDay,
      cookingWillingness: profile.cookingWillingness ?? defaults.preferences.cookingWillingness,
    },
  };
}

/** Whether the person has answered anything in this tab (beyond the forms' defaults). */
export function hasAnswers(state: Pick<ProfileState, 'assessment' | 'preferences'>): boolean {
  const { assessment: a, preferences: p } = state;
  const texts = [
    a.name,
    a.age,
    a.weightKg,
    a.heightCm,
    a.weightLbs,
    a.heightFeet,
    a.heightInches,
    a.medications,
    a.allergies,
    p.likedFoods,
    p.dislikedFoods,
  ];
  return (
    texts.some((text) => text.trim() !== '') ||
    a.gender !== '' ||
    a.selectedConditions.length > 0 ||
    p.selectedRestrictions.length > 0 ||
    p.selectedCuisines.length > 0
  );
}

/** JSON with object keys sorted, so equal data compares equal whatever order a store kept. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : item,
  );
}

/** A plan length the screen offers, from a stored plan's duration (else its days, else 7). */
export function planDays(durationDays: number, dayCount: number): 3 | 5 | 7 | 14 {
  for (const days of [durationDays, dayCount]) {
    if (days === 3 || days === 5 || days === 7 || days === 14) return days;
  }
  return INITIAL_PROFILE_STATE.mealPlanDays;
}

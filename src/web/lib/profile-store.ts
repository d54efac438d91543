import { useSyncExternalStore } from 'react';
import {
  type ActivityLevel,
  type CkdStage,
  type ConditionDetails,
  type ConditionId,
  type Cuisine,
  completionPercentage,
  type Dialysis,
  type DietaryRestriction,
  type ExtractedData,
  feetInchesToCm,
  type Gender,
  type MealPlan,
  poundsToKg,
  splitList,
  type UserProfile,
} from '#domain';

/**
 * The health profile: the one piece of client state the screens share (STYLE.md). Assessment and
 * preference answers, the analysis and plan already fetched, and the chats live here, kept in
 * sessionStorage so a reload of the tab loses nothing. Signed out, none of it leaves the tab; signed
 * in, the screens also save it to the account and the start-up load (`app/use-account-sync.ts`)
 * fills it from the account, remembering which account rows it holds (the `...Id` fields) so later
 * saves update those rows. Screens read it with `useProfileStore(select)` and change it with
 * `profileStore.update`; `reset()` (sign-out, account deletion) forgets everything.
 */

export type UnitSystem = 'imperial' | 'metric';

/** The assessment form as typed: text fields stay strings until they validate. */
export interface AssessmentAnswers {
  name: string;
  age: string;
  gender: Gender | '';
  unit: UnitSystem;
  weightKg: string;
  heightCm: string;
  weightLbs: string;
  heightFeet: string;
  heightInches: string;
  activityLevel: ActivityLevel;
  selectedConditions: ConditionId[];
  /** Kidney disease stage and dialysis: optional, asked only when kidney disease is ticked. */
  ckdStage: CkdStage | '';
  dialysis: Dialysis | '';
  medications: string;
  allergies: string;
}

export interface PreferenceAnswers {
  selectedRestrictions: DietaryRestriction[];
  likedFoods: string;
  dislikedFoods: string;
  selectedCuisines: Cuisine[];
  mealsPerDay: number;
  snacksPerDay: number;
  cookingWillingness: boolean;
}

export interface StoredChatMessage {
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

export interface ProfileState {
  assessment: AssessmentAnswers;
  preferences: PreferenceAnswers;
  /** Analysis results by type, for the profile they were made for (`profileKey`). */
  analysis: { profileKey: string; results: Partial<Record<string, unknown>> } | null;
  mealPlan: MealPlan | null;
  /** The profile (`profileKey`) the stored plan was made or last edited for. */
  mealPlanProfileKey?: string;
  /** The local day (`YYYY-MM-DD`) the plan was first made: its day 1, for the food log. */
  mealPlanMadeOn?: string;
  mealPlanDays: 3 | 5 | 7 | 14;
  mealPlanChat: StoredChatMessage[];
  questionnaire: {
    messages: StoredChatMessage[];
    extractedData: ExtractedData;
    isComplete: boolean;
    /** The quick replies offered under the last question, so a reload shows them again. */
    suggestedTopics?: string[];
  };
  /** The account's health-data snapshot the answers were last loaded from or saved as. */
  healthDataId?: string;
  /** Set when the start-up load replaced the answers, so a form already open shows them. */
  answersLoadedAt?: number;
  /** The account's row of the stored plan (`/api/me/meal-plans/:id`), once saved or loaded. */
  mealPlanId?: string;
  /** The account's row of the meal-plan chat (`/api/me/chat-history/:id`). */
  mealPlanChatId?: string;
  /** The account's row of the questionnaire conversation (`/api/me/chat-history/:id`). */
  questionnaireChatId?: string;
  /** The signed-in user whose saved data the start-up load has put here. */
  accountUserId?: string;
}

export const INITIAL_PROFILE_STATE: ProfileState = {
  assessment: {
    name: '',
    age: '',
    gender: '',
    unit: 'imperial',
    weightKg: '',
    heightCm: '',
    weightLbs: '',
    heightFeet: '',
    heightInches: '',
    activityLevel: 'moderate',
    selectedConditions: [],
    ckdStage: '',
    dialysis: '',
    medications: '',
    allergies: '',
  },
  preferences: {
    selectedRestrictions: [],
    likedFoods: '',
    dislikedFoods: '',
    selectedCuisines: [],
    mealsPerDay: 3,
    snacksPerDay: 2,
    cookingWillingness: true,
  },
  analysis: null,
  mealPlan: null,
  mealPlanDays: 7,
  mealPlanChat: [],
  questionnaire: { messages: [], extractedData: {}, isComplete: false },
};

const STORAGE_KEY = 'phn.profile.v1';

function load(): ProfileState {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return INITIAL_PROFILE_STATE;
    const saved = JSON.parse(raw) as Partial<ProfileState>;
    return {
      ...INITIAL_PROFILE_STATE,
      ...saved,
      assessment: { ...INITIAL_PROFILE_STATE.assessment, ...saved.assessment },
      preferences: { ...INITIAL_PROFILE_STATE.preferences, ...saved.preferences },
    };
  } catch {
    return INITIAL_PROFILE_STATE;
  }
}

let state: ProfileState = load();
const listeners = new Set<() => void>();

function save() {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the profile still lives in memory for this page.
  }
  for (const listener of listeners) listener();
}

export const profileStore = {
  get: (): ProfileState => state,
  /** Merges a change (or the result of a function of the current state) and saves it. */
  update(change: Partial<ProfileState> | ((current: ProfileState) => Partial<ProfileState>)) {
    const patch = typeof change === 'function' ? change(state) : change;
    state = { ...state, ...patch };
    save();
  },
  /** Back to a new tab's state: every answer, result and account row id is forgotten. */
  reset() {
    state = INITIAL_PROFILE_STATE;
    save();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useProfileStore<T>(select: (state: ProfileState) => T): T {
  return useSyncExternalStore(
    profileStore.subscribe,
    () => select(state),
    () => select(INITIAL_PROFILE_STATE),
  );
}

const number = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

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

/**
 * The spec's userProfile (§7) for the functions, or null while name, age, gender, weight or
 * height is missing (spec §4: the profile is complete only with all five).
 */
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
      weight: Math.round(weightKg * 10) / 10,
      height: Math.round(heightCm * 10) / 10,
      bmi: Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10,
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

/** A stable key of the profile, so results made for another profile are not shown. */
export function profileKey(profile: UserProfile | null): string {
  return profile ? JSON.stringify(profile) : '';
}

/** What a plan depends on: the profile without the person's name (a new name needs no new plan). */
export function planProfileKey(profile: UserProfile | null): string {
  return profile ? profileKey({ ...profile, profile: { ...profile.profile, name: '' } }) : '';
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
  return completionPercentage({
    name: a.name,
    age: number(a.age),
    gender: a.gender,
    weight: weightKg,
    height: heightCm,
    activityLevel: a.activityLevel,
    healthConditions: a.selectedConditions,
    dietaryRestrictions: p.selectedRestrictions,
    allergies: splitList(a.allergies),
    likedFoods: splitList(p.likedFoods),
    medications: splitList(a.medications),
  });
}

import { useSyncExternalStore } from 'react';
import type {
  ActivityLevel,
  CkdStage,
  ConditionId,
  Cuisine,
  Dialysis,
  DietaryRestriction,
  ExtractedData,
  Gender,
  MealPlan,
  UserProfile,
} from '#domain';

/**
 * The health profile: the one piece of client state the screens share (STYLE.md). Assessment and
 * preference answers, the analysis and plan already fetched, and the chats live here, kept in
 * sessionStorage so a reload of the tab loses nothing. Signed out, none of it leaves the tab; signed
 * in, the screens also save it to the account and the start-up load (`app/use-account-sync.ts`)
 * fills it from the account, remembering which account rows it holds (the `...Id` fields) so later
 * saves update those rows. Screens read it with `useProfileStore(select)` and change it with
 * `profileStore.update`; `reset()` (sign-out, account deletion) forgets everything. The profile a
 * request carries is built from these answers in one place: `profile-request.ts`.
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

/** A stable key of the profile, so results made for another profile are not shown. */
export function profileKey(profile: UserProfile | null): string {
  return profile ? JSON.stringify(profile) : '';
}

/** What a plan depends on: the profile without the person's name (a new name needs no new plan). */
export function planProfileKey(profile: UserProfile | null): string {
  return profile ? profileKey({ ...profile, profile: { ...profile.profile, name: '' } }) : '';
}

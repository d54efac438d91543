import { getMedicationClass } from '../medications/interactions';
import { matchMedication } from '../medications/match-medications';
import { completionPercentage, isProfileComplete } from '../profile/completion';
import { HEALTH_DATA_PARTS, type HealthDataUpdate, type SnapshotProfile } from './profile-schemas';
import { TEXT_LIMITS } from './schema-fields';

/** One health-data snapshot's content, without its row fields (id, version, timestamps). */
export interface HealthDataContent {
  profile: SnapshotProfile;
  healthConditions: string[];
  medications: string[];
  allergies: string[];
  dietaryRestrictions: string[];
  foodPreferences: { likes: string[]; dislikes: string[]; cuisines: string[] };
}

export type HealthDataPart = (typeof HEALTH_DATA_PARTS)[number];

export interface MergedHealthData {
  content: HealthDataContent;
  changes: { modified: HealthDataPart[]; reason: string; timestamp: string };
  profileCompleted: boolean;
  completionPercentage: number;
}

export const EMPTY_HEALTH_DATA: HealthDataContent = {
  profile: {},
  healthConditions: [],
  medications: [],
  allergies: [],
  dietaryRestrictions: [],
  foodPreferences: { likes: [], dislikes: [], cuisines: [] },
};

export const INITIAL_DATA_REASON = 'Initial data creation';
export const UPDATE_REASON = 'User profile update';

/** Case-insensitive identity of a free-text name ('Chicken' and ' chicken' are one food). */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** The first spelling of each name, in order: the tables hold one row per name, so the snapshot does too. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = nameKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Spec §4 health-data versioning: the update merged over the previous snapshot (profile and food
 * preferences by key, lists replaced when given), which parts it changed, why, and the
 * completion of spec §5. A null in the profile clears that key. A food newly liked leaves the
 * dislikes kept from before (and the other way round), since a food is liked or disliked, not both.
 */
export function mergeHealthData(
  previous: HealthDataContent | null,
  update: HealthDataUpdate,
  now: string,
): MergedHealthData {
  const base = previous ?? EMPTY_HEALTH_DATA;
  const content: HealthDataContent = {
    profile: mergeProfile(base.profile, update.profile),
    healthConditions: update.healthConditions
      ? [...new Set(update.healthConditions)]
      : base.healthConditions,
    medications: update.medications ? uniqueNames(update.medications) : base.medications,
    allergies: update.allergies ? uniqueNames(update.allergies) : base.allergies,
    dietaryRestrictions: update.dietaryRestrictions
      ? [...new Set(update.dietaryRestrictions)]
      : base.dietaryRestrictions,
    foodPreferences: mergeFoodPreferences(base.foodPreferences, update.foodPreferences),
  };
  const given = HEALTH_DATA_PARTS.filter((part) => update[part] !== undefined);
  const modified = previous
    ? given.filter((part) => canonical(content[part]) !== canonical(previous[part]))
    : given;
  const completion = {
    name: content.profile.name,
    age: content.profile.age,
    gender: content.profile.gender,
    weight: content.profile.weightKg,
    height: content.profile.heightCm,
    activityLevel: content.profile.activityLevel,
    healthConditions: content.healthConditions,
    dietaryRestrictions: content.dietaryRestrictions,
    allergies: content.allergies,
    likedFoods: content.foodPreferences.likes,
    medications: content.medications,
  };
  return {
    content,
    changes: {
      modified,
      reason: update.reason ?? (previous ? UPDATE_REASON : INITIAL_DATA_REASON),
      timestamp: now,
    },
    profileCompleted: isProfileComplete(completion),
    completionPercentage: completionPercentage(completion),
  };
}

function mergeProfile(
  previous: SnapshotProfile,
  update: SnapshotProfile | undefined,
): SnapshotProfile {
  const merged: Record<string, unknown> = { ...previous, ...update };
  for (const [key, value] of Object.entries(merged)) {
    if (value === null || value === undefined) delete merged[key];
  }
  return merged as SnapshotProfile;
}

function mergeFoodPreferences(
  previous: HealthDataContent['foodPreferences'],
  update: HealthDataUpdate['foodPreferences'],
): HealthDataContent['foodPreferences'] {
  const likes = update?.likes ? uniqueNames(update.likes) : previous.likes;
  const dislikes = update?.dislikes ? uniqueNames(update.dislikes) : previous.dislikes;
  const without = (list: string[], other: string[]) => {
    const keys = new Set(other.map(nameKey));
    return list.filter((name) => !keys.has(nameKey(name)));
  };
  return {
    likes: update?.dislikes && !update.likes ? without(likes, dislikes) : likes,
    dislikes: update?.likes && !update.dislikes ? without(dislikes, likes) : dislikes,
    cuisines: update?.cuisines ? [...new Set(update.cuisines)] : previous.cuisines,
  };
}

/** JSON with object keys sorted, so two values compare equal whatever order their keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).toSorted(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/**
 * What a stored medication says about food when the person did not say: whether the name
 * matches a class of the interaction table, and that class's advice (with the match's own note,
 * such as an unnamed statin) as the notes.
 */
export function medicationFoodInteractions(medicationName: string): {
  hasFoodInteractions: boolean;
  foodInteractionNotes: string | null;
} {
  const result = matchMedication(medicationName);
  if (result.classIds.length === 0)
    return { hasFoodInteractions: false, foodInteractionNotes: null };
  const notes = [
    ...result.classIds.map((id) => {
      const entry = getMedicationClass(id);
      return `${entry.label}: ${entry.advice}`;
    }),
    ...new Set(result.matches.flatMap((match) => (match.note ? [match.note] : []))),
  ].join(' ');
  return {
    hasFoodInteractions: true,
    foodInteractionNotes: notes.slice(0, TEXT_LIMITS.notes),
  };
}

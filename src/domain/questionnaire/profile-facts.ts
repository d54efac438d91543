import { type ConditionId, ConditionIdSchema } from '../conditions/catalogue';
import {
  type ActivityLevel,
  ActivityLevelSchema,
  type Cuisine,
  CuisineSchema,
  type DietaryRestriction,
  DietaryRestrictionSchema,
  splitList,
} from '../profile/health-profile';

/** What the profile already says, read leniently: unknown ids and odd values are dropped. */
export interface ProfileFacts {
  /** First name, for the greeting. */
  firstName?: string;
  conditions: ConditionId[];
  restrictions: DietaryRestriction[];
  allergies: string[];
  liked: string[];
  disliked: string[];
  cuisines: Cuisine[];
  activityLevel?: ActivityLevel;
  mealsPerDay?: number;
  snacksPerDay?: number;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return splitList(value);
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && item.length <= 80);
}

function ids<T>(
  value: unknown,
  schema: { safeParse(input: unknown): { success: boolean; data?: T } },
): T[] {
  const found: T[] = [];
  for (const item of strings(value)) {
    const parsed = schema.safeParse(item);
    if (parsed.success && parsed.data !== undefined && !found.includes(parsed.data)) {
      found.push(parsed.data);
    }
  }
  return found;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function count(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;
}

/**
 * What the questionnaire reads from a profile: the spec's userProfile (§7) or any part of it
 * (`PartialUserProfile`), allergies as a list or comma-joined text (§3). A field that is present
 * counts as known and its question is not asked again. Anything else is ignored, never thrown.
 */
export function profileFacts(profile: unknown): ProfileFacts {
  const root = record(profile);
  const person = record(root.profile);
  const preferences = record(root.foodPreferences);
  const meals = record(root.mealOptions);
  const name = typeof person.name === 'string' ? person.name.trim().split(/\s+/)[0] : undefined;
  const activity = ActivityLevelSchema.safeParse(person.activityLevel);
  const facts: ProfileFacts = {
    conditions: ids(root.healthConditions, ConditionIdSchema),
    restrictions: ids(root.dietaryRestrictions, DietaryRestrictionSchema),
    allergies: strings(root.allergies),
    liked: strings(preferences.liked),
    disliked: strings(preferences.disliked),
    cuisines: ids(preferences.cuisines, CuisineSchema),
  };
  if (name !== undefined && name.length > 0) facts.firstName = name.slice(0, 40);
  if (activity.success) facts.activityLevel = activity.data;
  const mealsPerDay = count(meals.mealsPerDay, 1, 8);
  if (mealsPerDay !== undefined) facts.mealsPerDay = mealsPerDay;
  const snacksPerDay = count(meals.snacksPerDay, 0, 8);
  if (snacksPerDay !== undefined) facts.snacksPerDay = snacksPerDay;
  return facts;
}

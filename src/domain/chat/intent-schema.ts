import { z } from 'zod';
import { AllergenSchema } from '../foods/food';
import { CuisineSchema, DietaryRestrictionSchema } from '../profile/health-profile';
import { MealTypeSchema } from '../recipes/recipe';

/**
 * What a chat message can ask for, as data: the intents `intents.ts` reads and `dispatch.ts`
 * applies.
 */

/** Longer messages are read up to this many characters. */
export const MAX_REQUEST_CHARS = 1000;
/** At most this many edits are read from one message. */
export const MAX_INTENTS_PER_MESSAGE = 3;

/** Nutrients a person may ask to have less of. */
export const LESS_NUTRIENTS = [
  'sodium',
  'potassium',
  'phosphorus',
  'sugar',
  'fat',
  'saturated-fat',
  'cholesterol',
] as const;
export type LessNutrient = (typeof LESS_NUTRIENTS)[number];

/** What the chat explains instead of editing. */
export const EXPLAIN_TOPICS = ['dialysis', 'cost', 'vitamin-k', 'untracked-nutrient'] as const;

/** Nutrients people ask about that plans do not aim at: the chat says so and names foods rich in them. */
export const UNTRACKED_NUTRIENTS = [
  'iron',
  'calcium',
  'vitamin d',
  'vitamin b12',
  'omega 3',
  'magnesium',
  'zinc',
  'vitamin c',
  'folate',
] as const;

export const DayRefSchema = z.union([z.number().int().min(1), z.literal('all'), z.literal('last')]);
export type DayRef = z.infer<typeof DayRefSchema>;

export const MealPlanIntentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add-restriction'), restriction: DietaryRestrictionSchema }),
  z.object({ kind: z.literal('remove-restriction'), restriction: DietaryRestrictionSchema }),
  z.object({
    kind: z.literal('avoid-allergen'),
    /** The words used: 'peanuts', 'shellfish'. */
    allergen: z.string(),
    allergens: z.array(AllergenSchema).min(1),
    /** 'I'm allergic to …' rather than 'no …'. */
    isStatedAllergy: z.boolean(),
  }),
  z.object({ kind: z.literal('avoid-food'), food: z.string(), isStatedAllergy: z.boolean() }),
  z.object({ kind: z.literal('include-food'), food: z.string() }),
  z.object({
    kind: z.literal('swap'),
    slot: MealTypeSchema,
    /** Absent when the message names no day ('another dinner'). */
    day: DayRefSchema.optional(),
    /** Which snack, from 0. */
    snackIndex: z.number().int().min(0).optional(),
    /** A day named by weekday or 'tomorrow': plan days are numbered, so it needs asking. */
    dayWord: z.string().optional(),
    /** 'a vegetarian dinner on day 2': the new meal must keep to this. */
    restriction: DietaryRestrictionSchema.optional(),
    cuisine: CuisineSchema.optional(),
    /** 'can I have fish on day 3 dinner': the new meal has this food (words the table knows). */
    food: z.string().max(60).optional(),
    /** "I'm tired of chicken, swap day 3 dinner": the new meal leaves out the food asked less of. */
    avoidFood: z.string().max(60).optional(),
  }),
  /**
   * 'make day 3 lunch bigger', 'lighter dinners': a main meal's portions moved up or down, the
   * day's other meals the other way, each day kept on its energy target. Every day when no day
   * is named.
   */
  z.object({
    kind: z.literal('meal-size'),
    slot: z.enum(['breakfast', 'lunch', 'dinner']),
    direction: z.enum(['bigger', 'smaller']),
    day: DayRefSchema.optional(),
  }),
  z.object({
    kind: z.literal('energy'),
    kcal: z.number(),
    /**
     * 'Reduce calories to 1500' is 'down', 'raise it to 2200' is 'up': the plan never moves the
     * other way. Absent for a neutral 'set calories to 1500', which may go either way.
     */
    direction: z.enum(['down', 'up']).optional(),
  }),
  z.object({
    kind: z.literal('energy-change'),
    direction: z.enum(['down', 'up']),
    kcal: z.number().positive().optional(),
    percent: z.number().positive().optional(),
  }),
  /** 'less salt', 'lower potassium': meals swapped for recipes leaner in it. */
  z.object({ kind: z.literal('less-nutrient'), nutrient: z.enum(LESS_NUTRIENTS) }),
  /**
   * A request the chat answers in words rather than by editing: a health change to make in the
   * assessment ('I just started dialysis'), or an edit it cannot make yet ('make it cheaper'),
   * with the nearest it can do.
   */
  z.object({
    kind: z.literal('explain'),
    topic: z.enum(EXPLAIN_TOPICS),
    slot: MealTypeSchema.optional(),
    nutrient: z.enum(UNTRACKED_NUTRIENTS).optional(),
  }),
  /** 'less chicken', 'I'm bored of salmon': fewer meals with the food; not a dislike. */
  z.object({ kind: z.literal('less-food'), food: z.string() }),
  /** "What's in the day 2 dinner?": the meal described, nothing changed. */
  z.object({
    kind: z.literal('show-meal'),
    slot: MealTypeSchema,
    day: DayRefSchema.optional(),
    snackIndex: z.number().int().min(0).optional(),
  }),
  z.object({ kind: z.literal('more-protein') }),
  z.object({ kind: z.literal('more-fiber') }),
  z.object({ kind: z.literal('fewer-carbs') }),
  z.object({
    kind: z.literal('cuisine'),
    cuisine: CuisineSchema,
    /** 'make it Mexican' (as much as possible) rather than 'more Mexican'. */
    isOnly: z.boolean(),
  }),
  z.object({ kind: z.literal('snacks'), count: z.number().int().min(0) }),
  z.object({ kind: z.literal('fewer-snacks') }),
  z.object({ kind: z.literal('more-snacks') }),
  z.object({ kind: z.literal('regenerate') }),
  /** A bare day ('day 3', 'the third one'): the answer to 'which day?'. */
  z.object({ kind: z.literal('answer-day'), day: DayRefSchema }),
  /** 'Another one', 'try again': the last swap, once more. */
  z.object({ kind: z.literal('swap-again') }),
  /** 'Thanks!', 'Hi': no edit, but not a request to be more specific either. */
  z.object({ kind: z.literal('small-talk'), topic: z.enum(['thanks', 'hello']) }),
  z.object({ kind: z.literal('unknown') }),
]);
export type MealPlanIntent = z.infer<typeof MealPlanIntentSchema>;

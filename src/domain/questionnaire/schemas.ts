import { z } from 'zod';
import { ConditionIdSchema } from '../conditions/catalogue';
import {
  ActivityLevelSchema,
  CuisineSchema,
  DietaryRestrictionSchema,
  GenderSchema,
  MeasureSchemas,
} from '../profile/health-profile';

/** The questionnaire's topics, in the order they are asked. */
export const TOPIC_IDS = [
  'goals',
  'restrictions',
  'allergies',
  'likedFoods',
  'dislikedFoods',
  'activity',
  'mealFrequency',
  'cookingSkill',
  'timeAvailable',
  'budget',
] as const;
export const TopicIdSchema = z.enum(TOPIC_IDS);
export type TopicId = z.infer<typeof TopicIdSchema>;

export const COOKING_SKILLS = ['beginner', 'intermediate', 'advanced'] as const;
export const CookingSkillSchema = z.enum(COOKING_SKILLS);
export type CookingSkill = z.infer<typeof CookingSkillSchema>;

export const BUDGETS = ['low', 'moderate', 'flexible'] as const;
export const BudgetSchema = z.enum(BUDGETS);
export type Budget = z.infer<typeof BudgetSchema>;

/** Minutes a person can spend cooking a meal, in four bands (see `timeBand`). */
export const TIME_BANDS = [
  'up to 15 minutes',
  '15-30 minutes',
  '30-60 minutes',
  'more than an hour',
] as const;
export const TimeBandSchema = z.enum(TIME_BANDS);
export type TimeBand = z.infer<typeof TimeBandSchema>;

const ItemListSchema = z.array(z.string().trim().min(1).max(80)).max(100);

/**
 * Spec §3 extracted data, extended, never reduced. Every field is optional: absent means "not
 * known yet"; an empty list means "asked, and the answer was none" ('no allergies').
 * `mealsPerDay` / `snacksPerDay` restate `mealFrequency` within the preference form's ranges so
 * they can be applied to the profile as they are; `cuisines` holds the spec's cuisines a person
 * said they like.
 */
export const ExtractedDataSchema = z.object({
  /** Details people offer about themselves ('I'm Anna, 54, 165 cm, on metformin'). */
  name: z.string().trim().min(1).max(100).optional(),
  age: MeasureSchemas.ageYears.optional(),
  gender: GenderSchema.optional(),
  heightCm: MeasureSchemas.heightCm.optional(),
  weightKg: MeasureSchemas.weightKg.optional(),
  medications: ItemListSchema.optional(),
  goals: ItemListSchema.optional(),
  dietaryRestrictions: z.array(DietaryRestrictionSchema).max(10).optional(),
  allergies: ItemListSchema.optional(),
  likedFoods: ItemListSchema.optional(),
  dislikedFoods: ItemListSchema.optional(),
  healthConditions: z.array(ConditionIdSchema).max(13).optional(),
  cuisines: z.array(CuisineSchema).max(10).optional(),
  activityLevel: ActivityLevelSchema.optional(),
  mealFrequency: z.string().min(1).max(80).optional(),
  mealsPerDay: MeasureSchemas.mealsPerDay.optional(),
  snacksPerDay: MeasureSchemas.snacksPerDay.optional(),
  cookingSkill: CookingSkillSchema.optional(),
  timeAvailable: TimeBandSchema.optional(),
  budget: BudgetSchema.optional(),
});
export type ExtractedData = z.infer<typeof ExtractedDataSchema>;

/** Spec §3 questionnaire reply, plus the time the reply was made (from the caller's clock). */
export const QuestionnaireReplySchema = z.object({
  message: z.string().min(1),
  suggestedTopics: z.array(z.string().min(1)).max(5).optional(),
  isComplete: z.boolean(),
  extractedData: ExtractedDataSchema.optional(),
  timestamp: z.iso.datetime({ offset: true }),
  /** Who read the answer: the built-in reader, or the optional LLM. */
  answeredBy: z.enum(['builtin', 'llm']).optional(),
});
export type QuestionnaireReply = z.infer<typeof QuestionnaireReplySchema>;

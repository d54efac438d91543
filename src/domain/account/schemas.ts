import { z } from 'zod';
import { ChatMessageSchema } from '../chat/schemas';
import { ConditionIdSchema } from '../conditions/catalogue';
import { CkdStageSchema, DialysisSchema } from '../conditions/kidney-details';
import { MealPlanSchema, PlanDurationSchema } from '../planner/meal-plan';
import {
  ActivityLevelSchema,
  CuisineSchema,
  DietaryRestrictionSchema,
  GenderSchema,
  LIMITS,
} from '../profile/health-profile';
import { ExtractedDataSchema } from '../questionnaire';

/**
 * The `/api/me/...` contract (ARCHITECTURE.md "User data", spec §3 stored tables): what a signed-in
 * person may send for each table, and what comes back. The server validates with these and the
 * web builds its requests with the same types. Every text has a length limit; inputs are strict,
 * so an unknown field is a 400 naming it rather than something silently dropped.
 */

/** Length limits of stored text (characters). */
export const TEXT_LIMITS = {
  name: 100,
  shortText: 120,
  notes: 2000,
  foodName: 80,
  reason: 200,
} as const;

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
/** PostgreSQL stores years 1 to 294276 only; no date of this app falls outside 1900–2199. */
const isPlausibleYear = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= 1900 && year <= 2199;
};
const isoDate = z.iso
  .date({ message: 'must be a date written YYYY-MM-DD' })
  .refine(isPlausibleYear, 'must be a date between 1900 and 2199');
const isoDateTime = z.iso
  .datetime({ offset: true })
  .refine(isPlausibleYear, 'must be a time between 1900 and 2199');

/** `?limit=` on list routes: 1–50, default 10 (spec §7 default limits). */
export const ListLimitSchema = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(50, 'must be at most 50')
  .default(10);

export const RowIdSchema = z.uuid({ message: 'must be an id returned by this API' });

// ----- user_profiles ------------------------------------------------------------------------

export const ProfileUpdateSchema = z
  .object({
    username: optionalText(60),
    firstName: optionalText(TEXT_LIMITS.name),
    lastName: optionalText(TEXT_LIMITS.name),
    dateOfBirth: isoDate.nullish(),
    age: z.number().int().min(LIMITS.ageYears.min).max(LIMITS.ageYears.max).nullish(),
    gender: GenderSchema.nullish(),
    country: optionalText(TEXT_LIMITS.name),
    usRegion: optionalText(TEXT_LIMITS.name),
    heightCm: z.number().min(LIMITS.heightCm.min).max(LIMITS.heightCm.max).nullish(),
    weightKg: z.number().min(LIMITS.weightKg.min).max(LIMITS.weightKg.max).nullish(),
    bmi: z.number().positive().max(200).nullish(),
    activityLevel: ActivityLevelSchema.optional(),
    profileCompleted: z.boolean().optional(),
    lastAssessmentDate: isoDateTime.nullish(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.string().nullable(),
  country: z.string().nullable(),
  usRegion: z.string().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  bmi: z.number().nullable(),
  activityLevel: z.string(),
  profileCompleted: z.boolean(),
  lastAssessmentDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

// ----- user_health_conditions ---------------------------------------------------------------

export const CONDITION_SEVERITIES = ['unknown', 'mild', 'moderate', 'severe'] as const;

/*
 * Update schemas are built from fields without defaults: `.partial()` keeps a field's default,
 * so an update derived from a create schema would reset every defaulted field it did not name.
 */
const conditionFields = {
  /** Defaults to the catalogue's name for the condition. */
  conditionName: text(TEXT_LIMITS.shortText).optional(),
  diagnosedDate: isoDate.nullish(),
  severity: z.enum(CONDITION_SEVERITIES),
  notes: optionalText(TEXT_LIMITS.notes),
  requiresDietaryRestriction: z.boolean(),
};

export const ConditionCreateSchema = z
  .object({
    conditionType: ConditionIdSchema,
    ...conditionFields,
    severity: conditionFields.severity.default('unknown'),
    requiresDietaryRestriction: conditionFields.requiresDietaryRestriction.default(true),
  })
  .strict();
export const ConditionUpdateSchema = z
  .object(conditionFields)
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .strict();

export const ConditionSchema = z.object({
  id: z.string(),
  conditionType: z.string(),
  conditionName: z.string(),
  diagnosedDate: z.string().nullable(),
  severity: z.string(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  requiresDietaryRestriction: z.boolean(),
  createdAt: z.string(),
});
export type Condition = z.infer<typeof ConditionSchema>;

// ----- user_medications ---------------------------------------------------------------------

export const MedicationCreateSchema = z
  .object({
    medicationName: text(TEXT_LIMITS.shortText),
    dosage: optionalText(TEXT_LIMITS.shortText),
    frequency: optionalText(TEXT_LIMITS.shortText),
    purpose: optionalText(TEXT_LIMITS.reason),
    /** When absent, the server derives both from the medication-food interaction table. */
    hasFoodInteractions: z.boolean().optional(),
    foodInteractionNotes: optionalText(TEXT_LIMITS.notes),
    startDate: isoDate.nullish(),
  })
  .strict();
export const MedicationUpdateSchema = MedicationCreateSchema.partial()
  .extend({ isActive: z.boolean().optional(), endDate: isoDate.nullish() })
  .strict();

export const MedicationSchema = z.object({
  id: z.string(),
  medicationName: z.string(),
  dosage: z.string().nullable(),
  frequency: z.string().nullable(),
  purpose: z.string().nullable(),
  hasFoodInteractions: z.boolean(),
  foodInteractionNotes: z.string().nullable(),
  isActive: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Medication = z.infer<typeof MedicationSchema>;

// ----- user_allergies -----------------------------------------------------------------------

export const ALLERGY_TYPES = ['food', 'environmental', 'drug', 'other'] as const;
/** Highest first: the order allergies are listed in (spec §7 "severity descending"). */
export const ALLERGY_SEVERITIES = ['life-threatening', 'severe', 'moderate', 'mild'] as const;

const allergyFields = {
  allergenName: text(TEXT_LIMITS.foodName),
  allergyType: z.enum(ALLERGY_TYPES),
  severity: z.enum(ALLERGY_SEVERITIES),
  reactionSymptoms: optionalText(TEXT_LIMITS.notes),
};

export const AllergyCreateSchema = z
  .object({
    ...allergyFields,
    allergyType: allergyFields.allergyType.default('food'),
    severity: allergyFields.severity.default('moderate'),
  })
  .strict();
export const AllergyUpdateSchema = z
  .object(allergyFields)
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .strict();

export const AllergySchema = z.object({
  id: z.string(),
  allergenName: z.string(),
  allergyType: z.string(),
  severity: z.string(),
  reactionSymptoms: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Allergy = z.infer<typeof AllergySchema>;

// ----- user_dietary_restrictions ------------------------------------------------------------

export const RESTRICTION_REASONS = [
  'preference',
  'medical',
  'religious',
  'ethical',
  'allergy',
  'other',
] as const;
export const RESTRICTION_STRICTNESS = ['flexible', 'moderate', 'strict'] as const;

const restrictionFields = {
  /** Defaults to the restriction's label ('Gluten-free'). */
  restrictionName: text(TEXT_LIMITS.shortText).optional(),
  reason: z.enum(RESTRICTION_REASONS),
  strictness: z.enum(RESTRICTION_STRICTNESS),
};

export const RestrictionCreateSchema = z
  .object({
    restrictionType: DietaryRestrictionSchema,
    ...restrictionFields,
    reason: restrictionFields.reason.default('preference'),
    strictness: restrictionFields.strictness.default('moderate'),
  })
  .strict();
export const RestrictionUpdateSchema = z
  .object(restrictionFields)
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .strict();

export const RestrictionSchema = z.object({
  id: z.string(),
  restrictionType: z.string(),
  restrictionName: z.string(),
  reason: z.string(),
  strictness: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Restriction = z.infer<typeof RestrictionSchema>;

// ----- user_food_preferences ----------------------------------------------------------------

export const PreferenceTypeSchema = z.enum(['like', 'dislike']);

const foodPreferenceFields = {
  foodCategory: optionalText(60),
  preferenceType: PreferenceTypeSchema,
  intensity: z.number().int().min(1).max(5),
  notes: optionalText(500),
};

export const FoodPreferenceCreateSchema = z
  .object({
    foodName: text(TEXT_LIMITS.foodName),
    ...foodPreferenceFields,
    intensity: foodPreferenceFields.intensity.default(3),
  })
  .strict();
export const FoodPreferenceUpdateSchema = z.object(foodPreferenceFields).partial().strict();

const FoodNamesSchema = z.array(text(TEXT_LIMITS.foodName)).max(100);

/** A food is liked or disliked, not both (one row per food): the dislike naming a liked food is the error. */
function refuseFoodInBothLists(
  lists: { likes?: string[] | undefined; dislikes?: string[] | undefined },
  ctx: z.RefinementCtx,
) {
  const liked = new Set((lists.likes ?? []).map((name) => name.toLowerCase()));
  (lists.dislikes ?? []).forEach((name, index) => {
    if (liked.has(name.toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        path: ['dislikes', index],
        message: `${name} is also in likes: a food is either liked or disliked`,
      });
    }
  });
}

/** The preference form saved at once: every food at intensity 4 (spec §3 "4 when saved in bulk"). */
export const FoodPreferencesBulkSchema = z
  .object({ likes: FoodNamesSchema.default([]), dislikes: FoodNamesSchema.default([]) })
  .strict()
  .superRefine(refuseFoodInBothLists);

export const FoodPreferenceSchema = z.object({
  id: z.string(),
  foodName: z.string(),
  foodCategory: z.string().nullable(),
  preferenceType: PreferenceTypeSchema,
  intensity: z.number(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type FoodPreference = z.infer<typeof FoodPreferenceSchema>;

// ----- user_meal_plans ----------------------------------------------------------------------

export const MealPlanCreateSchema = z
  .object({
    /** Default 'Meal Plan {YYYY-MM-DD}' (spec §3). */
    planName: text(TEXT_LIMITS.shortText).optional(),
    /** Default: the plan's number of days when that is 3, 5, 7 or 14, else 7. */
    durationDays: PlanDurationSchema.optional(),
    startDate: isoDate.nullish(),
    planData: MealPlanSchema,
    /** Default: the plan's dailyCalories. */
    caloriesPerDay: z.number().int().min(0).max(10_000).nullish(),
  })
  .strict();
export const MealPlanUpdateSchema = MealPlanCreateSchema.partial()
  .extend({ isActive: z.boolean().optional() })
  .strict();

export const StoredMealPlanSchema = z.object({
  id: z.string(),
  planName: z.string(),
  durationDays: z.number(),
  startDate: z.string().nullable(),
  planData: MealPlanSchema,
  caloriesPerDay: z.number().nullable(),
  generatedBy: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type StoredMealPlan = z.infer<typeof StoredMealPlanSchema>;

// ----- user_ai_analyses ---------------------------------------------------------------------

export const ANALYSIS_TYPES = [
  'health_assessment',
  'dietary_recommendations',
  'nutritional_guidelines',
] as const;
export const AnalysisTypeSchema = z.enum(ANALYSIS_TYPES);

const JsonObjectSchema = z.record(z.string(), z.unknown());

export const AnalysisCreateSchema = z
  .object({
    analysisType: AnalysisTypeSchema,
    analysisData: JsonObjectSchema,
    userProfileSnapshot: JsonObjectSchema.nullish(),
  })
  .strict();

export const StoredAnalysisSchema = z.object({
  id: z.string(),
  analysisType: AnalysisTypeSchema,
  analysisData: JsonObjectSchema,
  userProfileSnapshot: JsonObjectSchema.nullable(),
  createdAt: z.string(),
});
export type StoredAnalysis = z.infer<typeof StoredAnalysisSchema>;

// ----- user_chat_history --------------------------------------------------------------------

export const CHAT_KINDS = ['mealPlan', 'questionnaire'] as const;
export const ChatKindSchema = z.enum(CHAT_KINDS);
export type ChatKind = z.infer<typeof ChatKindSchema>;

/** Spec §3 saved chat history metadata: the plan for meal-plan chats, what was learnt for questionnaires. */
export const ChatMetadataSchema = z
  .object({
    currentMealPlan: MealPlanSchema.nullish(),
    extractedData: ExtractedDataSchema.optional(),
    isComplete: z.boolean().optional(),
    suggestedTopics: z.array(z.string().max(200)).max(20).optional(),
  })
  .strict();

const ChatMessagesSchema = z.array(ChatMessageSchema).max(200);

export const ChatHistoryCreateSchema = z
  .object({
    chatType: ChatKindSchema,
    messages: ChatMessagesSchema,
    metadata: ChatMetadataSchema.default({}),
  })
  .strict();
export const ChatHistoryUpdateSchema = z
  .object({ messages: ChatMessagesSchema.optional(), metadata: ChatMetadataSchema.optional() })
  .strict();

export const StoredChatHistorySchema = z.object({
  id: z.string(),
  chatType: ChatKindSchema,
  messages: ChatMessagesSchema,
  metadata: ChatMetadataSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredChatHistory = z.infer<typeof StoredChatHistorySchema>;

// ----- user_health_data (versioned snapshots) -----------------------------------------------

/** The snapshot's profile: the assessment and the meal options, merged by key on update. */
export const SnapshotProfileSchema = z
  .object({
    name: optionalText(TEXT_LIMITS.name),
    age: z.number().int().min(LIMITS.ageYears.min).max(LIMITS.ageYears.max).nullish(),
    gender: GenderSchema.nullish(),
    weightKg: z.number().min(LIMITS.weightKg.min).max(LIMITS.weightKg.max).nullish(),
    heightCm: z.number().min(LIMITS.heightCm.min).max(LIMITS.heightCm.max).nullish(),
    activityLevel: ActivityLevelSchema.nullish(),
    /** The unit the person entered measurements in, so the form opens as they left it. */
    unit: z.enum(['imperial', 'metric']).nullish(),
    mealsPerDay: z.number().int().min(LIMITS.mealsPerDay.min).max(LIMITS.mealsPerDay.max).nullish(),
    snacksPerDay: z
      .number()
      .int()
      .min(LIMITS.snacksPerDay.min)
      .max(LIMITS.snacksPerDay.max)
      .nullish(),
    cookingWillingness: z.boolean().nullish(),
    /** Kidney disease stage and dialysis, when the person gave them. */
    ckdStage: CkdStageSchema.nullish(),
    dialysis: DialysisSchema.nullish(),
  })
  .strict();
export type SnapshotProfile = z.infer<typeof SnapshotProfileSchema>;

export const SnapshotFoodPreferencesSchema = z
  .object({
    likes: FoodNamesSchema.optional(),
    dislikes: FoodNamesSchema.optional(),
    cuisines: z.array(CuisineSchema).max(10).optional(),
  })
  .strict()
  .superRefine(refuseFoodInBothLists);

export const HealthDataUpdateSchema = z
  .object({
    profile: SnapshotProfileSchema.optional(),
    healthConditions: z.array(ConditionIdSchema).max(13).optional(),
    medications: z.array(text(TEXT_LIMITS.shortText)).max(50).optional(),
    allergies: z.array(text(TEXT_LIMITS.foodName)).max(50).optional(),
    dietaryRestrictions: z.array(DietaryRestrictionSchema).max(10).optional(),
    foodPreferences: SnapshotFoodPreferencesSchema.optional(),
    /** Why it changed; default 'User profile update' ('Initial data creation' for the first). */
    reason: text(TEXT_LIMITS.reason).optional(),
  })
  .strict();
export type HealthDataUpdate = z.infer<typeof HealthDataUpdateSchema>;

export const HEALTH_DATA_PARTS = [
  'profile',
  'healthConditions',
  'medications',
  'allergies',
  'dietaryRestrictions',
  'foodPreferences',
] as const;

export const HealthDataSnapshotSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  isCurrent: z.boolean(),
  profile: SnapshotProfileSchema,
  healthConditions: z.array(z.string()),
  medications: z.array(z.string()),
  allergies: z.array(z.string()),
  dietaryRestrictions: z.array(z.string()),
  foodPreferences: z.object({
    likes: z.array(z.string()),
    dislikes: z.array(z.string()),
    cuisines: z.array(z.string()),
  }),
  changes: z
    .object({
      modified: z.array(z.enum(HEALTH_DATA_PARTS)),
      reason: z.string(),
      timestamp: z.string(),
    })
    .nullable(),
  profileCompleted: z.boolean(),
  completionPercentage: z.number().int(),
  createdAt: z.string(),
});
export type HealthDataSnapshot = z.infer<typeof HealthDataSnapshotSchema>;

// ----- user_ai_insights ---------------------------------------------------------------------

export const InsightTypeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'must be 1–40 lowercase letters, digits, - or _');
export const InsightUpdateSchema = z.object({ data: JsonObjectSchema }).strict();

export const InsightsSchema = z.object({
  /** The latest insight of each type, with when it was made. */
  insights: z.record(z.string(), JsonObjectSchema.and(z.object({ generatedAt: z.string() }))),
  /** Earlier values, oldest first; at most 100 are kept. */
  history: z.array(z.object({ timestamp: z.string(), type: z.string(), data: JsonObjectSchema })),
});
export type Insights = z.infer<typeof InsightsSchema>;

// ----- the account as a whole ---------------------------------------------------------------

export const AccountDeleteSchema = z
  .object({ password: z.string().min(1, 'Enter your password to delete your account').max(200) })
  .strict();

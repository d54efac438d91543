import { z } from 'zod';
import { ConditionIdSchema } from '../conditions/catalogue';
import { CkdStageSchema, DialysisSchema } from '../conditions/kidney-details';
import {
  ActivityLevelSchema,
  CuisineSchema,
  DietaryRestrictionSchema,
  GenderSchema,
  MeasureSchemas,
} from '../profile/health-profile';
import {
  FoodNamesSchema,
  isoDate,
  isoDateTime,
  optionalText,
  refuseFoodInBothLists,
  TEXT_LIMITS,
  text,
} from './schema-fields';

/** The `/api/me` schemas of the profile, the health-data snapshots and the account as a whole. */

// ----- user_profiles ------------------------------------------------------------------------

export const ProfileUpdateSchema = z
  .object({
    username: optionalText(60),
    firstName: optionalText(TEXT_LIMITS.name),
    lastName: optionalText(TEXT_LIMITS.name),
    dateOfBirth: isoDate.nullish(),
    age: MeasureSchemas.ageYears.nullish(),
    gender: GenderSchema.nullish(),
    country: optionalText(TEXT_LIMITS.name),
    usRegion: optionalText(TEXT_LIMITS.name),
    heightCm: MeasureSchemas.heightCm.nullish(),
    weightKg: MeasureSchemas.weightKg.nullish(),
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

// ----- user_health_data (versioned snapshots) -----------------------------------------------

/** The snapshot's profile: the assessment and the meal options, merged by key on update. */
export const SnapshotProfileSchema = z
  .object({
    name: optionalText(TEXT_LIMITS.name),
    age: MeasureSchemas.ageYears.nullish(),
    gender: GenderSchema.nullish(),
    weightKg: MeasureSchemas.weightKg.nullish(),
    heightCm: MeasureSchemas.heightCm.nullish(),
    activityLevel: ActivityLevelSchema.nullish(),
    /** The unit the person entered measurements in, so the form opens as they left it. */
    unit: z.enum(['imperial', 'metric']).nullish(),
    mealsPerDay: MeasureSchemas.mealsPerDay.nullish(),
    snacksPerDay: MeasureSchemas.snacksPerDay.nullish(),
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

// ----- the account as a whole ---------------------------------------------------------------

export const AccountDeleteSchema = z
  .object({ password: z.string().min(1, 'Enter your password to delete your account').max(200) })
  .strict();

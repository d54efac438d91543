import { z } from 'zod';
import { ConditionIdSchema } from '../conditions/catalogue';
import { DietaryRestrictionSchema } from '../profile/health-profile';
import {
  FoodNamesSchema,
  isoDate,
  optionalText,
  refuseFoodInBothLists,
  TEXT_LIMITS,
  text,
} from './schema-fields';

/**
 * The `/api/me` schemas of the list tables: health conditions, medications, allergies, dietary
 * restrictions and food preferences.
 */

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

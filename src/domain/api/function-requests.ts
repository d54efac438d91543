import { z } from 'zod';
import { MAX_INTENTS_PER_MESSAGE, MealPlanIntentSchema } from '../chat/intent-schema';
import { ChatMessageSchema } from '../chat/schemas';
import { ConditionDetailsSchema } from '../conditions/kidney-details';
import { CompactMealPlanSchema } from '../planner/compact-plan';
import { MealPlanSchema } from '../planner/meal-plan';
import {
  ActivityLevelSchema,
  AllergyListSchema,
  CuisineSchema,
  DietaryRestrictionSchema,
  FoodNameListSchema,
  GenderSchema,
  HealthProfileSchema,
  MedicationListSchema,
  splitList,
} from '../profile/health-profile';

/**
 * Request bodies of the spec's server functions (§7): `ai-analyze` and `ai-chat`. The server
 * validates with these; the web builds its requests with the same types.
 */

/**
 * A list given as an array or as comma-separated text (the spec keeps allergies as text), blank
 * items dropped, then held to the engine's own limits for that list (`list`): whatever the API
 * takes, the engine takes.
 */
function textList<T extends z.ZodType>(list: T) {
  return z.preprocess((value) => {
    const items = typeof value === 'string' ? splitList(value.slice(0, MAX_LIST_TEXT)) : value;
    if (!Array.isArray(items)) return items;
    return items
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '');
  }, list);
}
/** Comma-separated text is read this far: far past 50 items of the longest names allowed. */
const MAX_LIST_TEXT = 8000;

const engine = HealthProfileSchema.shape;

/** Spec §7 userProfile: weight in kg, height in cm; the engine's fields and limits. */
export const UserProfileSchema = z.object({
  profile: engine.profile.extend({ bmi: z.number().positive().nullish() }),
  healthConditions: engine.healthConditions,
  /** Details of a condition; keys other than the known ones are ignored. */
  conditionDetails: ConditionDetailsSchema.nullish(),
  medications: textList(MedicationListSchema.default([])),
  allergies: textList(AllergyListSchema.default([])),
  dietaryRestrictions: engine.dietaryRestrictions,
  foodPreferences: z
    .object({
      liked: textList(FoodNameListSchema.default([])),
      disliked: textList(FoodNameListSchema.default([])),
      cuisines: z.array(CuisineSchema).max(10).default([]),
    })
    .default({ liked: [], disliked: [], cuisines: [] }),
  mealOptions: engine.mealOptions,
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** The engine's profile from the spec's userProfile (the same fields, checked once more). */
export function toHealthProfile(userProfile: UserProfile) {
  return HealthProfileSchema.parse({
    ...userProfile,
    profile: { ...userProfile.profile, bmi: userProfile.profile.bmi ?? undefined },
    conditionDetails: userProfile.conditionDetails ?? undefined,
  });
}

export const ANALYZE_TYPES = [
  'healthAnalysis',
  'dietaryRecommendations',
  'nutritionalGuidelines',
  'mealPlan',
] as const;
export const AnalyzeTypeSchema = z.enum(ANALYZE_TYPES);

/**
 * mealPlan: the plan shown now, whose meals the new one keeps (replan-meal-plan.ts): Regenerate
 * keeps the locked meals; a change of length (`keepChosen`) the chosen ones too; `day` plans only
 * that day again. Compact as a chat edit sends it, or in full.
 */
export const PlanRevisionRequestSchema = z.object({
  plan: z.union([CompactMealPlanSchema, MealPlanSchema]),
  keepChosen: z.boolean().default(false),
  day: z.number().int().positive().max(14).optional(),
});
export type PlanRevisionRequest = z.infer<typeof PlanRevisionRequestSchema>;

export const AnalyzeRequestSchema = z
  .object({
    type: AnalyzeTypeSchema,
    userProfile: UserProfileSchema,
    daysCount: z.union([z.literal(3), z.literal(5), z.literal(7), z.literal(14)]).default(7),
    /** Optional: the same seed gives the same plan. */
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
    revise: PlanRevisionRequestSchema.optional(),
  })
  .superRefine((request, ctx) => {
    const revise = request.revise;
    if (!revise) return;
    if (request.type !== 'mealPlan') {
      ctx.addIssue({ code: 'custom', message: 'revise is for mealPlan only', path: ['revise'] });
    }
    const length = revise.plan.days.length;
    if (revise.plan.days.some((day, i) => day.day !== i + 1)) {
      ctx.addIssue({
        code: 'custom',
        message: 'the plan days must be numbered 1, 2, 3, ... in order',
        path: ['revise', 'plan', 'days'],
      });
    }
    if (revise.day !== undefined && revise.day > length) {
      ctx.addIssue({
        code: 'custom',
        message: `the plan has no day ${revise.day}`,
        path: ['revise', 'day'],
      });
    }
    if (revise.day !== undefined && request.daysCount !== length) {
      ctx.addIssue({
        code: 'custom',
        message: 'daysCount must be the plan length when one day is planned again',
        path: ['daysCount'],
      });
    }
  });
export type AnalyzeRequest = z.infer<typeof AnalyzeRequestSchema>;

/** The `ai-chat` request carries chat messages; their schema lives with the chat, a lower layer. */

export const CHAT_TYPES = [
  'startQuestionnaire',
  'continueQuestionnaire',
  'healthGuidance',
  'foodSuggestions',
  'mealPlanChat',
] as const;
export const ChatTypeSchema = z.enum(CHAT_TYPES);

export const GUIDANCE_SECTIONS = ['personal', 'conditions', 'medications', 'allergies'] as const;
export const GuidanceSectionSchema = z.enum(GUIDANCE_SECTIONS);

/** What the assessment form holds while being filled in: any field may still be empty. */
export const AssessmentFormDataSchema = z
  .object({
    name: z.string().max(100).optional(),
    age: z.union([z.number(), z.string()]).optional(),
    gender: z.string().optional(),
    weightKg: z.union([z.number(), z.string()]).optional(),
    heightCm: z.union([z.number(), z.string()]).optional(),
    weightLbs: z.union([z.number(), z.string()]).optional(),
    heightFeet: z.union([z.number(), z.string()]).optional(),
    heightInches: z.union([z.number(), z.string()]).optional(),
    unit: z.enum(['imperial', 'metric']).optional(),
    activityLevel: z.string().optional(),
    selectedConditions: z.array(z.string()).optional(),
    medications: z.string().max(2000).optional(),
    allergies: z.string().max(2000).optional(),
  })
  .partial();
export type AssessmentFormData = z.infer<typeof AssessmentFormDataSchema>;

export const CurrentPreferencesSchema = z
  .object({
    selectedRestrictions: z.array(DietaryRestrictionSchema).optional(),
    likedFoods: textList(FoodNameListSchema).optional(),
    dislikedFoods: textList(FoodNameListSchema).optional(),
    selectedCuisines: z.array(CuisineSchema).optional(),
  })
  .partial();
export type CurrentPreferences = z.infer<typeof CurrentPreferencesSchema>;

/** A partial profile is fine for the questionnaire, guidance and suggestions. */
export const PartialUserProfileSchema = z
  .object({
    profile: z
      .object({
        name: z.string().max(100).nullish(),
        age: z.number().nullish(),
        gender: GenderSchema.nullish(),
        weight: z.number().nullish(),
        height: z.number().nullish(),
        bmi: z.number().nullish(),
        activityLevel: ActivityLevelSchema.nullish(),
      })
      .partial()
      .optional(),
    healthConditions: engine.healthConditions.optional(),
    medications: textList(MedicationListSchema).optional(),
    allergies: textList(AllergyListSchema).optional(),
    dietaryRestrictions: engine.dietaryRestrictions.optional(),
    foodPreferences: z
      .object({
        liked: textList(FoodNameListSchema).optional(),
        disliked: textList(FoodNameListSchema).optional(),
        cuisines: z.array(CuisineSchema).max(10).optional(),
      })
      .partial()
      .optional(),
  })
  .partial();
export type PartialUserProfile = z.infer<typeof PartialUserProfileSchema>;

/** The assessment advisor reads a typed question up to this many characters. */
export const MAX_QUESTION_CHARS = 500;

/** The `ai-chat` request's fields as they come in: every field checked, whatever the type. */
const chatFields = {
  type: ChatTypeSchema,
  conversationHistory: z.array(ChatMessageSchema).max(200).default([]),
  /** The new user message; when absent, the last user message of the history is the new one. */
  message: z.string().max(4000).optional(),
  userProfile: z.unknown().optional(),
  section: GuidanceSectionSchema.optional(),
  formData: AssessmentFormDataSchema.optional(),
  currentPreferences: CurrentPreferencesSchema.optional(),
  /**
   * The plan a chat edit changes: compact (recipes, servings, sides and grams; what the web
   * app sends, compact-plan.ts) or in full.
   */
  currentMealPlan: z.union([CompactMealPlanSchema, MealPlanSchema]).nullish(),
  /**
   * mealPlanChat: the edits a button asks for ('Swap' sends `{ kind: 'swap', slot, day }`),
   * applied as they are instead of reading `message`, which is still the text shown.
   */
  intents: z.array(MealPlanIntentSchema).min(1).max(MAX_INTENTS_PER_MESSAGE).optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
};

/** A field the first step has checked: the second step keeps it as it is. */
const checked = <S extends z.ZodType>(_schema: S) => z.custom<z.output<S>>(() => true);

/** The fields after the first step, for the second to narrow by `type`. */
const CheckedChatFieldsSchema = z.object({
  type: checked(chatFields.type),
  conversationHistory: checked(chatFields.conversationHistory),
  message: checked(chatFields.message).optional(),
  userProfile: checked(chatFields.userProfile).optional(),
  section: checked(chatFields.section).optional(),
  formData: checked(chatFields.formData).optional(),
  currentPreferences: checked(chatFields.currentPreferences).optional(),
  currentMealPlan: checked(chatFields.currentMealPlan).optional(),
  intents: checked(chatFields.intents).optional(),
  seed: checked(chatFields.seed).optional(),
});

/**
 * The `ai-chat` request, one shape per `type`, in two steps so a refusal names the same fields
 * as ever. First every field is checked whatever the type (an unknown type is refused with the
 * rest), with what a type needs: editing a plan needs the whole profile (its rules decide what
 * an edit may do), guidance needs the form section. Then, once all of that passes, the request
 * is narrowed by `type` (which cannot fail there): the plan edit's profile parsed, the section
 * required, and food suggestions' profile read when it is a valid partial one, left out if not.
 */
export const ChatRequestSchema = z
  .object(chatFields)
  .superRefine((request, ctx) => {
    // Editing a plan needs the whole profile: its rules decide what an edit may do.
    if (request.type === 'mealPlanChat') {
      const profile = UserProfileSchema.safeParse(request.userProfile);
      if (!profile.success) {
        for (const issue of profile.error.issues) {
          ctx.addIssue({
            code: 'custom',
            message: issue.message,
            path: ['userProfile', ...issue.path],
          });
        }
      }
    }
    if (request.type === 'healthGuidance' && !request.section) {
      ctx.addIssue({
        code: 'custom',
        message: 'section is required for healthGuidance',
        path: ['section'],
      });
    }
  })
  .pipe(
    z.discriminatedUnion('type', [
      CheckedChatFieldsSchema.extend({ type: z.literal('startQuestionnaire') }),
      CheckedChatFieldsSchema.extend({ type: z.literal('continueQuestionnaire') }),
      CheckedChatFieldsSchema.extend({
        type: z.literal('healthGuidance'),
        section: GuidanceSectionSchema,
      }),
      CheckedChatFieldsSchema.extend({
        type: z.literal('foodSuggestions'),
        userProfile: PartialUserProfileSchema.optional().catch(undefined),
      }),
      CheckedChatFieldsSchema.extend({
        type: z.literal('mealPlanChat'),
        userProfile: UserProfileSchema,
      }),
    ]),
  );

export type ChatRequest = z.infer<typeof ChatRequestSchema>;

import { z } from 'zod';
import { formatNumber } from '../profile/format';
import { SourceIdSchema, SourceRowSchema } from '../sources';
import type { MacroRange, NutrientLimit, NutritionTargets } from './schemas';

/**
 * Spec §3 "Nutritional guidelines": dailyCalories (min, max, recommended), macronutrients
 * (carbs, protein, fat as text), keyMicronutrients (nutrient, amount, reason) and nutrientLimits
 * (nutrient, limit, reason). Extended, never reduced: every item may carry the clinical-targets
 * rows behind it, and limits their rule id. The AI path's answers are parsed with the same schema.
 */
const SourceIdsSchema = z.array(SourceIdSchema).optional();

export const NutritionalGuidelinesSchema = z.object({
  dailyCalories: z.object({
    min: z.number(),
    max: z.number(),
    recommended: z.number(),
    sourceIds: SourceIdsSchema,
  }),
  macronutrients: z.object({ carbs: z.string(), protein: z.string(), fat: z.string() }),
  macronutrientSourceIds: z
    .object({
      carbs: z.array(SourceIdSchema),
      protein: z.array(SourceIdSchema),
      fat: z.array(SourceIdSchema),
    })
    .optional(),
  keyMicronutrients: z.array(
    z.object({
      nutrient: z.string(),
      amount: z.string(),
      reason: z.string(),
      sourceIds: SourceIdsSchema,
    }),
  ),
  nutrientLimits: z.array(
    z.object({
      nutrient: z.string(),
      limit: z.string(),
      reason: z.string(),
      ruleId: z.string().optional(),
      sourceIds: SourceIdsSchema,
    }),
  ),
  editionNote: z.string().optional(),
  disclaimer: z.string().optional(),
  sources: z.array(SourceRowSchema).optional(),
  /** True for the spec §8 static fallback, which is not computed for the person. */
  isFallback: z.boolean().optional(),
});
export type NutritionalGuidelines = z.infer<typeof NutritionalGuidelinesSchema>;

/** '45-65% (203-293 g)', the spec's style with the grams at the day's target. */
function macroText(range: MacroRange, extra?: string): string {
  const grams = `${range.minG}-${range.maxG} g${extra ? `; ${extra}` : ''}`;
  return `${range.minPct}-${range.maxPct}% (${grams})`;
}

function limitText(limit: NutrientLimit): string {
  const unit = limit.unit;
  const perMeal = limit.scope === 'meal' ? ' per meal' : '';
  if (limit.kind === 'consistency') {
    return `steady: ${formatNumber(limit.min ?? 0)}-${formatNumber(limit.max ?? 0)} ${unit} every day (near ${formatNumber(limit.referenceAmount ?? 0)} ${unit})`;
  }
  if (limit.perKg?.min !== undefined && limit.perKg.max !== undefined) {
    return `${limit.perKg.min.toFixed(1)}-${limit.perKg.max.toFixed(1)} g/kg (${limit.min}-${limit.max} ${unit})${perMeal}`;
  }
  if (limit.min !== undefined && limit.max !== undefined) {
    return `${formatNumber(limit.min)}-${formatNumber(limit.max)} ${unit}${perMeal}`;
  }
  if (limit.max !== undefined) {
    const share =
      limit.percentOfEnergy !== undefined ? ` (${limit.percentOfEnergy}% of calories)` : '';
    return `under ${formatNumber(limit.max)} ${unit}${perMeal}${share}`;
  }
  return `at least ${formatNumber(limit.min ?? 0)} ${unit}${perMeal}`;
}

/**
 * The spec §3 nutritionalGuidelines for computed targets, each item with its sources. Targets
 * name no foods; `foodsFor` (the guidance's, which knows the person's food rules) may add a
 * sentence naming foods that suit the person to a micronutrient's reason, by the item's id.
 */
export function toNutritionalGuidelines(
  targets: NutritionTargets,
  foodsFor: (micronutrientId: string) => string | undefined = () => undefined,
): NutritionalGuidelines {
  const { energy, macros, fiber } = targets;
  const perKg = macros.protein.perKg;
  const proteinPerKg =
    perKg.maxGPerKg === null
      ? `at least ${perKg.minGPerKg} g/kg`
      : `${perKg.minGPerKg.toFixed(1)}-${perKg.maxGPerKg.toFixed(1)} g/kg`;

  const fiberItem = {
    nutrient: fiber.emphasis === 'soluble' ? 'Fiber (mostly soluble)' : 'Fiber',
    amount: `at least ${fiber.minG} g`,
    reason: fiber.isCapped
      ? 'Enough fibre for regular digestion, without pushing insoluble fibre that can upset IBS.'
      : 'Fibre supports digestion, blood sugar and cholesterol: about 14 g for every 1,000 kcal.',
    sourceIds: fiber.sourceIds,
  };

  return {
    dailyCalories: {
      min: energy.minKcal,
      max: energy.maxKcal,
      recommended: energy.targetKcal,
      sourceIds: energy.sourceIds,
    },
    macronutrients: {
      carbs: macroText(macros.carbs),
      protein: macroText(macros.protein, proteinPerKg),
      fat: macroText(macros.fat),
    },
    macronutrientSourceIds: {
      carbs: macros.carbs.sourceIds,
      protein: macros.protein.sourceIds,
      fat: macros.fat.sourceIds,
    },
    keyMicronutrients: [
      fiberItem,
      ...targets.micronutrients.map((item) => {
        const foods = foodsFor(item.id);
        return {
          nutrient: item.nutrient,
          amount: item.amount,
          reason: foods ? `${item.reason} ${foods}` : item.reason,
          sourceIds: item.sourceIds,
        };
      }),
    ],
    nutrientLimits: targets.limits
      .filter((limit) => limit.kind !== 'target')
      .map((limit) => ({
        nutrient: limit.label,
        limit: limitText(limit),
        reason: limit.reason,
        ruleId: limit.id,
        sourceIds: limit.sourceIds,
      })),
    editionNote: targets.editionNote,
    disclaimer: targets.disclaimer,
    sources: targets.sources,
  };
}

import type { NutrientKey } from '../foods/food';
import { findFoodsByName } from '../foods/food-table';
import { formatNumber } from '../profile/format';
import { type GuidanceContext, limitOf } from './context';

/**
 * The person's numbers, read from their targets, as the sentences use them. Each returns null
 * when the person has no such number (no targets, or the limit does not apply to them).
 */

export function sodiumLimitMg(ctx: GuidanceContext): number | null {
  return limitOf(ctx, 'sodium-daily-max')?.max ?? null;
}

/**
 * The usual adult sodium limit, 2,300 mg a day: the emphasis screen reads it when the person has
 * no targets, and the portion guide gives sodium per meal only for a lower limit.
 */
export const DEFAULT_SODIUM_LIMIT_MG = 2300;

export function satFatLimit(ctx: GuidanceContext): { grams: number; percent: number } | null {
  const limit = limitOf(ctx, 'sat-fat-daily-max');
  if (limit?.max === undefined || limit.percentOfEnergy === undefined) return null;
  return { grams: limit.max, percent: limit.percentOfEnergy };
}

export function addedSugarLimitG(ctx: GuidanceContext): number | null {
  return limitOf(ctx, 'added-sugars-daily-max')?.max ?? null;
}

export function cholesterolLimitMg(ctx: GuidanceContext): number | null {
  return limitOf(ctx, 'cholesterol-daily-max')?.max ?? null;
}

export function fatPerMealG(ctx: GuidanceContext): number | null {
  return limitOf(ctx, 'no-gallbladder-fat-per-meal-max')?.max ?? null;
}

export function dashPotassiumMg(ctx: GuidanceContext): { min: number; max: number } | null {
  const limit = limitOf(ctx, 'dash-potassium-daily-target');
  if (limit?.min === undefined || limit.max === undefined) return null;
  return { min: limit.min, max: limit.max };
}

export function ckdDefaults(
  ctx: GuidanceContext,
): { potassiumMg: number; phosphorusMg: number } | null {
  const potassium = limitOf(ctx, 'ckd-potassium-daily-max')?.max;
  const phosphorus = limitOf(ctx, 'ckd-phosphorus-daily-max')?.max;
  if (potassium === undefined || phosphorus === undefined) return null;
  return { potassiumMg: potassium, phosphorusMg: phosphorus };
}

/** Sodium as a sentence part: 'under 1,500 mg a day'. */
export function sodiumPhrase(ctx: GuidanceContext): string | null {
  const mg = sodiumLimitMg(ctx);
  return mg === null ? null : `under ${formatNumber(mg)} mg a day`;
}

const UNIT_OF: Partial<Record<NutrientKey, string>> = {
  sodiumMg: 'mg of sodium',
  potassiumMg: 'mg of potassium',
  phosphorusMg: 'mg of phosphorus',
  satFatG: 'g of saturated fat',
  proteinG: 'g of protein',
  fatG: 'g of fat',
  sugarsG: 'g of sugars',
};

/**
 * What one household portion of a named food holds, from the food table: 'Banana (1 medium
 * banana): about 422 mg of potassium'. Null when the name has no match, no portion or no value.
 */
export function portionFact(name: string, nutrient: NutrientKey): string | null {
  const food = findFoodsByName(name)[0];
  const per100g = food?.nutrients[nutrient];
  if (food === undefined || food.portion === null || per100g === null || per100g === undefined) {
    return null;
  }
  const amount = (per100g * food.portion.grams) / 100;
  const rounded = amount >= 10 ? Math.round(amount) : Math.round(amount * 10) / 10;
  const unit = UNIT_OF[nutrient] ?? nutrient;
  return `${food.name} (${food.portion.measure}): about ${formatNumber(rounded)} ${unit}`;
}

/** The fact of the listed food whose portion holds the most, so the example is telling. */
export function largestPortionFact(names: readonly string[], nutrient: NutrientKey): string | null {
  let best: { fact: string; amount: number } | null = null;
  for (const name of names) {
    const food = findFoodsByName(name)[0];
    const per100g = food?.nutrients[nutrient];
    if (food?.portion === null || food === undefined || per100g === null || per100g === undefined) {
      continue;
    }
    const amount = (per100g * food.portion.grams) / 100;
    const fact = portionFact(name, nutrient);
    if (fact !== null && (best === null || amount > best.amount)) best = { fact, amount };
  }
  return best?.fact ?? null;
}

/** '2.4–4 kg': a share of the person's weight, one decimal, no trailing '.0'. */
export function kgShare(weightKg: number, fromPct: number, toPct?: number): string {
  const one = (pct: number) => {
    const value = Math.round((weightKg * pct) / 10) / 10;
    return Number.isInteger(value) ? String(value) : value.toFixed(1);
  };
  return toPct === undefined ? `${one(fromPct)} kg` : `${one(fromPct)}–${one(toPct)} kg`;
}

/** The sodium limit as a number with its unit: '1,500 mg'. */
export const sodiumText = (ctx: GuidanceContext) => {
  const mg = sodiumLimitMg(ctx);
  return mg === null ? null : `${formatNumber(mg)} mg`;
};

import type { Food } from '../foods/food';
import { nameTokens } from '../foods/food-names';
import { findFoodsByName } from '../foods/food-table';
import type { HealthProfile } from '../profile/health-profile';
import { foodExclusions } from '../rules/food-exclusions';
import { reasonOf, select } from './category-selection';
import { type GuidanceContext, has, takes } from './context';
import { DEFAULT_SODIUM_LIMIT_MG, sodiumLimitMg } from './facts';
import { EMPHASIS_CATEGORIES } from './food-categories';
import type { FoodCategoryItem } from './schemas';

// Screens for foods to emphasise. The numbers are ours (planning choices), not a guideline's.

/** At most this many foods per category, so each card stays readable. */
export const MAX_FOODS_PER_CATEGORY = 6;

/**
 * With kidney disease, potassium and phosphorus are set by the care team (B5.7, B5.8). Until then
 * we do not *emphasise* a food that, in any form its name can mean, has more than 300 mg of
 * potassium or 300 mg of phosphorus per 100 g, or any dairy food (phosphorus and potassium in a
 * usual glass or pot, and `ckd-vs-dash-minerals` already drops the dairy-based DASH calcium).
 * 300 mg of potassium per 100 g puts bananas, potatoes, spinach, avocado, most beans and nuts
 * out; a food with no value counts as over (when unsure, do not push). The plan may still use
 * such foods within the day's limits: this screen is about what we recommend.
 */
export const CKD_EMPHASIS_SCREEN = {
  potassiumMgPer100g: 300,
  phosphorusMgPer100g: 300,
  excludesDairy: true,
} as const;

/**
 * A food is not emphasised when one household portion (at most 100 g; 100 g when the table has
 * none) would use more than this share of the person's sodium limit (2,300 mg without targets).
 */
export const SODIUM_PORTION_SHARE_MAX = 0.2;

/**
 * With warfarin, vitamin K is kept steady, not pushed (C1): a food with more than 100 µg of
 * vitamin K per 100 g (more than a woman's whole adequate intake of 90 µg) is not emphasised.
 * A food with no vitamin K value passes: about 40 % of the table has none (clinical-targets D).
 */
export const WARFARIN_VITAMIN_K_SCREEN = { vitaminKUgPer100g: 100 } as const;

/** Words too common to tie an unrecognised allergy or dislike to a food. */
const NOISE_WORDS = new Set(['allergy', 'allergic', 'intolerance', 'intolerant', 'food', 'and']);

export type EmphasisVerdict =
  | { ok: true; foods: Food[] }
  | {
      ok: false;
      why:
        | 'not-in-food-table'
        | 'excluded'
        | 'unrecognised-entry'
        | 'kidney-screen'
        | 'warfarin-screen'
        | 'sodium-screen';
      detail: string;
    };

/**
 * Words of the allergies and dislikes the food table did not recognise ('kiwi fruitz'): a food
 * sharing one of them is not emphasised, since the person may mean it.
 */
function unrecognizedWords(ctx: GuidanceContext): Set<string> {
  return new Set(
    [...ctx.rules.unmatchedAllergies, ...ctx.rules.unmatchedDislikes]
      .flatMap((entry) => nameTokens(entry))
      .filter((word) => word.length >= 3 && !NOISE_WORDS.has(word)),
  );
}

function failsKidneyScreen(food: Food): boolean {
  const { potassiumMg, phosphorusMg } = food.nutrients;
  return (
    potassiumMg === null ||
    potassiumMg > CKD_EMPHASIS_SCREEN.potassiumMgPer100g ||
    phosphorusMg === null ||
    phosphorusMg > CKD_EMPHASIS_SCREEN.phosphorusMgPer100g ||
    (CKD_EMPHASIS_SCREEN.excludesDairy && food.tags.animalOrigin.includes('dairy'))
  );
}

function portionSodiumMg(food: Food): number {
  // Some household portions are a whole roast or a family pack: never more than 100 g here.
  const grams = Math.min(food.portion?.grams ?? 100, 100);
  return ((food.nutrients.sodiumMg ?? 0) * grams) / 100;
}

/**
 * Whether a food name may be shown under foods to emphasise for this person: it must name at
 * least one food of the table, and none of the foods it can mean may be excluded for the person
 * (allergy, restriction, dislike, condition or medication rule), share a word with an allergy or
 * dislike we could not recognise, or fail the screens above.
 */
export function emphasisVerdict(name: string, ctx: GuidanceContext): EmphasisVerdict {
  const foods = findFoodsByName(name);
  if (foods.length === 0) return { ok: false, why: 'not-in-food-table', detail: name };
  for (const food of foods) {
    const reasons = foodExclusions(food, ctx.rules);
    if (reasons.length > 0) {
      return { ok: false, why: 'excluded', detail: `${food.name}: ${reasons[0]?.reason}` };
    }
  }
  const words = unrecognizedWords(ctx);
  if (words.size > 0) {
    const named = [name, ...foods.map((food) => food.name)].flatMap((text) => nameTokens(text));
    const shared = named.find((word) => words.has(word));
    if (shared !== undefined) return { ok: false, why: 'unrecognised-entry', detail: shared };
  }
  if (has(ctx, 'chronic_kidney_disease')) {
    const over = foods.find(failsKidneyScreen);
    if (over) return { ok: false, why: 'kidney-screen', detail: over.name };
  }
  if (takes(ctx, 'warfarin')) {
    const rich = foods.find(
      (food) => (food.nutrients.vitaminKUg ?? 0) > WARFARIN_VITAMIN_K_SCREEN.vitaminKUgPer100g,
    );
    if (rich) return { ok: false, why: 'warfarin-screen', detail: rich.name };
  }
  const sodiumMaxMg = (sodiumLimitMg(ctx) ?? DEFAULT_SODIUM_LIMIT_MG) * SODIUM_PORTION_SHARE_MAX;
  const salty = foods.find((food) => portionSodiumMg(food) > sodiumMaxMg);
  if (salty) return { ok: false, why: 'sodium-screen', detail: salty.name };
  return { ok: true, foods };
}

function likedFoodIds(profile: HealthProfile): Set<string> {
  return new Set(
    profile.foodPreferences.liked.flatMap((name) => findFoodsByName(name).map((food) => food.id)),
  );
}

/** Foods to emphasise: personal categories first, each food safe for the person, none twice. */
export function foodsToEmphasize(ctx: GuidanceContext): FoodCategoryItem[] {
  const liked = likedFoodIds(ctx.profile);
  const shown = new Set<string>();
  const selected = select(EMPHASIS_CATEGORIES, ctx).toSorted(
    (a, b) => Number(b.isPersonal) - Number(a.isPersonal),
  );
  const items: FoodCategoryItem[] = [];
  for (const { entry } of selected) {
    const candidates = entry.foods
      .filter((name) => !shown.has(name))
      .map((name) => ({ name, verdict: emphasisVerdict(name, ctx) }))
      .filter((candidate) => candidate.verdict.ok)
      .map(({ name, verdict }) => ({
        name,
        isLiked: verdict.ok && verdict.foods.some((food) => liked.has(food.id)),
      }));
    // Foods the person likes come first; otherwise the catalogue's order.
    const foods = candidates
      .toSorted((a, b) => Number(b.isLiked) - Number(a.isLiked))
      .slice(0, MAX_FOODS_PER_CATEGORY)
      .map((candidate) => candidate.name);
    if (foods.length === 0) continue;
    for (const name of foods) shown.add(name);
    const { reason, sourceIds } = reasonOf(entry, ctx, foods);
    items.push({ id: entry.id, category: entry.category, foods, reason, sourceIds });
  }
  return items;
}

import { findFoodsByName } from '../foods/food-table';
import { formatList } from '../profile/format';
import { foodExclusions } from '../rules/food-exclusions';
import {
  type NutritionalGuidelines,
  type NutritionTargets,
  toNutritionalGuidelines,
} from '../targets';
import type { GuidanceContext } from './context';
import { emphasisVerdict } from './foods-to-emphasize';

/**
 * Foods the analysis's sentences name as sources of a nutrient (soluble fibre, omega-3 fats,
 * vitamin B12), kept to those the person may eat: each must pass the same verdict as foods to
 * emphasise (allergies, diet, dislikes, condition and medicine rules, the kidney and sodium
 * screens). Targets name no foods; their reasons get these sentences here.
 */

export type SourceKind = 'soluble-fibre' | 'omega-3' | 'vitamin-b12';

/** Candidates in the order they are named; each resolves to foods of the table. */
const SOURCE_FOODS: Readonly<Record<SourceKind, readonly string[]>> = {
  'soluble-fibre': ['oats', 'barley', 'beans', 'lentils', 'apples', 'oranges', 'carrots'],
  'omega-3': [
    'atlantic salmon',
    'rainbow trout',
    'sardines',
    'mackerel',
    'walnuts',
    'flaxseed',
    'chia seeds',
    'canola oil',
  ],
  'vitamin-b12': [
    'atlantic salmon',
    'clams',
    'hard-boiled eggs',
    'skim milk',
    'nonfat greek yogurt',
    'lean ground turkey',
  ],
};

/** What a reason says when every candidate is ruled out for the person. */
const NONE_SUIT: Readonly<Record<SourceKind, string | undefined>> = {
  'soluble-fibre': undefined,
  'omega-3': undefined,
  'vitamin-b12':
    'None of the usual vitamin B12 foods suits you: ask your doctor about fortified foods or a supplement.',
};

/** The micronutrient targets whose reasons name sources (their ids in `targets`). */
const SOURCES_OF_TARGET: Readonly<Record<string, SourceKind>> = {
  'tlc-viscous-fiber': 'soluble-fibre',
  'heart-omega-3': 'omega-3',
  'metformin-vitamin-b12': 'vitamin-b12',
};

/** The candidates of `kind` this person may eat, in order. */
export function sourceFoods(ctx: GuidanceContext, kind: SourceKind): string[] {
  return SOURCE_FOODS[kind].filter((name) => emphasisVerdict(name, ctx).ok);
}

/** 'Good sources for you: beans, lentils and apples.', or what to do when none suits. */
export function sourcesSentence(ctx: GuidanceContext, kind: SourceKind): string | undefined {
  const foods = sourceFoods(ctx, kind);
  return foods.length > 0 ? `Good sources for you: ${formatList(foods)}.` : NONE_SUIT[kind];
}

/**
 * A word of a list in a sentence: a food name checked as itself, or one shown as `say` and
 * checked as the food name `lookup`; `lookup` null for a word said of a whole kind that no rule
 * takes away ('vegetables', 'fruit': 'fruit' as a food name would also find fruit yogurt).
 */
export type ListWord = string | { say: string; lookup: string | null };

/** Vegetables and fruit in general, which every list may name. */
export const VEGETABLES: ListWord = { say: 'vegetables', lookup: null };
export const FRUIT: ListWord = { say: 'fruit', lookup: null };

/**
 * The words of a sentence's list of foods ('vegetables, fruit, low-fat dairy, fish and nuts')
 * that suit the person, in order: a word naming foods stays when some of them suit the person and
 * none is an allergen of theirs. So 'dairy' goes for a vegan, 'nuts' with a tree-nut allergy,
 * 'oats' with celiac disease, 'fish' stays for a pescatarian. A word whose only allergens are
 * gluten grains is said as 'gluten-free whole grains' (brown rice and quinoa suit celiac disease).
 */
export function wordsThatSuit(ctx: GuidanceContext, words: readonly ListWord[]): string[] {
  return words.flatMap((word) => {
    const { say, lookup } = typeof word === 'string' ? { say: word, lookup: word } : word;
    if (lookup === null) return [say];
    const foods = findFoodsByName(lookup);
    const reasons = foods.map((food) => foodExclusions(food, ctx.rules));
    if (!reasons.some((list) => list.length === 0)) return [];
    const allergens = foods.filter((_, k) =>
      reasons[k]!.some((reason) => reason.kind === 'allergy'),
    );
    if (allergens.length === 0) return [say];
    return allergens.every((food) => food.tags.allergens.includes('wheat-gluten'))
      ? [`gluten-free ${say}`]
      : [];
  });
}

/** 'vegetables, fruit and beans': the words that suit the person, as a list. */
export const suitableList = (ctx: GuidanceContext, words: readonly ListWord[]) =>
  formatList(wordsThatSuit(ctx, words));

/** Spec §3 nutritional guidelines for this person: the targets, with sources that suit them. */
export function composeNutritionalGuidelines(
  ctx: GuidanceContext,
  targets: NutritionTargets,
): NutritionalGuidelines {
  return toNutritionalGuidelines(targets, (id) => {
    const kind = SOURCES_OF_TARGET[id];
    return kind ? sourcesSentence(ctx, kind) : undefined;
  });
}

import type { Allergen } from '../foods/food';
import { findFoodsByName } from '../foods/food-table';
import { formatList } from '../profile/format';
import { allergensNamedBy, foodExclusions } from '../rules/food-exclusions';
import { ALLERGEN_EXAMPLE_FOODS, ALLERGEN_WORDS } from './allergen-foods';
import { reasonOf, select } from './category-selection';
import type { GuidanceContext } from './context';
import { LIMIT_CATEGORIES } from './food-categories';
import type { LimitCategory } from './food-category';
import { REFINED_GRAINS_DAILY_MAX_OZ_EQ } from './limits-everyday';
import type { FoodLimitItem, LimitKind } from './schemas';

// Foods to limit or avoid: the person's allergens, then the catalogue entries that apply to them.

const KIND_ORDER: Readonly<Record<LimitKind, number>> = {
  avoid: 0,
  'keep-steady': 1,
  separate: 2,
  limit: 3,
};

/**
 * A food name is left out of a limit list when the person never eats it anyway: every food it
 * names is already excluded by one of their dietary restrictions (bacon for a vegetarian).
 */
function isOffTheirMenu(name: string, ctx: GuidanceContext): boolean {
  const foods = findFoodsByName(name);
  return (
    foods.length > 0 &&
    foods.every((food) =>
      foodExclusions(food, ctx.rules).some((exclusion) => exclusion.kind === 'restriction'),
    )
  );
}

function allergyItems(ctx: GuidanceContext): FoodLimitItem[] {
  const entriesByAllergen = new Map<Allergen, string[]>();
  const items: FoodLimitItem[] = [];
  const unmatched = new Set(ctx.rules.unmatchedAllergies);
  for (const entry of ctx.profile.allergies) {
    const groups = allergensNamedBy(entry);
    for (const group of groups) {
      entriesByAllergen.set(group, [...(entriesByAllergen.get(group) ?? []), entry]);
    }
    if (groups.length > 0) continue;
    const text = entry.trim();
    items.push({
      id: 'avoid-allergy-named-food',
      category: `Avoid completely: ${text} (your allergy)`,
      kind: 'avoid',
      foods: [text],
      reason: unmatched.has(entry)
        ? `You listed "${text}". We could not find it in our food table, so your plan cannot check for it: read every label and ask how restaurant food is made.`
        : `You listed "${text}". Your plan leaves it out, including foods made with it; read labels too.`,
      sourceIds: ['B12.1'],
    });
  }
  const groupItems = [...entriesByAllergen].map(
    ([allergen, entries]): FoodLimitItem => ({
      id: `avoid-allergen-${allergen}`,
      category: `Avoid completely: ${ALLERGEN_WORDS[allergen]} (your allergy)`,
      kind: 'avoid',
      foods: [...ALLERGEN_EXAMPLE_FOODS[allergen]],
      reason:
        `You listed ${formatList(entries.map((entry) => `"${entry.trim()}"`))}. ` +
        `Leave out every food that contains ${ALLERGEN_WORDS[allergen]}, even in small amounts: there is no safe "little bit". ` +
        'US food labels must name it, so check the ingredients every time.',
      sourceIds: ['B12.1', 'B12.2'],
    }),
  );
  return [...groupItems, ...items];
}

/**
 * The refined grains a day (ounce-equivalents) the analysis tells this person to keep to, or null
 * when it does not limit them: the plan is built and checked to it.
 */
export function refinedGrainsLimitOzEq(ctx: GuidanceContext): number | null {
  const entry = LIMIT_CATEGORIES.filter((category) => category.id === 'refined-grains');
  return select(entry, ctx).length > 0 ? REFINED_GRAINS_DAILY_MAX_OZ_EQ : null;
}

/** Foods to limit or avoid: the person's allergens first, then avoid, steady, timing, limit. */
export function foodsToLimit(ctx: GuidanceContext): FoodLimitItem[] {
  const selected = select(LIMIT_CATEGORIES, ctx)
    .map(({ entry }) => entry)
    .toSorted((a: LimitCategory, b: LimitCategory) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const shown = new Set<string>();
  const items: FoodLimitItem[] = allergyItems(ctx);
  for (const entry of selected) {
    const foods = entry.foods.filter(
      (name) => !isOffTheirMenu(name, ctx) && (entry.kind !== 'limit' || !shown.has(name)),
    );
    if (foods.length === 0) continue;
    for (const name of foods) shown.add(name);
    const { reason, sourceIds } = reasonOf(entry, ctx, foods);
    items.push({
      id: entry.id,
      category: entry.category,
      kind: entry.kind,
      foods,
      reason,
      sourceIds,
    });
  }
  return items;
}

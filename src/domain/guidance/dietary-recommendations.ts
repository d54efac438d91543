import type { Allergen, Food } from '../foods/food';
import { nameTokens } from '../foods/food-names';
import { findFoodsByName } from '../foods/food-table';
import type { HealthProfile } from '../profile/health-profile';
import { allergensNamedBy, foodExclusions } from '../rules/food-exclusions';
import {
  formatNumber,
  type GuidanceContext,
  guidanceContext,
  has,
  hasDiabetes,
  joinWords,
  kcal,
  type Line,
  line,
  splitLines,
  type TargetsArgument,
  takes,
  unique,
} from './context';
import { fatPerMealG, sodiumLimitMg } from './facts';
import {
  ALLERGEN_EXAMPLE_FOODS,
  ALLERGEN_WORDS,
  EMPHASIS_CATEGORIES,
  type FoodCategory,
  LIMIT_CATEGORIES,
  type LimitCategory,
  REFINED_GRAINS_DAILY_MAX_OZ_EQ,
} from './food-categories';
import type { DietaryRecommendations, FoodCategoryItem, FoodLimitItem, LimitKind } from './schemas';
import { type GuidanceSourceId, guidanceSourcesFor } from './sources';
import { triggerApplies } from './triggers';

// ---------------------------------------------------------------------------------------------
// Screens for foods to emphasise. The numbers are ours (planning choices), not a guideline's.
// ---------------------------------------------------------------------------------------------

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
const DEFAULT_SODIUM_LIMIT_MG = 2300;

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
function unrecognisedWords(ctx: GuidanceContext): Set<string> {
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
  const words = unrecognisedWords(ctx);
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

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

interface Selected {
  entry: FoodCategory;
  /** True when something about the person (not just 'everyone') selected it. */
  isPersonal: boolean;
}

function select<T extends FoodCategory>(catalogue: readonly T[], ctx: GuidanceContext) {
  const selected: (Selected & { entry: T })[] = [];
  for (const entry of catalogue) {
    if (entry.unless?.some((trigger) => triggerApplies(trigger, ctx))) continue;
    const fired = entry.because.filter((because) => triggerApplies(because.when, ctx));
    if (fired.length === 0) continue;
    selected.push({ entry, isPersonal: fired.some((because) => because.when.kind !== 'everyone') });
  }
  return selected;
}

function reasonOf(
  entry: FoodCategory,
  ctx: GuidanceContext,
  foods: readonly string[],
): { reason: string; sourceIds: GuidanceSourceId[] } {
  const sentences: string[] = [entry.lead];
  const sourceIds: GuidanceSourceId[] = [];
  for (const because of entry.because) {
    if (!triggerApplies(because.when, ctx)) continue;
    const sentence = because.say(ctx, foods);
    if (sentence === null) continue;
    if (!sentences.includes(sentence)) sentences.push(sentence);
    sourceIds.push(...because.sourceIds);
  }
  return { reason: sentences.join(' '), sourceIds: unique(sourceIds) };
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
        `You listed ${joinWords(entries.map((entry) => `"${entry.trim()}"`))}. ` +
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

// ---------------------------------------------------------------------------------------------
// Portions, timing, drinks, supplements
// ---------------------------------------------------------------------------------------------

/** A9's drink limits are for adults; below this age the advice is no alcohol. */
const ADULT_AGE_YEARS = 18;

/** Planning convention (ours): each snack is about a tenth of the day's energy. */
export const SNACK_SHARE_OF_DAY = 0.1;
/** Every plan has breakfast, lunch and dinner (spec: '3 main meals + snacks'), so the portion
 * guide splits the day over three meals, whatever meal count the person usually eats. */
export const PLAN_MAIN_MEALS = 3;

const round10 = (value: number) => Math.round(value / 10) * 10;

export interface MealSplit {
  mealKcal: number;
  snackKcal: number;
  /** The share of the day's energy in one main meal. */
  mealShare: number;
}

/** The day's energy over the person's meals and snacks (snacks a tenth each, meals the rest). */
export function mealSplit(dayKcal: number, mealsPerDay: number, snacksPerDay: number): MealSplit {
  const snackKcal = snacksPerDay === 0 ? 0 : round10(dayKcal * SNACK_SHARE_OF_DAY);
  const mealKcal = round10((dayKcal - snacksPerDay * snackKcal) / mealsPerDay);
  return { mealKcal, snackKcal, mealShare: mealKcal / dayKcal };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function portionGuidelines(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  const { snacksPerDay } = ctx.profile.mealOptions;
  const isCkd = has(ctx, 'chronic_kidney_disease');
  const plate = isCkd
    ? 'Build each plate as half low-potassium vegetables, a quarter a modest portion of protein and a quarter grains or starchy food.'
    : 'Build each plate as half vegetables, a quarter lean protein and a quarter whole grains or starchy food.';
  const { targets } = ctx;
  if (targets === null) {
    lines.push(line(plate));
    lines.push(
      line(
        'Portion sizes depend on your age and growth, so we have not set calorie amounts: ask your doctor or a registered dietitian what is right for you.',
      ),
    );
    return lines;
  }

  const { energy, macros } = targets;
  const split = mealSplit(energy.targetKcal, PLAN_MAIN_MEALS, snacksPerDay);
  const snacks =
    snacksPerDay === 0
      ? ''
      : ` and ${plural(snacksPerDay, 'snack')} of about ${kcal(split.snackKcal)}`;
  lines.push(
    line(
      `Spread your ${kcal(energy.targetKcal)} a day over ${plural(PLAN_MAIN_MEALS, 'meal')} of about ${kcal(split.mealKcal)}${snacks}.`,
      energy.sourceIds,
    ),
  );
  lines.push(line(plate));

  const share = split.mealShare;
  const perMeal = (grams: number) => Math.round(grams * share);
  const ckdProtein = targets.limits.find((limit) => limit.id === 'ckd-protein-daily-range');
  if (ckdProtein?.max !== undefined) {
    lines.push(
      line(
        `Keep protein to about ${perMeal(ckdProtein.min ?? 0)}–${perMeal(ckdProtein.max)} g per meal (${ckdProtein.min}–${ckdProtein.max} g a day): a portion of meat or fish the size of your palm has about 20–25 g.`,
        ckdProtein.sourceIds,
      ),
    );
  } else {
    lines.push(
      line(
        `Include about ${perMeal(macros.protein.minG)} g of protein or more at each meal (at least ${macros.protein.minG} g a day).`,
        macros.protein.sourceIds,
      ),
    );
  }

  if (has(ctx, 'diabetes_type1')) {
    lines.push(
      line(
        `Count the carbohydrate in each meal and match your mealtime insulin to it, as your diabetes team taught you. At your target that is about ${perMeal(macros.carbs.minG)}–${perMeal(macros.carbs.maxG)} g per meal; if your insulin doses are fixed, keep it about the same at the same meal each day.`,
        ['B2.1', 'B2.2'],
      ),
    );
  } else if (has(ctx, 'diabetes_type2')) {
    lines.push(
      line(
        `Keep carbohydrate similar from meal to meal, about ${perMeal(macros.carbs.minG)}–${perMeal(macros.carbs.maxG)} g, mostly from vegetables, beans, whole grains, fruit and dairy.`,
        ['B1.1', 'B1.2'],
      ),
    );
  }

  const fatMeal = fatPerMealG(ctx);
  if (fatMeal !== null) {
    lines.push(
      line(
        `Keep each meal or snack under ${fatMeal} g of fat. Foods with 3 g of fat or less per serving count as low-fat.`,
        ['B3.1', 'B3.2'],
      ),
    );
  }

  const sodiumMg = sodiumLimitMg(ctx);
  if (sodiumMg !== null && sodiumMg < DEFAULT_SODIUM_LIMIT_MG) {
    lines.push(
      line(
        `With a sodium limit of ${formatNumber(sodiumMg)} mg a day, aim for about ${formatNumber(round10(sodiumMg * share))} mg of sodium per meal or less, and keep snacks unsalted.`,
        targets.limits.find((limit) => limit.id === 'sodium-daily-max')?.sourceIds ?? [],
      ),
    );
  }

  if (energy.adjustment.kind === 'deficit') {
    lines.push(
      line(
        `These portions add up to about ${kcal(-energy.adjustment.kcal)} less than you burn each day, for slow, steady weight loss. Eat slowly and stop when you are comfortably full.`,
        ['B13.2'],
      ),
    );
  } else if (ctx.bmiCategory === 'Underweight') {
    lines.push(
      line(
        'Your portions match your needs with no cut in calories. If you are losing weight without trying, add a snack and talk to your doctor.',
      ),
    );
  }

  if (has(ctx, 'ibs', 'no_gallbladder')) {
    lines.push(
      line(
        `Raise fibre slowly, over a few weeks, towards at least ${targets.fiber.minG} g a day.`,
        targets.fiber.sourceIds,
      ),
    );
  }
  return lines;
}

function mealTiming(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  const { mealsPerDay, snacksPerDay } = ctx.profile.mealOptions;
  const snacks = snacksPerDay === 0 ? '' : ` and ${plural(snacksPerDay, 'snack')}`;
  // The plan always has three main meals (its portion guide too); a different preference is
  // met by splitting or joining them, said so rather than promised by the plan.
  const regular = 'at roughly the same times, so your hunger and energy stay even';
  lines.push(
    line(
      mealsPerDay === PLAN_MAIN_MEALS
        ? `Eat ${plural(mealsPerDay, 'meal')}${snacks} a day ${regular}.`
        : `Your plan has ${plural(PLAN_MAIN_MEALS, 'main meal')}${snacks} a day; for the ${mealsPerDay} meals you prefer, ${
            mealsPerDay > PLAN_MAIN_MEALS
              ? 'split a lunch or dinner into smaller meals'
              : 'have two of them together as one meal'
          }, and eat ${regular}.`,
    ),
  );
  if (has(ctx, 'diabetes_type1')) {
    lines.push(
      line(
        'Keep meal times and carbohydrate regular from day to day, and do not skip a meal after taking mealtime insulin.',
        ['B2.1', 'B2.2'],
      ),
    );
  } else if (has(ctx, 'diabetes_type2')) {
    lines.push(
      line(
        'Regular meals with similar amounts of carbohydrate make your blood sugar easier to predict; try not to skip meals.',
        ['B1.1'],
      ),
    );
  }
  if (has(ctx, 'no_gallbladder')) {
    const eatingTimes = mealsPerDay + snacksPerDay;
    lines.push(
      line(
        eatingTimes >= 4
          ? `Your ${eatingTimes} smaller meals and snacks suit you: without a gallbladder, fat is easier to handle a little at a time.`
          : `Without a gallbladder, 4–6 smaller meals a day are easier than ${eatingTimes} large ones: consider adding snacks and making meals smaller.`,
        ['B3.1'],
      ),
    );
  }
  if (has(ctx, 'gerd')) {
    lines.push(
      line('Finish your last meal or snack 2–3 hours before you lie down or go to bed.', ['B9.2']),
    );
    lines.push(
      line('If reflux wakes you at night, raise the head of your bed; avoid tobacco.', ['B9.4']),
    );
  }
  if (has(ctx, 'ibs')) {
    lines.push(line('Eat at regular times and slowly; large, rushed meals are harder on IBS.'));
  }
  if (takes(ctx, 'levothyroxine')) {
    lines.push(
      line(
        'Take levothyroxine with water on an empty stomach, 30–60 minutes before breakfast; keep calcium- or iron-rich food and supplements at least 4 hours away from it.',
        ['C4'],
      ),
    );
  }
  if (takes(ctx, 'tetracycline')) {
    lines.push(
      line(
        'Take your tetracycline antibiotic on an empty stomach, and keep dairy, antacids and iron or mineral supplements about 2 hours before or 4–6 hours after it (check your label).',
        ['C7'],
      ),
    );
  }
  if (takes(ctx, 'fluoroquinolone')) {
    lines.push(
      line(
        'Keep dairy, calcium-fortified drinks, antacids and mineral supplements apart from your antibiotic, timed as its label says.',
        ['C7'],
      ),
    );
  }
  return lines;
}

function alcoholLine(ctx: GuidanceContext): Line {
  const { gender, age } = ctx.profile.profile;
  if (age < ADULT_AGE_YEARS) return line('Alcohol: none at your age.', ['A9']);
  const cap =
    gender === 'male'
      ? 'no more than 2 drinks a day'
      : gender === 'female'
        ? 'no more than 1 drink a day'
        : 'no more than 1 drink a day for women or 2 for men';
  if (has(ctx, 'fatty_liver')) {
    return line(
      `Alcohol: with fatty liver, the less the better and none is best; if your liver has scarring, avoid it completely. Never more than ${cap.replace('no more than ', '')}.`,
      ['B4.5', 'A9'],
    );
  }
  if (has(ctx, 'hypertension')) {
    return line(
      `Alcohol: with high blood pressure, not drinking is the goal; if you drink, have ${cap}.`,
      ['B6.5', 'A9'],
    );
  }
  return line(`Alcohol: if you drink, have ${cap}; not drinking is healthier still.`, ['A9']);
}

function hydration(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  if (has(ctx, 'chronic_kidney_disease')) {
    lines.push(
      line(
        'Ask your kidney care team whether you need a fluid limit: some people with kidney disease, especially in later stages or on dialysis, do. Until you know, drink to thirst, mostly water.',
      ),
    );
  } else {
    lines.push(
      line(
        'Make water your main drink: a glass with each meal and more between meals, and extra in hot weather or when you exercise.',
      ),
    );
  }
  const sugarSources: GuidanceSourceId[] = ['A6'];
  if (hasDiabetes(ctx)) sugarSources.push('B1.5');
  if (has(ctx, 'fatty_liver')) sugarSources.push('B4.4');
  lines.push(
    line(
      'Choose water, sparkling water or unsweetened tea over soft drinks, sweet tea and juice.',
      sugarSources,
    ),
  );
  if (has(ctx, 'gerd')) {
    lines.push(
      line(
        'Fizzy drinks, coffee and alcohol bring on reflux in many people: notice whether they do for you.',
        ['B9.3'],
      ),
    );
  }
  if (has(ctx, 'ibs', 'no_gallbladder') || ctx.targets?.fiber.emphasis === 'soluble') {
    lines.push(line('Drink a little more as you add fibre: it needs water to work gently.'));
  }
  if (takes(ctx, 'maoi')) {
    lines.push(line('No tap or craft beer and no wine with your MAOI medicine.', ['C2']));
  }
  lines.push(alcoholLine(ctx));
  return lines;
}

function supplements(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  if (takes(ctx, 'metformin')) {
    lines.push(
      line(
        'Vitamin B12: long-term metformin can lower it. Ask your doctor to check your B12 level now and then, especially if you feel tired or have tingling or numbness.',
        ['C5'],
      ),
    );
  }
  if (takes(ctx, 'warfarin')) {
    lines.push(
      line(
        'Do not start vitamin K supplements, or multivitamins that contain vitamin K, without talking to whoever manages your warfarin.',
        ['C1'],
      ),
    );
  }
  if (takes(ctx, 'potassium-sparing') || has(ctx, 'chronic_kidney_disease')) {
    const ids: GuidanceSourceId[] = [];
    if (takes(ctx, 'potassium-sparing')) ids.push('C6');
    if (has(ctx, 'chronic_kidney_disease')) ids.push('B5.7');
    lines.push(
      line(
        'Do not take potassium supplements or potassium-based salt substitutes unless your doctor has checked your blood potassium and says so.',
        ids,
      ),
    );
  }
  if (has(ctx, 'chronic_kidney_disease')) {
    lines.push(
      line(
        'Check every supplement with your kidney care team first: your potassium and phosphorus needs are set from your blood tests.',
        ['B5.7', 'B5.8'],
      ),
    );
  }
  if (takes(ctx, 'levothyroxine')) {
    lines.push(
      line(
        'If you take calcium or iron supplements, take them at least 4 hours apart from levothyroxine.',
        ['C4'],
      ),
    );
  }
  if (takes(ctx, 'tetracycline') || takes(ctx, 'fluoroquinolone')) {
    lines.push(
      line(
        'Calcium, magnesium, iron and zinc supplements and antacids must be taken apart from your antibiotic, as its label says.',
        ['C7'],
      ),
    );
  }
  if (has(ctx, 'high_cholesterol')) {
    lines.push(
      line(
        'Plant stanols or sterols (about 2 g a day, from fortified spreads or drinks) can lower LDL cholesterol further: ask your doctor whether they suit you.',
        ['B7.4'],
      ),
    );
  }
  if (has(ctx, 'ibs')) {
    lines.push(
      line(
        'Guidelines suggest peppermint oil for IBS symptoms and do not recommend probiotics for them: ask your doctor before trying either.',
        ['B10.3'],
      ),
    );
  }
  if (has(ctx, 'celiac_disease')) {
    lines.push(
      line(
        'Ask your doctor or dietitian to test your iron, calcium, vitamin D, folate and B vitamins: celiac disease can lower them. Take supplements only if they advise it.',
      ),
    );
  }
  if (ctx.profile.dietaryRestrictions.includes('vegan')) {
    lines.push(
      line(
        'Vegan food has no natural vitamin B12: use B12-fortified foods, and ask your doctor or dietitian about a supplement.',
      ),
    );
  }
  if (lines.length === 0) {
    lines.push(
      line(
        'Food first: this plan does not call for supplements. Take one only if your doctor or dietitian recommends it.',
      ),
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------

/**
 * Spec §3 dietaryRecommendations for one person, composed from their conditions, medications,
 * allergies, restrictions, dislikes and numbers. Every food under foodsToEmphasize names at least
 * one food of the table and none the person must avoid.
 */
export function composeDietaryRecommendations(
  profile: HealthProfile,
  targets: TargetsArgument,
): DietaryRecommendations {
  return dietaryRecommendationsFor(guidanceContext(profile, targets));
}

export function dietaryRecommendationsFor(ctx: GuidanceContext): DietaryRecommendations {
  const emphasize = foodsToEmphasize(ctx);
  const limit = foodsToLimit(ctx);
  const portions = splitLines(portionGuidelines(ctx));
  const timing = splitLines(mealTiming(ctx));
  const drinks = splitLines(hydration(ctx));
  const extras = splitLines(supplements(ctx));
  const allIds = [
    ...emphasize.flatMap((item) => item.sourceIds ?? []),
    ...limit.flatMap((item) => item.sourceIds ?? []),
    ...[portions, timing, drinks, extras].flatMap((part) => part.sourceIds.flat()),
  ];
  return {
    foodsToEmphasize: emphasize,
    foodsToLimit: limit,
    portionGuidelines: portions.texts,
    mealTiming: timing.texts,
    hydration: drinks.texts,
    supplements: extras.texts,
    sourceIds: {
      portionGuidelines: portions.sourceIds,
      mealTiming: timing.sourceIds,
      hydration: drinks.sourceIds,
      supplements: extras.sourceIds,
    },
    sources: guidanceSourcesFor(allIds),
  };
}

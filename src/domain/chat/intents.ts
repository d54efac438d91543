import { findFoodsByName } from '../foods/food-table';
import { MAX_INTENTS_PER_MESSAGE, type MealPlanIntent } from './intent-schema';
import { CAL } from './reading/clause-parts';
import { readEnergy, readLessNutrient, readNutrient } from './reading/energy-and-nutrients';
import {
  readAllergy,
  readAvoid,
  readInclude,
  readLessFood,
  readRemoveRestriction,
  readReplaceFood,
  readRestriction,
} from './reading/exclusions-and-foods';
import { readExplain } from './reading/explanations';
import { normalizeRequest, splitClauses } from './reading/normal-form';
import {
  foodOnly,
  readCuisine,
  readFollowUp,
  readMealSize,
  readShowMeal,
  readSnackCount,
  readSwap,
} from './reading/swaps-and-meals';

/**
 * Deterministic reading of a meal-plan chat message: which edits the person asks for. No model,
 * only word lists (`words.ts`) and patterns, tolerant of case, punctuation, plurals, numbers in
 * words ('fifteen hundred', 'the second day') and 'kcal' / 'calories' / 'cal'. The clause readers
 * live in `reading/`, one file per family of intents; this file tries them in order of precedence
 * and joins what they read.
 */

const REGENERATE =
  /(?:^| )(?:regenerate|new plan|fresh plan|different plan|another plan|start over|start again|redo (?:the |my |this )?plan|shuffle|mix it up|reroll|re roll|something different|all new meals|new meals|completely different|from scratch|redo everything|whole new plan|new week|make a new one|new one)(?= |$)/;

/** 'but not more calories', 'with the same calories': the energy stays, so no energy edit. */
const SAME_ENERGY = new RegExp(
  `(?:^| )(?:(?:but |and )?(?:not|no|without|dont want|do not want)(?: any)? (?:more|extra|higher|added|additional) ${CAL}|(?:with |at |keeping |keep )?(?:the )?same ${CAL}|keep(?:ing)? (?:the |my )?${CAL}(?: the same)?)(?= |$)`,
  'g',
);

function readClause(text: string): MealPlanIntent[] {
  const clause = text.replace(SAME_ENERGY, ' ').replace(/ +/g, ' ').trim();
  if (clause.length === 0) return [];
  const followUp = readFollowUp(clause);
  if (followUp) return [followUp];
  const readers: ((text: string) => MealPlanIntent | MealPlanIntent[] | undefined)[] = [
    readRemoveRestriction,
    readAllergy,
    readExplain,
    readSnackCount,
    readShowMeal,
    readMealSize,
    readSwap,
    readEnergy,
    readNutrient,
    readLessNutrient,
    readLessFood,
    readRestriction,
    readReplaceFood,
    readAvoid,
    readCuisine,
    readInclude,
    (text) => (REGENERATE.test(text) ? { kind: 'regenerate' } : undefined),
  ];
  for (const read of readers) {
    const result = read(clause);
    if (result === undefined) continue;
    const list = Array.isArray(result) ? result : [result];
    if (list.length > 0) return list;
  }
  return [{ kind: 'unknown' }];
}

const isKnown = (intent: MealPlanIntent) => intent.kind !== 'unknown';

/**
 * A clause, or its parts at 'and' and commas when each part is an edit of its own and together
 * they name more kinds of edit: 'vegetarian and 1600 calories' is two edits, 'no mushrooms and
 * olives' one ('olives' alone says nothing), 'swap breakfast and lunch on day 2' one reading.
 */
function readListedClause(clause: string): MealPlanIntent[] {
  const whole = readClause(clause);
  const listed = splitReading(clause, whole, / and | ?, /);
  if (listed) return listed;
  // 'Make it vegetarian with more protein', 'allergic to shellfish so no shrimp': joined by
  // 'with' or 'so' only when no part is a swap ('swap lunch with something vegetarian' is one).
  if (whole.some((intent) => intent.kind === 'swap')) return whole;
  return splitReading(clause, whole, / with | so | but /) ?? whole;
}

/** Unknown foods a reading names: 'shellfish so no shrimp' is none of ours. */
const unknownFoods = (list: readonly MealPlanIntent[]) =>
  list.filter(
    (intent) =>
      (intent.kind === 'avoid-food' || intent.kind === 'include-food') &&
      findFoodsByName(intent.food).length === 0,
  ).length;

/** The clause read part by part at `separator`, when that reads more than the whole does. */
function splitReading(
  clause: string,
  whole: MealPlanIntent[],
  separator: RegExp,
): MealPlanIntent[] | undefined {
  const parts = clause.split(separator).filter((part) => part.trim().length > 0);
  if (parts.length < 2) return undefined;
  const read = parts.map(readClause);
  if (read.some((list) => list.length === 0 || !list.every(isKnown))) return undefined;
  // A bare day is part of the clause before it ('swap dinner on days 2 and 3').
  if (
    whole.every(isKnown) &&
    read.some((list) => list.every((intent) => intent.kind === 'answer-day'))
  ) {
    return undefined;
  }
  const split = read.flat();
  // Only when the parts name more kinds of edit: 'fewer calories, 1500 a day' is one energy edit.
  const kinds = (list: readonly MealPlanIntent[]) =>
    new Set(list.filter(isKnown).map((intent) => INTENT_FAMILY[intent.kind] ?? intent.kind));
  // Or when the whole names a food we do not know and the parts name fewer.
  return kinds(split).size > kinds(whole).size || unknownFoods(split) < unknownFoods(whole)
    ? split
    : undefined;
}

/** Kinds of intent that are one kind of edit. */
const INTENT_FAMILY: Partial<Record<MealPlanIntent['kind'], string>> = {
  'energy-change': 'energy',
  'remove-restriction': 'add-restriction',
  'avoid-allergen': 'avoid-food',
  'fewer-snacks': 'snacks',
  'more-snacks': 'snacks',
};

/**
 * Every edit a message asks for, in order ('Make it vegetarian and reduce calories to 1600' is
 * two). Parts it cannot read come back as `unknown`; an empty message is one `unknown`.
 */
export function parseMealPlanRequests(text: string): MealPlanIntent[] {
  const clauses = splitClauses(normalizeRequest(text));
  const intents = withFoodsOfTheMessage(clauses, clauses.map(readListedClause));
  const known = intents.filter((intent) => intent.kind !== 'unknown');
  if (known.length === 0) return [{ kind: 'unknown' }];
  const seen = new Set<string>();
  return known
    .filter((intent) => {
      const id = JSON.stringify(intent);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .slice(0, MAX_INTENTS_PER_MESSAGE);
}

/**
 * What one clause says of a swap in another: 'day 3 dinner: fish please' (a clause that is only
 * a food, after a swap that names none) asks for that food; 'I'm tired of chicken, swap day 3
 * dinner' leaves the food asked less of out of the new meal.
 */
function withFoodsOfTheMessage(
  clauses: readonly string[],
  read: readonly MealPlanIntent[][],
): MealPlanIntent[] {
  let lessOf: string | undefined;
  return read.flatMap((list, c) => {
    const next = read[c + 1];
    const food =
      next?.every((intent) => intent.kind === 'unknown') && list.length === 1
        ? foodOnly(clauses[c + 1]!)
        : undefined;
    const out = list.map((intent) => {
      if (intent.kind !== 'swap') return intent;
      return {
        ...intent,
        ...(food && !intent.food ? { food } : {}),
        ...(lessOf && intent.food !== lessOf ? { avoidFood: lessOf } : {}),
      };
    });
    for (const intent of list) if (intent.kind === 'less-food') lessOf = intent.food;
    return out;
  });
}

/** The main edit a message asks for: the first one it names, or `unknown`. */
export function parseMealPlanRequest(text: string): MealPlanIntent {
  return parseMealPlanRequests(text)[0]!;
}

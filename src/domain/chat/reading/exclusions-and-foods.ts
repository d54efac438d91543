import { findFoodsByName } from '../../foods/food-table';
import { allergensNamedBy } from '../../rules/food-exclusions';
import { allergyObject, lessFoodObject, replacedAndReplacement } from '../clause-cues';
import type { MealPlanIntent } from '../intent-schema';
import {
  ADJECTIVE_RE,
  ADJECTIVES,
  ALLERGEN_GROUP_KEYS,
  AVOID_RE,
  afterCue,
  CUISINE_ENTRIES,
  cleanObject,
  DISLIKE_RE,
  escapeRegExp,
  INCLUDE_RE,
  items,
  key,
  OBJECT_RESTRICTION,
  restrictionForAdjective,
  SLOT_KEYS,
} from './clause-parts';

/** Clause readers for restrictions, allergies and foods: what to leave out, add or have less of. */

/**
 * What leaving `object` out means: an allergy when stated so, a dislike when said so ('I don't
 * like fish' leaves out every fish as a dislike), else a whole allergen group ('no nuts') is
 * kept out as an allergen, the safer reading, and anything else as a dislike.
 */
function avoidIntents(
  object: string,
  isStatedAllergy: boolean,
  isDislike = false,
): MealPlanIntent[] {
  const whole = OBJECT_RESTRICTION.get(key(object));
  if (whole && !isStatedAllergy) return [{ kind: 'add-restriction', restriction: whole }];
  return items(object).flatMap((item): MealPlanIntent[] => {
    const itemKey = key(item);
    if (itemKey.length === 0 || SLOT_KEYS.has(itemKey)) return [];
    const allergens = allergensNamedBy(item);
    if (isStatedAllergy) {
      return allergens.length > 0
        ? [{ kind: 'avoid-allergen', allergen: item, allergens, isStatedAllergy: true }]
        : [{ kind: 'avoid-food', food: item, isStatedAllergy: true }];
    }
    const restriction = OBJECT_RESTRICTION.get(itemKey);
    if (restriction) return [{ kind: 'add-restriction', restriction }];
    if (ALLERGEN_GROUP_KEYS.has(itemKey) && allergens.length > 0 && !isDislike) {
      return [{ kind: 'avoid-allergen', allergen: item, allergens, isStatedAllergy: false }];
    }
    if (CUISINE_ENTRIES.some((entry) => entry.word === item)) return [];
    return [{ kind: 'avoid-food', food: item, isStatedAllergy: false }];
  });
}

const REMOVE_ADJECTIVE = new RegExp(
  `(?:^| )(?:not|no longer|stop being|quit being|dont want it|remove|drop|undo|cancel|turn off|without|lift|take off|get rid of|stop)(?: the| my| being| it| a| an| this)* (${ADJECTIVES.map(
    (entry) => escapeRegExp(entry.adjective),
  )
    .sort((a, b) => b.length - a.length)
    .join(
      '|',
    )})(?: (?:restriction|diet|filter|rule|option|requirement|setting|preference|thing))?(?= |$)`,
);

export function readRemoveRestriction(clause: string): MealPlanIntent | undefined {
  const match = REMOVE_ADJECTIVE.exec(clause);
  const restriction = match ? restrictionForAdjective(match[1]!) : undefined;
  return restriction ? { kind: 'remove-restriction', restriction } : undefined;
}

const ALLERGY_WORD = /(?:^| )(?:allergy|allergies|allergic|intolerance|intolerant)(?= |$)/;
const ALLERGY_STOP = new Set([
  'i',
  'im',
  'am',
  'have',
  'has',
  'had',
  'got',
  'a',
  'an',
  'my',
  'with',
  'severe',
  'mild',
  'bad',
  'serious',
  'life',
  'threatening',
  'because',
  'of',
  'due',
  'to',
  'the',
  'also',
  'developed',
  'diagnosed',
  'been',
  'just',
  'found',
  'out',
  'that',
  'so',
  'real',
  'known',
  'new',
  'son',
  'daughter',
  'wife',
  'husband',
  'is',
  'was',
  'there',
  'an',
  ',',
]);

export function readAllergy(clause: string): MealPlanIntent[] | undefined {
  const to = allergyObject(clause);
  if (to !== undefined) {
    const intents = avoidIntents(cleanObject(to), true);
    return intents.length > 0 ? intents : undefined;
  }
  const word = ALLERGY_WORD.exec(clause);
  if (!word) return undefined;
  const before = clause
    .slice(0, word.index)
    .trim()
    .split(' ')
    .filter((token) => token.length > 0)
    .slice(-4);
  while (before.length > 0 && ALLERGY_STOP.has(before[0]!)) before.shift();
  const object = cleanObject(before.join(' '));
  if (!object) return undefined;
  const intents = avoidIntents(object, true);
  return intents.length > 0 ? intents : undefined;
}

/** 'less chicken', "I'm bored of salmon", 'too much rice': a food named, fewer meals with it. */
export function readLessFood(clause: string): MealPlanIntent | undefined {
  const object = lessFoodObject(clause);
  if (object === undefined) return undefined;
  const food = cleanObject(object);
  if (!food || SLOT_KEYS.has(key(food)) || findFoodsByName(food).length === 0) return undefined;
  return { kind: 'less-food', food };
}

export function readRestriction(clause: string): MealPlanIntent | undefined {
  const match = ADJECTIVE_RE.exec(clause);
  const restriction = match ? restrictionForAdjective(match[1]!) : undefined;
  return restriction ? { kind: 'add-restriction', restriction } : undefined;
}

export function readReplaceFood(clause: string): MealPlanIntent[] | undefined {
  const replaced = replacedAndReplacement(clause);
  if (!replaced) return undefined;
  const from = cleanObject(replaced[0]);
  if (!from || SLOT_KEYS.has(key(from)) || findFoodsByName(from).length === 0) return undefined;
  const intents = avoidIntents(from, false);
  const to = replaced[1] ? cleanObject(replaced[1]) : '';
  if (to && findFoodsByName(to).length > 0) intents.push({ kind: 'include-food', food: to });
  return intents.length > 0 ? intents : undefined;
}

const PARTICLE_VERB =
  /(?:^| )(?:take|leave|cut|keep|get|pull|pick|strip|throw) (?!out |off |away )/;
const PARTICLE = /(?:^| )(?:out|off|away)(?= |$)/;

/** The object of a verb split round it: 'take the basil out (of my meals)' -> 'the basil'. */
function splitVerbObject(clause: string): string | undefined {
  const verb = PARTICLE_VERB.exec(clause);
  if (!verb) return undefined;
  const rest = clause.slice(verb.index + verb[0].length);
  const particle = PARTICLE.exec(rest);
  if (!particle || particle.index === 0) return undefined;
  const tail = rest.slice(particle.index + particle[0].length).trim();
  if (tail !== '' && !/^(?:of|from|please|thanks|for|my|the|any|all|every)(?: |$)/.test(tail)) {
    return undefined;
  }
  // Only a food we know: 'take the day off' and 'get it out' name none.
  const object = cleanObject(rest.slice(0, particle.index));
  return findFoodsByName(object).length > 0 || OBJECT_RESTRICTION.has(key(object))
    ? object
    : undefined;
}

export function readAvoid(clause: string): MealPlanIntent[] | undefined {
  const freeOf = /(?:^| )([a-z]+(?: [a-z]+)?) free(?= |$)/.exec(clause);
  const after = afterCue(clause, AVOID_RE) ?? splitVerbObject(clause);
  const object =
    after !== undefined ? cleanObject(after) : freeOf ? cleanObject(freeOf[1]!) : undefined;
  if (!object || !/^[a-z0-9]/.test(object)) return undefined;
  const intents = avoidIntents(object, false, DISLIKE_RE.test(clause));
  return intents.length > 0 ? intents : undefined;
}

export function readInclude(clause: string): MealPlanIntent[] | undefined {
  const after = afterCue(clause, INCLUDE_RE);
  if (after === undefined) return undefined;
  const object = cleanObject(after);
  if (!object) return undefined;
  const foods = items(object).filter((item) => findFoodsByName(item).length > 0);
  return foods.length > 0 ? foods.map((food) => ({ kind: 'include-food', food })) : undefined;
}

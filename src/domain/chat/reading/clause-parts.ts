import { nameTokens } from '../../foods/food-names';
import { findFoodsByName } from '../../foods/food-table';
import { isJoinedPhrase, trimChars } from '../../language';
import type { Cuisine, DietaryRestriction } from '../../profile/health-profile';
import type { MealType } from '../../recipes/recipe';
import type { DayRef } from '../intent-schema';
import {
  ALLERGEN_GROUP_WORDS,
  AVOID_CUES,
  CUISINE_WORDS,
  DISLIKE_CUES,
  INCLUDE_CUES,
  LEADING_FILLERS,
  RESTRICTION_WORDS,
  SLOT_WORDS,
  SWAP_CUES,
  TRAILING_FILLERS,
  WEEKDAY_WORDS,
} from '../words';

/**
 * What the clause readers share: the words of `../words.ts` as patterns, and the parts of a clause
 * they look for (a day, meal slots, a snack, a cuisine, an object without fillers).
 */

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches any of the phrases as whole words in a normalised clause; longest first. */
function phrases(list: readonly string[]): RegExp {
  const sorted = [...list].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?:^| )(${sorted.join('|')})(?= |$)`);
}

export const key = (text: string) => nameTokens(text).join(' ');

export const SLOT_RE = SLOT_WORDS.map(({ slot, words }) => ({ slot, re: phrases(words) }));
export const SLOT_KEYS = new Set(SLOT_WORDS.flatMap(({ words }) => words.map(key)));
export const SWAP_RE = phrases(SWAP_CUES);
export const AVOID_RE = phrases(AVOID_CUES);
export const INCLUDE_RE = phrases(INCLUDE_CUES);
export const DISLIKE_RE = phrases(DISLIKE_CUES);
const WEEKDAY_RE = new RegExp(`(?:^| )(${WEEKDAY_WORDS.join('|')})s?(?= |$)`);
export const ALLERGEN_GROUP_KEYS = new Set(ALLERGEN_GROUP_WORDS.map(key));

export const ADJECTIVES = RESTRICTION_WORDS.flatMap((entry) =>
  entry.adjectives.map((adjective) => ({ adjective, restriction: entry.restriction })),
);
export const ADJECTIVE_RE = phrases(ADJECTIVES.map((entry) => entry.adjective));
export const OBJECT_RESTRICTION = new Map<string, DietaryRestriction>(
  RESTRICTION_WORDS.flatMap((entry) =>
    entry.objects.map((object) => [key(object), entry.restriction] as const),
  ),
);

export function restrictionForAdjective(text: string): DietaryRestriction | undefined {
  return ADJECTIVES.find((entry) => entry.adjective === text)?.restriction;
}

export const CUISINE_ENTRIES = CUISINE_WORDS.flatMap((entry) =>
  entry.words.map((word) => ({ word, cuisine: entry.cuisine })),
);
const CUISINE_RE = new RegExp(
  `(?:^| )(${CUISINE_ENTRIES.map((entry) => escapeRegExp(entry.word))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?= |$)`,
  'g',
);

/** The cuisine a clause names, unless the word is part of a food ('greek yogurt'). */
export function cuisineIn(clause: string): Cuisine | undefined {
  for (const match of clause.matchAll(CUISINE_RE)) {
    const word = match[1]!;
    const rest = clause.slice((match.index ?? 0) + match[0].length).trim();
    const next = rest.split(' ')[0] ?? '';
    if (
      next &&
      !/^(food|foods|meals?|dish|dishes|cuisine|recipes?|style|flavou?rs?|cooking|please|options?|dinners?|lunch(es)?|breakfasts?|snacks?|for|and|or|,)$/.test(
        next,
      )
    ) {
      if (findFoodsByName(`${word} ${next}`).length > 0) continue;
    }
    return CUISINE_ENTRIES.find((entry) => entry.word === word)?.cuisine;
  }
  return undefined;
}

/** A day a clause names: 'day 3', 'the 3rd day', 'last day', 'every day'; or a weekday word. */
export function dayIn(clause: string): { day?: DayRef; dayWord?: string } {
  const numbered =
    /(?:^| )day (?:number |no |# ?)?(\d{1,2})(?= |$)/.exec(clause) ??
    /(?:^| )(\d{1,2})(?:st|nd|rd|th) days?(?= |$)/.exec(clause);
  if (numbered) return { day: Number(numbered[1]) };
  if (/(?:^| )(?:last|final) days?(?= |$)/.test(clause)) return { day: 'last' };
  if (
    /(?:^| )(?:every|each|all(?: of)?(?: the)?|whole|entire) (?:days?|week|plan|breakfasts?|lunch(?:es)?|dinners?|suppers?|snacks?)(?= |$)|(?:^| )all week(?= |$)|(?:^| )daily(?= |$)/.test(
      clause,
    )
  ) {
    return { day: 'all' };
  }
  const weekday = WEEKDAY_RE.exec(clause);
  if (weekday) return { dayWord: weekday[1]! };
  return {};
}

const TRAILING_PLACE =
  / (?:for|at|in|on|with|from|to|into) (?:the |my |this |a |each |every |all )?(?:breakfasts?|lunch(?:es)?|dinners?|suppers?|snacks?|day \d+|\d+(?:st|nd|rd|th) day|any meal|meals?|plan|week|diet|menu|days?)(?: \d+)?$/;

/** The object of a phrase without fillers: 'the mushrooms in my meals please' -> 'mushrooms'. */
export function cleanObject(text: string): string {
  let s = ` ${text.replace(/ , /g, ', ').trim()} `;
  let previous = '';
  while (previous !== s) {
    previous = s;
    s = s.trim();
    s = s.replace(TRAILING_PLACE, '');
    for (const word of LEADING_FILLERS) {
      if (s.startsWith(`${word} `)) {
        // A food's own name keeps its first word ('all purpose flour', 'half and half') when
        // the rest alone names no food; 'the corn' is corn.
        const rest = s.slice(word.length + 1);
        if (findFoodsByName(s).length > 0 && findFoodsByName(rest).length === 0) break;
        s = rest;
      } else if (s === word) s = '';
    }
    for (const word of TRAILING_FILLERS) {
      if (s.endsWith(` ${word}`)) s = s.slice(0, -(word.length + 1));
      else if (s === word) s = '';
    }
    s = trimChars(s, ' ,');
  }
  return s.trim();
}

/** 'mushrooms, olives or onions' -> three items; a known whole phrase ('mac and cheese') stays. */
export function items(object: string): string[] {
  if (
    OBJECT_RESTRICTION.has(key(object)) ||
    isJoinedPhrase(object) ||
    findFoodsByName(object).length > 0
  ) {
    return [object];
  }
  return object
    .split(/ ?, ?| and | or | nor | \/ /)
    .map(cleanObject)
    .filter((item) => item.length > 0);
}

/** The words after the first cue of a list: 'i dont like salmon' -> 'salmon'. */
export function afterCue(clause: string, cues: RegExp): string | undefined {
  const match = cues.exec(clause);
  if (!match) return undefined;
  return clause.slice((match.index ?? 0) + match[0].length).trim();
}

export function slotsIn(clause: string): MealType[] {
  return SLOT_RE.filter(({ re }) => re.test(clause)).map(({ slot }) => slot);
}

/** The snack a clause points at: 'the second snack', 'snack 2' (not 'day 2'). */
export function snackIndexIn(clause: string): number | undefined {
  const ordinal = /(?:^| )(\d)(?:st|nd|rd|th) snack(?= |$)/.exec(clause);
  if (ordinal) return Math.max(0, Number(ordinal[1]) - 1);
  const numbered = /(?:^| )snack (?:number |no |# ?)?(\d)(?= |$)/.exec(
    clause.replace(/(?:^| )day \d{1,2}(?= |$)/g, ' '),
  );
  if (numbered) return Math.max(0, Number(numbered[1]) - 1);
  return undefined;
}

/** The words for energy, as a pattern to build on, and as a whole word in a clause. */
export const CAL = '(?:kcals?|calories|calorie|cals?|kilocalories|energy)';
export const CAL_RE = new RegExp(`(?:^| )${CAL}(?= |$)`);

import { z } from 'zod';
import { AllergenSchema } from '../foods/food';
import { nameTokens } from '../foods/food-names';
import { findFoodsByName } from '../foods/food-table';
import {
  isJoinedPhrase,
  normalizeText,
  sentencesOf,
  trimChars,
  vocabularySpeller,
  withDigits,
} from '../language';
import {
  type Cuisine,
  CuisineSchema,
  type DietaryRestriction,
  DietaryRestrictionSchema,
} from '../profile/health-profile';
import { type MealType, MealTypeSchema } from '../recipes/recipe';
import { allergensNamedBy } from '../rules/food-exclusions';
import {
  allergyObject,
  asksFewerSnacks,
  asksMoreSnacks,
  lessFoodObject,
  replacedAndReplacement,
} from './clause-cues';
import {
  ALLERGEN_GROUP_WORDS,
  AVOID_CUES,
  CLAUSE_STARTERS,
  CUISINE_WORDS,
  DISLIKE_CUES,
  INCLUDE_CUES,
  LEADING_FILLERS,
  RESTRICTION_WORDS,
  SLOT_WORDS,
  SWAP_CUES,
  TRAILING_FILLERS,
  WEEKDAY_WORDS,
} from './words';

/**
 * Deterministic reading of a meal-plan chat message: which edits the person asks for. No model,
 * only word lists (`words.ts`) and patterns, tolerant of case, punctuation, plurals, numbers in
 * words ('fifteen hundred', 'the second day') and 'kcal' / 'calories' / 'cal'.
 */

/** Longer messages are read up to this many characters. */
export const MAX_REQUEST_CHARS = 1000;
/** At most this many edits are read from one message. */
export const MAX_INTENTS_PER_MESSAGE = 3;

/** Nutrients a person may ask to have less of. */
export const LESS_NUTRIENTS = [
  'sodium',
  'potassium',
  'phosphorus',
  'sugar',
  'fat',
  'saturated-fat',
  'cholesterol',
] as const;
export type LessNutrient = (typeof LESS_NUTRIENTS)[number];

/** What the chat explains instead of editing. */
export const EXPLAIN_TOPICS = [
  'dialysis',
  'cost',
  'lighter-meal',
  'vitamin-k',
  'untracked-nutrient',
] as const;

/** Nutrients people ask about that plans do not aim at: the chat says so and names foods rich in them. */
export const UNTRACKED_NUTRIENTS = [
  'iron',
  'calcium',
  'vitamin d',
  'vitamin b12',
  'omega 3',
  'magnesium',
  'zinc',
  'vitamin c',
  'folate',
] as const;

export const DayRefSchema = z.union([z.number().int().min(1), z.literal('all'), z.literal('last')]);
export type DayRef = z.infer<typeof DayRefSchema>;

export const MealPlanIntentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add-restriction'), restriction: DietaryRestrictionSchema }),
  z.object({ kind: z.literal('remove-restriction'), restriction: DietaryRestrictionSchema }),
  z.object({
    kind: z.literal('avoid-allergen'),
    /** The words used: 'peanuts', 'shellfish'. */
    allergen: z.string(),
    allergens: z.array(AllergenSchema).min(1),
    /** 'I'm allergic to …' rather than 'no …'. */
    isStatedAllergy: z.boolean(),
  }),
  z.object({ kind: z.literal('avoid-food'), food: z.string(), isStatedAllergy: z.boolean() }),
  z.object({ kind: z.literal('include-food'), food: z.string() }),
  z.object({
    kind: z.literal('swap'),
    slot: MealTypeSchema,
    /** Absent when the message names no day ('another dinner'). */
    day: DayRefSchema.optional(),
    /** Which snack, from 0. */
    snackIndex: z.number().int().min(0).optional(),
    /** A day named by weekday or 'tomorrow': plan days are numbered, so it needs asking. */
    dayWord: z.string().optional(),
    /** 'a vegetarian dinner on day 2': the new meal must keep to this. */
    restriction: DietaryRestrictionSchema.optional(),
    cuisine: CuisineSchema.optional(),
  }),
  z.object({
    kind: z.literal('energy'),
    kcal: z.number(),
    /**
     * 'Reduce calories to 1500' is 'down', 'raise it to 2200' is 'up': the plan never moves the
     * other way. Absent for a neutral 'set calories to 1500', which may go either way.
     */
    direction: z.enum(['down', 'up']).optional(),
  }),
  z.object({
    kind: z.literal('energy-change'),
    direction: z.enum(['down', 'up']),
    kcal: z.number().positive().optional(),
    percent: z.number().positive().optional(),
  }),
  /** 'less salt', 'lower potassium': meals swapped for recipes leaner in it. */
  z.object({ kind: z.literal('less-nutrient'), nutrient: z.enum(LESS_NUTRIENTS) }),
  /**
   * A request the chat answers in words rather than by editing: a health change to make in the
   * assessment ('I just started dialysis'), or an edit it cannot make yet ('make it cheaper'),
   * with the nearest it can do.
   */
  z.object({
    kind: z.literal('explain'),
    topic: z.enum(EXPLAIN_TOPICS),
    slot: MealTypeSchema.optional(),
    nutrient: z.enum(UNTRACKED_NUTRIENTS).optional(),
  }),
  /** 'less chicken', 'I'm bored of salmon': fewer meals with the food; not a dislike. */
  z.object({ kind: z.literal('less-food'), food: z.string() }),
  /** "What's in the day 2 dinner?": the meal described, nothing changed. */
  z.object({
    kind: z.literal('show-meal'),
    slot: MealTypeSchema,
    day: DayRefSchema.optional(),
    snackIndex: z.number().int().min(0).optional(),
  }),
  z.object({ kind: z.literal('more-protein') }),
  z.object({ kind: z.literal('more-fiber') }),
  z.object({ kind: z.literal('fewer-carbs') }),
  z.object({
    kind: z.literal('cuisine'),
    cuisine: CuisineSchema,
    /** 'make it Mexican' (as much as possible) rather than 'more Mexican'. */
    isOnly: z.boolean(),
  }),
  z.object({ kind: z.literal('snacks'), count: z.number().int().min(0) }),
  z.object({ kind: z.literal('fewer-snacks') }),
  z.object({ kind: z.literal('more-snacks') }),
  z.object({ kind: z.literal('regenerate') }),
  /** A bare day ('day 3', 'the third one'): the answer to 'which day?'. */
  z.object({ kind: z.literal('answer-day'), day: DayRefSchema }),
  /** 'Another one', 'try again': the last swap, once more. */
  z.object({ kind: z.literal('swap-again') }),
  /** 'Thanks!', 'Hi': no edit, but not a request to be more specific either. */
  z.object({ kind: z.literal('small-talk'), topic: z.enum(['thanks', 'hello']) }),
  z.object({ kind: z.literal('unknown') }),
]);
export type MealPlanIntent = z.infer<typeof MealPlanIntentSchema>;

// ---------------------------------------------------------------------------------------------
// Normalising

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches any of the phrases as whole words in a normalised clause; longest first. */
function phrases(list: readonly string[]): RegExp {
  const sorted = [...list].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?:^| )(${sorted.join('|')})(?= |$)`);
}

/**
 * The shared normal form (`normalizeText`: capped, lower case, no accents, '1,500' as '1500')
 * without apostrophes, hyphens as spaces, '1.5k' as '1500', numbers in words as digits
 * ('fifteen hundred' -> '1500', 'second' -> '2nd'), punctuation other than , / % and sentence
 * ends dropped, single spaces.
 */
export function normalizeRequest(text: string): string {
  let s = normalizeText(text, MAX_REQUEST_CHARS).replace(/'/g, '');
  s = s.replace(/(?<![\d.])(\d+(?:\.\d+)?) ?k(?![a-z])/g, (_m, n: string) =>
    String(Math.round(Number(n) * 1000)),
  );
  s = s.replace(/(?<!\d)(\d+)\.(\d+)/g, (_m, whole: string, part: string) =>
    String(Math.round(Number(`${whole}.${part}`))),
  );
  s = s.replace(/(\d)(?!(?:st|nd|rd|th)(?![a-z]))([a-z])/g, '$1 $2');
  s = s.replace(/[-_]/g, ' ').replace(/&|\+/g, ' and ');
  s = s.replace(/([,/%])/g, ' $1 ');
  s = s.replace(/[^a-z0-9,/%.!?;:\n ]/g, ' ').replace(/ +/g, ' ');
  // Typos of our own words read as the words ('vegitarian', 'brocoli').
  return withDigits(vocabularySpeller().correct(s.slice(0, MAX_REQUEST_CHARS)), {
    ordinals: true,
  })
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
}

const CLAUSE_SPLIT = new RegExp(
  `(?: ,)? (?:and also|and then|and|also|then|plus|but) (?=(?:${CLAUSE_STARTERS.join('|')})(?: |$))|(?: ,) (?=(?:${CLAUSE_STARTERS.join('|')})(?: |$))`,
);

/** A message's separate requests: sentences, and '… and <verb> …' inside one. */
export function splitClauses(normalized: string): string[] {
  return sentencesOf(normalized)
    .flatMap((part) => part.split(CLAUSE_SPLIT))
    .map((part) => trimChars(part, ' ,').replace(/ +/g, ' ').trim())
    .filter((part) => /[a-z0-9]/.test(part));
}

// ---------------------------------------------------------------------------------------------
// Pieces of a clause

const key = (text: string) => nameTokens(text).join(' ');

const SLOT_RE = SLOT_WORDS.map(({ slot, words }) => ({ slot, re: phrases(words) }));
const SLOT_KEYS = new Set(SLOT_WORDS.flatMap(({ words }) => words.map(key)));
const SWAP_RE = phrases(SWAP_CUES);
const AVOID_RE = phrases(AVOID_CUES);
const INCLUDE_RE = phrases(INCLUDE_CUES);
const DISLIKE_RE = phrases(DISLIKE_CUES);
const WEEKDAY_RE = new RegExp(`(?:^| )(${WEEKDAY_WORDS.join('|')})s?(?= |$)`);
const ALLERGEN_GROUP_KEYS = new Set(ALLERGEN_GROUP_WORDS.map(key));

const ADJECTIVES = RESTRICTION_WORDS.flatMap((entry) =>
  entry.adjectives.map((adjective) => ({ adjective, restriction: entry.restriction })),
);
const ADJECTIVE_RE = phrases(ADJECTIVES.map((entry) => entry.adjective));
const OBJECT_RESTRICTION = new Map<string, DietaryRestriction>(
  RESTRICTION_WORDS.flatMap((entry) =>
    entry.objects.map((object) => [key(object), entry.restriction] as const),
  ),
);

function restrictionForAdjective(text: string): DietaryRestriction | undefined {
  return ADJECTIVES.find((entry) => entry.adjective === text)?.restriction;
}

const CUISINE_ENTRIES = CUISINE_WORDS.flatMap((entry) =>
  entry.words.map((word) => ({ word, cuisine: entry.cuisine })),
);
const CUISINE_RE = new RegExp(
  `(?:^| )(${CUISINE_ENTRIES.map((entry) => escapeRegExp(entry.word))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?= |$)`,
  'g',
);

/** The cuisine a clause names, unless the word is part of a food ('greek yogurt'). */
function cuisineIn(clause: string): Cuisine | undefined {
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
function dayIn(clause: string): { day?: DayRef; dayWord?: string } {
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
function items(object: string): string[] {
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
function afterCue(clause: string, cues: RegExp): string | undefined {
  const match = cues.exec(clause);
  if (!match) return undefined;
  return clause.slice((match.index ?? 0) + match[0].length).trim();
}

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

// ---------------------------------------------------------------------------------------------
// Clause readers, in order of precedence

const ANSWER_DAY =
  /^(?:(?:on|for|the|its|it is|i mean|make it|how about|what about|do|try|ok|okay) )*(?:day (\d{1,2})|(\d{1,2})(?:st|nd|rd|th)?(?: day| one)?|(last|final)(?: day| one)?|(all|every|each)(?: of them| days| day| the days)?)(?: one)?(?: please| then| thanks)?$/;
const AGAIN =
  /^(?:(?:no|nope|hmm|ok|okay|please|,) )*(?:another one|a different one|different one|another|try again|again|not that one|something else|one more time|next|another option|a different option|different option|give me another|show me another|another please)(?: please)?$/;

const POLITE_ONLY =
  /^(?:(?:ok|okay|great|perfect|cool|nice|awesome|lovely|good|thats|thanks|thank|you|so|much|a|lot|very|many|cheers|ta|thx|ty|looks|sounds|all|it|that|is|,)(?: |$))+$/;
const THANKS_WORD =
  /(?:^| )(?:thanks|thank|cheers|thx|ty|ta|great|perfect|good|awesome|lovely)(?= |$)/;
const HELLO = /^(?:hi|hello|hey|hiya|good morning|good afternoon|good evening|howdy)(?: there)?$/;

function readFollowUp(clause: string): MealPlanIntent | undefined {
  if (POLITE_ONLY.test(clause) && THANKS_WORD.test(clause))
    return { kind: 'small-talk', topic: 'thanks' };
  if (HELLO.test(clause)) return { kind: 'small-talk', topic: 'hello' };
  const day = ANSWER_DAY.exec(clause);
  if (day) {
    const value: DayRef = day[1]
      ? Number(day[1])
      : day[2]
        ? Number(day[2])
        : day[3]
          ? 'last'
          : 'all';
    if (value !== 0) return { kind: 'answer-day', day: value };
  }
  if (AGAIN.test(clause)) return { kind: 'swap-again' };
  return undefined;
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

function readRemoveRestriction(clause: string): MealPlanIntent | undefined {
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

function readAllergy(clause: string): MealPlanIntent[] | undefined {
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

const SNACK_RE = /(?:^| )snacks?(?= |$)/;
const ZERO_SNACKS =
  /(?:^| )(?:no|zero|0|without|remove|drop|skip|cut out|get rid of|eliminate|stop|ditch|lose|none of the|take out|take away)(?: the| all| my| any| more| of| those| these| daily)* snacks?(?= |$)|(?:^| )snack free(?= |$)|(?:^| )(?:no|stop|without) snacking(?= |$)/;
const COUNT_SNACKS = /(?:^| )(\d{1,2}) (?:daily |small |snacks? )?snacks?(?= |$)/;
const ONE_SNACK = /(?:^| )(?:a single|just a|only a|just the one) snack(?= |$)/;

function readSnackCount(clause: string): MealPlanIntent | undefined {
  if (!SNACK_RE.test(clause)) return undefined;
  if (ZERO_SNACKS.test(clause)) return { kind: 'snacks', count: 0 };
  const count = COUNT_SNACKS.exec(clause);
  if (count && !/(?:^| )(?:add|extra|another|plus) \d/.test(clause)) {
    return { kind: 'snacks', count: Number(count[1]) };
  }
  if (ONE_SNACK.test(clause)) return { kind: 'snacks', count: 1 };
  if (asksFewerSnacks(clause)) return { kind: 'fewer-snacks' };
  if (asksMoreSnacks(clause)) return { kind: 'more-snacks' };
  return undefined;
}

function slotsIn(clause: string): MealType[] {
  return SLOT_RE.filter(({ re }) => re.test(clause)).map(({ slot }) => slot);
}

/**
 * The day each named slot is for: the day said after it ('breakfast on day 1 and lunch on day 2'),
 * else the next slot's ('breakfast and lunch on day 2'), else the one before, else the clause's.
 */
function daysOfSlots(
  clause: string,
  slots: readonly MealType[],
): Map<MealType, ReturnType<typeof dayIn>> {
  const placed = slots
    .map((slot) => ({
      slot,
      at: SLOT_RE.find((entry) => entry.slot === slot)!.re.exec(clause)!.index,
    }))
    .sort((a, b) => a.at - b.at);
  const own = placed.map(({ at }, i) => {
    // The first slot's words start with the clause ('swap all breakfasts and ...').
    const found = dayIn(clause.slice(i === 0 ? 0 : at, placed[i + 1]?.at ?? clause.length));
    return found.day !== undefined || found.dayWord ? found : undefined;
  });
  const whole = dayIn(clause);
  const out = new Map<MealType, ReturnType<typeof dayIn>>();
  placed.forEach(({ slot }, i) => {
    const after = own.slice(i).find((entry) => entry !== undefined);
    const before = own.slice(0, i).findLast((entry) => entry !== undefined);
    out.set(slot, after ?? before ?? whole);
  });
  return out;
}

/** The snack a clause points at: 'the second snack', 'snack 2' (not 'day 2'). */
function snackIndexIn(clause: string): number | undefined {
  const ordinal = /(?:^| )(\d)(?:st|nd|rd|th) snack(?= |$)/.exec(clause);
  if (ordinal) return Math.max(0, Number(ordinal[1]) - 1);
  const numbered = /(?:^| )snack (?:number |no |# ?)?(\d)(?= |$)/.exec(
    clause.replace(/(?:^| )day \d{1,2}(?= |$)/g, ' '),
  );
  if (numbered) return Math.max(0, Number(numbered[1]) - 1);
  return undefined;
}

/** An avoid-cue followed by a food rather than a meal slot: "I don't like eggs for breakfast". */
function avoidsAFood(clause: string): boolean {
  const after = afterCue(clause, AVOID_RE);
  if (after === undefined) return false;
  const object = cleanObject(after);
  return object.length > 0 && !SLOT_KEYS.has(key(object)) && !/^(it|that|this|one)$/.test(object);
}

/** Several days named together: 'days 2 and 3', 'day 2 and day 4', 'days 1, 3 and 5'. */
function daysListed(clause: string): number[] {
  const tokens = clause.split(' ');
  let i = 0;
  while (i < tokens.length) {
    if (tokens[i] !== 'day' && tokens[i] !== 'days') {
      i++;
      continue;
    }
    const days: number[] = [];
    let j = i + 1;
    for (; j < tokens.length; j++) {
      const token = tokens[j]!;
      if (/^\d{1,2}$/.test(token)) days.push(Number(token));
      else if (!/^(?:,|and|or|&|day|days)$/.test(token)) break;
    }
    if (days.length > 1) return [...new Set(days)];
    i = j;
  }
  return [];
}

function readSwap(clause: string): MealPlanIntent[] | undefined {
  const slots = slotsIn(clause);
  if (slots.length === 0) return undefined;
  const { day, dayWord } = dayIn(clause);
  const adjective = ADJECTIVE_RE.exec(clause);
  const restriction = adjective ? restrictionForAdjective(adjective[1]!) : undefined;
  const cuisine = cuisineIn(clause);
  const hasCue = SWAP_RE.test(clause);
  if (!hasCue && day === undefined && !dayWord && !restriction && !cuisine) return undefined;
  if (avoidsAFood(clause) && day === undefined && !dayWord) return undefined;
  const snackIndex = snackIndexIn(clause);
  const listed = slots.length === 1 ? daysListed(clause) : [];
  if (listed.length > 1) {
    const slot = slots[0]!;
    return listed.map((listedDay) => ({
      kind: 'swap' as const,
      slot,
      day: listedDay,
      ...(slot === 'snack' && snackIndex !== undefined ? { snackIndex } : {}),
      ...(restriction ? { restriction } : {}),
      ...(cuisine ? { cuisine } : {}),
    }));
  }
  const days = slots.length > 1 ? daysOfSlots(clause, slots) : undefined;
  return slots.map((slot) => {
    const { day: slotDay, dayWord: slotDayWord } = days?.get(slot) ?? { day, dayWord };
    return {
      kind: 'swap' as const,
      slot,
      ...(slotDay !== undefined ? { day: slotDay } : {}),
      ...(slotDayWord ? { dayWord: slotDayWord } : {}),
      ...(slot === 'snack' && snackIndex !== undefined ? { snackIndex } : {}),
      ...(restriction ? { restriction } : {}),
      ...(cuisine ? { cuisine } : {}),
    };
  });
}

const CAL = '(?:kcals?|calories|calorie|cals?|kilocalories|energy)';
const CAL_RE = new RegExp(`(?:^| )${CAL}(?= |$)`);
const DOWN_RE =
  /(?:^| )(?:fewer|less|lower|reduce|reduced|reducing|cut|cutting|decrease|drop|lighter|smaller|trim|low|lose|minus|subtract|take off|shave)(?= |$)/;
const UP_RE =
  /(?:^| )(?:more|higher|increase|increased|raise|bigger|larger|extra|add|boost|gain|hungry|bulk|plus|up)(?= |$)/;
const REL_BY = new RegExp(`(?:^| )by (\\d{2,4})(?: ?${CAL})?(?= |$)(?! %)`);
const REL_AMOUNT = new RegExp(
  `(?:^| )(\\d{2,4}) ?(?:${CAL} )?(less|fewer|lower|more|extra|higher)(?= |$)|(?:^| )(?:add|extra|another|plus|cut|remove|subtract|drop|lose|shave off|take off|minus) (?:an? )?(?:extra )?(\\d{2,4}) ?${CAL}(?= |$)`,
);
const ABS_UNIT = new RegExp(`(?:^| )(\\d{2,5}) ?${CAL}(?= |$)`);
const ABS_TO =
  /(?:^| )(?:to|at|of|around|about|under|below|max|maximum|than|target|is|be|=)(?: about| around| roughly| approximately| just)? (\d{3,5})(?= |$)/;
const PER_DAY = /(?:^| )(\d{3,5}) ?(?:\/ ?|per |a |each |every )?(?:day|daily|d)(?= |$)/;
const PERCENT = /(?:^| )(\d{1,2}) ?%(?= |$)/;
const BARE_NUMBER = /(?:^| )(\d{3,5})(?= |$)/;
const ENERGY_VERB =
  /(?:^| )(?:reduce|lower|drop|cut|decrease|increase|raise|bump|set|change|adjust|bring|make|target|aim|go|want)(?= |$)/;
const DOWN_PHRASE =
  /(?:^| )(?:lose weight|smaller portions|lighter meals|less food|eat less|low calorie|lower calorie|fewer calories|less calories|cut calories|cut back)(?= |$)/;
const UP_PHRASE =
  /(?:^| )(?:gain weight|bigger portions|larger portions|more food|eat more|im hungry|i am hungry|still hungry|not enough food|too hungry|higher calorie|more calories)(?= |$)/;

function direction(clause: string): 'down' | 'up' | undefined {
  if (DOWN_PHRASE.test(clause)) return 'down';
  if (UP_PHRASE.test(clause)) return 'up';
  const down = DOWN_RE.exec(clause);
  const up = UP_RE.exec(clause);
  if (down && up) return (down.index ?? 0) <= (up.index ?? 0) ? 'down' : 'up';
  if (down) return 'down';
  if (up) return 'up';
  return undefined;
}

/** Words that make a figure a reduction ('reduce calories to 1500', 'down to 1500', 'under 1500'). */
const ABS_DOWN_RE =
  /(?:^| )(?:reduce|reduced|reducing|lower|lowering|cut|cutting|decrease|decreasing|drop|dropping|fewer|less|down|trim|shrink|under|below|at most|no more than|not more than|max|maximum|lose)(?= |$)/;
/** Words that make a figure an increase ('raise it to 2200', 'up to 2200', 'at least 2000'). */
const ABS_UP_RE =
  /(?:^| )(?:increase|increased|increasing|raise|raising|higher|more|up|boost|bump|at least|over|above|gain|bulk)(?= |$)/;

/** The way an absolute figure is asked for, or undefined for 'set it to 1500'; first cue wins. */
function absoluteDirection(clause: string): 'down' | 'up' | undefined {
  const down = ABS_DOWN_RE.exec(clause);
  const up = ABS_UP_RE.exec(clause);
  if (down && up) return (down.index ?? 0) <= (up.index ?? 0) ? 'down' : 'up';
  if (down) return 'down';
  if (up) return 'up';
  return undefined;
}

function readEnergy(clause: string): MealPlanIntent | undefined {
  const hasCal = CAL_RE.test(clause) || /(?:^| )portions?(?= |$)/.test(clause);
  const relBy = REL_BY.exec(clause);
  if (relBy && (hasCal || ENERGY_VERB.test(clause))) {
    const dir = direction(clause);
    if (dir) return { kind: 'energy-change', direction: dir, kcal: Number(relBy[1]) };
  }
  const rel = REL_AMOUNT.exec(clause);
  if (rel) {
    const amount = Number(rel[1] ?? rel[3]);
    const word = rel[2];
    const dir: 'down' | 'up' = word
      ? /less|fewer|lower/.test(word)
        ? 'down'
        : 'up'
      : /(?:^| )(?:add|extra|another|plus)(?= |$)/.test(clause)
        ? 'up'
        : 'down';
    if (amount > 0) return { kind: 'energy-change', direction: dir, kcal: amount };
  }
  const absolute = (kcal: string): MealPlanIntent => {
    const dir = absoluteDirection(clause);
    return { kind: 'energy', kcal: Number(kcal), ...(dir ? { direction: dir } : {}) };
  };
  const withUnit = ABS_UNIT.exec(clause);
  if (withUnit) return absolute(withUnit[1]!);
  const perDay = PER_DAY.exec(clause);
  if (perDay) return absolute(perDay[1]!);
  const to = ABS_TO.exec(clause);
  if (to && (hasCal || ENERGY_VERB.test(clause))) return absolute(to[1]!);
  const bare = BARE_NUMBER.exec(clause);
  if (bare && ENERGY_VERB.test(clause) && !PERCENT.test(clause)) return absolute(bare[1]!);
  const percent = PERCENT.exec(clause);
  if (percent && hasCal) {
    const dir = direction(clause);
    if (dir && Number(percent[1]) > 0) {
      return { kind: 'energy-change', direction: dir, percent: Number(percent[1]) };
    }
  }
  // 'I could eat more fish' asks for fish, not for more food.
  if (!hasCal && readInclude(clause) !== undefined) return undefined;
  if (DOWN_PHRASE.test(clause)) return { kind: 'energy-change', direction: 'down' };
  if (UP_PHRASE.test(clause)) return { kind: 'energy-change', direction: 'up' };
  if (hasCal) {
    const dir = direction(clause);
    if (dir) return { kind: 'energy-change', direction: dir };
  }
  return undefined;
}

const MORE_CUE =
  /(?:^| )(?:more|extra|higher|high|increase|increased|boost|add|up|raise|richer|rich|packed|enough|bump|double|maximi[sz]e|lots|plenty|heavy|get|need|want|focus)(?= |$)/;
const LESS_CUE =
  /(?:^| )(?:less|lower|low|reduce|reduced|fewer|cut|cutting|decrease|minimi[sz]e|drop|no|without|avoid|limit|remove|skip)(?= |$)/;

function readNutrient(clause: string): MealPlanIntent | undefined {
  if (/(?:^| )proteins?(?= |$)/.test(clause)) {
    if (LESS_CUE.test(clause) && !/(?:^| )(?:more|higher|high|extra|boost)(?= |$)/.test(clause))
      return { kind: 'unknown' };
    return { kind: 'more-protein' };
  }
  if (/(?:^| )(?:fib(?:er|re)s?|roughage)(?= |$)/.test(clause)) {
    if (LESS_CUE.test(clause) && !MORE_CUE.test(clause)) return { kind: 'unknown' };
    return { kind: 'more-fiber' };
  }
  if (/(?:^| )(?:keto|low carb|low carbs|lower carb|carb conscious)(?= |$)/.test(clause)) {
    return { kind: 'fewer-carbs' };
  }
  if (/(?:^| )(?:carbs?|carbohydrates?|starch|starches|starchy)(?= |$)/.test(clause)) {
    if (LESS_CUE.test(clause)) return { kind: 'fewer-carbs' };
    return { kind: 'unknown' };
  }
  return undefined;
}

/** Words for each nutrient a person may want less of, most specific first. */
const LESS_NUTRIENT_WORDS: readonly { nutrient: LessNutrient; re: RegExp }[] = [
  { nutrient: 'saturated-fat', re: /(?:^| )(?:saturated fats?|sat fats?)(?= |$)/ },
  { nutrient: 'sodium', re: /(?:^| )(?:salt|salty|sodium)(?= |$)/ },
  { nutrient: 'potassium', re: /(?:^| )potassium(?= |$)/ },
  { nutrient: 'phosphorus', re: /(?:^| )(?:phosphorus|phosphate|phosphates)(?= |$)/ },
  { nutrient: 'cholesterol', re: /(?:^| )cholesterol(?= |$)/ },
  { nutrient: 'sugar', re: /(?:^| )(?:sugar|sugars|sugary|sweets)(?= |$)/ },
  { nutrient: 'fat', re: /(?:^| )(?:fat|fats|fatty|greasy|oily)(?= |$)/ },
];
const TOO_MUCH = /(?:^| )(?:too much|too many|too|so much)(?= |$)/;

function readLessNutrient(clause: string): MealPlanIntent | undefined {
  const found = LESS_NUTRIENT_WORDS.find(({ re }) => re.test(clause));
  if (!found) return undefined;
  const less = LESS_CUE.test(clause) || TOO_MUCH.test(clause) || / down(?= |$)/.test(clause);
  if (!less || /(?:^| )(?:more|higher|extra|increase|boost)(?= |$)/.test(clause)) return undefined;
  return { kind: 'less-nutrient', nutrient: found.nutrient };
}

const DIALYSIS = /(?:^| )(?:dialysis|haemodialysis|hemodialysis)(?= |$)/;
const COST =
  /(?:^| )(?:cheaper|cheap|less expensive|lower cost|low cost|budget|afford|affordable|cost less|save money|saving money|too expensive|pricey|costly)(?= |$)/;
const LIGHTER = /(?:^| )(?:lighter|light|smaller|less heavy|not so heavy|too heavy|heavy)(?= |$)/;
const VITAMIN_K = /(?:^| )(?:vitamin k|vit k|vitamin k1)(?= |$)/;
const UNTRACKED =
  /(?:^| )(iron|calcium|vitamin d|vit d|vitamin b12|vit b12|b12|omega 3s?|omega3s?|fish oils?|magnesium|zinc|vitamin c|vit c|folate|folic acid)(?= |$)/;

function untrackedNutrient(word: string): (typeof UNTRACKED_NUTRIENTS)[number] {
  if (/b12/.test(word)) return 'vitamin b12';
  if (/omega|fish oil/.test(word)) return 'omega 3';
  if (/d$/.test(word) && /vit/.test(word)) return 'vitamin d';
  if (/c$/.test(word) && /vit/.test(word)) return 'vitamin c';
  if (/fol/.test(word)) return 'folate';
  return word as (typeof UNTRACKED_NUTRIENTS)[number];
}

const ASKS_ABOUT =
  /^(?:what|whats|which|tell me (?:about|more about)|show me|describe|how do i (?:make|cook)|how is|how are|ingredients|recipe (?:for|of))(?= )/;

/** "What's in the day 2 dinner?", 'tell me about lunch on day 3': a question, not a swap. */
function readShowMeal(clause: string): MealPlanIntent | undefined {
  if (
    !ASKS_ABOUT.test(clause) ||
    /(?:^| )(?:instead|else|other|another|swap|change)(?= |$)/.test(clause)
  ) {
    return undefined;
  }
  const slots = slotsIn(clause);
  if (slots.length !== 1) return undefined;
  const { day } = dayIn(clause);
  const snackIndex = snackIndexIn(clause);
  return {
    kind: 'show-meal',
    slot: slots[0]!,
    ...(day !== undefined ? { day } : {}),
    ...(slots[0] === 'snack' && snackIndex !== undefined ? { snackIndex } : {}),
  };
}

/** 'less chicken', "I'm bored of salmon", 'too much rice': a food named, fewer meals with it. */
function readLessFood(clause: string): MealPlanIntent | undefined {
  const object = lessFoodObject(clause);
  if (object === undefined) return undefined;
  const food = cleanObject(object);
  if (!food || SLOT_KEYS.has(key(food)) || findFoodsByName(food).length === 0) return undefined;
  return { kind: 'less-food', food };
}

function readExplain(clause: string): MealPlanIntent | undefined {
  if (DIALYSIS.test(clause)) return { kind: 'explain', topic: 'dialysis' };
  if (VITAMIN_K.test(clause)) return { kind: 'explain', topic: 'vitamin-k' };
  const untracked = UNTRACKED.exec(clause);
  if (untracked) {
    return {
      kind: 'explain',
      topic: 'untracked-nutrient',
      nutrient: untrackedNutrient(untracked[1]!),
    };
  }
  if (COST.test(clause)) return { kind: 'explain', topic: 'cost' };
  const slots = slotsIn(clause);
  // 'Lighter dinners'; not 'swap day 2's dinner for something lighter', a swap.
  const isSwap = SWAP_RE.test(clause) || dayIn(clause).day !== undefined;
  if (LIGHTER.test(clause) && slots.length > 0 && !CAL_RE.test(clause) && !isSwap) {
    return { kind: 'explain', topic: 'lighter-meal', slot: slots[0]! };
  }
  return undefined;
}

function readRestriction(clause: string): MealPlanIntent | undefined {
  const match = ADJECTIVE_RE.exec(clause);
  const restriction = match ? restrictionForAdjective(match[1]!) : undefined;
  return restriction ? { kind: 'add-restriction', restriction } : undefined;
}

function readReplaceFood(clause: string): MealPlanIntent[] | undefined {
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

function readAvoid(clause: string): MealPlanIntent[] | undefined {
  const freeOf = /(?:^| )([a-z]+(?: [a-z]+)?) free(?= |$)/.exec(clause);
  const after = afterCue(clause, AVOID_RE) ?? splitVerbObject(clause);
  const object =
    after !== undefined ? cleanObject(after) : freeOf ? cleanObject(freeOf[1]!) : undefined;
  if (!object || !/^[a-z0-9]/.test(object)) return undefined;
  const intents = avoidIntents(object, false, DISLIKE_RE.test(clause));
  return intents.length > 0 ? intents : undefined;
}

const ONLY_CUE =
  /(?:^| )(?:only|all|just|entirely|fully|completely|everything|whole plan|make it|make this|make the plan|make my plan|turn it|switch to|change to|change it to|convert|go full|100 %)(?= |$)/;

function readCuisine(clause: string): MealPlanIntent | undefined {
  const cuisine = cuisineIn(clause);
  if (!cuisine) return undefined;
  if (/(?:^| )(?:no|less|fewer|without|not|avoid|dont|hate)(?= |$)/.test(clause)) {
    return { kind: 'unknown' };
  }
  const isOnly = ONLY_CUE.test(clause) && !/(?:^| )more(?= |$)/.test(clause);
  return { kind: 'cuisine', cuisine, isOnly };
}

function readInclude(clause: string): MealPlanIntent[] | undefined {
  const after = afterCue(clause, INCLUDE_RE);
  if (after === undefined) return undefined;
  const object = cleanObject(after);
  if (!object) return undefined;
  const foods = items(object).filter((item) => findFoodsByName(item).length > 0);
  return foods.length > 0 ? foods.map((food) => ({ kind: 'include-food', food })) : undefined;
}

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
  const intents = splitClauses(normalizeRequest(text)).flatMap(readListedClause);
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

/** The main edit a message asks for: the first one it names, or `unknown`. */
export function parseMealPlanRequest(text: string): MealPlanIntent {
  return parseMealPlanRequests(text)[0]!;
}

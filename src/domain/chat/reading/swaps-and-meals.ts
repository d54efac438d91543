import { findFoodsByName } from '../../foods/food-table';
import type { MealType } from '../../recipes/recipe';
import { asksFewerSnacks, asksMoreSnacks, wantedFood } from '../clause-cues';
import type { DayRef, MealPlanIntent } from '../intent-schema';
import {
  ADJECTIVE_RE,
  AVOID_RE,
  afterCue,
  CAL_RE,
  cleanObject,
  cuisineIn,
  dayIn,
  key,
  restrictionForAdjective,
  SLOT_KEYS,
  SLOT_RE,
  SWAP_RE,
  slotsIn,
  snackIndexIn,
} from './clause-parts';

/**
 * Clause readers for meals: follow-ups and small talk, snacks per day, swaps, questions about a
 * meal, cuisines.
 */

const ANSWER_DAY =
  /^(?:(?:on|for|the|its|it is|i mean|make it|how about|what about|do|try|ok|okay) )*(?:day (\d{1,2})|(\d{1,2})(?:st|nd|rd|th)?(?: day| one)?|(last|final)(?: day| one)?|(all|every|each)(?: of them| days| day| the days)?)(?: one)?(?: please| then| thanks)?$/;
const AGAIN =
  /^(?:(?:no|nope|hmm|ok|okay|please|,) )*(?:another one|a different one|different one|another|try again|again|not that one|something else|one more time|next|another option|a different option|different option|give me another|show me another|another please)(?: please)?$/;

const POLITE_ONLY =
  /^(?:(?:ok|okay|great|perfect|cool|nice|awesome|lovely|good|thats|thanks|thank|you|so|much|a|lot|very|many|cheers|ta|thx|ty|looks|sounds|all|it|that|is|,)(?: |$))+$/;
const THANKS_WORD =
  /(?:^| )(?:thanks|thank|cheers|thx|ty|ta|great|perfect|good|awesome|lovely)(?= |$)/;
const HELLO = /^(?:hi|hello|hey|hiya|good morning|good afternoon|good evening|howdy)(?: there)?$/;

export function readFollowUp(clause: string): MealPlanIntent | undefined {
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

const SNACK_RE = /(?:^| )snacks?(?= |$)/;
const ZERO_SNACKS =
  /(?:^| )(?:no|zero|0|without|remove|drop|skip|cut out|get rid of|eliminate|stop|ditch|lose|none of the|take out|take away)(?: the| all| my| any| more| of| those| these| daily)* snacks?(?= |$)|(?:^| )snack free(?= |$)|(?:^| )(?:no|stop|without) snacking(?= |$)/;
const COUNT_SNACKS = /(?:^| )(\d{1,2}) (?:daily |small |snacks? )?snacks?(?= |$)/;
const ONE_SNACK = /(?:^| )(?:a single|just a|only a|just the one) snack(?= |$)/;

export function readSnackCount(clause: string): MealPlanIntent | undefined {
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

const BIGGER =
  /(?:^| )(?:bigger|larger|heartier|more filling|more food|too small|not enough|hungry)(?= |$)/;
const SMALLER =
  /(?:^| )(?:lighter|smaller|less heavy|not so heavy|too heavy|too big|too much|less food)(?= |$)/;
/** A nutrient named makes it a nutrient edit: 'too much salt at lunch', 'not enough protein'. */
const NUTRIENT_WORD =
  /(?:^| )(?:salt|salty|sodium|sugar|sugary|sweet|protein|carbs?|carbohydrates?|fats?|fatty|fibre|fiber|calories|calorie|kcal|potassium|phosphorus|cholesterol)(?= |$)/;

/**
 * 'Make day 3 lunch bigger', 'lighter dinners', 'I'm still hungry after lunch': one main meal's
 * portions, not a new recipe ('swap day 2's dinner for something lighter' is a swap), not the
 * day's energy ('lighter meals, 1500 calories' is an energy target) and not a nutrient ('too
 * much salt at lunch' is less sodium).
 */
export function readMealSize(clause: string): MealPlanIntent | undefined {
  const slots = slotsIn(clause).filter((slot) => slot !== 'snack');
  if (slots.length !== 1 || SWAP_RE.test(clause) || CAL_RE.test(clause)) return undefined;
  if (NUTRIENT_WORD.test(clause)) return undefined;
  const bigger = BIGGER.exec(clause);
  const smaller = SMALLER.exec(clause);
  if (!bigger && !smaller) return undefined;
  const direction =
    bigger && (!smaller || bigger.index < smaller.index)
      ? ('bigger' as const)
      : ('smaller' as const);
  const { day } = dayIn(clause);
  return {
    kind: 'meal-size',
    slot: slots[0] as 'breakfast' | 'lunch' | 'dinner',
    direction,
    ...(day !== undefined ? { day } : {}),
  };
}

/** Words the food table matches that are not a food asked for here ('dinner rolls', 'light'). */
const NOT_A_FOOD_ASKED = new Set(['light', 'lighter', 'hot', 'sweet', 'new', 'day', 'plan']);

/** Words that name a food, not a meal, a diet or a cuisine ('italian' is a cuisine here). */
function namesFood(words: string): boolean {
  if (SLOT_KEYS.has(key(words)) || NOT_A_FOOD_ASKED.has(words)) return false;
  if (restrictionForAdjective(words) || cuisineIn(words)) return false;
  return findFoodsByName(words).length > 0;
}

/**
 * The food a clause of no edit of its own asks for ('fish please', 'something with salmon'),
 * read as a swap's food when it follows one ('day 3 dinner: fish please').
 */
export function foodOnly(clause: string): string | undefined {
  const object = cleanObject(clause);
  if (object.length > 0 && namesFood(object)) return object;
  return wantedFood(clause, namesFood);
}

export function readSwap(clause: string): MealPlanIntent[] | undefined {
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
  // 'can i have fish on day 3 dinner': the new meal has it (one meal named, or one per day).
  const food = slots.length === 1 ? wantedFood(clause, namesFood) : undefined;
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
      ...(food ? { food } : {}),
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
      ...(food ? { food } : {}),
    };
  });
}

const ASKS_ABOUT =
  /^(?:what|whats|which|tell me (?:about|more about)|show me|describe|how do i (?:make|cook)|how is|how are|ingredients|recipe (?:for|of))(?= )/;

/** "What's in the day 2 dinner?", 'tell me about lunch on day 3': a question, not a swap. */
export function readShowMeal(clause: string): MealPlanIntent | undefined {
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

const ONLY_CUE =
  /(?:^| )(?:only|all|just|entirely|fully|completely|everything|whole plan|make it|make this|make the plan|make my plan|turn it|switch to|change to|change it to|convert|go full|100 %)(?= |$)/;

export function readCuisine(clause: string): MealPlanIntent | undefined {
  const cuisine = cuisineIn(clause);
  if (!cuisine) return undefined;
  if (/(?:^| )(?:no|less|fewer|without|not|avoid|dont|hate)(?= |$)/.test(clause)) {
    return { kind: 'unknown' };
  }
  const isOnly = ONLY_CUE.test(clause) && !/(?:^| )more(?= |$)/.test(clause);
  return { kind: 'cuisine', cuisine, isOnly };
}

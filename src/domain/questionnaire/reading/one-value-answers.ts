import { numberFrom, withDigits } from '../../language';
import type { ActivityLevel } from '../../profile/health-profile';
import { type Budget, TIME_BANDS, type TimeBand, type TopicId } from '../schemas';
import {
  ACTIVITY_ANYWHERE,
  ACTIVITY_RULES,
  ACTIVITY_WORD_RULES,
  DAILY,
  DAYS_PER_WEEK,
  EXERCISE_WORDS,
  GENTLE_ACTIVITY,
  MOST_DAYS,
  VIGOROUS_ACTIVITY,
  WEEKENDS_ONLY,
} from '../words/activity';
import { PLAIN_NONE } from '../words/answers';
import {
  BUDGET_ANYWHERE,
  BUDGET_RULES,
  COOKING_ANYWHERE,
  COOKING_RULES,
  MONEY_WORDS,
  PLENTY_OF_TIME,
  QUICK_TIME,
  TIME_ANYWHERE,
  TIME_WORDS,
} from '../words/cooking-time-budget';
import type { PhraseRule } from '../words/phrase-rule';
import type { Found } from './found';

// ---------------------------------------------------------------------------------------------
// One-value answers: activity, meals, cooking skill, time and budget. Under their own question
// any wording counts; in other answers only the clear phrases do.
// ---------------------------------------------------------------------------------------------

export function readScalars(
  topic: TopicId | null,
  normalized: string,
  bare: string,
  found: Found,
): void {
  const text = withDigits(normalized, { one: 'always' });
  const plainNone = PLAIN_NONE.test(bare);

  if (topic === 'activity' || ACTIVITY_ANYWHERE.test(normalized)) {
    found.activityLevel = readActivity(text, topic === 'activity') ?? found.activityLevel;
    if (found.activityLevel === undefined && topic === 'activity' && plainNone) {
      found.activityLevel = 'sedentary';
    }
  } else {
    const days = daysPerWeek(text, false);
    if (days !== undefined) found.activityLevel = levelForDays(days, text);
  }

  const meals = readMeals(text, topic === 'mealFrequency');
  found.meals = meals.meals;
  found.snacks = meals.snacks;

  // An answer is read as the question it follows unless it is plainly about another of the
  // one-value questions: 'I'm on a pension so not much' after the time or cooking question is a
  // budget, '25 minutes tops' after the budget or cooking question a time.
  const aboutMoney = MONEY_WORDS.test(text);
  const aboutTime = TIME_WORDS.test(text);
  const plainlyMoney = aboutMoney && !aboutTime;
  const plainlyTime = aboutTime && !aboutMoney;
  const cookingPhrase = COOKING_ANYWHERE.exec(normalized);
  const cookingAsked =
    topic === 'cookingSkill' && (cookingPhrase !== null || !(plainlyMoney || plainlyTime));
  const timeAsked =
    (topic === 'timeAvailable' && !plainlyMoney) ||
    ((topic === 'budget' || topic === 'cookingSkill') && !cookingAsked && plainlyTime);
  const budgetAsked =
    (topic === 'budget' && !plainlyTime) ||
    ((topic === 'timeAvailable' || topic === 'cookingSkill') && !cookingAsked && plainlyMoney);

  if (cookingAsked) {
    found.cookingSkill = firstRule(COOKING_RULES, text);
  } else if (cookingPhrase) {
    found.cookingSkill = firstRule(COOKING_RULES, cookingPhrase[0]) ?? 'intermediate';
  }

  if (timeAsked || TIME_ANYWHERE.test(text)) {
    const minutes = readMinutes(text, timeAsked, plainNone && timeAsked);
    if (minutes !== undefined) found.timeAvailable = timeBand(minutes);
  }

  if (budgetAsked) {
    found.budget = budgetFromAmount(text) ?? firstRule(BUDGET_RULES, text);
  } else {
    found.budget = firstRule(BUDGET_ANYWHERE, text);
  }
}

function firstRule<T>(rules: readonly PhraseRule<T>[], text: string): T | undefined {
  return rules.find((rule) => text.search(rule.pattern) >= 0)?.value;
}

function readActivity(text: string, asked: boolean): ActivityLevel | undefined {
  const explicit = firstRule(ACTIVITY_RULES, text);
  if (explicit !== undefined) return explicit;
  const days = daysPerWeek(text, asked);
  if (days !== undefined) return levelForDays(days, text);
  return firstRule(ACTIVITY_WORD_RULES, text);
}

/** Days of exercise a week, when the answer says; only next to exercise words unless asked. */
function daysPerWeek(text: string, asked: boolean): number | undefined {
  if (!asked && !EXERCISE_WORDS.test(text)) return undefined;
  const weekly = DAYS_PER_WEEK.exec(text);
  if (weekly) return numberFrom(weekly[1]);
  if (!EXERCISE_WORDS.test(text)) {
    if (!asked) return undefined;
    const bareCount = /^(\d+)(?:\s*(?:x|times?|days?))?$/.exec(text.trim());
    return bareCount ? Number(bareCount[1]) : undefined;
  }
  if (DAILY.test(text)) return 7;
  if (MOST_DAYS.test(text)) return 6;
  const times =
    /\b(\d+)\s*(?:x|times|days|sessions)\b(?!\s*(?:a|per|each) (?:day|month|year))/.exec(text);
  if (times && asked) return Number(times[1]);
  if (WEEKENDS_ONLY.test(text)) return 2;
  return undefined;
}

/**
 * Days a week -> level on the A2 scale: 0 sedentary, 1-2 light, 3-5 moderate, 6-7 active. Only
 * gentle activity (walking, yoga) counts one level lower, never below light.
 */
function levelForDays(days: number, text: string): ActivityLevel {
  const levels: ActivityLevel[] = ['sedentary', 'light', 'moderate', 'active'];
  let index = days <= 0 ? 0 : days <= 2 ? 1 : days <= 5 ? 2 : 3;
  if (index > 1 && GENTLE_ACTIVITY.test(text) && !VIGOROUS_ACTIVITY.test(text)) index -= 1;
  return levels[index]!;
}

const SNACK_COUNT =
  /\b(no|\d+|an?|some|a few|few|a couple(?: of)?|couple(?: of)?|several)\s*(?:small |healthy |little |light )?snacks?\b/;
const MEAL_COUNT =
  /\b(\d+)(?:\s*(?:-|to|or)\s*(\d+))?\s*(?:small |main |big |square |proper |full |regular |large |decent |bigger |smaller )?(?:meals?|times (?:a|per) day)\b/;

function readMeals(text: string, asked: boolean): { meals?: number; snacks?: number } {
  let meals: number | undefined;
  let snacks: number | undefined;
  const mealCount = MEAL_COUNT.exec(text);
  if (mealCount) meals = Math.max(Number(mealCount[1]), Number(mealCount[2] ?? 0));
  else if (/\bomad\b/.test(text)) meals = 1;

  const snackCount = SNACK_COUNT.exec(text);
  if (/\b(?:don't|do not|never|rarely|no|without|not) (?:really )?snack(?:s|ing)?\b/.test(text)) {
    snacks = 0;
  } else if (snackCount) {
    const word = snackCount[1]!;
    snacks =
      word === 'no'
        ? 0
        : /^an?$/.test(word)
          ? 1
          : /few|some|couple/.test(word)
            ? 2
            : word === 'several'
              ? 3
              : numberFrom(word);
  } else if (/\bsnack (?:a lot|all day|constantly)|\blots of snacks\b/.test(text)) {
    snacks = 3;
  }

  if (asked && meals === undefined) {
    const numbers = /^(\d+)\s*(?:(?:\+|and|plus|&|,|\/)\s*(\d+))?$/.exec(
      text.replace(/[.!]/g, '').trim(),
    );
    if (numbers) {
      meals = Number(numbers[1]);
      if (numbers[2] !== undefined && snacks === undefined) snacks = Number(numbers[2]);
    } else if (/\bgraz\w*|\bsmall meals (?:throughout|all day|through the day)\b/.test(text)) {
      meals = 5;
    } else if (
      /\bskip(?:ping)? (?:breakfast|lunch|dinner)\b|\bno breakfast\b|\bintermittent fasting\b|\b16[:/ ]8\b|\btwo meals\b/.test(
        text,
      )
    ) {
      meals = 2;
    } else {
      // The meals named: 'just lunch and dinner' is 2, 'breakfast, lunch and dinner' 3.
      const named = new Set(
        (text.match(/\b(?:breakfast|brunch|lunch|dinner|supper)\b/g) ?? []).map((word) =>
          word === 'supper' ? 'dinner' : word,
        ),
      );
      if (named.size >= 2 || (named.size === 1 && /\b(?:just|only)\b/.test(text))) {
        meals = named.size;
      } else if (/\b(?:usual|normal|standard|regular|typical|traditional)\b/.test(text)) {
        meals = 3;
      }
    }
  }
  if (meals !== undefined && (meals < 1 || meals > 8)) meals = undefined;
  if (snacks !== undefined && (snacks < 0 || snacks > 8)) snacks = undefined;
  return { meals, snacks };
}

const DURATION =
  /\b(\d+(?:\.\d+)?)(?:\s*(?:-|to|or)\s*(\d+(?:\.\d+)?))?\s*(hours?|hrs?|h|minutes?|mins?|m)\b/;
const MORE_THAN = /\b(?:more than|over|at least|longer than|upwards of|plus)\s*$/;

/** Minutes for cooking a meal, as said; undefined when the answer gives no time. */
function readMinutes(text: string, asked: boolean, plainNone: boolean): number | undefined {
  const more = (index: number) => (MORE_THAN.test(text.slice(0, index)) ? 1 : 0);
  const special: [RegExp, number][] = [
    [/\b(?:an? |1 )?hour and a half\b|\b1\.5 hours?\b/, 90],
    [/\bhalf (?:an )?hour\b|\bhalf-hour\b/, 30],
    [/\bquarter (?:of )?(?:an )?hour\b/, 15],
    [/\b(?:a )?couple (?:of )?hours\b/, 120],
    [/\b(?:a )?few minutes\b/, 10],
  ];
  for (const [pattern, minutes] of special) {
    const match = pattern.exec(text);
    if (match) return minutes + more(match.index);
  }
  const duration = DURATION.exec(text);
  if (duration) {
    const value = Number(duration[2] ?? duration[1]);
    const unit = duration[3]!;
    return value * (unit.startsWith('h') ? 60 : 1) + more(duration.index);
  }
  const hour = /\ban hour\b|\ba hour\b/.exec(text);
  if (hour) return 60 + more(hour.index);
  if (!asked) return undefined;
  const number = /^(?:about |around |maybe |roughly )?(\d+)$/.exec(text.trim());
  if (number) {
    const value = Number(number[1]);
    return value <= 3 ? value * 60 : value;
  }
  if (QUICK_TIME.test(text) || plainNone) return 15;
  if (PLENTY_OF_TIME.test(text)) return 61;
  return undefined;
}

/** Minutes -> band: up to 15, 16-30, 31-60, more than 60. */
export function timeBand(minutes: number): TimeBand {
  if (minutes <= 15) return TIME_BANDS[0];
  if (minutes <= 30) return TIME_BANDS[1];
  if (minutes <= 60) return TIME_BANDS[2];
  return TIME_BANDS[3];
}

const WEEKS_PER_MONTH = 52 / 12;

/** A sum of money per week (or day, or month) -> budget; see BUDGET_RULES for the thresholds. */
function budgetFromAmount(text: string): Budget | undefined {
  const money =
    /(?:[$£€]\s*(\d+(?:\.\d+)?))|(?:\b(\d+(?:\.\d+)?)\s*(?:dollars|usd|euros?|eur|pounds|gbp|bucks|quid)\b)/.exec(
      text,
    );
  if (!money) return undefined;
  const amount = Number(money[1] ?? money[2]);
  const per = /\b(?:a|per|each|every|\/)\s*(day|week|month)\b/.exec(text.slice(money.index))?.[1];
  const weekly = per === 'day' ? amount * 7 : per === 'month' ? amount / WEEKS_PER_MONTH : amount;
  if (weekly <= 50) return 'low';
  if (weekly <= 120) return 'moderate';
  return 'flexible';
}

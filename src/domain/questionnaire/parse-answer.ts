import type { ConditionId } from '../conditions/catalogue';
import {
  isNegatedAt,
  negationReaches,
  normalizeText,
  numberFrom,
  splitSegments,
  vocabularySpeller,
  withDigits,
} from '../language';
import { matchMedication } from '../medications/match-medications';
import type { ActivityLevel, Cuisine, DietaryRestriction, Gender } from '../profile/health-profile';
import { LIMITS } from '../profile/health-profile';
import { feetInchesToCm, poundsToKg } from '../profile/units';
import { foodKey, mentionsIn } from './food-mentions';
import {
  type Budget,
  type CookingSkill,
  type ExtractedData,
  TIME_BANDS,
  type TimeBand,
  type TopicId,
} from './schemas';
import {
  ACTIVITY_ANYWHERE,
  ACTIVITY_RULES,
  ACTIVITY_WORD_RULES,
  ALLERGY_MARKER,
  ALLOWED_MARKER,
  AVOID_MARKER,
  AVOIDED_WORD_RESTRICTIONS,
  BUDGET_ANYWHERE,
  BUDGET_RULES,
  CONDITION_GOALS,
  CONDITION_RULES,
  COOKING_ANYWHERE,
  COOKING_RULES,
  DAILY,
  DAYS_PER_WEEK,
  DISLIKE_MARKER,
  EXERCISE_WORDS,
  FAMILY_HISTORY,
  FINISH,
  FISH_ALLOWED,
  FUNCTION_WORDS,
  GENTLE_ACTIVITY,
  GOAL_RULES,
  INTOLERANCE_MARKER,
  LIKE_MARKER,
  MONEY_WORDS,
  MOST_DAYS,
  NEGATED_ALLERGY,
  NONE_PHRASES,
  NOT_A_LIKE,
  NOT_FOOD_PHRASES,
  NOT_START,
  type PhraseRule,
  PLAIN_NONE,
  PLENTY_OF_TIME,
  QUICK_TIME,
  RESTRICTION_RULES,
  SKIP,
  SOMEONE_ELSE,
  TIME_ANYWHERE,
  TIME_WORDS,
  VIGOROUS_ACTIVITY,
  WEEKENDS_ONLY,
} from './words';

/** What one answer says: the data it holds, and whether the person asked to skip or finish. */
export interface AnswerReading {
  data: ExtractedData;
  /** 'skip', 'not sure', 'I don't know': leave this question. */
  skip: boolean;
  /** 'that's all', 'generate my plan': finish once the core questions are answered. */
  finish: boolean;
}

/** Only this much of an answer is read (spec §3 messages hold at most 2,000 characters). */
export const MAX_ANSWER_CHARS = 2000;
/** Clauses read of one answer: a real answer has a handful; this bounds the work of any text. */
export const MAX_ANSWER_CLAUSES = 60;

const clausesOf = (normalized: string) => splitSegments(normalized).slice(0, MAX_ANSWER_CLAUSES);

/**
 * The extracted data one answer holds, read as an answer to `topic` (null: no question known).
 * Lists are split at commas, 'and', 'or', semicolons and new lines; negations and contrasts
 * ('no fish', 'I love salmon but not tuna', 'not a fan of mushrooms') decide which list a food
 * goes to; synonyms ('plant-based', 'coeliac', 'couch potato', 'half an hour', 'cheap') map to
 * the spec's values. Anything clear about another topic is read too ('lose weight, I'm
 * vegetarian' gives a goal and a restriction). Never throws; an empty object means nothing was
 * understood.
 */
export function parseAnswer(topic: TopicId | null, text: string): ExtractedData {
  return readAnswer(topic, text).data;
}

export function readAnswer(topic: TopicId | null, text: string): AnswerReading {
  // Typos of our own words read as the words ('vegitarian', 'brocoli').
  // Capped before normalising, and after: Unicode normalising can lengthen text ('ﬃ' -> 'ffi').
  const normalized = vocabularySpeller().correct(normalizeText(text, MAX_ANSWER_CHARS));
  const bare = normalized
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (bare.length === 0) return { data: {}, skip: false, finish: false };
  if (SKIP.test(bare)) return { data: {}, skip: true, finish: false };
  if (FINISH.test(bare)) return { data: {}, skip: false, finish: true };

  const found = new Found();
  readPhrases(topic, normalized, found);
  readFoods(topic, normalized, found);
  readNones(topic, normalized, bare, found);
  readScalars(topic, normalized, bare, found);
  readPersonal(text.slice(0, MAX_ANSWER_CHARS), normalized, found);
  return { data: found.toData(), skip: false, finish: false };
}

// ---------------------------------------------------------------------------------------------
// What one answer holds, while it is being read.
// ---------------------------------------------------------------------------------------------

class Found {
  name: string | undefined;
  age: number | undefined;
  gender: Gender | undefined;
  heightCm: number | undefined;
  weightKg: number | undefined;
  medications: string[] | undefined;
  goals: { label: string; at: number }[] = [];
  restrictions = new Set<DietaryRestriction>();
  negatedRestriction = false;
  /** The answer said there are none: emitted as an empty list. */
  restrictionsNone = false;
  goalsNone = false;
  conditions = new Set<ConditionId>();
  allergies: string[] | undefined;
  liked: string[] | undefined;
  disliked: string[] | undefined;
  cuisines = new Set<Cuisine>();
  activityLevel: ActivityLevel | undefined;
  meals: number | undefined;
  snacks: number | undefined;
  cookingSkill: CookingSkill | undefined;
  timeAvailable: TimeBand | undefined;
  budget: Budget | undefined;
  /** Clauses with their matched phrases blanked out, for reading foods. */
  masked: string[] = [];

  addGoal(label: string, at: number): void {
    if (!this.goals.some((goal) => goal.label === label)) this.goals.push({ label, at });
  }
  addAllergy(item: string): void {
    this.allergies = addItem(this.allergies ?? [], item);
  }
  addLiked(item: string): void {
    this.disliked = removeItem(this.disliked, item);
    this.liked = addItem(this.liked ?? [], item);
  }
  addDisliked(item: string): void {
    this.liked = removeItem(this.liked, item);
    this.disliked = addItem(this.disliked ?? [], item);
  }

  toData(): ExtractedData {
    const data: ExtractedData = {};
    if (this.name !== undefined) data.name = this.name;
    if (this.age !== undefined) data.age = this.age;
    if (this.gender !== undefined) data.gender = this.gender;
    if (this.heightCm !== undefined) data.heightCm = this.heightCm;
    if (this.weightKg !== undefined) data.weightKg = this.weightKg;
    if (this.medications !== undefined) data.medications = cap(this.medications);
    if (this.goals.length > 0 || this.goalsNone) {
      data.goals = [...this.goals].sort((a, b) => a.at - b.at).map((goal) => goal.label);
    }
    const restrictions = narrowDiets([...this.restrictions]);
    if (restrictions.length > 0 || this.restrictionsNone) data.dietaryRestrictions = restrictions;
    if (this.allergies !== undefined) data.allergies = cap(this.allergies);
    if (this.liked !== undefined) data.likedFoods = cap(this.liked);
    if (this.disliked !== undefined) data.dislikedFoods = cap(this.disliked);
    if (this.conditions.size > 0) data.healthConditions = [...this.conditions];
    if (this.cuisines.size > 0) data.cuisines = [...this.cuisines];
    if (this.activityLevel !== undefined) data.activityLevel = this.activityLevel;
    if (this.meals !== undefined) {
      data.mealFrequency = mealFrequencyText(this.meals, this.snacks);
      data.mealsPerDay = clamp(this.meals, LIMITS.mealsPerDay.min, LIMITS.mealsPerDay.max);
    }
    if (this.snacks !== undefined) {
      data.snacksPerDay = clamp(this.snacks, LIMITS.snacksPerDay.min, LIMITS.snacksPerDay.max);
    }
    if (this.cookingSkill !== undefined) data.cookingSkill = this.cookingSkill;
    if (this.timeAvailable !== undefined) data.timeAvailable = this.timeAvailable;
    if (this.budget !== undefined) data.budget = this.budget;
    return data;
  }
}

function addItem(list: readonly string[], item: string): string[] {
  const key = foodKey(item);
  return list.some((existing) => foodKey(existing) === key) ? [...list] : [...list, item];
}

/** The list without the item; undefined when nothing is left (an empty list means "none"). */
function removeItem(list: readonly string[] | undefined, item: string): string[] | undefined {
  const key = foodKey(item);
  const rest = list?.filter((existing) => foodKey(existing) !== key);
  return rest !== undefined && rest.length > 0 ? rest : undefined;
}

function cap(list: readonly string[]): string[] {
  return list.slice(0, 100).map((item) => item.slice(0, 80));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Vegan covers vegetarian; pescatarian (fish allowed) replaces vegetarian said alongside it. */
export function narrowDiets(restrictions: readonly DietaryRestriction[]): DietaryRestriction[] {
  const has = new Set(restrictions);
  return restrictions.filter(
    (restriction) =>
      !(restriction === 'vegetarian' && (has.has('vegan') || has.has('pescatarian'))) &&
      !(restriction === 'pescatarian' && has.has('vegan')),
  );
}

/** '3 meals + 2 snacks', '3 meals, no snacks', '2 meals'. */
export function mealFrequencyText(meals: number, snacks: number | undefined): string {
  const mealWords = `${meals} meal${meals === 1 ? '' : 's'}`;
  if (snacks === undefined) return mealWords;
  if (snacks === 0) return `${mealWords}, no snacks`;
  return `${mealWords} + ${snacks} snack${snacks === 1 ? '' : 's'}`;
}

// ---------------------------------------------------------------------------------------------
// Phrases: restrictions, conditions and goals, clause by clause, skipping negated ones.
// ---------------------------------------------------------------------------------------------

function appliesTo<T>(rule: PhraseRule<T>, topic: TopicId | null): boolean {
  return rule.topics === undefined || (topic !== null && rule.topics.includes(topic));
}

function readPhrases(topic: TopicId | null, normalized: string, found: Found): void {
  let previousNegated = false;
  clausesOf(normalized).forEach((segment, segmentIndex) => {
    const clause = segment.text;
    const inheritsNegation = negationReaches(segment.joiner) && previousNegated;
    let negatedHere = false;
    const blanks: [number, number][] = [];
    const visit = <T>(
      rules: readonly PhraseRule<T>[],
      use: (value: T, at: number) => void,
      onNegated?: () => void,
    ) => {
      for (const rule of rules) {
        if (!appliesTo(rule, topic)) continue;
        for (const match of clause.matchAll(rule.pattern)) {
          blanks.push([match.index, match.index + match[0].length]);
          if (inheritsNegation || isNegatedAt(clause, match.index)) {
            negatedHere = true;
            onNegated?.();
          } else {
            use(rule.value, segmentIndex * 10_000 + match.index);
          }
        }
      }
    };
    visit(
      RESTRICTION_RULES,
      (value) => found.restrictions.add(value),
      () => {
        found.negatedRestriction = true;
      },
    );
    const someoneElse = SOMEONE_ELSE.exec(clause);
    visit(CONDITION_RULES, (value, at) => {
      // 'My dad had a heart attack': their condition, the person's goal.
      const theirs =
        (someoneElse !== null && someoneElse.index < at - segmentIndex * 10_000) ||
        FAMILY_HISTORY.test(clause);
      if (!theirs) found.conditions.add(value);
      const goal = CONDITION_GOALS[value];
      if (goal !== undefined) found.addGoal(goal, at);
    });
    visit(GOAL_RULES, (value, at) => found.addGoal(value, at));
    previousNegated = negatedHere;

    let masked = clause;
    for (const [start, end] of blanks) {
      masked = masked.slice(0, start) + ' '.repeat(end - start) + masked.slice(end);
    }
    found.masked.push(masked.replace(NOT_FOOD_PHRASES, (phrase) => ' '.repeat(phrase.length)));
  });
  if (found.restrictions.has('vegetarian') && FISH_ALLOWED.test(normalized)) {
    found.restrictions.delete('vegetarian');
    found.restrictions.add('pescatarian');
  }
}

// ---------------------------------------------------------------------------------------------
// Foods: each clause leans one way (like, dislike, avoid, allergy, ...), from its own words or
// from the clause before; 'but' turns it round and a leading 'not' negates it.
// ---------------------------------------------------------------------------------------------

type Lean = 'like' | 'allowed' | 'dislike' | 'avoid' | 'allergy' | 'intolerance' | null;

const TOPIC_LEAN: Readonly<Partial<Record<TopicId, Lean>>> = {
  restrictions: 'avoid',
  allergies: 'allergy',
  likedFoods: 'like',
  dislikedFoods: 'dislike',
};

/** The clause's own lean; 'not' for a clause that starts by negating; undefined for none. */
function ownLean(clause: string): Lean | 'not' | undefined {
  if (NEGATED_ALLERGY.test(clause)) return null;
  if (DISLIKE_MARKER.test(clause)) return 'dislike';
  if (ALLERGY_MARKER.test(clause)) return 'allergy';
  if (INTOLERANCE_MARKER.test(clause)) return 'intolerance';
  if (AVOID_MARKER.test(clause)) return 'avoid';
  if (ALLOWED_MARKER.test(clause)) return 'allowed';
  if (LIKE_MARKER.test(clause.replace(NOT_A_LIKE, ' '))) return 'like';
  if (NOT_START.test(clause)) return 'not';
  return undefined;
}

/** 'I love salmon but not tuna': a 'not' turns a like into a dislike and cancels the rest. */
function negate(lean: Lean): Lean {
  if (lean === 'like' || lean === 'allowed') return 'dislike';
  return null;
}

/** 'I don't like fish but chicken': an unmarked clause after 'but' leans the other way. */
function turn(lean: Lean): Lean {
  switch (lean) {
    case 'like':
      return 'dislike';
    case 'dislike':
    case 'avoid':
      return 'allowed';
    default:
      return null;
  }
}

/** Under the allergies question, 'no X' and 'can't eat X' name an allergy; 'I avoid X' does not. */
const CANNOT_EAT = /^(?:no|zero|not any|none of)\b|\bcan(?:'t|not) (?:eat|have)\b/;

const DAIRY_OR_GLUTEN: Readonly<Record<string, DietaryRestriction>> = {
  [foodKey('lactose')]: 'dairy_free',
  [foodKey('dairy')]: 'dairy_free',
  [foodKey('milk')]: 'dairy_free',
  [foodKey('gluten')]: 'gluten_free',
  [foodKey('wheat')]: 'gluten_free',
};

function restrictionForAvoided(
  item: string,
  topic: TopicId | null,
): DietaryRestriction | undefined {
  const key = foodKey(item);
  for (const { words, value, anywhere } of AVOIDED_WORD_RESTRICTIONS) {
    if ((anywhere || topic === 'restrictions') && words.some((word) => foodKey(word) === key)) {
      return value;
    }
  }
  return undefined;
}

function readFoods(topic: TopicId | null, normalized: string, found: Found): void {
  const segments = clausesOf(normalized);
  const start: Lean = (topic && TOPIC_LEAN[topic]) ?? null;
  let previous: Lean = start;
  segments.forEach((segment, index) => {
    const own = ownLean(segment.text);
    let lean: Lean;
    const before = segments[index - 1]?.text ?? '';
    if (own === 'not') lean = negate(index === 0 ? start : previous);
    else if (own !== undefined) lean = own;
    else if (index === 0) lean = start;
    else if (segment.joiner === 'contrast' && NEGATED_ALLERGY.test(before)) {
      // 'No allergies apart from shellfish': the exception is one.
      lean = 'allergy';
    } else if (
      segment.joiner === 'contrast' &&
      PLAIN_NONE.test(before.replace(/[^a-z0-9' ]+/g, ''))
    ) {
      // 'Nothing except mushrooms': the exception is what the question asked for.
      lean = previous;
    } else if (segment.joiner === 'contrast') lean = turn(previous);
    else lean = previous;
    previous = lean;
    if (lean === null) return;

    const text = found.masked[index] ?? segment.text;
    const { foods, cuisines } = mentionsIn(text, {
      allergens:
        lean === 'allergy' || lean === 'intolerance' || lean === 'avoid' || topic === 'allergies',
      cuisines: lean === 'like',
    });
    for (const cuisine of cuisines) found.cuisines.add(cuisine);
    for (const item of foods) {
      switch (lean) {
        case 'like':
          found.addLiked(item);
          break;
        case 'allowed':
          if (topic === 'likedFoods') found.addLiked(item);
          break;
        case 'dislike':
          found.addDisliked(item);
          break;
        case 'avoid': {
          const restriction = restrictionForAvoided(item, topic);
          if (restriction !== undefined) found.restrictions.add(restriction);
          else if (topic === 'allergies' && CANNOT_EAT.test(segment.text)) found.addAllergy(item);
          else found.addDisliked(item);
          break;
        }
        case 'allergy':
          found.addAllergy(item);
          break;
        case 'intolerance': {
          const restriction = DAIRY_OR_GLUTEN[foodKey(item)];
          if (restriction !== undefined) found.restrictions.add(restriction);
          else found.addAllergy(item);
          break;
        }
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// "None" answers to list questions.
// ---------------------------------------------------------------------------------------------

function readNones(topic: TopicId | null, normalized: string, bare: string, found: Found): void {
  // 'No, but I don't like mushrooms': a plain no at the start answers the question asked.
  const firstClause =
    splitSegments(normalized)[0]
      ?.text.replace(/[^a-z0-9' ]+/g, ' ')
      .trim() ?? '';
  const plainNone = PLAIN_NONE.test(bare) || PLAIN_NONE.test(firstClause);
  if (
    found.allergies === undefined &&
    ((topic === 'allergies' && plainNone) || NONE_PHRASES.allergies.test(normalized))
  ) {
    found.allergies = [];
  }
  if (
    found.restrictions.size === 0 &&
    ((topic === 'restrictions' && (plainNone || found.negatedRestriction)) ||
      NONE_PHRASES.dietaryRestrictions.test(normalized))
  ) {
    found.restrictionsNone = true;
  }
  const likesNone =
    topic === 'likedFoods' && (plainNone || NONE_PHRASES.likedFoods.test(normalized));
  if (found.liked === undefined && likesNone) found.liked = [];
  if (
    found.disliked === undefined &&
    (topic === 'dislikedFoods' || topic === 'likedFoods') &&
    ((topic === 'dislikedFoods' && plainNone) || NONE_PHRASES.dislikedFoods.test(normalized))
  ) {
    found.disliked = [];
  }
  if (topic === 'goals' && plainNone && found.goals.length === 0) found.goalsNone = true;
}

// ---------------------------------------------------------------------------------------------
// One-value answers: activity, meals, cooking skill, time and budget. Under their own question
// any wording counts; in other answers only the clear phrases do.
// ---------------------------------------------------------------------------------------------

function readScalars(topic: TopicId | null, normalized: string, bare: string, found: Found): void {
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

// ---------------------------------------------------------------------------------------------
// Details people offer about themselves: name, age, sex, height, weight, medicines. Only clear
// wordings count ('I'm 54', '54 years old', '165 cm', '80 kg', '5 ft 6', 'my name is Anna').
// ---------------------------------------------------------------------------------------------

const NAME = /\b(?:my name is|my name's|i'm called|i am called|call me)\s+([a-z][a-z'-]{1,40})\b/i;
const AGE =
  /\b(\d{1,3})\s*(?:years? old|yrs? old|y\/o|yo)\b|\b(?:i'm|i am|aged|age)\s+(\d{1,3})\b(?!\s*(?:kg|kilos?|lbs?|pounds|stone|cm|m\b|ft|feet|foot|minutes?|mins?|hours?|meals?|snacks?|times|days?|x\b|%|calories|kcal))/;
const GENDER_WORDS: Readonly<Record<string, Gender>> = {
  man: 'male',
  male: 'male',
  guy: 'male',
  woman: 'female',
  female: 'female',
  lady: 'female',
  'non-binary': 'other',
  nonbinary: 'other',
};
const GENDER = /\b(?:i'm|i am)\s+(?:a\s+)?(man|woman|male|female|guy|lady|non-binary|nonbinary)\b/;
/** A clause that is only the word: 'Anna, 54, female'. */
const GENDER_ALONE = /^(?:male|female|man|woman|non-binary|nonbinary)$/;
const CM = /\b(\d{2,3}(?:\.\d)?)\s*(?:cm|centimet(?:er|re)s?)\b/;
const METRES = /\b([12](?:\.\d{1,2}))\s*(?:m|metres?|meters?)\b/;
const FEET = /\b([3-8])\s*(?:ft|foot|feet|')\s*(?:(\d{1,2})\s*(?:in|inches|")?)?/;
const KG = /\b(\d{2,3}(?:\.\d)?)\s*(?:kg|kgs|kilos?|kilograms?)\b/;
const POUNDS =
  /\b(\d{2,3}(?:\.\d)?)\s*(?:lbs?|pounds)\b(?!\s*(?:a|per|each|every)\s+(?:week|month|day))/;
const STONE = /\b(\d{1,2})\s*(?:st|stone)(?:\s*(\d{1,2})\s*(?:lbs?|pounds)?)?\b/;

/** Medicines are looked for in the first this many characters of an answer. */
const MEDICINE_CHARS = 500;

function within(value: number, limits: { min: number; max: number }): number | undefined {
  return value >= limits.min && value <= limits.max ? value : undefined;
}

/** 'I'm Anna,': a capitalised word after I'm, then a comma or the end, that is no word we know. */
const IM_NAME = /\bI'?m ([A-Z][a-z'-]{1,40})(?=\s*[,.!;]|\s*$)/;
/** A clause that is only a number, beside other details: 'Anna, 54, female'. */
const BARE_NUMBER = /^(\d{1,3})$/;

function readPersonal(raw: string, normalized: string, found: Found): void {
  const clauses = clausesOf(normalized);
  const age = AGE.exec(normalized);
  if (age) found.age = within(Number(age[1] ?? age[2]), LIMITS.ageYears);
  const gender =
    GENDER.exec(normalized)?.[1] ??
    clauses.find((segment) => GENDER_ALONE.test(segment.text))?.text;
  if (gender) found.gender = GENDER_WORDS[gender];
  const cm = CM.exec(normalized);
  const metres = METRES.exec(normalized);
  const feet = FEET.exec(normalized);
  const height = cm
    ? Number(cm[1])
    : metres
      ? Number(metres[1]) * 100
      : feet
        ? feetInchesToCm(Number(feet[1]), Number(feet[2] ?? 0))
        : undefined;
  if (height !== undefined) found.heightCm = within(Math.round(height * 10) / 10, LIMITS.heightCm);
  const kg = KG.exec(normalized);
  // '180 pounds' is a weight unless the answer is about money ('50 pounds a week', '£50').
  const aboutMoney = MONEY_WORDS.test(normalized.replace(/\bpounds\b/g, ''));
  const pounds = aboutMoney ? null : POUNDS.exec(normalized);
  const stone = STONE.exec(normalized);
  const weight = kg
    ? Number(kg[1])
    : pounds
      ? poundsToKg(Number(pounds[1]))
      : stone
        ? poundsToKg(Number(stone[1]) * 14 + Number(stone[2] ?? 0))
        : undefined;
  if (weight !== undefined) found.weightKg = within(Math.round(weight * 10) / 10, LIMITS.weightKg);
  // 'My name is Anna' always; 'I'm Anna,' only beside other details ('I'm Tired.' is no name).
  const bare = clauses.find((segment) => BARE_NUMBER.test(segment.text));
  const hasDetails =
    found.age !== undefined ||
    found.gender !== undefined ||
    found.heightCm !== undefined ||
    found.weightKg !== undefined;
  const said = NAME.exec(raw)?.[1];
  const implied = hasDetails || bare ? IM_NAME.exec(raw)?.[1] : undefined;
  // A name said as one ('my name is Rosa') is taken as it is; 'I'm X,' only when X is no word.
  const name =
    said ?? (implied && !vocabularySpeller().knows(implied.toLowerCase()) ? implied : undefined);
  if (name && !FUNCTION_WORDS.has(name.toLowerCase())) {
    found.name = name.charAt(0).toUpperCase() + name.slice(1);
  }
  if (found.age === undefined && bare && (found.name || hasDetails)) {
    found.age = within(Number(bare.text), LIMITS.ageYears);
  }
  const medicines = matchMedication(normalized.slice(0, MEDICINE_CHARS)).matches.map(
    (match) => match.matchedName,
  );
  if (medicines.length > 0) found.medications = [...new Set(medicines)];
}

import { isFoodAllowed } from '../foods/diet';
import { findFoodsByName } from '../foods/food-table';
import { normalizeText } from '../language';
import { capitalize } from '../profile/format';
import { QUICK_SELECT_FOODS } from '../profile/health-profile';
import { allergensNamedBy } from '../rules/food-exclusions';
import { foodKey } from './food-mentions';
import type { ProfileFacts } from './profile-facts';
import type { ExtractedData, TopicId } from './schemas';
import { TIME_BANDS } from './schemas';
import { CONDITION_GOALS, GOAL_LABELS } from './words/health';

export interface Topic {
  id: TopicId;
  /** Core topics must be settled before the questionnaire can finish early. */
  core: boolean;
  /** Ways to ask, in our words; the first is the plain one. */
  questions: readonly string[];
  /** A gentle second try after an answer we could not read, with an example. */
  reask: string;
  /** An answer to this topic that fills any of these fields settles it. */
  answeredBy: readonly (keyof ExtractedData)[];
  /** Known already, from the profile or earlier answers: not asked. */
  isKnown(facts: ProfileFacts, data: ExtractedData): boolean;
  /** Quick replies for this question (at most five); each reads back as an answer. */
  suggestions(facts: ProfileFacts, data: ExtractedData): string[];
}

function suitableFoods(facts: ProfileFacts, data: ExtractedData): string[] {
  const restrictions = [...facts.restrictions, ...(data.dietaryRestrictions ?? [])];
  const allergyWords = [...facts.allergies, ...(data.allergies ?? [])];
  const allergens = new Set(allergyWords.flatMap((word) => allergensNamedBy(word)));
  const allergyKeys = new Set(allergyWords.map(foodKey));
  const taken = new Set(
    [
      ...facts.liked,
      ...facts.disliked,
      ...(data.likedFoods ?? []),
      ...(data.dislikedFoods ?? []),
    ].map(foodKey),
  );
  return QUICK_SELECT_FOODS.filter((name) => {
    const key = foodKey(name);
    if (taken.has(key) || allergyKeys.has(key)) return false;
    const food = findFoodsByName(name)[0];
    if (food === undefined) return false;
    if (food.tags.allergens.some((allergen) => allergens.has(allergen))) return false;
    return restrictions.every((restriction) => isFoodAllowed(food, restriction));
  });
}

const hasList = (list: readonly unknown[] | undefined): boolean => list !== undefined;

export const TOPICS: readonly Topic[] = [
  {
    id: 'goals',
    core: true,
    questions: [
      'What are your main dietary goals?',
      'What would you most like your eating to help you with?',
    ],
    reask:
      "Could you tell me what you'd like your diet to help with? For example: lose weight, manage blood sugar, lower blood pressure or eat more plants.",
    answeredBy: ['goals'],
    isKnown: (_facts, data) => hasList(data.goals),
    suggestions: (facts) => {
      const fromConditions = facts.conditions.flatMap((id) => CONDITION_GOALS[id] ?? []);
      const base = [
        GOAL_LABELS.loseWeight,
        GOAL_LABELS.bloodSugar,
        GOAL_LABELS.bloodPressure,
        GOAL_LABELS.plants,
        GOAL_LABELS.buildMuscle,
      ];
      return [...new Set([...fromConditions, ...base])].slice(0, 5);
    },
  },
  {
    id: 'restrictions',
    core: true,
    questions: [
      'Do you follow any dietary restrictions, such as vegetarian, vegan, halal, kosher or gluten-free?',
      'Is there a way of eating you follow, like vegetarian, vegan, halal, kosher or gluten-free?',
    ],
    reask:
      "Do you follow a particular diet? You can say something like 'vegetarian', 'no pork' or 'no restrictions'.",
    answeredBy: ['dietaryRestrictions', 'dislikedFoods', 'allergies', 'healthConditions'],
    isKnown: (facts, data) => facts.restrictions.length > 0 || hasList(data.dietaryRestrictions),
    suggestions: () => ['No restrictions', 'Vegetarian', 'Vegan', 'Gluten-free', 'Halal'],
  },
  {
    id: 'allergies',
    core: true,
    questions: [
      'Do you have any food allergies or intolerances?',
      "Are there any foods you're allergic to or can't tolerate?",
    ],
    reask:
      "Just to be safe: are there any foods you're allergic to? Name them, or say 'no allergies' if there are none.",
    answeredBy: ['allergies', 'dietaryRestrictions', 'healthConditions'],
    isKnown: (facts, data) => facts.allergies.length > 0 || hasList(data.allergies),
    suggestions: () => ['No allergies', 'Peanuts', 'Tree nuts', 'Shellfish', 'Milk'],
  },
  {
    id: 'likedFoods',
    core: true,
    questions: [
      'Which foods do you enjoy and would like to see in your meals?',
      'What are some of your favourite foods?',
    ],
    reask: "Tell me a few foods you like, for example 'salmon, rice and broccoli'.",
    answeredBy: ['likedFoods', 'cuisines', 'dislikedFoods'],
    isKnown: (facts, data) =>
      facts.liked.length > 0 ||
      facts.cuisines.length > 0 ||
      hasList(data.likedFoods) ||
      (data.cuisines?.length ?? 0) > 0,
    suggestions: (facts, data) => suitableFoods(facts, data).slice(0, 5),
  },
  {
    id: 'dislikedFoods',
    core: true,
    questions: [
      'Are there any foods you dislike or would rather not see on your plate?',
      "Is there anything you'd rather I left out of your meals?",
    ],
    reask: "Which foods should I keep off your plan? You can say 'nothing' if you eat everything.",
    answeredBy: ['dislikedFoods', 'allergies', 'dietaryRestrictions'],
    isKnown: (facts, data) => facts.disliked.length > 0 || hasList(data.dislikedFoods),
    suggestions: (facts, data) => {
      const liked = new Set([...facts.liked, ...(data.likedFoods ?? [])].map(foodKey));
      return ['Nothing really', 'Mushrooms', 'Olives', 'Spicy food', 'Cilantro'].filter(
        (item) => !liked.has(foodKey(item)),
      );
    },
  },
  {
    id: 'activity',
    core: true,
    questions: [
      'How active are you in a typical week?',
      'How would you describe your activity level, from mostly sitting to very active?',
    ],
    reask:
      "How much do you move in a typical week? For example 'desk job, no exercise' or 'gym 3 times a week'.",
    answeredBy: ['activityLevel'],
    isKnown: (facts, data) => facts.activityLevel !== undefined || data.activityLevel !== undefined,
    suggestions: () => [
      'Mostly sitting',
      'Lightly active (1-2 workouts a week)',
      'Moderately active (3-5 workouts a week)',
      'Active (6-7 workouts a week)',
      'Very active (physical job or twice a day)',
    ],
  },
  {
    id: 'mealFrequency',
    core: true,
    questions: [
      'How many meals and snacks do you like to have each day?',
      'How do you like to spread your eating over the day: how many meals, and any snacks?',
    ],
    reask: "How many meals and snacks a day suit you? For example '3 meals and 2 snacks'.",
    answeredBy: ['mealFrequency'],
    isKnown: (facts, data) => facts.mealsPerDay !== undefined || data.mealFrequency !== undefined,
    suggestions: () => [
      '3 meals + 2 snacks',
      '3 meals, no snacks',
      '2 meals + 1 snack',
      '4 small meals',
      '5 small meals',
    ],
  },
  {
    id: 'cookingSkill',
    core: false,
    questions: [
      'How comfortable are you in the kitchen: beginner, intermediate or advanced?',
      'How would you rate your cooking skills: beginner, intermediate or advanced?',
    ],
    reask:
      "How confident are you at cooking? 'Beginner', 'I can follow a recipe' or 'confident cook' are all fine answers.",
    answeredBy: ['cookingSkill'],
    isKnown: (_facts, data) => data.cookingSkill !== undefined,
    suggestions: () => ['Beginner', 'I can follow a recipe', 'Confident cook'],
  },
  {
    id: 'timeAvailable',
    core: false,
    questions: [
      'How much time can you usually spend cooking a meal?',
      'On a typical day, how long can you spend preparing a meal?',
    ],
    reask: "Roughly how long can you spend on a meal, like '15 minutes' or 'half an hour'?",
    answeredBy: ['timeAvailable'],
    isKnown: (_facts, data) => data.timeAvailable !== undefined,
    suggestions: () => TIME_BANDS.map(capitalize),
  },
  {
    id: 'budget',
    core: false,
    questions: [
      "What's your food budget like: tight, moderate or flexible?",
      'How would you describe your food budget: tight, moderate or flexible?',
    ],
    reask: 'Would you say your food budget is tight, moderate or flexible?',
    answeredBy: ['budget'],
    isKnown: (_facts, data) => data.budget !== undefined,
    suggestions: () => ['Tight', 'Moderate', 'Flexible'],
  },
];

const BY_ID: ReadonlyMap<TopicId, Topic> = new Map(TOPICS.map((topic) => [topic.id, topic]));

export function getTopic(id: TopicId): Topic {
  const topic = BY_ID.get(id);
  if (topic === undefined) throw new Error(`Unknown questionnaire topic: ${id}`);
  return topic;
}

/** An assistant message is read up to this many characters for the question it asks. */
const MAX_ASKED_CHARS = 4000;

/** Every wording of every topic's question, normalised, to recognise which one was asked. */
const ASKED_TEXTS: readonly { topic: TopicId; text: string }[] = TOPICS.flatMap((topic) =>
  [...topic.questions, topic.reask].map((text) => ({
    topic: topic.id,
    text: normalizeText(text, MAX_ASKED_CHARS),
  })),
);

/** Keywords for questions worded elsewhere (an LLM, an older version), first match wins. */
const QUESTION_KEYWORDS: readonly [RegExp, TopicId][] = [
  [/allerg|intoleran/, 'allergies'],
  [/budget|spend on food|afford|cost/, 'budget'],
  [/how (?:much time|long)|minutes|time (?:to|for) cook/, 'timeAvailable'],
  [/cook|kitchen/, 'cookingSkill'],
  [/meals?\b|snack/, 'mealFrequency'],
  [/active|exercise|activity|workout/, 'activity'],
  [
    /dislike|don't (?:like|enjoy)|rather (?:not|avoid|skip)|left out|leave out|not a fan/,
    'dislikedFoods',
  ],
  [/enjoy|favou?rite|foods? (?:do )?you (?:like|love)|like to eat|love to eat/, 'likedFoods'],
  [/restriction|vegetarian|vegan|halal|kosher|way of eating|particular diet/, 'restrictions'],
  [/goal|hope to achieve|help (?:you )?with/, 'goals'],
];

/**
 * The topic an assistant message asks about: the question wording it contains (the last one, if
 * several), else keywords in its last question; null when it asks nothing we know.
 */
export function askedTopic(message: string): TopicId | null {
  const text = normalizeText(message, MAX_ASKED_CHARS);
  let best: { topic: TopicId; at: number } | null = null;
  for (const { topic, text: asked } of ASKED_TEXTS) {
    const at = text.lastIndexOf(asked);
    if (at >= 0 && (best === null || at > best.at)) best = { topic, at };
  }
  if (best !== null) return best.topic;
  // The last question: from the sentence end before the last '?' to it.
  const mark = text.lastIndexOf('?');
  if (mark < 0) return null;
  const before = text.slice(0, mark);
  const start = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'));
  const lastQuestion = before.slice(start + 1);
  return QUESTION_KEYWORDS.find(([pattern]) => pattern.test(lastQuestion))?.[1] ?? null;
}

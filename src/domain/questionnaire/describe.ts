import { DIETARY_RESTRICTION_LABELS } from '../foods/diet';
import { formatList } from '../profile/format';
import { mergeExtractedData } from './merge';
import type { ProfileFacts } from './profile-facts';
import type { ExtractedData } from './schemas';
import {
  ACTIVITY_WORDS,
  BUDGET_WORDS,
  CONDITION_WORDS,
  RESTRICTION_WORDS,
} from './words/plain-words';

/** Plain-words sentences about what the questionnaire understood and knows. */

const MAX_LISTED = 5;

/** 'a, b and c'; past five items: 'a, b, c, d, e and 3 more'. */
function listed(items: readonly string[], last = 'and'): string {
  if (items.length <= MAX_LISTED) return formatList(items, last);
  return `${items.slice(0, MAX_LISTED).join(', ')} and ${items.length - MAX_LISTED} more`;
}

/** The pieces of one short acknowledgement: 'vegetarian', 'no peanuts', 'likes salmon'. */
export function understoodParts(data: ExtractedData): string[] {
  const parts: string[] = [];
  if (data.name !== undefined) parts.push(`your name is ${data.name}`);
  if (data.age !== undefined) parts.push(`${data.age} years old`);
  if (data.gender !== undefined)
    parts.push(data.gender === 'other' ? 'gender: other' : data.gender);
  if (data.heightCm !== undefined) parts.push(`${data.heightCm} cm tall`);
  if (data.weightKg !== undefined) parts.push(`${data.weightKg} kg`);
  if (data.medications !== undefined && data.medications.length > 0) {
    parts.push(`you take ${listed(data.medications)}`);
  }
  if (data.goals !== undefined) {
    parts.push(
      data.goals.length > 0
        ? listed(data.goals.map((goal) => goal.toLowerCase()))
        : 'no particular goal',
    );
  }
  if (data.dietaryRestrictions !== undefined) {
    parts.push(
      data.dietaryRestrictions.length > 0
        ? listed(data.dietaryRestrictions.map((id) => RESTRICTION_WORDS[id]))
        : 'no dietary restrictions',
    );
  }
  if (data.healthConditions !== undefined && data.healthConditions.length > 0) {
    parts.push(listed(data.healthConditions.map((id) => CONDITION_WORDS[id])));
  }
  if (data.allergies !== undefined) {
    parts.push(
      data.allergies.length > 0
        ? listed(
            data.allergies.map((item) => `no ${item}`),
            'and',
          )
        : 'no allergies',
    );
  }
  const likes = [
    ...(data.likedFoods ?? []),
    ...(data.cuisines ?? []).map((cuisine) => `${cuisine} food`),
  ];
  if (likes.length > 0) parts.push(`you like ${listed(likes)}`);
  else if (data.likedFoods !== undefined) parts.push('you enjoy most foods');
  if (data.dislikedFoods !== undefined) {
    parts.push(
      data.dislikedFoods.length > 0
        ? `you'd rather skip ${listed(data.dislikedFoods)}`
        : 'nothing you dislike',
    );
  }
  if (data.activityLevel !== undefined) parts.push(ACTIVITY_WORDS[data.activityLevel]);
  if (data.mealFrequency !== undefined) parts.push(`${data.mealFrequency} a day`);
  else if (data.snacksPerDay !== undefined) {
    parts.push(data.snacksPerDay === 0 ? 'no snacks' : `${data.snacksPerDay} snacks a day`);
  }
  if (data.cookingSkill !== undefined) parts.push(`${data.cookingSkill} cook`);
  if (data.timeAvailable !== undefined) parts.push(`${data.timeAvailable} to cook`);
  if (data.budget !== undefined) parts.push(BUDGET_WORDS[data.budget]);
  return parts;
}

const OPENERS = ['Got it:', 'Noted:', 'Understood:'] as const;

/** 'Got it: vegetarian, no peanuts.'; empty when nothing was understood. */
export function acknowledgement(data: ExtractedData, turn: number): string {
  const parts = understoodParts(data);
  if (parts.length === 0) return '';
  return `${OPENERS[turn % OPENERS.length]} ${parts.join('; ')}.`;
}

/** What the profile already tells us, for the opening: 'you follow a vegetarian diet'. */
export function profileSentence(facts: ProfileFacts): string {
  const known: string[] = [];
  if (facts.restrictions.length > 0) {
    known.push(`you eat ${listed(facts.restrictions.map((id) => RESTRICTION_WORDS[id]))}`);
  }
  if (facts.allergies.length > 0) known.push(`you're allergic to ${listed(facts.allergies)}`);
  const likes = [...facts.liked, ...facts.cuisines.map((cuisine) => `${cuisine} food`)];
  if (likes.length > 0) known.push(`you like ${listed(likes)}`);
  if (facts.disliked.length > 0) known.push(`you'd rather skip ${listed(facts.disliked)}`);
  if (facts.activityLevel !== undefined)
    known.push(`you're ${ACTIVITY_WORDS[facts.activityLevel]}`);
  if (known.length === 0) return '';
  return `From your profile I already know that ${listed(known)}, so I won't ask about those again.`;
}

/** 'I'll keep your type 2 diabetes and high blood pressure in mind.' */
export function conditionsSentence(facts: ProfileFacts): string {
  if (facts.conditions.length === 0) return '';
  const words = facts.conditions
    .filter((id) => id !== 'food_allergies')
    .map((id) => CONDITION_WORDS[id]);
  if (words.length === 0) return '';
  return `I'll keep your ${listed(words)} in mind.`;
}

/** The profile's facts as extracted data, to show the whole picture at the end. */
function profileAsData(facts: ProfileFacts): ExtractedData {
  const data: ExtractedData = {};
  if (facts.restrictions.length > 0) data.dietaryRestrictions = facts.restrictions;
  if (facts.allergies.length > 0) data.allergies = facts.allergies;
  if (facts.liked.length > 0) data.likedFoods = facts.liked;
  if (facts.disliked.length > 0) data.dislikedFoods = facts.disliked;
  if (facts.conditions.length > 0) data.healthConditions = facts.conditions;
  if (facts.cuisines.length > 0) data.cuisines = facts.cuisines;
  if (facts.activityLevel !== undefined) data.activityLevel = facts.activityLevel;
  return data;
}

/** The closing message: everything known, from the profile and the conversation. */
export function summary(facts: ProfileFacts, data: ExtractedData): string {
  const all = mergeExtractedData(profileAsData(facts), data);
  const lines: string[] = [];
  const line = (label: string, value: string | undefined) => {
    if (value !== undefined && value.length > 0) lines.push(`- ${label}: ${value}`);
  };
  const listOrNone = (list: readonly string[] | undefined, none: string) =>
    list === undefined ? undefined : list.length > 0 ? listed(list) : none;
  line(
    'Goals',
    listOrNone(
      all.goals?.map((goal) => goal.toLowerCase()),
      'none in particular',
    ),
  );
  line(
    'Diet',
    listOrNone(
      all.dietaryRestrictions?.map((id) => DIETARY_RESTRICTION_LABELS[id].toLowerCase()),
      'no restrictions',
    ),
  );
  line(
    'Health',
    listOrNone(
      all.healthConditions?.map((id) => CONDITION_WORDS[id]),
      '',
    ),
  );
  line('Allergies', listOrNone(all.allergies, 'none'));
  line(
    'Likes',
    listOrNone(
      all.likedFoods === undefined && all.cuisines === undefined
        ? undefined
        : [...(all.likedFoods ?? []), ...(all.cuisines ?? []).map((cuisine) => `${cuisine} food`)],
      'most foods',
    ),
  );
  line('Dislikes', listOrNone(all.dislikedFoods, 'nothing'));
  line('Activity', all.activityLevel && ACTIVITY_WORDS[all.activityLevel]);
  line('Meals', all.mealFrequency && `${all.mealFrequency} a day`);
  const cooking = [
    all.cookingSkill && `${all.cookingSkill} cook`,
    all.timeAvailable && `${all.timeAvailable} per meal`,
  ].filter((part): part is string => part !== undefined);
  line('Cooking', cooking.join(', '));
  line('Budget', all.budget && BUDGET_WORDS[all.budget].replace(/^a | budget$/g, ''));
  const name = facts.firstName ? `, ${facts.firstName}` : '';
  return [
    `Thank you${name}! I have all the information I need to create your personalized meal plan. Here's what I learned:`,
    ...lines,
    'Your meal plan can be generated now, whenever you are ready.',
  ].join('\n');
}

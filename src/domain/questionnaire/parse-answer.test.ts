import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAnswer, readAnswer } from './parse-answer';
import { timeBand } from './reading/one-value-answers';
import { type ExtractedData, ExtractedDataSchema, TOPIC_IDS, type TopicId } from './schemas';

type Case = [TopicId | null, string, ExtractedData];

const goals: Case[] = [
  ['goals', 'Lose weight', { goals: ['Lose weight'] }],
  ['goals', 'I want to slim down', { goals: ['Lose weight'] }],
  [
    'goals',
    'shed a few pounds and manage my blood sugar',
    { goals: ['Lose weight', 'Manage blood sugar'] },
  ],
  ['goals', 'keto', { goals: ['Eat low-carb'] }],
  ['goals', 'low carb, and more veggies', { goals: ['Eat low-carb', 'Eat more plants'] }],
  ['goals', 'build muscle', { goals: ['Build muscle'] }],
  ['goals', 'I would like to be healthier', { goals: ['Eat healthier'] }],
  ['goals', "I don't have diabetes, I just want to eat better", { goals: ['Eat healthier'] }],
  ['goals', 'not trying to lose weight, just more energy', { goals: ['More energy'] }],
  ['goals', 'none', { goals: [] }],
  // Conditions said clearly count as conditions too, with the goal that serves them.
  [
    'goals',
    'I have type 2 diabetes and high blood pressure',
    {
      goals: ['Manage blood sugar', 'Lower blood pressure'],
      healthConditions: ['diabetes_type2', 'hypertension'],
    },
  ],
  ['goals', 'diabetes', { goals: ['Manage blood sugar'] }],
  // Volunteered information in a goals answer.
  [
    'goals',
    "lose weight, I'm vegetarian",
    { goals: ['Lose weight'], dietaryRestrictions: ['vegetarian'] },
  ],
  [
    'goals',
    'I want to lose weight. I go to the gym 3 times a week and I am allergic to peanuts',
    { goals: ['Lose weight'], allergies: ['peanuts'], activityLevel: 'moderate' },
  ],
  [
    'goals',
    'lose weight on a tight budget, I hate mushrooms',
    { goals: ['Lose weight'], dislikedFoods: ['mushrooms'], budget: 'low' },
  ],
];

const restrictions: Case[] = [
  ['restrictions', 'vegetarian', { dietaryRestrictions: ['vegetarian'] }],
  ['restrictions', 'no meat', { dietaryRestrictions: ['vegetarian'] }],
  ['restrictions', "I'm veggie", { dietaryRestrictions: ['vegetarian'] }],
  ['restrictions', 'plant-based', { dietaryRestrictions: ['vegan'] }],
  ['restrictions', 'pescetarian', { dietaryRestrictions: ['pescatarian'] }],
  ['restrictions', 'vegetarian but I eat fish', { dietaryRestrictions: ['pescatarian'] }],
  ['restrictions', 'no meat, fish is fine', { dietaryRestrictions: ['pescatarian'] }],
  ['restrictions', 'Halal', { dietaryRestrictions: ['halal'] }],
  ['restrictions', 'kosher', { dietaryRestrictions: ['kosher'] }],
  [
    'restrictions',
    'I have coeliac disease',
    { dietaryRestrictions: ['gluten_free'], healthConditions: ['celiac_disease'] },
  ],
  ['restrictions', 'gluten free', { dietaryRestrictions: ['gluten_free'] }],
  ['restrictions', "I'm lactose intolerant", { dietaryRestrictions: ['dairy_free'] }],
  [
    'restrictions',
    'I avoid dairy and gluten',
    { dietaryRestrictions: ['dairy_free', 'gluten_free'] },
  ],
  ['restrictions', 'no nuts, no soy', { dietaryRestrictions: ['nut_free', 'soy_free'] }],
  ['restrictions', 'egg-free', { dietaryRestrictions: ['egg_free'] }],
  ['restrictions', "I don't eat pork", { dislikedFoods: ['pork'] }],
  ['restrictions', 'dont eat pork', { dislikedFoods: ['pork'] }],
  ['restrictions', 'no red meat', { dislikedFoods: ['red meat'] }],
  [
    'restrictions',
    'halal, and no shellfish',
    { dietaryRestrictions: ['halal'], dislikedFoods: ['shellfish'] },
  ],
  ['restrictions', 'No restrictions', { dietaryRestrictions: [] }],
  ['restrictions', 'I eat everything', { dietaryRestrictions: [] }],
  ['restrictions', "I'm not vegetarian or vegan", { dietaryRestrictions: [] }],
  ['restrictions', 'mostly vegetarian', { goals: ['Eat more plants'] }],
];

const allergies: Case[] = [
  ['allergies', 'peanuts and shellfish', { allergies: ['peanuts', 'shellfish'] }],
  ['allergies', 'No allergies', { allergies: [] }],
  ['allergies', 'none', { allergies: [] }],
  ['allergies', 'nope', { allergies: [] }],
  ['allergies', 'severe peanut allergy', { allergies: ['peanut'] }],
  ['allergies', "I'm allergic to tree nuts but not peanuts", { allergies: ['tree nuts'] }],
  ['allergies', 'strawberries; sesame', { allergies: ['strawberries', 'sesame'] }],
  ['allergies', 'lactose intolerant', { dietaryRestrictions: ['dairy_free'] }],
  [
    'allergies',
    'shellfish and sesame, and I am lactose intolerant',
    { dietaryRestrictions: ['dairy_free'], allergies: ['shellfish', 'sesame'] },
  ],
  ['allergies', "No, but I don't like mushrooms", { allergies: [], dislikedFoods: ['mushrooms'] }],
  ['allergies', 'penicillin', {}],
  ['allergies', 'no peanuts, no kiwi', { allergies: ['peanuts', 'kiwi'] }],
  ['allergies', "I can't eat shellfish", { allergies: ['shellfish'] }],
  [
    'allergies',
    "allergic to nuts, and I don't eat pork",
    { allergies: ['nuts'], dislikedFoods: ['pork'] },
  ],
];

const likes: Case[] = [
  ['likedFoods', 'chicken, rice and broccoli', { likedFoods: ['chicken', 'rice', 'broccoli'] }],
  ['likedFoods', 'I love salmon but not tuna', { likedFoods: ['salmon'], dislikedFoods: ['tuna'] }],
  [
    'likedFoods',
    'Greek Yogurt and Sweet Potatoes',
    { likedFoods: ['greek yogurt', 'sweet potatoes'] },
  ],
  ['likedFoods', 'I really enjoy grilled salmon', { likedFoods: ['salmon'] }],
  ['likedFoods', 'spicy food and junk food', { likedFoods: ['spicy food', 'junk food'] }],
  ['likedFoods', 'pasta or sushi\npizza', { likedFoods: ['pasta', 'sushi', 'pizza'] }],
  ['likedFoods', 'mac and cheese', { likedFoods: ['mac and cheese'] }],
  ['likedFoods', 'I like Italian and Thai food', { cuisines: ['Italian', 'Thai'] }],
  [
    'likedFoods',
    'I like everything except mushrooms',
    { likedFoods: [], dislikedFoods: ['mushrooms'] },
  ],
  ['likedFoods', 'not a fan of mushrooms', { dislikedFoods: ['mushrooms'] }],
  ['likedFoods', 'no fish', { dislikedFoods: ['fish'] }],
  ['likedFoods', 'I love cooking', {}],
  ['likedFoods', 'the and a', {}],
];

const dislikes: Case[] = [
  ['dislikedFoods', 'mushrooms and olives', { dislikedFoods: ['mushrooms', 'olives'] }],
  ['dislikedFoods', 'nothing', { dislikedFoods: [] }],
  ['dislikedFoods', "I'm not picky", { dislikedFoods: [] }],
  ['dislikedFoods', 'no fish or pork', { dislikedFoods: ['fish', 'pork'] }],
  [
    'dislikedFoods',
    'I hate cilantro but love garlic',
    { likedFoods: ['garlic'], dislikedFoods: ['cilantro'] },
  ],
  ['dislikedFoods', "I don't like fish, but chicken is fine", { dislikedFoods: ['fish'] }],
  ['dislikedFoods', 'liver; blue cheese', { dislikedFoods: ['liver', 'blue cheese'] }],
];

const activity: Case[] = [
  ['activity', 'couch potato', { activityLevel: 'sedentary' }],
  ['activity', 'desk job', { activityLevel: 'sedentary' }],
  ['activity', "I don't exercise", { activityLevel: 'sedentary' }],
  ['activity', 'twice a week', { activityLevel: 'light' }],
  ['activity', 'not very active', { activityLevel: 'light' }],
  ['activity', 'gym 3 times a week', { activityLevel: 'moderate' }],
  ['activity', 'I run 5 days a week', { activityLevel: 'moderate' }],
  ['activity', 'desk job but I go to the gym four times a week', { activityLevel: 'moderate' }],
  ['activity', 'I walk every day', { activityLevel: 'moderate' }],
  ['activity', 'I do yoga 3 times a week', { activityLevel: 'light' }],
  ['activity', 'I train 6 days a week', { activityLevel: 'active' }],
  ['activity', 'very active', { activityLevel: 'very-active' }],
  ['activity', 'construction worker, physical job', { activityLevel: 'very-active' }],
  ['activity', 'none', { activityLevel: 'sedentary' }],
];

const meals: Case[] = [
  [
    'mealFrequency',
    'three meals and two snacks',
    { mealFrequency: '3 meals + 2 snacks', mealsPerDay: 3, snacksPerDay: 2 },
  ],
  [
    'mealFrequency',
    '3 meals, no snacks',
    { mealFrequency: '3 meals, no snacks', mealsPerDay: 3, snacksPerDay: 0 },
  ],
  [
    'mealFrequency',
    'two meals and a snack',
    { mealFrequency: '2 meals + 1 snack', mealsPerDay: 2, snacksPerDay: 1 },
  ],
  [
    'mealFrequency',
    '3 + 2',
    { mealFrequency: '3 meals + 2 snacks', mealsPerDay: 3, snacksPerDay: 2 },
  ],
  ['mealFrequency', 'breakfast, lunch and dinner', { mealFrequency: '3 meals', mealsPerDay: 3 }],
  ['mealFrequency', 'I skip breakfast', { mealFrequency: '2 meals', mealsPerDay: 2 }],
  // One meal a day is kept in words; the structured count stays within the form's 2..5.
  ['mealFrequency', 'one meal a day', { mealFrequency: '1 meal', mealsPerDay: 2 }],
  [
    'mealFrequency',
    'six small meals, no snacks',
    { mealFrequency: '6 meals, no snacks', mealsPerDay: 5, snacksPerDay: 0 },
  ],
];

const cooking: Case[] = [
  ['cookingSkill', 'Beginner', { cookingSkill: 'beginner' }],
  ['cookingSkill', "I can't cook", { cookingSkill: 'beginner' }],
  ['cookingSkill', 'not very good', { cookingSkill: 'beginner' }],
  ['cookingSkill', 'not bad', { cookingSkill: 'intermediate' }],
  ['cookingSkill', 'I can follow a recipe', { cookingSkill: 'intermediate' }],
  ['cookingSkill', 'Confident cook', { cookingSkill: 'advanced' }],
  ['cookingSkill', "I'm a chef", { cookingSkill: 'advanced' }],
];

const time: Case[] = [
  ['timeAvailable', '15 minutes', { timeAvailable: 'up to 15 minutes' }],
  ['timeAvailable', 'half an hour', { timeAvailable: '15-30 minutes' }],
  ['timeAvailable', '20-30 mins', { timeAvailable: '15-30 minutes' }],
  ['timeAvailable', 'an hour', { timeAvailable: '30-60 minutes' }],
  ['timeAvailable', 'forty five minutes', { timeAvailable: '30-60 minutes' }],
  ['timeAvailable', 'more than an hour', { timeAvailable: 'more than an hour' }],
  ['timeAvailable', 'an hour and a half', { timeAvailable: 'more than an hour' }],
  ['timeAvailable', "not much, I'm busy", { timeAvailable: 'up to 15 minutes' }],
];

const budget: Case[] = [
  ['budget', 'cheap', { budget: 'low' }],
  ['budget', 'pretty tight', { budget: 'low' }],
  ['budget', "I'm a student", { budget: 'low' }],
  ['budget', 'not too tight', { budget: 'moderate' }],
  ['budget', 'average', { budget: 'moderate' }],
  ['budget', 'about $60 a week', { budget: 'moderate' }],
  ['budget', 'no limit', { budget: 'flexible' }],
  ['budget', 'money is not a concern', { budget: 'flexible' }],
];

const unreadable: Case[] = [
  ['goals', '', {}],
  ['goals', '   ', {}],
  ['goals', 'asdf qwer', {}],
  ['likedFoods', 'asdfgh', {}],
  ['budget', '???', {}],
  [null, 'hello there', {}],
];

describe('parseAnswer', () => {
  it.each([
    ...goals,
    ...restrictions,
    ...allergies,
    ...likes,
    ...dislikes,
    ...activity,
    ...meals,
    ...cooking,
    ...time,
    ...budget,
    ...unreadable,
  ])('under %s reads %j as %j', (topic, text, expected) => {
    expect(parseAnswer(topic, text)).toEqual(expected);
  });

  it('reads loose words only under their own question', () => {
    expect(parseAnswer('budget', 'tight')).toEqual({ budget: 'low' });
    expect(parseAnswer('goals', 'tight')).toEqual({});
    expect(parseAnswer('activity', 'walking')).toEqual({ activityLevel: 'light' });
    expect(parseAnswer('likedFoods', 'walking')).toEqual({});
  });

  it('keeps the words of each food the person named, once', () => {
    expect(parseAnswer('likedFoods', 'Apples, apple, APPLES and bananas')).toEqual({
      likedFoods: ['apples', 'bananas'],
    });
  });

  it("reads someone else's condition as the person's goal, not their condition", () => {
    expect(parseAnswer('goals', 'keep my heart healthy, my dad had a heart attack')).toEqual({
      goals: ['Heart health', 'Eat healthier'],
    });
    expect(parseAnswer(null, 'type 2 diabetes runs in my family').healthConditions).toBeUndefined();
    expect(parseAnswer(null, 'I have type 2 diabetes, like my mum').healthConditions).toEqual([
      'diabetes_type2',
    ]);
  });

  it('lets the last word on a food win when it is both liked and disliked', () => {
    expect(parseAnswer('likedFoods', 'I like tuna, but actually I hate tuna')).toEqual({
      dislikedFoods: ['tuna'],
    });
  });
});

describe('readAnswer', () => {
  it.each(['skip', 'Not sure', "I don't know", 'pass'])('reads %j as a skip', (text) => {
    expect(readAnswer('budget', text)).toEqual({ data: {}, skip: true, finish: false });
  });

  it.each(["That's all", 'Generate my meal plan', 'done'])('reads %j as finish', (text) => {
    expect(readAnswer('cookingSkill', text)).toEqual({ data: {}, skip: false, finish: true });
  });
});

describe('timeBand', () => {
  it.each([
    [5, 'up to 15 minutes'],
    [15, 'up to 15 minutes'],
    [16, '15-30 minutes'],
    [30, '15-30 minutes'],
    [31, '30-60 minutes'],
    [60, '30-60 minutes'],
    [61, 'more than an hour'],
  ])('puts %i minutes in %j', (minutes, band) => {
    expect(timeBand(minutes)).toBe(band);
  });
});

describe('parseAnswer on any text', () => {
  it('never throws and always gives valid extracted data', () => {
    const topic = fc.constantFrom<TopicId | null>(null, ...TOPIC_IDS);
    const words = fc.constantFrom(
      'no',
      'not',
      'but',
      'and',
      'or',
      'salmon',
      'vegan',
      'allergic',
      'to',
      'peanuts',
      '3',
      'meals',
      'snacks',
      'hate',
      'love',
      'minutes',
      'cheap',
      'gym',
      'a week',
      ',',
      '.',
      'type 2 diabetes',
      'I',
      "don't",
    );
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.array(words, { maxLength: 40 }).map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(topic, text, (t, s) => {
        const data = parseAnswer(t, s);
        expect(ExtractedDataSchema.safeParse(data).success).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('reads only the first 2,000 characters of a very long answer', () => {
    const long = `${'salmon, '.repeat(300)}tuna`;
    expect(parseAnswer('likedFoods', long)).toEqual({ likedFoods: ['salmon'] });
  });
});

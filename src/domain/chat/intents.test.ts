import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../testing/any-text';
import {
  MAX_INTENTS_PER_MESSAGE,
  type MealPlanIntent,
  MealPlanIntentSchema,
} from './intent-schema';
import { parseMealPlanRequest, parseMealPlanRequests } from './intents';
import { MEAL_PLAN_SUGGESTION_CHIPS } from './messages';
import { normalizeRequest, splitClauses } from './reading/normal-form';

const vegetarian: MealPlanIntent = { kind: 'add-restriction', restriction: 'vegetarian' };

/** [message, the edits it asks for]. */
const CASES: [string, MealPlanIntent[]][] = [
  // The five chips of spec §2, verbatim.
  ['Make this vegetarian', [vegetarian]],
  ['Swap breakfast for Day 1', [{ kind: 'swap', slot: 'breakfast', day: 1 }]],
  ['Reduce calories to 1500/day', [{ kind: 'energy', kcal: 1500, direction: 'down' }]],
  ['Add more protein', [{ kind: 'more-protein' }]],
  ['Remove gluten', [{ kind: 'add-restriction', restriction: 'gluten_free' }]],
  // Restrictions.
  ['make it VEGAN please!!', [{ kind: 'add-restriction', restriction: 'vegan' }]],
  ['I want it plant-based', [{ kind: 'add-restriction', restriction: 'vegan' }]],
  ['no meat', [vegetarian]],
  ['Pescatarian, please', [{ kind: 'add-restriction', restriction: 'pescatarian' }]],
  ['without dairy', [{ kind: 'add-restriction', restriction: 'dairy_free' }]],
  ['Make it gluten-free', [{ kind: 'add-restriction', restriction: 'gluten_free' }]],
  ['no eggs', [{ kind: 'add-restriction', restriction: 'egg_free' }]],
  ["I'm not vegetarian anymore", [{ kind: 'remove-restriction', restriction: 'vegetarian' }]],
  [
    'remove the gluten-free restriction',
    [{ kind: 'remove-restriction', restriction: 'gluten_free' }],
  ],
  // Swaps.
  ['change day 3 dinner', [{ kind: 'swap', slot: 'dinner', day: 3 }]],
  ['Day 3 lunch', [{ kind: 'swap', slot: 'lunch', day: 3 }]],
  ["the second day's dinner", [{ kind: 'swap', slot: 'dinner', day: 2 }]],
  ['replace the snack on day 2', [{ kind: 'swap', slot: 'snack', day: 2 }]],
  ['swap the 2nd snack on day four', [{ kind: 'swap', slot: 'snack', day: 4, snackIndex: 1 }]],
  ['another dinner', [{ kind: 'swap', slot: 'dinner' }]],
  ["Change Tuesday's dinner", [{ kind: 'swap', slot: 'dinner', dayWord: 'tuesday' }]],
  ['swap all breakfasts', [{ kind: 'swap', slot: 'breakfast', day: 'all' }]],
  ['new lunch on the last day', [{ kind: 'swap', slot: 'lunch', day: 'last' }]],
  [
    'swap breakfast and lunch for day two',
    [
      { kind: 'swap', slot: 'breakfast', day: 2 },
      { kind: 'swap', slot: 'lunch', day: 2 },
    ],
  ],
  ["I don't like the dinner on day 3", [{ kind: 'swap', slot: 'dinner', day: 3 }]],
  [
    'make day 2 dinner vegetarian',
    [{ kind: 'swap', slot: 'dinner', day: 2, restriction: 'vegetarian' }],
  ],
  ['an Italian dinner on day 5', [{ kind: 'swap', slot: 'dinner', day: 5, cuisine: 'Italian' }]],
  // A swap that names the food wanted: the new meal has it. A food named otherwise is not one.
  [
    'Can I have fish on day 3 dinner instead?',
    [{ kind: 'swap', slot: 'dinner', day: 3, food: 'fish' }],
  ],
  ['fish for dinner on day 3', [{ kind: 'swap', slot: 'dinner', day: 3, food: 'fish' }]],
  ["I'd like salmon for lunch on day 2", [{ kind: 'swap', slot: 'lunch', day: 2, food: 'salmon' }]],
  [
    'swap day 1 breakfast for something with oats',
    [{ kind: 'swap', slot: 'breakfast', day: 1, food: 'oats' }],
  ],
  [
    'I want sweet potato for dinner on day 5',
    [{ kind: 'swap', slot: 'dinner', day: 5, food: 'sweet potato' }],
  ],
  [
    'I am tired of chicken, can I have fish on day 3 dinner instead?',
    [
      { kind: 'less-food', food: 'chicken' },
      { kind: 'swap', slot: 'dinner', day: 3, food: 'fish', avoidFood: 'chicken' },
    ],
  ],
  [
    "I'm tired of chicken, swap day 3 dinner",
    [
      { kind: 'less-food', food: 'chicken' },
      { kind: 'swap', slot: 'dinner', day: 3, avoidFood: 'chicken' },
    ],
  ],
  // A clause that is only a food, after a swap that names none, is the swap's food.
  ['day 3 dinner: fish please', [{ kind: 'swap', slot: 'dinner', day: 3, food: 'fish' }]],
  [
    'change day 2 lunch: something with salmon',
    [{ kind: 'swap', slot: 'lunch', day: 2, food: 'salmon' }],
  ],
  ['day 3 dinner, please', [{ kind: 'swap', slot: 'dinner', day: 3 }]],
  ['fish for dinner every day', [{ kind: 'swap', slot: 'dinner', day: 'all', food: 'fish' }]],
  ['swap the chicken dinner on day 3', [{ kind: 'swap', slot: 'dinner', day: 3 }]],
  ['can i get a different lunch on day 2', [{ kind: 'swap', slot: 'lunch', day: 2 }]],
  ["I'd like a light lunch on day 3", [{ kind: 'swap', slot: 'lunch', day: 3 }]],
  ['swap day 3 dinner with something lighter', [{ kind: 'swap', slot: 'dinner', day: 3 }]],
  ["I don't want chicken for dinner on day 2", [{ kind: 'swap', slot: 'dinner', day: 2 }]],
  // Energy.
  ['1800 calories', [{ kind: 'energy', kcal: 1800 }]],
  ['reduce to fifteen hundred calories a day', [{ kind: 'energy', kcal: 1500, direction: 'down' }]],
  ['2,000 kcal please', [{ kind: 'energy', kcal: 2000 }]],
  ['1.8k cal', [{ kind: 'energy', kcal: 1800 }]],
  ['set my calories at 1700', [{ kind: 'energy', kcal: 1700 }]],
  // A figure asked for as a reduction or an increase keeps its direction; 'set' and 'make it' none.
  ['lower my calories to 1400', [{ kind: 'energy', kcal: 1400, direction: 'down' }]],
  ['cut it to 1600 kcal', [{ kind: 'energy', kcal: 1600, direction: 'down' }]],
  ['fewer calories, 1500 a day', [{ kind: 'energy', kcal: 1500, direction: 'down' }]],
  ['less food, 1500 kcal', [{ kind: 'energy', kcal: 1500, direction: 'down' }]],
  ['bring it down to 1500 calories', [{ kind: 'energy', kcal: 1500, direction: 'down' }]],
  ['no more than 1700 calories', [{ kind: 'energy', kcal: 1700, direction: 'down' }]],
  ['increase calories to 2200', [{ kind: 'energy', kcal: 2200, direction: 'up' }]],
  ['raise it to 2,400 kcal', [{ kind: 'energy', kcal: 2400, direction: 'up' }]],
  ['more calories, 2000 a day', [{ kind: 'energy', kcal: 2000, direction: 'up' }]],
  ['set calories to 1500', [{ kind: 'energy', kcal: 1500 }]],
  ['make it 1800 calories', [{ kind: 'energy', kcal: 1800 }]],
  ['make it 1500 calories/day', [{ kind: 'energy', kcal: 1500 }]],
  ['fewer calories', [{ kind: 'energy-change', direction: 'down' }]],
  ['more calories please', [{ kind: 'energy-change', direction: 'up' }]],
  ['cut 300 calories', [{ kind: 'energy-change', direction: 'down', kcal: 300 }]],
  ['reduce calories by 10%', [{ kind: 'energy-change', direction: 'down', percent: 10 }]],
  ['smaller portions', [{ kind: 'energy-change', direction: 'down' }]],
  // Nutrients.
  ['higher fibre please', [{ kind: 'more-fiber' }]],
  ['more fiber', [{ kind: 'more-fiber' }]],
  ['fewer carbs', [{ kind: 'fewer-carbs' }]],
  ['low-carb', [{ kind: 'fewer-carbs' }]],
  // Cuisines.
  ['more Italian', [{ kind: 'cuisine', cuisine: 'Italian', isOnly: false }]],
  ['Make it Mexican', [{ kind: 'cuisine', cuisine: 'Mexican', isOnly: true }]],
  ['I love Thai food', [{ kind: 'cuisine', cuisine: 'Thai', isOnly: false }]],
  ['more Chinese dishes', [{ kind: 'cuisine', cuisine: 'Asian', isOnly: false }]],
  // Foods and allergens.
  ['more greek yogurt', [{ kind: 'include-food', food: 'greek yogurt' }]],
  ['no mushrooms', [{ kind: 'avoid-food', food: 'mushrooms', isStatedAllergy: false }]],
  ["I don't like salmon", [{ kind: 'avoid-food', food: 'salmon', isStatedAllergy: false }]],
  ['remove tofu', [{ kind: 'avoid-food', food: 'tofu', isStatedAllergy: false }]],
  [
    'no mushrooms or olives',
    [
      { kind: 'avoid-food', food: 'mushrooms', isStatedAllergy: false },
      { kind: 'avoid-food', food: 'olives', isStatedAllergy: false },
    ],
  ],
  [
    "I'm allergic to peanuts",
    [
      {
        kind: 'avoid-allergen',
        allergen: 'peanuts',
        allergens: ['peanuts'],
        isStatedAllergy: true,
      },
    ],
  ],
  [
    'I have a severe tree nut allergy',
    [
      {
        kind: 'avoid-allergen',
        allergen: 'tree nut',
        allergens: ['tree-nuts'],
        isStatedAllergy: true,
      },
    ],
  ],
  [
    'no shellfish',
    [
      {
        kind: 'avoid-allergen',
        allergen: 'shellfish',
        allergens: ['shellfish'],
        isStatedAllergy: false,
      },
    ],
  ],
  [
    'allergic to strawberries',
    [{ kind: 'avoid-food', food: 'strawberries', isStatedAllergy: true }],
  ],
  [
    'replace chicken with tofu',
    [
      { kind: 'avoid-food', food: 'chicken', isStatedAllergy: false },
      { kind: 'include-food', food: 'tofu' },
    ],
  ],
  ['add salmon', [{ kind: 'include-food', food: 'salmon' }]],
  // Snacks.
  ['fewer snacks', [{ kind: 'fewer-snacks' }]],
  ['no snacks', [{ kind: 'snacks', count: 0 }]],
  ['more snacks', [{ kind: 'more-snacks' }]],
  ['just one snack a day', [{ kind: 'snacks', count: 1 }]],
  ['3 snacks a day', [{ kind: 'snacks', count: 3 }]],
  // Follow-ups, regenerating, several edits, nonsense.
  ['day 3', [{ kind: 'answer-day', day: 3 }]],
  ['another one', [{ kind: 'swap-again' }]],
  ['Regenerate', [{ kind: 'regenerate' }]],
  ['start over', [{ kind: 'regenerate' }]],
  [
    'Make it vegetarian and reduce calories to 1600',
    [vegetarian, { kind: 'energy', kcal: 1600, direction: 'down' }],
  ],
  ['hello', [{ kind: 'small-talk', topic: 'hello' }]],
  ['Thanks, looks good!', [{ kind: 'small-talk', topic: 'thanks' }]],
  ['hmm', [{ kind: 'unknown' }]],
  ['What is this?', [{ kind: 'unknown' }]],
  ['', [{ kind: 'unknown' }]],
  ['less protein', [{ kind: 'unknown' }]],
];

describe('parseMealPlanRequests', () => {
  it.each(CASES)('reads %j', (message, expected) => {
    const intents = parseMealPlanRequests(message);
    expect(intents).toEqual(expected);
    for (const intent of intents) expect(MealPlanIntentSchema.parse(intent)).toEqual(intent);
  });

  it('has a case for each of the five chips', () => {
    const messages = CASES.map(([message]) => message);
    for (const chip of MEAL_PLAN_SUGGESTION_CHIPS) expect(messages).toContain(chip);
    expect(CASES.length).toBeGreaterThanOrEqual(35);
  });

  it('reads the main edit with parseMealPlanRequest, and unknown for nonsense', () => {
    expect(parseMealPlanRequest('Make this vegetarian and add more protein')).toEqual(vegetarian);
    expect(parseMealPlanRequest('qwerty')).toEqual({ kind: 'unknown' });
  });

  it('reads at most three edits from one message', () => {
    const intents = parseMealPlanRequests(
      'no meat. no mushrooms. more protein. fewer snacks. 1800 calories',
    );
    expect(intents).toHaveLength(MAX_INTENTS_PER_MESSAGE);
  });

  it('never throws and always returns valid intents, whatever the text', () => {
    fc.assert(
      fc.property(anyText(400), (text) => {
        const intents = parseMealPlanRequests(text);
        expect(intents.length).toBeGreaterThan(0);
        for (const intent of intents) MealPlanIntentSchema.parse(intent);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on word salad made of the words it knows', () => {
    const words = [
      'make',
      'it',
      'vegetarian',
      'swap',
      'breakfast',
      'day',
      '3',
      'calories',
      'to',
      '1500',
      'no',
      'mushrooms',
      'more',
      'protein',
      'snacks',
      'and',
      'allergic',
      'peanuts',
      'italian',
      'fewer',
      'carbs',
      ',',
      '.',
      'another',
      'one',
      'fifteen',
      'hundred',
      'second',
      '%',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 14 }), (tokens) => {
        for (const intent of parseMealPlanRequests(tokens.join(' '))) {
          MealPlanIntentSchema.parse(intent);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('normalizeRequest', () => {
  it.each([
    ['Reduce calories to 1,500/day!', 'reduce calories to 1500 / day!'],
    ["The second day's dinner", 'the 2nd days dinner'],
    ['fifteen hundred kcal', '1500 kcal'],
    ['one thousand eight hundred cals', '1800 cals'],
    ['1.5k calories', '1500 calories'],
    ['Gluten-free, dairy–free', 'gluten free , dairy free'],
    ['day one', 'day 1'],
    ['another one', 'another one'],
    ['Crème brûlée', 'creme brulee'],
  ])('normalises %j', (text, expected) => {
    expect(normalizeRequest(text)).toBe(expected);
  });

  it('splits several requests but keeps one object together', () => {
    expect(splitClauses(normalizeRequest('no meat and no fish; fewer snacks'))).toEqual([
      'no meat',
      'no fish',
      'fewer snacks',
    ]);
    expect(splitClauses(normalizeRequest('no meat and fish'))).toEqual(['no meat and fish']);
  });
});

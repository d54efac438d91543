import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMealPlanRequests } from '../chat/intents';
import { parseAnswer } from '../questionnaire/parse-answer';
import { anyText } from '../testing/any-text';
import { medianMs } from '../testing/timing';
import { isNegatedAt, negationReaches } from './negation';
import { numberFrom, withDigits } from './numbers';
import { normalizeText, sentencesOf, splitSegments, trimChars } from './text';

describe('normalizeText', () => {
  it.each([
    ['I don’t eat PORK', "i don't eat pork"],
    ['I dont eat pork', "i don't eat pork"],
    ['Im vegan and Ive got diabetes', "i'm vegan and i've got diabetes"],
    ['Café au lait — crème brûlée', 'cafe au lait - creme brulee'],
    ['  1,500   kcal\t a day ', '1500 kcal a day'],
    ['no nuts\r\n\r\n  no fish', 'no nuts\nno fish'],
  ])('%j -> %j', (text, normal) => {
    expect(normalizeText(text, 100)).toBe(normal);
  });

  it('is capped before Unicode folding and after', () => {
    expect(normalizeText('ﬃ'.repeat(50), 60)).toHaveLength(60);
    expect(normalizeText('a'.repeat(5000), 2000)).toHaveLength(2000);
  });

  it('never turns text into a longer one than its cap', () => {
    fc.assert(
      fc.property(anyText(300), fc.nat(400), (text, cap) => {
        expect(normalizeText(text, cap).length).toBeLessThanOrEqual(cap);
      }),
    );
  });
});

describe('sentences and clauses', () => {
  it('splits sentences at their ends, not inside a decimal', () => {
    expect(sentencesOf('i weigh 72.5 kg. no fish!\nand less salt?')).toEqual([
      'i weigh 72.5 kg',
      'no fish',
      'and less salt',
    ]);
  });

  it('keeps the word that joined each clause, and whole dishes whole', () => {
    expect(splitSegments('i love mac and cheese, salmon or tuna but not olives')).toEqual([
      { text: 'i love mac and cheese', joiner: 'start' },
      { text: 'salmon', joiner: 'list' },
      { text: 'tuna', joiner: 'or' },
      { text: 'not olives', joiner: 'contrast' },
    ]);
  });

  it.each([
    ['no allergies apart from shellfish', ['no allergies', 'start'], ['shellfish', 'contrast']],
    ['no dairy, lactose intolerant', ['no dairy', 'start'], ['lactose intolerant', 'list']],
    ['no nuts \n\n or fish', ['no nuts', 'start'], ['fish', 'or']],
    ['eggs  \n  , milk / soy', ['eggs', 'start'], ['milk', 'list'], ['soy', 'or']],
  ])(
    'splits %j at its marks and joining words, white space round them and all',
    (text, ...parts) => {
      expect(splitSegments(text)).toEqual(
        parts.map(([clause, joiner]) => ({ text: clause, joiner })),
      );
    },
  );

  it('reads a 4,000-character run of white space once, not once from each character', () => {
    for (const text of [
      `a${' '.repeat(3998)}b`,
      `a${' \t'.repeat(1999)}b`,
      `${' '.repeat(3999)}.`,
    ]) {
      expect(medianMs(() => splitSegments(text))).toBeLessThan(2);
    }
  });
});

describe('numbers in words', () => {
  it.each([
    ['fifteen hundred kcal', '1500 kcal'],
    ['twenty five hundred calories', '2500 calories'],
    ['forty-five minutes', '45 minutes'],
    ['one thousand and fifty', '1050'],
    ['one hundred and fifty grams', '150 grams'],
    ['days two and three', 'days 2 and 3'],
    ['two three', '2 3'],
    ['a thousand calories', 'a 1000 calories'],
    ['day one', 'day 1'],
    ['one snack', '1 snack'],
    ['just one.', 'just 1.'],
    ['the one with rice', 'the one with rice'],
    ['someone often', 'someone often'],
    ['2 hundred', '200'],
  ])('%j -> %j', (text, digits) => {
    expect(withDigits(text)).toBe(digits);
  });

  it('reads ordinals when asked, and a lone one when the text is only about counts', () => {
    expect(withDigits('the second day', { ordinals: true })).toBe('the 2nd day');
    expect(withDigits('the second day')).toBe('the second day');
    expect(withDigits('one big meal', { one: 'always' })).toBe('1 big meal');
  });

  it.each([
    ['twice', 2],
    ['a couple of', 2],
    ['a few', 3],
    ['forty five', 45],
    ['none', 0],
    ['4', 4],
    ['lots', undefined],
  ])('numberFrom(%j) is %j', (word, value) => {
    expect(numberFrom(word)).toBe(value);
  });
});

describe('negation and its scope', () => {
  it('finds a negation before a word, with or without the apostrophe', () => {
    for (const clause of ["i'm not vegan", "i don't eat vegan", 'i dont eat vegan', 'no vegan']) {
      expect(isNegatedAt(clause, clause.indexOf('vegan'))).toBe(true);
    }
    expect(isNegatedAt('i want vegan', 7)).toBe(false);
    expect(isNegatedAt('i am vegan', 5)).toBe(false);
  });

  it('carries across or, never across and or but', () => {
    expect(negationReaches('or')).toBe(true);
    expect(negationReaches('list')).toBe(false);
    expect(negationReaches('contrast')).toBe(false);
  });
});

/** Both readers start from the same normal form: spelt either way, they read the same thing. */
describe('the questionnaire and the assistant agree', () => {
  it.each([
    'I don’t like mushrooms',
    "I don't like mushrooms",
    'I dont like mushrooms',
    'I DON`T LIKE MUSHROOMS',
  ])('%j is a dislike of mushrooms to both', (text) => {
    expect(parseAnswer('dislikedFoods', text).dislikedFoods).toEqual(['mushrooms']);
    expect(parseAnswer(null, text).dislikedFoods).toEqual(['mushrooms']);
    expect(parseMealPlanRequests(text)).toEqual([
      { kind: 'avoid-food', food: 'mushrooms', isStatedAllergy: false },
    ]);
  });

  it('reads numbers in words the same way', () => {
    expect(parseAnswer('mealFrequency', 'three meals and two snacks')).toMatchObject({
      mealFrequency: '3 meals + 2 snacks',
    });
    expect(parseAnswer('timeAvailable', 'twenty-five minutes').timeAvailable).toBe(
      parseAnswer('timeAvailable', '25 minutes').timeAvailable,
    );
    expect(parseMealPlanRequests('two snacks a day')).toEqual(
      parseMealPlanRequests('2 snacks a day'),
    );
    expect(parseMealPlanRequests('fifteen hundred calories')).toEqual(
      parseMealPlanRequests('1,500 calories'),
    );
  });
});

describe('trimChars', () => {
  it('drops the given characters at both ends only', () => {
    expect(trimChars(' , less salt , ', ' ,')).toBe('less salt');
    expect(trimChars('a, b', ' ,')).toBe('a, b');
    expect(trimChars(' ,, ', ' ,')).toBe('');
    expect(trimChars('', ' ,')).toBe('');
  });

  it('takes one pass over a long run that a backtracking trim would take quadratic time on', () => {
    const text = `${' ,'.repeat(2000)}x${' ,'.repeat(2000)}`;
    expect(trimChars(text, ' ,')).toBe('x');
  });
});

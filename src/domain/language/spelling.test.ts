import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, MAX_WORDS_TRIED, speller } from './spelling';
import { vocabularySpeller } from './vocabulary';

describe('editDistance', () => {
  it.each([
    ['vegetarian', 'vegitarian', 1],
    ['dairy', 'diary', 1],
    ['broccoli', 'brocoli', 1],
    ['cholesterol', 'cholestrol', 1],
    ['salmon', 'salmon', 0],
    ['salmon', 'lemons', 3],
  ])('%s to %s is %i (capped at max + 1)', (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(Math.min(distance, 3));
  });
});

describe('the shared vocabulary speller', () => {
  const spell = vocabularySpeller();

  it.each([
    ['vegitarian', 'vegetarian'],
    ['vegeterian', 'vegetarian'],
    ['pescaterian', 'pescatarian'],
    ['glutten', 'gluten'],
    ['brocoli', 'broccoli'],
    ['spinich', 'spinach'],
    ['avacado', 'avocado'],
    ['zuchini', 'zucchini'],
    ['strawbery', 'strawberry'],
    ['bananna', 'banana'],
    ['alchohol', 'alcohol'],
    ['diabetis', 'diabetes'],
    ['cholestrol', 'cholesterol'],
    ['hypertention', 'hypertension'],
    ['gallblader', 'gallbladder'],
    ['heartbrun', 'heartburn'],
    ['dialisis', 'dialysis'],
    ['potasium', 'potassium'],
    ['protien', 'protein'],
    ['breakfest', 'breakfast'],
    ['mediteranean', 'mediterranean'],
    ['warfrin', 'warfarin'],
    ['lisinipril', 'lisinopril'],
  ])('reads %s as %s', (typo, term) => {
    expect(spell.termFor(typo)).toBe(term);
  });

  it.each([
    // ordinary words one letter from a food
    'better',
    'lover',
    'letter',
    'rather',
    'sugary',
    'things',
    // words already right
    'salmon',
    'vegetarian',
    'cheese',
    // another form of a term, not a typo
    'reduce',
    'veggies',
    // short words are too close to too many foods
    'cofee',
    'diner',
  ])('leaves %s as it is', (word) => {
    expect(spell.termFor(word)).toBeUndefined();
  });

  it('corrects the words of a sentence and nothing else', () => {
    expect(spell.correct("i'm vegitarian and i hate brocoli, better than nothing")).toBe(
      "i'm vegetarian and i hate broccoli, better than nothing",
    );
  });
});

describe('speller', () => {
  it('leaves a word as close to two terms of different stems as it is', () => {
    const spell = speller(['butter', 'batter'], []);
    expect(spell.termFor('bitter')).toBeUndefined();
    expect(speller(['butter'], []).termFor('bitter')).toBe('butter');
  });

  it('reads only a term with the same first letter', () => {
    expect(speller(['salmon'], []).termFor('talmon')).toBeUndefined();
  });

  it('looks up at most MAX_WORDS_TRIED unknown words of a message', () => {
    const spell = speller(['broccoli'], []);
    const words = Array.from({ length: MAX_WORDS_TRIED + 5 }, () => 'brocoli').join(' ');
    const corrected = spell.correct(words).split(' ');
    expect(corrected.filter((word) => word === 'broccoli')).toHaveLength(MAX_WORDS_TRIED);
  });

  it('never throws and never makes a message much longer, whatever it holds', () => {
    const spell = vocabularySpeller();
    fc.assert(
      fc.property(fc.string({ maxLength: 4000 }), (text) => {
        const lower = text.toLowerCase();
        // each correction adds at most two letters
        expect(spell.correct(lower).length).toBeLessThanOrEqual(lower.length + 2 * MAX_WORDS_TRIED);
      }),
      { numRuns: 200 },
    );
  });
});

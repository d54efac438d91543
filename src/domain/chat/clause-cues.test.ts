import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { medianMs } from '../testing/timing';
import {
  allergyObject,
  asksFewerSnacks,
  asksMoreSnacks,
  lessFoodObject,
  replacedAndReplacement,
  wantedFood,
} from './clause-cues';

/** The single patterns these functions replace: the same answers, in quadratic time. */
const BEFORE = {
  allergyObject: (clause: string) =>
    /(?:^| )(?:allergic|intolerant|sensitive|allergy|allergies|intolerance|intolerances) (?:to|of|for|with) (.+)$/.exec(
      clause,
    )?.[1],
  lessFoodObject: (clause: string) =>
    /(?:^| )(?:(?:bored|sick|tired) (?:of|with)|too (?:much|many)|less|fewer|not so (?:much|many)|not as (?:much|many)|cut (?:back|down) on|so (?:much|many))(?: of)? (.+)$/.exec(
      clause,
    )?.[1],
  replacedAndReplacement: (clause: string) => {
    const match =
      /(?:^| )(?:replace|swap|switch|substitute|exchange|change|swap out|switch out|trade)(?: out)? (.+?)(?: (?:with|for|to|by|into) (.+))?$/.exec(
        clause,
      );
    return match ? [match[1]!, ...(match[2] === undefined ? [] : [match[2]])] : undefined;
  },
  asksFewerSnacks: (clause: string) =>
    /(?:^| )(?:fewer|less|reduce|lower|cut down|cut back|not so many|too many|decrease)(?: [a-z ]*)? snacks?(?= |$)|(?:^| )snacks? (?:fewer|less)(?= |$)/.test(
      clause,
    ),
  asksMoreSnacks: (clause: string) =>
    /(?:^| )(?:more|extra|another|additional|add|an extra|one more|increase)(?: [a-z ]*)? snacks?(?= |$)/.test(
      clause,
    ),
};

const NOW = {
  allergyObject,
  lessFoodObject,
  replacedAndReplacement: (clause: string) => {
    const read = replacedAndReplacement(clause);
    return read && (read[1] === undefined ? [read[0]] : read);
  },
  asksFewerSnacks,
  asksMoreSnacks,
};

/** Normalised clauses from the intent and understanding tables, and what each function reads. */
const SENTENCES: [keyof typeof NOW, string, unknown][] = [
  ['allergyObject', 'im allergic to peanuts', 'peanuts'],
  ['allergyObject', 'allergic to shellfish and sesame', 'shellfish and sesame'],
  ['allergyObject', 'im allergic to shellfish so no shrimp', 'shellfish so no shrimp'],
  ['allergyObject', 'lactose intolerant', undefined],
  ['lessFoodObject', 'im bored of salmon', 'salmon'],
  ['lessFoodObject', 'too much rice', 'rice'],
  ['lessFoodObject', 'cut down on sugar', 'sugar'],
  ['lessFoodObject', 'too much of the rice', 'the rice'],
  ['lessFoodObject', 'make this vegetarian', undefined],
  ['replacedAndReplacement', 'replace chicken with tofu', ['chicken', 'tofu']],
  ['replacedAndReplacement', 'swap out the salmon for tofu', ['the salmon', 'tofu']],
  ['replacedAndReplacement', 'swap breakfast for day 1', ['breakfast', 'day 1']],
  ['replacedAndReplacement', 'replace the snack on day 2', ['the snack on day 2']],
  ['replacedAndReplacement', 'no mushrooms', undefined],
  ['asksFewerSnacks', 'fewer snacks', true],
  ['asksFewerSnacks', 'cut down on sweet snacks', true],
  ['asksFewerSnacks', 'snacks less', true],
  ['asksFewerSnacks', 'more snacks', false],
  ['asksFewerSnacks', 'fewer calories 2 snacks', false],
  ['asksMoreSnacks', 'more snacks', true],
  ['asksMoreSnacks', 'add an afternoon snack', true],
  ['asksMoreSnacks', 'fewer snacks', false],
  ['asksMoreSnacks', 'more protein', false],
];

const LENGTH = 4000;
const fill = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);

/** Long clauses, capped as messages are, where the cue comes again and again and never pays off. */
const ADVERSARIAL: Record<keyof typeof NOW, string[]> = {
  allergyObject: [fill('allergic to '), `${fill('allergic to ').slice(1)}\n`, fill('allergy to\n')],
  lessFoodObject: [fill('less '), `${fill('less ').slice(1)}\n`, fill('too much of \n')],
  replacedAndReplacement: [
    `swap ${fill('a ')}`,
    `${fill('swap a ').slice(1)}\n`,
    `swap ${fill(' with')}`,
    fill('swap a for \n'),
  ],
  asksFewerSnacks: [fill('less '), fill('fewer sweet\n'), fill('snack fewer ')],
  asksMoreSnacks: [fill('more '), fill('add an extra\n'), fill('more snacking ')],
};

describe('cues in a clause', () => {
  it.each(SENTENCES)('%s reads %j as the pattern it replaces did', (name, clause, expected) => {
    expect(NOW[name](clause)).toEqual(expected);
    expect(BEFORE[name](clause)).toEqual(expected);
  });

  it('read word salad of their own words as the patterns they replace did', () => {
    const words = fc.constantFrom(
      ...'allergic intolerance to of with less too much cut down on bored swap out for into snack snacks sweet fewer more add an extra chicken rice'.split(
        ' ',
      ),
    );
    const gaps = fc.constantFrom(' ', ' ', ' ', '  ', '\n', ', ', '');
    const clause = fc
      .array(fc.tuple(gaps, words), { maxLength: 10 })
      .map((parts) => parts.flat().join(''));
    fc.assert(
      fc.property(clause, (text) => {
        for (const name of Object.keys(NOW) as (keyof typeof NOW)[]) {
          expect(NOW[name](text), name).toEqual(BEFORE[name](text));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it.each(Object.entries(ADVERSARIAL))('%s stays linear on 4,000 characters', (name, texts) => {
    const read = NOW[name as keyof typeof NOW];
    for (const text of texts) expect(medianMs(() => read(text))).toBeLessThan(2);
  });
});

describe('wantedFood', () => {
  const isFood = (words: string) => ['fish', 'salmon', 'sweet potato', 'chicken'].includes(words);
  it.each([
    ['can i have fish on day 3 s dinner instead', 'fish'],
    ['fish for dinner on day 3', 'fish'],
    ['swap day 3 dinner for something with salmon', 'salmon'],
    ['i want sweet potato for dinner', 'sweet potato'],
    ['i dont want chicken but can i have fish', 'fish'],
    ['swap the chicken dinner on day 3', undefined],
    ['not with chicken on day 2', undefined],
    ['fish rather than chicken', 'fish'],
    ['the fish on day 3', undefined],
  ])('%s -> %s', (clause, food) => {
    expect(wantedFood(clause, isFood)).toBe(food);
  });

  it('reads a long clause in one pass: each cue looks a few words ahead, never to the end', () => {
    let calls = 0;
    const counting = (words: string) => {
      calls++;
      return words === 'never';
    };
    // Every word a cue and a filler: each cue skips at most five of them.
    const clause = Array.from({ length: 4_000 }, () => 'some').join(' ');
    expect(wantedFood(clause, counting)).toBeUndefined();
    expect(calls).toBeLessThanOrEqual(4 * 4_000);
  });
});

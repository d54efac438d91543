import { describe, expect, it } from 'vitest';
import { medianMs } from '../../testing/timing';
import { DAYS_PER_WEEK } from './activity';

describe('DAYS_PER_WEEK', () => {
  it.each([
    ['gym 3 times a week', '3 times a week', '3', undefined],
    ['yoga twice a week', 'twice a week', 'twice', undefined],
    ['i run 5-6 days per week', '5-6 days per week', '5', '6'],
    [
      'a couple of sessions every week',
      'a couple of sessions every week',
      'a couple of',
      undefined,
    ],
    ['gym 3x a week', '3x a week', '3', undefined],
    ['about $80 a week', '80 a week', '80', undefined],
  ])('reads %j as %j (count %j to %j)', (text, found, count, upTo) => {
    const match = DAYS_PER_WEEK.exec(text);
    expect([match?.[0], match?.[1], match?.[2]]).toEqual([found, count, upTo]);
  });

  it('reads none in a long run of spaces, and reads it once', () => {
    for (const text of [
      `1${' '.repeat(3998)}z`,
      `twice${' \t'.repeat(1997)}z`,
      `3 to 4${' \n'.repeat(1997)}`,
    ]) {
      expect(DAYS_PER_WEEK.exec(text)).toBeNull();
      expect(medianMs(() => DAYS_PER_WEEK.exec(text))).toBeLessThan(2);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  capitalize,
  formatAmount,
  formatKcal,
  formatList,
  formatNumber,
  formatWholeNumber,
  plural,
} from './format';

describe('numbers as the texts write them', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [2300, '2,300'],
    [1234567, '1,234,567'],
    [1234.5, '1,234.5'],
    [-1500, '-1,500'],
  ])('formatNumber(%d) is %s', (value, text) => expect(formatNumber(value)).toBe(text));

  it('rounds before separating for whole numbers and kcal', () => {
    expect(formatWholeNumber(1499.6)).toBe('1,500');
    expect(formatKcal(1999.5)).toBe('2,000 kcal');
  });

  it.each([
    [12.34, 10, '12'],
    [9.94, 10, '9.9'],
    [1234.4, 10, '1,234'],
    [99.96, 100, '100'],
    [150.2, 100, '150'],
  ])('formatAmount(%d, %d) is %s', (value, wholeFrom, text) =>
    expect(formatAmount(value, wholeFrom)).toBe(text),
  );

  it('counts with the right noun', () => {
    expect(plural(1, 'meal')).toBe('1 meal');
    expect(plural(3, 'meal')).toBe('3 meals');
    expect(plural(2, 'day off', 'days off')).toBe('2 days off');
  });
});

describe('lists and capitals', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('formatList(%j) is %s', (items, text) => expect(formatList(items)).toBe(text));

  it('joins with another conjunction when asked', () => {
    expect(formatList(['tea', 'coffee', 'milk'], 'or')).toBe('tea, coffee or milk');
  });

  it('capitalizes the first letter only', () => {
    expect(capitalize('oat porridge')).toBe('Oat porridge');
    expect(capitalize('')).toBe('');
  });
});

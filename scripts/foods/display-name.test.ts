import { describe, expect, it } from 'vitest';
import { deriveAliases, deriveDisplayNames } from './display-name';

describe('deriveDisplayNames', () => {
  it.each([
    ['Rice, brown, long-grain, cooked', 'Brown rice, cooked'],
    ['Beans, black, mature seeds, cooked, boiled, without salt', 'Black beans, cooked'],
    ['Chicken, broilers or fryers, breast, meat only, cooked, roasted', 'Chicken breast, roasted'],
    ['Turkey, retail parts, breast, meat only, cooked, roasted', 'Turkey breast, roasted'],
    ['Peas, green, frozen, cooked, boiled, drained, without salt', 'Green peas, frozen, cooked'],
    ['Fish, salmon, Atlantic, farmed, cooked, dry heat', 'Salmon, Atlantic, cooked'],
    ['Spices, cinnamon, ground', 'Ground cinnamon'],
    ['Sauce, barbecue', 'Barbecue sauce'],
    ['Soup, chicken broth, ready-to-serve', 'Chicken broth'],
    ['Bread, multi-grain (includes whole-grain)', 'Bread, multi-grain'],
    ['Honey', 'Honey'],
  ])('%s -> %s', (description, name) => {
    expect(deriveDisplayNames(description)[0]).toBe(name);
  });

  it('offers longer names, ending with the description, to tell foods apart', () => {
    const names = deriveDisplayNames('Rice, white, long-grain, regular, enriched, cooked');
    expect(names[0]).toBe('White rice, cooked');
    expect(names).toContain('White rice, long-grain, cooked');
    expect(names.at(-1)).toBe('Rice, white, long-grain, regular, enriched, cooked');
  });
});

describe('deriveAliases', () => {
  it.each([
    ['Rice, brown, long-grain, cooked', ['brown rice', 'rice']],
    ['Mushrooms, white, cooked, boiled, drained, without salt', ['white mushrooms', 'mushrooms']],
    ['Cheese, cottage, lowfat, 1% milkfat, no sodium added', ['cheese', 'cottage cheese']],
    ['Fish, cod, Atlantic, cooked, dry heat', ['cod', 'atlantic cod']],
  ])('%s -> %j', (description, aliases) => {
    expect(deriveAliases(description)).toEqual(aliases);
  });
});

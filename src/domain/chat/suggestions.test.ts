import { describe, expect, it } from 'vitest';
import { findFoodsByName } from '../foods/food-table';
import { HealthProfileSchema } from '../profile/health-profile';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import { randomProfiles } from '../testing/random-profiles';
import {
  MAX_SUGGESTIONS,
  SUGGESTION_RULES,
  SUGGESTION_TOPICS,
  suggestionsFor,
} from './suggestions';

describe('suggestionsFor', () => {
  it('names only foods the food table has, with unique ids', () => {
    const ids = new Set<string>();
    for (const topic of SUGGESTION_TOPICS) {
      for (const entry of SUGGESTION_RULES[topic].foods) {
        expect(findFoodsByName(entry.food).length, entry.food).toBeGreaterThan(0);
        expect(ids.has(entry.id), entry.id).toBe(false);
        ids.add(entry.id);
      }
    }
  });

  it('quotes the number from the food table', () => {
    const profile = HealthProfileSchema.parse({
      profile: { name: 'A', age: 40, gender: 'female', weight: 60, height: 165 },
    });
    expect(suggestionsFor('protein', profile)[0]).toEqual({
      food: 'Chicken breast',
      reason: 'A lean protein source: about 23 g of protein per 100 g.',
    });
  });

  it('never suggests a food the person must avoid, and at most three', () => {
    for (const profile of randomProfiles(80, 3)) {
      const rules = personalFoodRules(profile);
      for (const topic of SUGGESTION_TOPICS) {
        const suggestions = suggestionsFor(topic, profile, ['salmon']);
        expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
        for (const suggestion of suggestions) {
          expect(suggestion.food).not.toBe('Salmon');
          for (const food of findFoodsByName(suggestion.food)) {
            expect(foodExclusions(food, rules)).toEqual([]);
          }
        }
      }
    }
  });
});

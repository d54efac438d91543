import { describe, expect, it } from 'vitest';
import { allFoods, requireFood } from '../foods/food-table';
import { type HealthProfileInput, HealthProfileSchema } from '../profile/health-profile';
import {
  allergensNamedBy,
  foodExclusions,
  isFoodExcluded,
  personalFoodRules,
} from './food-exclusions';

function rulesFor(overrides: Partial<HealthProfileInput> = {}) {
  return personalFoodRules(
    HealthProfileSchema.parse({
      profile: { name: 'Test', age: 40, gender: 'female', weight: 70, height: 165 },
      ...overrides,
    }),
  );
}

const idsOf = (predicate: (name: string) => boolean) =>
  allFoods().filter((food) => predicate(food.description.toLowerCase()));

describe('allergensNamedBy', () => {
  it.each([
    ['Peanuts', ['peanuts']],
    ['peanut allergy', ['peanuts']],
    ['tree nuts', ['tree-nuts']],
    ['Nuts', ['tree-nuts', 'peanuts']],
    ['shellfish', ['shellfish']],
    ['Shrimp', ['shellfish']],
    ['seafood', ['shellfish', 'fish']],
    ['dairy', ['milk']],
    ['Lactose intolerance', ['milk']],
    ['gluten', ['wheat-gluten']],
    ['Wheat', ['wheat-gluten']],
    ['eggs', ['egg']],
    ['soya', ['soy']],
    ['Sesame seeds', ['sesame']],
    ['strawberries', []],
    ['penicillin', []],
  ])('%s -> %o', (entry, expected) => {
    expect(allergensNamedBy(entry).sort()).toEqual([...expected].sort());
  });
});

describe('personal food rules', () => {
  it('never allows a food from an allergen group the person named', () => {
    const rules = rulesFor({ allergies: ['Peanuts', 'shellfish'] });
    const peanutFoods = allFoods().filter((food) => food.tags.allergens.includes('peanuts'));
    const shellfishFoods = allFoods().filter((food) => food.tags.allergens.includes('shellfish'));
    expect(peanutFoods.length).toBeGreaterThan(0);
    expect(shellfishFoods.length).toBeGreaterThan(0);
    for (const food of [...peanutFoods, ...shellfishFoods]) {
      expect(isFoodExcluded(food, rules), food.description).toBe(true);
    }
    const reasons = foodExclusions(requireFood('16390'), rules);
    expect(reasons[0]).toMatchObject({ kind: 'allergy', ruleId: 'allergy-peanuts' });
    expect(reasons[0]?.reason).toContain('Peanuts allergy');
  });

  it('excludes a named food that is not one of the nine groups, and reports text it cannot match', () => {
    const rules = rulesFor({ allergies: ['strawberries', 'penicillin'] });
    expect(isFoodExcluded(requireFood('09316'), rules)).toBe(true);
    expect(isFoodExcluded(requireFood('09050'), rules)).toBe(false);
    expect(rules.unmatchedAllergies).toEqual(['penicillin']);
  });

  it('excludes every gluten food for celiac disease, oats included', () => {
    const rules = rulesFor({ healthConditions: ['celiac_disease'] });
    expect(isFoodExcluded(requireFood('08120'), rules)).toBe(true);
    expect(isFoodExcluded(requireFood('20125'), rules)).toBe(true);
    expect(isFoodExcluded(requireFood('20037'), rules)).toBe(false);
    expect(foodExclusions(requireFood('18075'), rules)[0]?.reason).toMatch(/celiac/);
  });

  it('applies each dietary restriction through the food tags', () => {
    const vegan = rulesFor({ dietaryRestrictions: ['vegan'] });
    expect(isFoodExcluded(requireFood('19296'), vegan)).toBe(true); // honey
    expect(isFoodExcluded(requireFood('01123'), vegan)).toBe(true); // egg
    expect(isFoodExcluded(requireFood('16126'), vegan)).toBe(false); // tofu
    const halal = rulesFor({ dietaryRestrictions: ['halal'] });
    expect(isFoodExcluded(requireFood('10060'), halal)).toBe(true); // pork tenderloin
    expect(isFoodExcluded(requireFood('05064'), halal)).toBe(false); // chicken breast
  });

  it('treats disliked foods as excluded, matching plurals and case', () => {
    const rules = rulesFor({
      foodPreferences: { liked: [], disliked: ['Mushrooms', 'olives', 'zzz'], cuisines: [] },
    });
    const mushrooms = idsOf((d) => d.startsWith('mushrooms'));
    expect(mushrooms.length).toBeGreaterThan(0);
    for (const food of mushrooms) expect(isFoodExcluded(food, rules), food.description).toBe(true);
    expect(isFoodExcluded(requireFood('09193'), rules)).toBe(true);
    expect(rules.unmatchedDislikes).toEqual(['zzz']);
  });

  it('adds tag rules for IBS, GERD, an MAOI and a CYP3A4 statin, named from free text', () => {
    const rules = rulesFor({
      healthConditions: ['ibs', 'gerd'],
      medications: ['Nardil 15 mg', 'atorvastatin (Lipitor) 20mg'],
    });
    expect(rules.tagRules.map((rule) => rule.ruleId).sort()).toEqual([
      'gerd-no-common-triggers',
      'ibs-low-fodmap',
      'maoi-no-tyramine',
      'statin-no-grapefruit',
    ]);
    for (const food of allFoods()) {
      const excluded = isFoodExcluded(food, rules);
      if (
        food.tags.highFodmap ||
        food.tags.gerdTrigger ||
        food.tags.tyramineRich ||
        food.tags.grapefruit
      ) {
        expect(excluded, food.description).toBe(true);
      }
    }
  });

  it('excludes nothing for a person with no rules', () => {
    const rules = rulesFor();
    expect(allFoods().filter((food) => isFoodExcluded(food, rules))).toEqual([]);
  });
});

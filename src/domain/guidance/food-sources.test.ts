import { describe, expect, it } from 'vitest';
import { findFoodsByName } from '../foods/food-table';
import type { HealthProfile, HealthProfileInput } from '../profile/health-profile';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import { computeTargetsForProfile } from '../targets';
import { randomProfiles } from '../testing/random-profiles';
import { guidanceContext } from './context';
import { composeNutritionalGuidelines } from './food-sources';
import { composeHealthAnalysis } from './health-analysis';
import { adult } from './test-profiles';

/** The nutritional guidelines and the health analysis's text, as the analysis screen shows them. */
function textsFor(profile: HealthProfile) {
  const targets = computeTargetsForProfile(profile);
  if (!targets.ok) throw new Error('expected targets');
  const guidelines = composeNutritionalGuidelines(guidanceContext(profile, targets), targets.value);
  const reasonOf = (nutrient: string) =>
    guidelines.keyMicronutrients.find((item) => item.nutrient === nutrient)?.reason ?? '';
  const analysis = composeHealthAnalysis(profile, targets);
  return {
    reasonOf,
    guidelinesText: JSON.stringify(guidelines),
    /** The targets the reply also carries (the web shows their notes). */
    targetsText: JSON.stringify(targets.value),
    dietaryImpact: analysis.dietaryImpact.join('\n'),
  };
}

const person = (overrides: Partial<HealthProfileInput>) => adult(overrides);

describe('foods named as sources in the analysis', () => {
  it('names no gluten grain as a soluble-fibre source with celiac disease', () => {
    const texts = textsFor(person({ healthConditions: ['celiac_disease', 'high_cholesterol'] }));
    const fibre = texts.reasonOf('Soluble (viscous) fibre');
    expect(fibre).toContain('Good sources for you: beans, lentils, apples, oranges and carrots.');
    for (const text of [fibre, texts.targetsText]) expect(text).not.toMatch(/\b(oats|barley)\b/i);
    const cholesterol = texts.dietaryImpact
      .split('\n')
      .find((entry) => entry.startsWith('High cholesterol'));
    expect(cholesterol).toContain('Soluble fibre (10–25 g a day, from beans, lentils, apples');
    expect(cholesterol).not.toMatch(/\b(oats|barley)\b/i);
  });

  it('still names oats and barley for someone who may eat gluten', () => {
    const texts = textsFor(person({ healthConditions: ['high_cholesterol'] }));
    expect(texts.reasonOf('Soluble (viscous) fibre')).toContain(
      'Good sources for you: oats, barley, beans, lentils, apples, oranges and carrots.',
    );
  });

  it('names plant sources of omega-3 fats for a vegan, and no tree nut for a tree-nut allergy', () => {
    const texts = textsFor(
      person({
        healthConditions: ['heart_disease'],
        dietaryRestrictions: ['vegan'],
        allergies: ['tree nuts'],
      }),
    );
    const omega3 = texts.reasonOf('Omega-3 fats');
    expect(omega3).toContain('Good sources for you: flaxseed, chia seeds and canola oil.');
    expect(texts.guidelinesText).not.toMatch(/\b(fish|seafood|salmon|sardines|walnuts)\b/i);
  });

  it('names fish for omega-3 fats when the person eats fish', () => {
    const texts = textsFor(person({ healthConditions: ['heart_disease'] }));
    expect(texts.reasonOf('Omega-3 fats')).toContain(
      'Good sources for you: atlantic salmon, rainbow trout, mackerel, walnuts, flaxseed, chia seeds and canola oil.',
    );
  });

  it('tells a vegan on metformin that the usual vitamin B12 foods are ruled out, naming none', () => {
    const texts = textsFor(person({ medications: ['metformin'], dietaryRestrictions: ['vegan'] }));
    const b12 = texts.reasonOf('Vitamin B12');
    expect(b12).toContain('None of the usual vitamin B12 foods suits you');
    expect(b12).not.toMatch(/\b(fish|meat|eggs|dairy|milk|salmon|clams)\b/i);
  });

  it('names vitamin B12 foods on metformin, leaving out a dislike and an allergy', () => {
    const b12 = textsFor(
      person({
        medications: ['metformin'],
        allergies: ['shellfish'],
        foodPreferences: { liked: [], disliked: ['salmon'], cuisines: [] },
      }),
    ).reasonOf('Vitamin B12');
    expect(b12).toContain(
      'Good sources for you: hard-boiled eggs, skim milk, nonfat greek yogurt and lean ground turkey.',
    );
  });

  it('leaves dairy out of carbohydrate sources for a vegan with diabetes', () => {
    const vegan = textsFor(
      person({ healthConditions: ['diabetes_type1'], dietaryRestrictions: ['vegan'] }),
    );
    expect(vegan.dietaryImpact).toContain(
      'Choose it from vegetables, fruit, beans and whole grains.',
    );
    const type2 = textsFor(
      person({ healthConditions: ['diabetes_type2'], dietaryRestrictions: ['dairy_free'] }),
    );
    expect(type2.dietaryImpact).toContain(
      'Vegetables, fruit, beans and whole grains raise blood sugar more slowly',
    );
    expect(type2.targetsText).not.toMatch(/\bdairy\b/i);
  });

  it('names the DASH foods that suit the person: no nuts with a tree-nut allergy, no fish for a vegetarian', () => {
    const texts = textsFor(
      person({
        healthConditions: ['hypertension', 'heart_disease'],
        dietaryRestrictions: ['vegetarian'],
        allergies: ['tree nuts'],
      }),
    );
    expect(texts.dietaryImpact).toContain(
      'The DASH way of eating (vegetables, fruit, low-fat dairy, whole grains and beans) lowers it further',
    );
    expect(texts.dietaryImpact).toContain(
      'a heart-healthy pattern (plenty of vegetables and fruit, whole grains, plant protein, liquid plant oils, little salt and sugar)',
    );
    const omnivore = textsFor(person({ healthConditions: ['hypertension'] }));
    expect(omnivore.dietaryImpact).toContain(
      '(vegetables, fruit, low-fat dairy, whole grains, fish, beans and nuts)',
    );
  });

  it('says gluten-free whole grains with celiac disease or a wheat allergy', () => {
    for (const profile of [
      person({ healthConditions: ['diabetes_type1', 'celiac_disease'] }),
      person({ healthConditions: ['diabetes_type1'], allergies: ['wheat'] }),
    ]) {
      expect(textsFor(profile).dietaryImpact).toContain(
        'Choose it from vegetables, fruit, beans, gluten-free whole grains and dairy.',
      );
    }
  });

  it('names gentle soluble fibre without oats for IBS with celiac disease', () => {
    const texts = textsFor(
      person({ healthConditions: ['ibs', 'celiac_disease', 'high_cholesterol'] }),
    );
    expect(texts.dietaryImpact).toContain(
      'Soluble fibre (chia, carrots and kiwi) helps more than wheat bran',
    );
    const analysis = composeHealthAnalysis(
      person({ healthConditions: ['ibs', 'celiac_disease', 'high_cholesterol'] }),
      computeTargetsForProfile(
        person({ healthConditions: ['ibs', 'celiac_disease', 'high_cholesterol'] }),
      ),
    );
    expect(analysis.healthRisks.join('\n')).toContain('soluble sources such as chia and carrots.');
  });

  it('names only foods the person may eat, over random profiles', () => {
    let named = 0;
    for (const profile of randomProfiles(300, 7)) {
      const texts = textsFor(profile);
      const rules = personalFoodRules(profile);
      const lists = [
        ...texts.guidelinesText.matchAll(/Good sources for you: ([^.]+)\./g),
        ...texts.dietaryImpact.matchAll(/Soluble fibre \(10–25 g a day, from ([^)]+)\)/g),
      ].map((match) => match[1]!);
      for (const list of lists) {
        for (const name of list.split(/, | and /)) {
          const foods = findFoodsByName(name);
          expect(foods.length, name).toBeGreaterThan(0);
          for (const food of foods) expect(foodExclusions(food, rules), food.name).toEqual([]);
          named += 1;
        }
      }
    }
    // The property says something: random profiles do get sources named.
    expect(named).toBeGreaterThan(50);
  });
});

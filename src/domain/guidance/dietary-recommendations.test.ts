import { describe, expect, it } from 'vitest';
import { computeTargetsForProfile } from '../targets';
import { guidanceContext } from './context';
import {
  emphasisIds,
  emphasized,
  emphasizedFoods,
  limitIds,
  limitItem,
  recommendationsFor,
} from './dietary-recommendations-testing';
import { CKD_EMPHASIS_SCREEN, emphasisVerdict, MAX_FOODS_PER_CATEGORY } from './foods-to-emphasize';
import { DietaryRecommendationsSchema } from './schemas';
import { adult, MAYA, WALTER } from './test-profiles';

describe('composeDietaryRecommendations', () => {
  it('returns the spec §3 shape, with every text item backed by an aligned list of sources', () => {
    for (const profile of [WALTER, MAYA, adult()]) {
      const recs = recommendationsFor(profile);
      expect(DietaryRecommendationsSchema.parse(recs)).toEqual(recs);
      for (const item of [...recs.foodsToEmphasize, ...recs.foodsToLimit]) {
        expect(item.foods.length).toBeGreaterThan(0);
        expect(item.reason.length).toBeGreaterThan(20);
      }
      expect(recs.portionGuidelines.length).toBeGreaterThan(0);
      expect(recs.mealTiming.length).toBeGreaterThan(0);
      expect(recs.hydration.length).toBeGreaterThan(0);
      expect(recs.supplements.length).toBeGreaterThan(0);
    }
  });

  it('reads differently for a man with kidney disease on lisinopril and a vegan woman with IBS', () => {
    const walter = recommendationsFor(WALTER);
    const maya = recommendationsFor(MAYA);
    expect(emphasisIds(walter)).toEqual(
      expect.arrayContaining(['low-potassium-vegetables', 'low-potassium-fruit']),
    );
    expect(emphasisIds(maya)).toEqual(
      expect.arrayContaining(['low-fodmap-choices', 'soluble-fibre']),
    );
    expect(emphasisIds(maya)).not.toContain('low-potassium-vegetables');
    expect(emphasisIds(walter)).not.toContain('low-fodmap-choices');
    expect(limitIds(walter)).toEqual(
      expect.arrayContaining([
        'potassium-salt-substitutes',
        'high-potassium-foods',
        'high-phosphorus-foods',
      ]),
    );
    expect(limitIds(maya)).toEqual(
      expect.arrayContaining(['avoid-allergen-peanuts', 'high-fodmap-foods']),
    );
    expect(limitIds(maya)).not.toContain('high-potassium-foods');
    expect(walter.portionGuidelines.join(' ')).not.toEqual(maya.portionGuidelines.join(' '));
  });

  it('never emphasises bananas, potatoes, dairy or beans with kidney disease', () => {
    const recs = recommendationsFor(WALTER);
    const names = emphasized(recs);
    for (const name of ['bananas', 'potatoes', 'sweet potato', 'spinach', 'avocado']) {
      expect(names).not.toContain(name);
    }
    for (const food of emphasizedFoods(recs)) {
      expect(food.nutrients.potassiumMg ?? Infinity, food.name).toBeLessThanOrEqual(
        CKD_EMPHASIS_SCREEN.potassiumMgPer100g,
      );
      expect(food.nutrients.phosphorusMg ?? Infinity, food.name).toBeLessThanOrEqual(
        CKD_EMPHASIS_SCREEN.phosphorusMgPer100g,
      );
      expect(food.tags.animalOrigin, food.name).not.toContain('dairy');
      expect(food.foodGroup.code === '1600' && food.name.includes('bean'), food.name).toBe(false);
    }
  });

  it('emphasises potassium-rich foods for high blood pressure, but not with kidney disease or lisinopril', () => {
    const hypertension = adult({ healthConditions: ['hypertension'] });
    const recs = recommendationsFor(hypertension);
    const potassium = recs.foodsToEmphasize.find((item) => item.id === 'potassium-rich-produce');
    expect(potassium?.foods).toEqual(expect.arrayContaining(['bananas', 'sweet potato']));
    expect(potassium?.reason).toContain('3,500–5,000 mg');
    const onLisinopril = recommendationsFor(
      adult({ healthConditions: ['hypertension'], medications: ['lisinopril'] }),
    );
    expect(emphasisIds(onLisinopril)).not.toContain('potassium-rich-produce');
    expect(emphasisIds(recommendationsFor(WALTER))).not.toContain('potassium-rich-produce');
  });

  it('never emphasises oats, whole wheat or barley with celiac disease', () => {
    const recs = recommendationsFor(adult({ healthConditions: ['celiac_disease'] }));
    const names = emphasized(recs);
    for (const name of ['oats', 'oat bran', 'whole-wheat bread', 'barley']) {
      expect(names).not.toContain(name);
    }
    for (const food of emphasizedFoods(recs)) {
      expect(food.tags.allergens, food.name).not.toContain('wheat-gluten');
    }
    expect(names).toEqual(expect.arrayContaining(['brown rice', 'quinoa']));
    const gluten = limitItem(recs, 'gluten-grains');
    expect(gluten?.kind).toBe('avoid');
    expect(gluten?.sourceIds).toContain('B11.1');
  });

  it('lists tyramine foods to avoid with an MAOI, and emphasises none', () => {
    const profile = adult({
      healthConditions: ['heart_disease'],
      medications: ['Nardil 15 mg'],
    });
    const recs = recommendationsFor(profile);
    const tyramine = limitItem(recs, 'tyramine-foods');
    expect(tyramine?.kind).toBe('avoid');
    expect(tyramine?.foods).toEqual(expect.arrayContaining(['aged cheese', 'soy sauce', 'salami']));
    expect(tyramine?.sourceIds).toEqual(['C2']);
    for (const food of emphasizedFoods(recs)) expect(food.tags.tyramineRich, food.name).toBe(false);
    // 'herring' names pickled herring too, and 'firm tofu' is tyramine-tagged.
    expect(emphasized(recs)).not.toContain('herring');
    expect(emphasized(recs)).not.toContain('firm tofu');
  });

  it('lists grapefruit to avoid with atorvastatin but not with rosuvastatin', () => {
    const withAtorvastatin = recommendationsFor(
      adult({ healthConditions: ['high_cholesterol'], medications: ['Lipitor'] }),
    );
    expect(limitItem(withAtorvastatin, 'grapefruit')?.foods).toContain('grapefruit');
    const withRosuvastatin = recommendationsFor(
      adult({ healthConditions: ['high_cholesterol'], medications: ['rosuvastatin'] }),
    );
    expect(limitItem(withRosuvastatin, 'grapefruit')).toBeUndefined();
  });

  it('keeps vitamin K greens steady with warfarin instead of pushing them', () => {
    const recs = recommendationsFor(
      adult({ healthConditions: ['hypertension', 'heart_disease'], medications: ['Coumadin'] }),
    );
    expect(emphasisIds(recs)).not.toContain('leafy-greens');
    for (const food of emphasizedFoods(recs)) {
      expect(food.nutrients.vitaminKUg ?? 0, food.name).toBeLessThanOrEqual(100);
    }
    const steady = limitItem(recs, 'vitamin-k-swings');
    expect(steady?.kind).toBe('keep-steady');
    expect(steady?.reason).toContain('You do not need to avoid these greens');
    expect(recs.supplements.join(' ')).toContain('vitamin K supplements');
  });

  it('lists each named allergen first, as avoid completely, with the words the person used', () => {
    const recs = recommendationsFor(
      adult({ allergies: ['Shellfish', 'tree nuts', 'kiwi fruitz'] }),
    );
    const first = recs.foodsToLimit.slice(0, 3);
    expect(first.map((item) => item.id)).toEqual([
      'avoid-allergen-shellfish',
      'avoid-allergen-tree-nuts',
      'avoid-allergy-named-food',
    ]);
    expect(first.every((item) => item.kind === 'avoid')).toBe(true);
    expect(first[0]?.reason).toContain('"Shellfish"');
    expect(first[2]?.reason).toContain('could not find it in our food table');
  });

  it('does not emphasise a food that shares a word with an allergy it could not recognise', () => {
    const recs = recommendationsFor(adult({ allergies: ['kiwi fruitz'] }));
    expect(emphasized(recs)).not.toContain('kiwi');
    expect(emphasized(recommendationsFor(adult()))).toContain('kiwi');
  });

  it('leaves out disliked foods and puts liked ones first', () => {
    const recs = recommendationsFor(
      adult({ foodPreferences: { liked: ['kiwi'], disliked: ['blueberries', 'broccoli'] } }),
    );
    const fruit = recs.foodsToEmphasize.find((item) => item.id === 'whole-fruit');
    expect(fruit?.foods[0]).toBe('kiwi');
    expect(emphasized(recs)).not.toContain('blueberries');
    expect(emphasized(recs)).not.toContain('broccoli');
  });

  it('drops foods a vegetarian never eats from the lists of foods to limit', () => {
    const recs = recommendationsFor(
      adult({ healthConditions: ['hypertension'], dietaryRestrictions: ['vegetarian'] }),
    );
    const salty = limitItem(recs, 'salty-processed-foods');
    expect(salty?.foods).not.toContain('bacon');
    expect(salty?.foods).not.toContain('deli meat');
    expect(salty?.foods).toContain('pickles');
  });

  it('shows no more than the maximum foods per category and no food twice', () => {
    const recs = recommendationsFor(
      adult({
        healthConditions: ['high_cholesterol', 'heart_disease', 'diabetes_type2', 'fatty_liver'],
        medications: ['metformin'],
      }),
    );
    const names = emphasized(recs);
    expect(new Set(names).size).toBe(names.length);
    for (const item of recs.foodsToEmphasize) {
      expect(item.foods.length).toBeLessThanOrEqual(MAX_FOODS_PER_CATEGORY);
    }
  });

  it('explains why a food is not emphasised', () => {
    const ctx = guidanceContext(WALTER, computeTargetsForProfile(WALTER));
    expect(emphasisVerdict('bananas', ctx)).toMatchObject({ ok: false, why: 'kidney-screen' });
    expect(emphasisVerdict('cabbage', ctx)).toMatchObject({ ok: false, why: 'excluded' });
    expect(emphasisVerdict('unicorn steak', ctx)).toMatchObject({
      ok: false,
      why: 'not-in-food-table',
    });
    expect(emphasisVerdict('green beans', ctx).ok).toBe(true);
  });
});

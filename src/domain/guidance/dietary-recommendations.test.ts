import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITION_IDS } from '../conditions/catalogue';
import type { ALLERGENS } from '../foods/food';
import { findFoodsByName } from '../foods/food-table';
import { MEDICATION_CLASSES } from '../medications/interactions';
import { DIETARY_RESTRICTION_IDS, type HealthProfile } from '../profile/health-profile';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import { computeTargetsForProfile } from '../targets';
import { guidanceContext } from './context';
import { composeDietaryRecommendations } from './dietary-recommendations';
import { CKD_EMPHASIS_SCREEN, emphasisVerdict, MAX_FOODS_PER_CATEGORY } from './foods-to-emphasize';
import { mealSplit } from './portions-and-timing';
import { type DietaryRecommendations, DietaryRecommendationsSchema } from './schemas';
import { adult, MAYA, profileOf, targetsOf, WALTER } from './test-profiles';

function recommendationsFor(profile: HealthProfile): DietaryRecommendations {
  return composeDietaryRecommendations(profile, computeTargetsForProfile(profile));
}

const emphasized = (recs: DietaryRecommendations) =>
  recs.foodsToEmphasize.flatMap((item) => item.foods);
const emphasizedFoods = (recs: DietaryRecommendations) =>
  emphasized(recs).flatMap((name) => findFoodsByName(name));
const limitIds = (recs: DietaryRecommendations) => recs.foodsToLimit.map((item) => item.id);
const emphasisIds = (recs: DietaryRecommendations) => recs.foodsToEmphasize.map((item) => item.id);
const limitItem = (recs: DietaryRecommendations, id: string) =>
  recs.foodsToLimit.find((item) => item.id === id);

/** Every food a profile must never be told to eat more of, by the person's hard food rules. */
function violations(profile: HealthProfile, recs: DietaryRecommendations): string[] {
  const rules = personalFoodRules(profile);
  const found: string[] = [];
  for (const name of emphasized(recs)) {
    const foods = findFoodsByName(name);
    if (foods.length === 0) found.push(`${name}: not in the food table`);
    for (const food of foods) {
      const reasons = foodExclusions(food, rules);
      if (reasons.length > 0) found.push(`${name} -> ${food.name}: ${reasons[0]?.reason}`);
    }
  }
  return found;
}

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

  it('states the sodium limit in mg for high blood pressure, matching the targets', () => {
    const profile = adult({ healthConditions: ['hypertension'] });
    const targets = targetsOf(profile);
    const sodiumMg = targets.limits.find((limit) => limit.id === 'sodium-daily-max')?.max;
    expect(sodiumMg).toBe(1500);
    const recs = composeDietaryRecommendations(profile, targets);
    expect(limitItem(recs, 'salty-processed-foods')?.reason).toContain('under 1,500 mg a day');
    expect(recs.portionGuidelines.join(' ')).toContain('sodium limit of 1,500 mg');
  });

  it("splits the energy target over the plan's three main meals and the snacks the person chose", () => {
    // Someone who usually eats 4 meals still gets breakfast, lunch and dinner in the plan, so
    // the guide describes those (it promised 4 meals of 470 kcal beside a 3-meal plan before).
    const profile = adult({ mealOptions: { mealsPerDay: 4, snacksPerDay: 1 } });
    const targets = targetsOf(profile);
    const split = mealSplit(targets.energy.targetKcal, 3, 1);
    const recs = composeDietaryRecommendations(profile, targets);
    const first = recs.portionGuidelines[0] ?? '';
    expect(first).toContain(`${targets.energy.targetKcal.toLocaleString('en-US')} kcal`);
    expect(first).toContain(`3 meals of about ${split.mealKcal.toLocaleString('en-US')} kcal`);
    expect(first).toContain('1 snack of about');
    expect(split.mealKcal * 3 + split.snackKcal).toBeGreaterThan(targets.energy.targetKcal - 30);
    expect(split.mealKcal * 3 + split.snackKcal).toBeLessThan(targets.energy.targetKcal + 30);
  });

  it('gives fat per meal without a gallbladder, carbohydrate per meal with diabetes, and timing for medicines', () => {
    const profile = adult({
      healthConditions: ['no_gallbladder', 'diabetes_type1', 'gerd'],
      medications: ['levothyroxine', 'doxycycline'],
      mealOptions: { mealsPerDay: 3, snacksPerDay: 0 },
    });
    const targets = targetsOf(profile);
    const recs = composeDietaryRecommendations(profile, targets);
    const fatMax = targets.limits.find((l) => l.id === 'no-gallbladder-fat-per-meal-max')?.max;
    expect(recs.portionGuidelines.join(' ')).toContain(`under ${fatMax} g of fat`);
    expect(recs.portionGuidelines.join(' ')).toMatch(/Count the carbohydrate in each meal/);
    const timing = recs.mealTiming.join(' ');
    expect(timing).toContain('2–3 hours before');
    expect(timing).toContain('30–60 minutes before breakfast');
    expect(timing).toContain('4–6 hours after');
    expect(timing).toContain('4–6 smaller meals');
    expect(recs.sourceIds?.mealTiming.flat()).toEqual(
      expect.arrayContaining(['B9.2', 'C4', 'C7', 'B3.1', 'B2.1']),
    );
  });

  it('words meal timing as the plan is built: three main meals, the preference met by splitting or joining', () => {
    const timing = (mealsPerDay: number, snacksPerDay: number) =>
      recommendationsFor(adult({ mealOptions: { mealsPerDay, snacksPerDay } })).mealTiming[0];
    expect(timing(3, 2)).toBe(
      'Eat 3 meals and 2 snacks a day at roughly the same times, so your hunger and energy stay even.',
    );
    expect(timing(5, 1)).toBe(
      'Your plan has 3 main meals and 1 snack a day; for the 5 meals you prefer, split a lunch or dinner into smaller meals, and eat at roughly the same times, so your hunger and energy stay even.',
    );
    expect(timing(2, 0)).toBe(
      'Your plan has 3 main meals a day; for the 2 meals you prefer, have two of them together as one meal, and eat at roughly the same times, so your hunger and energy stay even.',
    );
  });

  it('gives supplement advice only with a reason, and B12 with metformin', () => {
    const plain = recommendationsFor(adult());
    expect(plain.supplements).toEqual([
      'Food first: this plan does not call for supplements. Take one only if your doctor or dietitian recommends it.',
    ]);
    const onMetformin = recommendationsFor(
      adult({ healthConditions: ['diabetes_type2'], medications: ['metformin 500mg'] }),
    );
    expect(onMetformin.supplements.join(' ')).toContain('B12');
    expect(onMetformin.sourceIds?.supplements.flat()).toContain('C5');
    expect(emphasisIds(onMetformin)).toContain('b12-foods');
    // No dose appears except the one with a source row (plant sterols, B7.4).
    const cholesterol = recommendationsFor(adult({ healthConditions: ['high_cholesterol'] }));
    const doses = cholesterol.supplements.filter((text) => /\d/.test(text));
    expect(doses).toHaveLength(1);
    expect(doses[0]).toContain('2 g');
  });

  it('asks about fluid limits with kidney disease and gives no alcohol advice to a teenager', () => {
    expect(recommendationsFor(WALTER).hydration[0]).toContain('fluid limit');
    const teen = profileOf({
      profile: { name: 'Sam', age: 15, gender: 'male', weight: 55, height: 168 },
      healthConditions: ['celiac_disease'],
    });
    const recs = recommendationsFor(teen);
    expect(DietaryRecommendationsSchema.safeParse(recs).success).toBe(true);
    expect(recs.hydration.join(' ')).toContain('Alcohol: none at your age.');
    expect(recs.portionGuidelines.join(' ')).toContain('ask your doctor or a registered dietitian');
    expect(recs.portionGuidelines.join(' ')).not.toMatch(/kcal/);
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

// ---------------------------------------------------------------------------------------------
// Property: over many random profiles, no food named under foods to emphasise is one the
// person must avoid, and every one names a food of the table.
// ---------------------------------------------------------------------------------------------

const ALLERGY_WORDS: Record<(typeof ALLERGENS)[number], readonly string[]> = {
  milk: ['milk', 'dairy', 'lactose intolerance'],
  egg: ['eggs', 'egg allergy'],
  fish: ['fish', 'salmon'],
  shellfish: ['shellfish', 'shrimp', 'seafood'],
  'tree-nuts': ['tree nuts', 'walnuts', 'nuts'],
  peanuts: ['peanuts', 'peanut allergy'],
  'wheat-gluten': ['wheat', 'gluten'],
  soy: ['soy', 'soya'],
  sesame: ['sesame', 'tahini'],
};
const FREE_TEXT_FOODS = [
  'strawberries',
  'kiwi',
  'carrots',
  'avocado',
  'quinoa',
  'tomatoes',
  'apple',
];
const COMMON_FOODS = [
  'broccoli',
  'spinach',
  'salmon',
  'chicken',
  'tofu',
  'oats',
  'brown rice',
  'beans',
  'lentils',
  'blueberries',
  'bananas',
  'zucchini',
  'bell pepper',
  'olive oil',
  'eggs',
  'green beans',
  'turkey',
  'cod',
  'walnuts',
  'sweet potato',
];
const MEDICATION_NAMES = MEDICATION_CLASSES.flatMap((entry) =>
  entry.names.map((name) => name.name),
);

const profileArbitrary = fc
  .record({
    age: fc.integer({ min: 18, max: 90 }),
    gender: fc.constantFrom('male', 'female', 'other'),
    heightCm: fc.integer({ min: 150, max: 200 }),
    bmi: fc.double({ min: 17, max: 45, noNaN: true }),
    activityLevel: fc.constantFrom('sedentary', 'light', 'moderate', 'active', 'very-active'),
    conditions: fc.uniqueArray(fc.constantFrom(...CONDITION_IDS), { maxLength: 5 }),
    restrictions: fc.uniqueArray(fc.constantFrom(...DIETARY_RESTRICTION_IDS), { maxLength: 3 }),
    allergies: fc.uniqueArray(
      fc.oneof(
        fc.constantFrom(...Object.values(ALLERGY_WORDS).flat()),
        fc.constantFrom(...FREE_TEXT_FOODS),
      ),
      { maxLength: 3 },
    ),
    liked: fc.uniqueArray(fc.constantFrom(...COMMON_FOODS), { maxLength: 4 }),
    disliked: fc.uniqueArray(fc.constantFrom(...COMMON_FOODS), { maxLength: 4 }),
    medications: fc.uniqueArray(fc.constantFrom(...MEDICATION_NAMES), { maxLength: 3 }),
    mealsPerDay: fc.integer({ min: 2, max: 5 }),
    snacksPerDay: fc.integer({ min: 0, max: 3 }),
  })
  .map((r) =>
    profileOf({
      profile: {
        name: 'Random Person',
        age: r.age,
        gender: r.gender,
        height: r.heightCm,
        weight: Math.min(300, Math.round(r.bmi * (r.heightCm / 100) ** 2 * 10) / 10),
        activityLevel: r.activityLevel,
      },
      healthConditions: r.conditions,
      dietaryRestrictions: r.restrictions,
      allergies: r.allergies,
      medications: r.medications,
      foodPreferences: { liked: r.liked, disliked: r.disliked, cuisines: [] },
      mealOptions: {
        mealsPerDay: r.mealsPerDay,
        snacksPerDay: r.snacksPerDay,
        cookingWillingness: true,
      },
    }),
  );

describe('property: foods to emphasise are always safe for the person', () => {
  it('never names a food the person must avoid, and every name resolves to a food', () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        const recs = recommendationsFor(profile);
        expect(violations(profile, recs)).toEqual([]);
        expect(DietaryRecommendationsSchema.safeParse(recs).success).toBe(true);
        if (profile.healthConditions.includes('chronic_kidney_disease')) {
          expect(emphasized(recs)).not.toContain('bananas');
          expect(emphasized(recs)).not.toContain('potatoes');
        }
        if (profile.healthConditions.includes('celiac_disease')) {
          expect(emphasizedFoods(recs).some((f) => f.tags.allergens.includes('wheat-gluten'))).toBe(
            false,
          );
        }
      }),
      { numRuns: 300, seed: 20260601 },
    );
  });

  it('the checker itself catches an unsafe recommendation', () => {
    const profile = adult({ allergies: ['peanuts'], dietaryRestrictions: ['vegan'] });
    const unsafe: DietaryRecommendations = {
      ...recommendationsFor(profile),
      foodsToEmphasize: [
        { category: 'Bad', foods: ['peanut butter', 'salmon', 'unicorn steak'], reason: 'x' },
      ],
    };
    const found = violations(profile, unsafe);
    expect(found.some((text) => text.startsWith('peanut butter'))).toBe(true);
    expect(found.some((text) => text.startsWith('salmon'))).toBe(true);
    expect(found).toContain('unicorn steak: not in the food table');
  });
});

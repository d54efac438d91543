import { describe, expect, it } from 'vitest';
import { getFood } from '../foods/food-table';
import { computeTargetsForProfile } from '../targets';
import { person } from '../testing/chat-people';
import { type LoggedMeal, summarizeDay } from './day-summary';
import { boundedEditDistance, searchFoods } from './food-search';
import { FoodLogEntryCreateSchema, LogRangeSchema, MeasurementCreateSchema } from './schemas';

const BANANA = '09040';
const CHICKEN_BREAST = '05062';
const WHITE_RICE = '20045';

function targetsOf(profile: ReturnType<typeof person>) {
  const result = computeTargetsForProfile(profile);
  if (!result.ok) throw new Error('setup: no targets');
  return result.value;
}

const eaten = (
  slot: LoggedMeal['slot'],
  foodId: string,
  grams: number,
  portion = 1,
): LoggedMeal => ({
  slot,
  status: 'eaten',
  portion,
  ingredients: [{ foodId, grams }],
});

describe('searchFoods', () => {
  it('forgives typos and puts the food named so first', () => {
    const first = searchFoods('chiken')[0];
    expect(first?.kind === 'food' && first.foodId).toBe(CHICKEN_BREAST);
    const spinach = searchFoods('spinch')[0];
    expect(spinach?.kind === 'food' && spinach.name).toBe('Spinach');
  });

  it('offers the household measure with its grams, and 100 g', () => {
    const banana = searchFoods('banana')[0];
    if (banana?.kind !== 'food') throw new Error('expected a food');
    expect(banana.amounts[0]).toEqual({
      label: '1 medium banana',
      grams: getFood(BANANA)!.portion!.grams,
    });
    expect(banana.amounts.at(-1)).toEqual({ label: '100 g', grams: 100 });
  });

  it('finds recipes, one serving in grams, after foods of the same match', () => {
    const hits = searchFoods('lentil soup');
    const recipe = hits.find((hit) => hit.kind === 'recipe');
    if (recipe?.kind !== 'recipe') throw new Error('expected a recipe');
    expect(recipe.ingredients.length).toBeGreaterThan(1);
    expect(recipe.ingredients.every((i) => i.grams > 0)).toBe(true);
  });

  it('reads at most 60 characters and answers nothing for no words', () => {
    expect(searchFoods('   ')).toEqual([]);
    // The word past the first 60 characters is never read: banana alone is searched.
    expect(searchFoods(`banana${' '.repeat(100_000)}qqqq`).length).toBeGreaterThan(0);
    expect(searchFoods('banana qqqq')).toEqual([]);
  });

  it('counts edits within a bound: substitutions, insertions and swapped neighbours', () => {
    expect(boundedEditDistance('chiken', 'chicken', 1)).toBe(1);
    expect(boundedEditDistance('brocolli', 'broccoli', 2)).toBe(2);
    expect(boundedEditDistance('salmno', 'salmon', 1)).toBe(1);
    expect(boundedEditDistance('apple', 'maple', 1)).toBe(2);
    expect(boundedEditDistance('kiwi', 'kiwifruit', 2)).toBe(3);
  });
});

describe('summarizeDay', () => {
  it('sums the foods eaten in grams times the portion, and a skipped meal counts nothing', () => {
    const profile = person();
    const targets = targetsOf(profile);
    const one = summarizeDay(profile, targets, [eaten('lunch', WHITE_RICE, 200)]);
    const double = summarizeDay(profile, targets, [
      eaten('lunch', WHITE_RICE, 200, 2),
      { ...eaten('dinner', CHICKEN_BREAST, 150), status: 'skipped' },
    ]);
    const rice = getFood(WHITE_RICE)!.nutrients.energyKcal!;
    expect(one.totals.values.energyKcal).toBeCloseTo(rice * 2, 6);
    expect(double.totals.values.energyKcal).toBeCloseTo(rice * 4, 6);
    expect(double.eaten).toBe(1);
    expect(double.skipped).toBe(1);
    expect(double.slots.dinner).toBeUndefined();
  });

  it('shows kidney disease limits first, and says in words when potassium is over', () => {
    const profile = person({ healthConditions: ['chronic_kidney_disease'] });
    const targets = targetsOf(profile);
    const day = summarizeDay(profile, targets, [eaten('snack', BANANA, 118 * 8)]);
    const first = day.rows.slice(0, 3).map((row) => row.nutrient);
    expect(first).toEqual(expect.arrayContaining(['potassiumMg', 'phosphorusMg']));
    const potassium = day.rows.find((row) => row.nutrient === 'potassiumMg')!;
    expect(potassium.personal).toBe(true);
    expect(potassium.status).toBe('above');
    expect(potassium.sentence).toMatch(/^Potassium is [\d,]+ mg, above your limit of [\d,]+ mg\.$/);
    // Protein is the kidney limit's row, not shown a second time as a macro.
    expect(day.rows.filter((row) => row.nutrient === 'proteinG')).toHaveLength(1);
    expect(day.rows.find((row) => row.nutrient === 'proteinG')?.personal).toBe(true);
    const energy = day.rows.find((row) => row.id === 'energy')!;
    expect(energy.status).toBe('below');
    expect(energy.sentence).toMatch(/^Energy is \d+ kcal, below the [\d,]+ kcal to aim for\.$/);
  });

  it('gives a diabetic person carbohydrate per main meal against the stated amount', () => {
    const profile = person({ healthConditions: ['diabetes_type2'] });
    const targets = targetsOf(profile);
    const day = summarizeDay(profile, targets, [
      eaten('breakfast', BANANA, 118),
      eaten('lunch', WHITE_RICE, 600),
    ]);
    const perMeal = day.rows.filter((row) => row.id.startsWith('carbs-per-meal-'));
    expect(perMeal.map((row) => row.id)).toEqual([
      'carbs-per-meal-breakfast',
      'carbs-per-meal-lunch',
    ]);
    expect(perMeal.every((row) => row.personal && row.max !== null)).toBe(true);
    expect(perMeal[0]!.status).toBe('within');
    expect(perMeal[1]!.status).toBe('above');
  });

  it('holds vitamin K to the steady band for warfarin, below and above', () => {
    const profile = person({ healthConditions: [], medications: ['warfarin'] });
    const targets = targetsOf(profile);
    const spinach = (grams: number) =>
      summarizeDay(profile, targets, [eaten('dinner', '11457', grams)]).rows.find(
        (row) => row.nutrient === 'vitaminKUg',
      )!;
    expect(spinach(1).status).toBe('below');
    expect(spinach(1).sentence).toMatch(/keep it about the same each day/);
    expect(spinach(400).status).toBe('above');
    expect(spinach(1).personal).toBe(true);
  });
});

describe('log schemas', () => {
  it('fills defaults and names the field that is wrong', () => {
    const entry = FoodLogEntryCreateSchema.parse({
      date: '2026-11-27',
      slot: 'lunch',
      name: 'Rice',
      source: 'food',
      ingredients: [{ foodId: WHITE_RICE, grams: 150 }],
    });
    expect(entry).toMatchObject({ status: 'eaten', portion: 1, measure: null, planDay: null });
    const bad = FoodLogEntryCreateSchema.safeParse({
      ...entry,
      ingredients: [{ foodId: '1', grams: -1 }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['ingredients.0.foodId', 'ingredients.0.grams']),
    );
  });

  it('refuses an implausible reading and a diastolic above the systolic', () => {
    expect(
      MeasurementCreateSchema.safeParse({ kind: 'weight', date: '2026-11-27', weightKg: 7000 })
        .success,
    ).toBe(false);
    const pressure = MeasurementCreateSchema.safeParse({
      kind: 'blood-pressure',
      date: '2026-11-27',
      systolic: 80,
      diastolic: 90,
    });
    expect(pressure.error?.issues[0]?.path).toEqual(['diastolic']);
  });

  it('reads at most 92 days, from before to', () => {
    expect(LogRangeSchema.safeParse({ from: '2026-01-01', to: '2026-03-31' }).success).toBe(true);
    expect(LogRangeSchema.safeParse({ from: '2026-01-01', to: '2026-06-01' }).success).toBe(false);
    expect(LogRangeSchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
  });
});

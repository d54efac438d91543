import { describe, expect, it } from 'vitest';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { testSolver } from '../testing/solver';
import { generateMealPlan } from './generate-meal-plan';
import { daysRepeatingAMain, withRepeatNote } from './repeat-note';
import { swapMeal } from './swap-meal';
import { ANN, annWith } from './test-people';

const repeatNotes = (notes: readonly string[] | undefined) =>
  (notes ?? []).filter((note) => note.startsWith('Few of our recipes fit all of your rules'));

/**
 * Vegan, allergic to soy, type 2 diabetes, high cholesterol and reflux, at least 79 g of protein
 * on 1,810 kcal: over 40 seeds the planner finds two sets of main meals that fit, so a week
 * repeats them (a person from `BENCH_SEED=11 npm run bench:plans`).
 */
const ROSA = annWith({
  profile: {
    name: 'Rosa',
    age: 40,
    gender: 'female',
    weight: 98.7,
    height: 189,
    activityLevel: 'sedentary',
  },
  healthConditions: ['diabetes_type2', 'high_cholesterol', 'gerd'],
  dietaryRestrictions: ['vegan'],
  allergies: ['soy'],
  foodPreferences: { liked: [], disliked: ['olives', 'salmon'], cuisines: [] },
  mealOptions: { mealsPerDay: 3, snacksPerDay: 2, cookingWillingness: true },
});

describe('the note on main meals that come back within two days', () => {
  it('names the days that repeat when few recipes fit, and is made afresh when they change', () => {
    const result = generateMealPlan(ROSA, { solver: testSolver, days: 7, seed: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const plan = result.value;
    const days = daysRepeatingAMain(plan.days);
    expect(days.length).toBeGreaterThan(0);
    const notes = repeatNotes(plan.notes);
    expect(notes).toHaveLength(1);
    const listed = days.length <= 6 ? days.join(', ').replace(/, (\d+)$/, ' and $1') : '';
    expect(notes[0]).toContain(
      days.length === 1
        ? `Day ${days[0]} repeats`
        : days.length <= 6
          ? `Days ${listed} repeat`
          : `${days.length} of the 7 days repeat`,
    );
    // Only the first day left: nothing repeats, and the note goes.
    const oneDay = withRepeatNote({ ...plan, days: plan.days.slice(0, 1) });
    expect(repeatNotes(oneDay.notes)).toEqual([]);
    // Made again, never added twice.
    expect(repeatNotes(withRepeatNote(plan).notes)).toEqual(notes);
  }, 30_000);

  it('is absent from a plan whose main meals never come back within two days', () => {
    const result = generateMealPlan(ANN, { solver: testSolver, days: 7, seed: 3 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(daysRepeatingAMain(result.value.days)).toEqual([]);
    expect(repeatNotes(result.value.notes)).toEqual([]);
    const nutritionTargets = computeTargetsForProfile(ANN);
    if (!nutritionTargets.ok) throw new Error('no targets');
    const swapped = swapMeal(
      result.value,
      ANN,
      { day: 2, slot: 'lunch' },
      { solver: testSolver, seed: 4, nutritionTargets: nutritionTargets.value },
    );
    expect(swapped.ok).toBe(true);
    if (!swapped.ok) return;
    // A swap never brings a recent main back, and makes the note afresh: none.
    expect(daysRepeatingAMain(swapped.value.plan.days)).toEqual([]);
    expect(swapped.value.plan.notes ?? []).toEqual(result.value.notes ?? []);
  });
});

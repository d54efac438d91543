import { describe, expect, it } from 'vitest';
import { generateMealPlan } from '../planner/generate-meal-plan';
import type { MealPlan } from '../planner/meal-plan';
import {
  type HealthProfile,
  type HealthProfileInput,
  HealthProfileSchema,
} from '../profile/health-profile';
import { testSolver } from '../testing/solver';
import { mealPlanChat } from './meal-plan-chat';
import { MEAL_PLAN_SUGGESTION_CHIPS } from './messages';
import { suggestionChipsFor } from './suggestion-chips';

function person(overrides: Partial<HealthProfileInput> = {}): HealthProfile {
  return HealthProfileSchema.parse({
    profile: {
      name: 'Grace Hopper',
      age: 45,
      gender: 'female',
      weight: 70,
      height: 168,
      activityLevel: 'moderate',
    },
    healthConditions: ['hypertension'],
    foodPreferences: { liked: ['chicken', 'salmon'], disliked: [], cuisines: ['Mediterranean'] },
    ...overrides,
  });
}

function planFor(profile: HealthProfile, energyKcal?: number): MealPlan {
  const result = generateMealPlan(profile, {
    solver: testSolver,
    days: 3,
    seed: 7,
    ...(energyKcal !== undefined ? { energyKcal } : {}),
  });
  if (!result.ok) throw new Error(`setup: ${JSON.stringify(result.error)}`);
  return result.value;
}

const grace = person();
const gracePlan = planFor(grace);
const small = person({
  profile: {
    name: 'Edith',
    age: 70,
    gender: 'female',
    weight: 62,
    height: 150,
    activityLevel: 'sedentary',
  },
  healthConditions: [],
});
/** A large man whose safe floor (his resting energy) is above 1,500 kcal. */
const large = person({
  profile: {
    name: 'Bo',
    age: 30,
    gender: 'male',
    weight: 120,
    height: 195,
    activityLevel: 'active',
  },
  healthConditions: [],
});
const vegetarian = person({ dietaryRestrictions: ['vegetarian'] });
const veganGlutenFree = person({ dietaryRestrictions: ['vegan', 'gluten_free'] });
const glutenFree = person({ dietaryRestrictions: ['gluten_free'] });
const celiac = person({ healthConditions: ['celiac_disease'] });
const kidney = person({ healthConditions: ['chronic_kidney_disease'] });

const ALL = [...MEAL_PLAN_SUGGESTION_CHIPS];
const without = (...chips: string[]) => ALL.filter((chip) => !chips.includes(chip));

/** [case, plan, profile, the chips offered]. */
const CASES: [string, MealPlan | null, HealthProfile | null, string[]][] = [
  ['Grace Hopper (the e2e profile): all five', gracePlan, grace, ALL],
  ['no plan yet: all five', null, grace, ALL],
  ['no profile: all five', gracePlan, null, ALL],
  [
    'a 1,280 kcal plan: no "Reduce calories to 1500/day"',
    planFor(small, 1280),
    small,
    without('Reduce calories to 1500/day'),
  ],
  [
    'a plan at exactly 1,500 kcal: no "Reduce calories to 1500/day"',
    planFor(grace, 1500),
    grace,
    without('Reduce calories to 1500/day'),
  ],
  [
    '1,500 kcal below the safe floor: no "Reduce calories to 1500/day"',
    planFor(large),
    large,
    without('Reduce calories to 1500/day'),
  ],
  [
    'vegetarian already: no "Make this vegetarian"',
    planFor(vegetarian),
    vegetarian,
    without('Make this vegetarian'),
  ],
  [
    'vegan and gluten-free already: neither',
    planFor(veganGlutenFree),
    veganGlutenFree,
    without('Make this vegetarian', 'Remove gluten'),
  ],
  [
    'a vegetarian plan for a person without the restriction: no "Make this vegetarian"',
    planFor(vegetarian),
    grace,
    without('Make this vegetarian'),
  ],
  [
    'gluten-free already: no "Remove gluten"',
    planFor(glutenFree),
    glutenFree,
    without('Remove gluten'),
  ],
  ['celiac disease: no "Remove gluten"', planFor(celiac), celiac, without('Remove gluten')],
  [
    'a plan with no gluten for a person without the restriction: no "Remove gluten"',
    planFor(glutenFree),
    grace,
    without('Remove gluten'),
  ],
  ['kidney disease: no "Add more protein"', planFor(kidney), kidney, without('Add more protein')],
];

describe('suggestionChipsFor', () => {
  it.each(CASES)('%s', (_, plan, profile, expected) => {
    expect(suggestionChipsFor(plan, profile)).toEqual(expected);
  });

  it('keeps the spec wording and order of the chips it offers', () => {
    for (const [, plan, profile] of CASES) {
      const chips = suggestionChipsFor(plan, profile);
      expect(ALL.filter((chip) => chips.includes(chip))).toEqual(chips);
    }
  });

  it('leaves out exactly the chips the chat would refuse or answer without a change', () => {
    for (const [, plan, profile] of CASES) {
      if (!plan || !profile) continue;
      const offered = suggestionChipsFor(plan, profile);
      for (const chip of ['Reduce calories to 1500/day', 'Add more protein'] as const) {
        const reply = mealPlanChat(
          { message: chip, currentMealPlan: plan, profile },
          { solver: testSolver, seed: 3 },
        );
        expect(offered.includes(chip)).toBe(reply.outcome === 'changed');
      }
    }
  });
});

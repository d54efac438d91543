import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMealPlan } from '../planner/generate-meal-plan';
import { verifyMealPlan } from '../planner/verify-meal-plan';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { anyText } from '../testing/any-text';
import { randomProfiles } from '../testing/random-profiles';
import { testSolver } from '../testing/solver';
import { mealPlanChat } from './meal-plan-chat';
import { MEAL_PLAN_REQUEST_EXAMPLES, MEAL_PLAN_SUGGESTION_CHIPS } from './messages';
import { MealPlanChatReplySchema } from './schemas';

const profiles = randomProfiles(6, 77);
const plans = profiles.map((profile, i) => {
  const result = generateMealPlan(profile, { solver: testSolver, days: 3, seed: i + 1 });
  return result.ok ? result.value : null;
});

const PHRASES = [
  ...MEAL_PLAN_SUGGESTION_CHIPS,
  ...MEAL_PLAN_REQUEST_EXAMPLES,
  'no shellfish',
  "I'm allergic to sesame",
  'add tofu',
  'make it vegan',
  'swap every lunch',
  'swap the snack on day 2',
  'fewer calories',
  '2200 kcal',
  'more fibre',
  'fewer carbs',
  'make it Japanese',
  'no snacks',
  '3 snacks a day',
  "I'm not vegetarian anymore",
  'regenerate',
  'day 2',
  'another one',
];

describe('mealPlanChat properties', () => {
  it('never throws on any text, and its reply always fits the reply schema', () => {
    fc.assert(
      fc.property(
        anyText(300),
        fc.integer({ min: 0, max: profiles.length - 1 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (message, index, seed) => {
          const reply = mealPlanChat(
            { message, currentMealPlan: plans[index] ?? null, profile: profiles[index]! },
            { solver: testSolver, seed },
          );
          expect(MealPlanChatReplySchema.safeParse(reply).success).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('answers requests it knows, alone or joined, with a valid reply and only verified plans', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PHRASES), { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 0, max: profiles.length - 1 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (parts, index, seed) => {
          const profile = profiles[index]!;
          const reply = MealPlanChatReplySchema.parse(
            mealPlanChat(
              {
                message: parts.join(' and '),
                currentMealPlan: plans[index] ?? null,
                profile,
                conversationHistory: [{ role: 'user', content: 'swap breakfast' }],
              },
              { solver: testSolver, seed },
            ),
          );
          if (!reply.modifiedMealPlan) return;
          const who = reply.profile ?? profile;
          const energyKcal = reply.modifiedMealPlan.dailyCalories!;
          const targets = computeTargetsForProfile(who, { energyKcalOverride: energyKcal });
          if (!targets.ok) throw new Error('targets');
          expect(
            verifyMealPlan(reply.modifiedMealPlan, who, { targets: targets.value, energyKcal })
              .violations,
          ).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  // Worded as a reduction or an increase, with a figure or without: the plan's daily energy
  // never moves the other way, whatever the figure and whoever the person.
  const DOWN = [
    (kcal: number) => `Reduce calories to ${kcal}/day`,
    (kcal: number) => `lower my calories to ${kcal}`,
    (kcal: number) => `cut it down to ${kcal} kcal`,
    (kcal: number) => `fewer calories, ${kcal} a day`,
    (kcal: number) => `less food please, ${kcal} calories`,
    (kcal: number) => `cut ${Math.round(kcal / 10)} calories`,
    () => 'fewer calories',
    () => 'smaller portions',
  ];
  const UP = [
    (kcal: number) => `increase calories to ${kcal}`,
    (kcal: number) => `raise it to ${kcal} kcal a day`,
    (kcal: number) => `more calories, ${kcal} a day`,
    (kcal: number) => `add ${Math.round(kcal / 10)} calories`,
    () => 'more calories',
    () => "I'm hungry",
  ];

  it.each([
    ['reduction', DOWN, (after: number, before: number) => after <= before],
    ['increase', UP, (after: number, before: number) => after >= before],
  ] as const)(
    'a request worded as a %s never moves the energy the other way',
    (_, templates, isRightWay) => {
      fc.assert(
        fc.property(
          fc.constantFrom(...templates),
          fc.integer({ min: 800, max: 4000 }),
          fc.integer({ min: 0, max: profiles.length - 1 }),
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          (template, kcal, index, seed) => {
            const plan = plans[index];
            if (!plan) return;
            const reply = mealPlanChat(
              { message: template(kcal), currentMealPlan: plan, profile: profiles[index]! },
              { solver: testSolver, seed },
            );
            if (!reply.modifiedMealPlan) return;
            expect(isRightWay(reply.modifiedMealPlan.dailyCalories!, plan.dailyCalories!)).toBe(
              true,
            );
          },
        ),
        { numRuns: 80 },
      );
    },
  );
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMealPlan } from '../planner/generate-meal-plan';
import { verifyMealPlan } from '../planner/verify-meal-plan';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { randomProfiles } from '../testing/random-profiles';
import { mealPlanChat } from './meal-plan-chat';
import { MEAL_PLAN_REQUEST_EXAMPLES, MEAL_PLAN_SUGGESTION_CHIPS } from './messages';
import { MealPlanChatReplySchema } from './schemas';

const profiles = randomProfiles(6, 77);
const plans = profiles.map((profile, i) => {
  const result = generateMealPlan(profile, { days: 3, seed: i + 1 });
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
        fc.string({ maxLength: 300, unit: 'binary' }),
        fc.integer({ min: 0, max: profiles.length - 1 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (message, index, seed) => {
          const reply = mealPlanChat(
            { message, currentMealPlan: plans[index] ?? null, profile: profiles[index]! },
            { seed },
          );
          expect(MealPlanChatReplySchema.safeParse(reply).success).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

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
              { seed },
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
  });
});

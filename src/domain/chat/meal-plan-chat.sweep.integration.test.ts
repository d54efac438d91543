import { describe, expect, it } from 'vitest';
import { findFoodsByName } from '../foods/food-table';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import { person, planFor, violationsOfReply } from '../testing/chat-people';
import { testSolver } from '../testing/solver';
import { mealPlanChat } from './meal-plan-chat';
import { MealPlanChatReplySchema } from './schemas';

// A sweep of twenty edits over three people (60 replies, each planned and verified): too slow for
// the unit run, so it runs with the other chat sweeps in the integration project.
const ann = person();

describe('mealPlanChat: every returned plan verifies', () => {
  const messages = [
    'Make this vegetarian',
    'Swap breakfast for Day 1',
    'Reduce calories to 1500/day',
    'Add more protein',
    'Remove gluten',
    'make it vegan',
    'pescatarian',
    'no shellfish',
    'I am allergic to milk',
    'more fibre',
    'fewer carbs',
    'make it Mexican',
    'no snacks',
    'more snacks',
    'more calories',
    'fewer calories',
    'swap every dinner',
    'add lentils',
    'regenerate',
    'smaller portions',
  ];
  const profiles = [
    ann,
    person({
      profile: { name: 'Raj', age: 58, gender: 'male', weight: 95, height: 175 },
      healthConditions: ['diabetes_type2', 'high_cholesterol'],
      allergies: ['tree nuts'],
    }),
    person({
      healthConditions: ['gerd'],
      dietaryRestrictions: ['halal'],
      medications: ['warfarin'],
    }),
  ];
  it.each(profiles.map((profile, i) => [i, profile] as const))(
    'for profile %i, every edit either refuses or returns a plan that passes verifyMealPlan',
    (_i, profile) => {
      const plan = planFor(profile, 21);
      for (const message of messages) {
        const reply = MealPlanChatReplySchema.parse(
          mealPlanChat(
            { message, currentMealPlan: plan, profile, conversationHistory: [] },
            { solver: testSolver, seed: 5 },
          ),
        );
        if (reply.modifiedMealPlan) expect(violationsOfReply(reply, profile), message).toEqual([]);
        else expect(['unchanged', 'refused', 'clarify', 'changed']).toContain(reply.outcome);
        const rules = personalFoodRules(reply.profile ?? profile);
        for (const suggestion of reply.suggestions ?? []) {
          for (const food of findFoodsByName(suggestion.food)) {
            expect(foodExclusions(food, rules), `${message}: ${suggestion.food}`).toEqual([]);
          }
        }
      }
    },
  );
});

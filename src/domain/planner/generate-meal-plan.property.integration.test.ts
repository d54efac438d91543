import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomProfiles } from '../testing/random-profiles';
import { testSolver } from '../testing/solver';
import { generateMealPlan } from './generate-meal-plan';
import { verifyMealPlan } from './verify-meal-plan';

// Forty random people, each planned twice for 3 to 14 days: a sweep for the integration project,
// beside the medication sweeps, rather than the unit run.
describe('planner invariants over random profiles', () => {
  it('never returns a plan that breaks a hard rule, and every plan is reproducible', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(3, 5, 7, 14),
        (seed, days) => {
          const [person] = randomProfiles(1, seed);
          const result = generateMealPlan(person!, {
            solver: testSolver,
            days: days as 3 | 5 | 7 | 14,
            seed,
          });
          if (!result.ok) {
            expect([
              'infeasible-plan',
              'unsupported-age',
              'incomplete-profile',
              'out-of-range',
            ]).toContain(result.error.kind);
            return;
          }
          expect(result.value.days).toHaveLength(days);
          expect(verifyMealPlan(result.value, person!).violations).toEqual([]);
          expect(
            generateMealPlan(person!, { solver: testSolver, days: days as 3 | 5 | 7 | 14, seed }),
          ).toEqual(result);
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});

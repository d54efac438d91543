import { describe, expect, it } from 'vitest';
import { testSolver } from '../testing/solver';
import type { LinearProgram, LpSolution, LpSolver } from './linear-program';
import type { PlanTargets } from './meal-plan';
import { solvePortions } from './portion-lp';
import { portionProgram } from './portion-model';
import type { PortionProblem } from './portion-problem';
import { seededRandom } from './random';

const range = (minG: number, maxG: number) => ({ minG, maxG, sourceIds: [] });

function targets(random: () => number): PlanTargets {
  const energy = 1400 + Math.round(random() * 1600);
  return {
    energyKcal: energy,
    energyTolerance: 0.05,
    energySourceIds: [],
    macros: {
      carbs: range(energy * 0.1, energy * 0.16),
      protein: range(energy * 0.02, energy * (0.025 + random() * 0.05)),
      fat: range(energy * 0.02, energy * 0.04),
    },
    fiberMinG: 10 + random() * 25,
    fiberSourceIds: [],
    limits: [
      {
        id: 'sodium-daily-max',
        nutrient: 'sodiumMg',
        label: 'Sodium',
        scope: 'day',
        max: 1200 + random() * 1800,
        unit: 'mg',
        sourceIds: [],
      },
    ],
  };
}

/** A random day of three to five meals and a side, some possible, some not. */
function randomDay(seed: number): PortionProblem {
  const random = seededRandom(seed);
  const r = () => random.next();
  const count = 3 + Math.floor(r() * 3);
  return {
    meals: Array.from({ length: count }, (_, i) => {
      const kcal = 150 + r() * 700;
      return {
        id: `meal-${i}`,
        perServing: {
          energyKcal: kcal,
          carbG: (kcal * (0.05 + r() * 0.1)) | 0,
          proteinG: kcal * (0.01 + r() * 0.07),
          fatG: kcal * (0.01 + r() * 0.05),
          fiberG: r() * 12,
          sodiumMg: r() * 1200,
        },
        servings: { min: 0.5, max: 2.5, step: 0.25 },
      };
    }),
    sides: [
      {
        id: 'side-white-rice',
        mealIndex: 1,
        per100g: { energyKcal: 130, carbG: 28, proteinG: 2.7, fatG: 0.3, fiberG: 0.4, sodiumMg: 1 },
        grams: { max: 400, step: 5 },
      },
    ],
    targets: targets(r),
    limitMargin: 0.015,
  };
}

const objective = (program: LinearProgram, solution: LpSolution) =>
  solution.status === 'optimal'
    ? program.variables.reduce((sum, v, j) => sum + v.cost * solution.values[j]!, 0)
    : null;

/** Expects the session to answer as a fresh model does; true when both found an optimum. */
function solvesAsFresh(session: LpSolver, program: LinearProgram): boolean {
  const fresh = testSolver.solve(program);
  const warm = session.solve(program);
  expect(warm.status).toBe(fresh.status);
  if (fresh.status !== 'optimal') return false;
  expect(objective(program, warm)).toBeCloseTo(objective(program, fresh)!, 6);
  return true;
}

describe('HiGHS session', () => {
  it('solves a run of programs (new shapes, new coefficients, new bounds) as fresh models do', () => {
    const session = testSolver.session!();
    try {
      let compared = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const base = randomDay(seed);
        // The same day again with one portion capped, then one meal's recipe changed: the
        // session applies these as changes to its last model.
        const variants: PortionProblem[] = [
          base,
          {
            ...base,
            meals: base.meals.map((m, i) =>
              i === 0 ? { ...m, servings: { ...m.servings, max: 1 } } : m,
            ),
          },
          {
            ...base,
            meals: base.meals.map((m, i) =>
              i === 1 ? { ...m, perServing: { ...m.perServing, proteinG: 3, sodiumMg: 0 } } : m,
            ),
          },
        ];
        for (const problem of variants) {
          if (solvesAsFresh(session, portionProgram(problem))) compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(20);
    } finally {
      session.dispose();
    }
  });
});

describe('HiGHS session, the same rows again', () => {
  it('solves a program that keeps the last rows but changes bounds and costs as a fresh model does', () => {
    // The relaxed model of a plan is solved many times with only its columns changed: the
    // session then skips comparing the matrix. Each variant must still match a fresh solve.
    const session = testSolver.session!();
    try {
      let compared = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const base = portionProgram(randomDay(seed));
        const variants = [0, 1, 2, 3].map((k) => ({
          rows: base.rows,
          variables: base.variables.map((variable, j) =>
            j === k ? { ...variable, upper: Math.min(variable.upper, 1), cost: 2 + k } : variable,
          ),
        }));
        for (const program of [base, ...variants]) {
          if (solvesAsFresh(session, program)) compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(30);
    } finally {
      session.dispose();
    }
  });
});

describe('solvePortions without a diagnosis', () => {
  it('says "no portions meet the targets" exactly when the LP has no solution', () => {
    // A cheap bound screens most impossible days before the solver: it must never turn a
    // possible day away, and the solver must agree with every day it lets through.
    let impossible = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const problem = randomDay(seed);
      const lp = testSolver.solve(portionProgram(problem));
      const result = solvePortions(problem, testSolver, { diagnose: false });
      const saysImpossible =
        !result.ok &&
        result.error.kind === 'infeasible-portions' &&
        result.error.stage === 'targets';
      expect(saysImpossible, `seed ${seed}`).toBe(lp.status === 'infeasible');
      if (saysImpossible) impossible += 1;
    }
    // Both kinds of day occur, so the check means something.
    expect(impossible).toBeGreaterThan(30);
    expect(impossible).toBeLessThan(270);
  });
});

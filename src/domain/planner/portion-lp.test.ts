import { describe, expect, it } from 'vitest';
import type { LinearProgram, LpSolution, LpSolver } from './linear-program';
import type { PlanTargets } from './meal-plan';
import { solvePortions } from './portion-lp';
import { compile } from './portion-model';
import type { PortionProblem } from './portion-problem';
import { refineSides } from './portion-rounding';

/**
 * A dense two-phase simplex with Bland's rule, standing in for the server's solver: the domain
 * may import no solver package (tests/architecture.ts), and these models are tiny. The
 * benchmark (bench/lp-solvers.ts) checks the same function with yalps and HiGHS.
 */
const referenceSolver: LpSolver = {
  name: 'reference-simplex',
  solve(program: LinearProgram): LpSolution {
    const n = program.variables.length;
    // y = x - lower >= 0; rows become a·y (<=|>=|=) b.
    const constraints: { a: number[]; b: number; sense: -1 | 0 | 1 }[] = [];
    program.variables.forEach((v, j) => {
      if (Number.isFinite(v.upper)) {
        const a = new Array(n).fill(0);
        a[j] = 1;
        constraints.push({ a, b: v.upper - v.lower, sense: -1 });
      }
    });
    for (const row of program.rows) {
      const a = new Array(n).fill(0);
      let shift = 0;
      row.columns.forEach((j, k) => {
        a[j] += row.coefficients[k]!;
        shift += row.coefficients[k]! * program.variables[j]!.lower;
      });
      if (row.lower === row.upper) constraints.push({ a, b: row.lower - shift, sense: 0 });
      else {
        if (Number.isFinite(row.lower)) constraints.push({ a, b: row.lower - shift, sense: 1 });
        if (Number.isFinite(row.upper)) constraints.push({ a, b: row.upper - shift, sense: -1 });
      }
    }
    const m = constraints.length;
    // Columns: y (n), one slack per inequality, one artificial per row; then the right side.
    const slacks = constraints.filter((c) => c.sense !== 0).length;
    const width = n + slacks + m + 1;
    const tableau: number[][] = [];
    const basis: number[] = [];
    let slack = n;
    constraints.forEach((c, i) => {
      const sign = c.b < 0 ? -1 : 1;
      const row = new Array(width).fill(0);
      c.a.forEach((value, j) => {
        row[j] = sign * value;
      });
      if (c.sense !== 0) row[slack++] = sign * (c.sense === -1 ? 1 : -1);
      row[n + slacks + i] = 1;
      row[width - 1] = sign * c.b;
      tableau.push(row);
      basis.push(n + slacks + i);
    });
    const pivot = (r: number, col: number) => {
      const p = tableau[r]![col]!;
      for (let k = 0; k < width; k++) tableau[r]![k]! /= p;
      for (let i = 0; i < m; i++) {
        const f = tableau[i]![col]!;
        if (i !== r && f !== 0)
          for (let k = 0; k < width; k++) tableau[i]![k]! -= f * tableau[r]![k]!;
      }
      basis[r] = col;
    };
    const run = (cost: number[], allowed: (col: number) => boolean) => {
      for (let iteration = 0; iteration < 5000; iteration++) {
        const reduced = (col: number) =>
          cost[col]! - basis.reduce((sum, b, i) => sum + cost[b]! * tableau[i]![col]!, 0);
        let entering = -1;
        for (let col = 0; col < width - 1; col++) {
          if (allowed(col) && !basis.includes(col) && reduced(col) < -1e-9) {
            entering = col;
            break;
          }
        }
        if (entering < 0) return true;
        let leaving = -1;
        let best = Infinity;
        for (let i = 0; i < m; i++) {
          const a = tableau[i]![entering]!;
          if (a > 1e-9) {
            const ratio = tableau[i]![width - 1]! / a;
            if (
              ratio < best - 1e-12 ||
              (Math.abs(ratio - best) <= 1e-12 && basis[i]! < basis[leaving]!)
            ) {
              best = ratio;
              leaving = i;
            }
          }
        }
        if (leaving < 0) return false;
        pivot(leaving, entering);
      }
      return false;
    };
    const phase1 = new Array(width).fill(0);
    for (let i = 0; i < m; i++) phase1[n + slacks + i] = 1;
    run(phase1, () => true);
    const infeasibility = basis.reduce(
      (sum, b, i) => sum + (b >= n + slacks ? tableau[i]![width - 1]! : 0),
      0,
    );
    if (infeasibility > 1e-7) return { status: 'infeasible' };
    const phase2 = new Array(width).fill(0);
    program.variables.forEach((v, j) => {
      phase2[j] = v.cost;
    });
    if (!run(phase2, (col) => col < n + slacks)) return { status: 'error', detail: 'unbounded' };
    const values = program.variables.map((v) => v.lower);
    basis.forEach((b, i) => {
      if (b < n) values[b]! += tableau[i]![width - 1]!;
    });
    return { status: 'optimal', values };
  },
};

const range = (minG: number, maxG: number) => ({ minG, maxG, sourceIds: [] });

function targets(overrides: Partial<PlanTargets> = {}): PlanTargets {
  return {
    energyKcal: 2000,
    energyTolerance: 0.05,
    energySourceIds: [],
    macros: { carbs: range(225, 325), protein: range(50, 175), fat: range(44, 78) },
    fiberMinG: 25,
    fiberSourceIds: [],
    limits: [
      {
        id: 'sodium-daily-max',
        nutrient: 'sodiumMg',
        label: 'Sodium',
        scope: 'day',
        max: 2300,
        unit: 'mg',
        sourceIds: [],
      },
      {
        id: 'sat-fat-daily-max',
        nutrient: 'satFatG',
        label: 'Saturated fat',
        scope: 'day',
        max: 22,
        unit: 'g',
        sourceIds: [],
      },
    ],
    ...overrides,
  };
}

const servings = { min: 0.5, max: 2.5, step: 0.25 };
const day = (overrides: Partial<PortionProblem> = {}): PortionProblem => ({
  meals: [
    {
      id: 'oats',
      perServing: {
        energyKcal: 420,
        carbG: 65,
        proteinG: 15,
        fatG: 11,
        fiberG: 9,
        sodiumMg: 150,
        satFatG: 2,
      },
      servings,
    },
    {
      id: 'lentil-soup',
      perServing: {
        energyKcal: 560,
        carbG: 80,
        proteinG: 28,
        fatG: 14,
        fiberG: 12,
        sodiumMg: 700,
        satFatG: 3,
      },
      servings,
    },
    {
      id: 'salmon-rice',
      perServing: {
        energyKcal: 650,
        carbG: 70,
        proteinG: 40,
        fatG: 22,
        fiberG: 4,
        sodiumMg: 600,
        satFatG: 5,
      },
      servings,
    },
  ],
  sides: [
    {
      id: 'side-white-rice',
      mealIndex: 2,
      per100g: { energyKcal: 130, carbG: 28, proteinG: 2.7, fatG: 0.3, fiberG: 0.4, sodiumMg: 1 },
      grams: { max: 474, step: 5 },
    },
  ],
  targets: targets(),
  ...overrides,
});

function dayTotal(
  problem: PortionProblem,
  servings: number[],
  grams: number[],
  key: 'sodiumMg' | 'energyKcal' | 'satFatG',
) {
  return (
    problem.meals.reduce((sum, meal, i) => sum + (meal.perServing[key] ?? 0) * servings[i]!, 0) +
    (problem.sides ?? []).reduce(
      (sum, side, j) => sum + ((side.per100g[key] ?? 0) * grams[j]!) / 100,
      0,
    )
  );
}

describe('solvePortions', () => {
  it('meets the energy target within 1 % with every limit kept and portions in bounds', () => {
    const problem = day();
    const result = solvePortions(problem, referenceSolver);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { servings: portions, sideGrams } = result.value;
    const energy = dayTotal(problem, portions, sideGrams, 'energyKcal');
    expect(Math.abs(energy - 2000) / 2000).toBeLessThanOrEqual(0.01);
    expect(result.value.energyDeviationKcal).toBeCloseTo(energy - 2000, 4);
    expect(dayTotal(problem, portions, sideGrams, 'sodiumMg')).toBeLessThanOrEqual(2300);
    expect(dayTotal(problem, portions, sideGrams, 'satFatG')).toBeLessThanOrEqual(22);
    for (const value of portions) {
      expect(value).toBeGreaterThanOrEqual(0.5);
      expect(value).toBeLessThanOrEqual(2.5);
      expect((value * 4) % 1).toBe(0);
    }
    expect(sideGrams[0]! % 5).toBe(0);
    const totals = result.value.totals;
    expect(totals.carbG).toBeGreaterThanOrEqual(225);
    expect(totals.fiberG).toBeGreaterThanOrEqual(25);
  });

  it('keeps portions at one serving when they already hit the target, without sides', () => {
    const problem = day({
      targets: targets({
        energyKcal: 1630,
        macros: { carbs: range(180, 260), protein: range(50, 150), fat: range(35, 70) },
      }),
    });
    const result = solvePortions(problem, referenceSolver);
    expect(result).toMatchObject({ ok: true, value: { servings: [1, 1, 1], sideGrams: [0] } });
  });

  it('moves energy to the meal lowest in a limited nutrient when the limit is tight', () => {
    // At one serving each the day has 1,450 mg sodium for 1,630 kcal; oats carry the least per kcal.
    const tight = targets({ limits: [{ ...targets().limits[0]!, max: 1500 }] });
    const result = solvePortions(day({ targets: tight, sides: [] }), referenceSolver);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.servings[0]).toBeGreaterThanOrEqual(2);
    expect(result.value.totals.sodiumMg).toBeLessThanOrEqual(1500);
    expect(Math.abs(result.value.energyDeviationKcal)).toBeLessThanOrEqual(100);
  });

  it('names the limit that cannot hold, and by how much, when no portions meet it', () => {
    // Even the smallest portions of the soup and salmon bring 650 mg: 1,000 mg leaves too
    // little for the 1,900 kcal the energy band needs.
    const tight = targets({ limits: [{ ...targets().limits[0]!, max: 1000 }] });
    const result = solvePortions(day({ targets: tight, sides: [] }), referenceSolver);
    expect(result.ok).toBe(false);
    if (result.ok || result.error.kind !== 'infeasible-portions') return;
    expect(result.error.stage).toBe('targets');
    expect(result.error.binding).toEqual([
      {
        id: 'sodium-daily-max',
        nutrient: 'sodiumMg',
        bound: 'max',
        limit: 1000,
        slack: expect.any(Number),
        unit: 'mg',
      },
    ]);
    expect(result.error.binding[0]!.slack).toBeGreaterThan(200);
  });

  it('names a per-meal limit with the meal it binds', () => {
    const fatPerMeal = targets({
      limits: [
        {
          id: 'gallbladder-fat-per-meal-max',
          nutrient: 'fatG',
          label: 'Fat per meal',
          scope: 'meal',
          max: 10,
          unit: 'g',
          sourceIds: [],
        },
      ],
    });
    const result = solvePortions(day({ targets: fatPerMeal, sides: [] }), referenceSolver);
    expect(result.ok).toBe(false);
    if (result.ok || result.error.kind !== 'infeasible-portions') return;
    const meals = result.error.binding
      .filter((b) => b.id === 'gallbladder-fat-per-meal-max')
      .map((b) => b.mealIndex);
    expect(meals).toContain(2);
  });

  it('gives the same portions for the same day every time', () => {
    const first = solvePortions(day(), referenceSolver);
    for (let run = 0; run < 5; run++) expect(solvePortions(day(), referenceSolver)).toEqual(first);
  });
});

describe('refineSides', () => {
  // Dinner with rice (at most 120 g) and olive oil; meals rounded to one serving each with 60 g
  // of rice sit under the energy band (1,900 kcal), which rice alone cannot reach: oil could.
  const withOil = day({
    sides: [
      { ...day().sides![0]!, grams: { max: 120, step: 5 } },
      {
        id: 'side-olive-oil',
        mealIndex: 2,
        per100g: { energyKcal: 884, fatG: 100, satFatG: 14 },
        grams: { max: 15, step: 1 },
      },
    ],
  });

  it('moves only the side a plate already has: no second side joins it', () => {
    expect(refineSides(compile(withOil), referenceSolver, [1, 1, 1, 60, 0])).toEqual([
      1, 1, 1, 60, 0,
    ]);
  });

  it('lets a plate without a side take one', () => {
    const refined = refineSides(compile(withOil), referenceSolver, [1, 1, 1, 0, 0]);
    expect(refined.slice(0, 3)).toEqual([1, 1, 1]);
    expect(refined[3]! + refined[4]!).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { testSolver } from '../testing/solver';
import { provesInfeasible, rememberingInfeasibility } from './infeasibility-memory';
import type { LinearProgram, LpSession, LpSolution } from './linear-program';
import { seededRandom } from './random';

/**
 * x + y at least `floor`, and 2x + y at most `ceiling` (a protein floor and a phosphorus
 * ceiling, say), with 0 <= x, y <= 10: infeasible when the floor is above what the ceiling allows.
 */
const twoRules = (floor: number, ceiling: number, yCoefficient = 1): LinearProgram => ({
  variables: [
    { lower: 0, upper: 10, cost: 1 },
    { lower: 0, upper: 4, cost: 1 },
  ],
  rows: [
    { lower: floor, upper: Infinity, columns: [0, 1], coefficients: [1, yCoefficient] },
    { lower: -Infinity, upper: ceiling, columns: [0, 1], coefficients: [2, 1] },
  ],
});

/** A random program of a few rows and columns, feasible or not. */
function randomProgram(seed: number): LinearProgram {
  const random = seededRandom(seed);
  const r = () => random.next();
  const columns = 2 + Math.floor(r() * 4);
  const rows = 2 + Math.floor(r() * 4);
  return {
    variables: Array.from({ length: columns }, () => ({ lower: 0, upper: 1 + r() * 3, cost: r() })),
    rows: Array.from({ length: rows }, () => {
      const coefficients = Array.from({ length: columns }, () => Math.round((r() - 0.3) * 10));
      const centre = r() * 12 - 2;
      const open = r();
      return {
        lower: open < 0.3 ? -Infinity : centre - r() * 2,
        upper: open > 0.7 ? Infinity : centre + r() * 2,
        columns: coefficients.map((_, j) => j),
        coefficients,
      };
    }),
  };
}

const certificateOf = (solution: LpSolution) =>
  solution.status === 'infeasible' ? solution.certificate : undefined;

describe('provesInfeasible', () => {
  it("proves a program infeasible with HiGHS's certificate for it, and a feasible one never", () => {
    const certificate = certificateOf(testSolver.solve(twoRules(12, 10)));
    expect(certificate).toHaveLength(2);
    expect(provesInfeasible(twoRules(12, 10), certificate!)).toBe(true);
    // The same reason rules out a tighter program...
    expect(provesInfeasible(twoRules(15, 8), certificate!)).toBe(true);
    // ...but not one the ceiling now allows (x = 0, y = 4 reaches 4 with 2x + y = 4).
    expect(testSolver.solve(twoRules(4, 4)).status).toBe('optimal');
    expect(provesInfeasible(twoRules(4, 4), certificate!)).toBe(false);
  });

  it('proves nothing across an open bound or rows of another count', () => {
    const certificate = certificateOf(testSolver.solve(twoRules(12, 10)))!;
    expect(provesInfeasible(twoRules(12, Infinity), certificate)).toBe(false);
    const oneRow = twoRules(12, 10);
    expect(provesInfeasible({ ...oneRow, rows: oneRow.rows.slice(0, 1) }, certificate)).toBe(false);
  });

  it('never calls a program infeasible that HiGHS solves, whatever certificate it is given', () => {
    // Certificates of random infeasible programs, tried on every random program of their row
    // count: a proof must agree with the solver every time.
    const programs = Array.from({ length: 250 }, (_, seed) => randomProgram(seed));
    const verdicts = programs.map((program) => testSolver.solve(program));
    const certificates = verdicts.flatMap((verdict) => {
      const certificate = certificateOf(verdict);
      return certificate ? [certificate] : [];
    });
    expect(certificates.length).toBeGreaterThan(20);
    let proofs = 0;
    programs.forEach((program, p) => {
      for (const certificate of certificates) {
        if (!provesInfeasible(program, certificate)) continue;
        proofs += 1;
        expect(verdicts[p]!.status).toBe('infeasible');
      }
    });
    // Each infeasible program is proved by its own certificate at least.
    expect(proofs).toBeGreaterThanOrEqual(certificates.length);
  });
});

describe('rememberingInfeasibility', () => {
  it('answers a program an earlier certificate rules out without solving, and solves the rest', () => {
    const solved: LinearProgram[] = [];
    const inner = testSolver.session!();
    const counting: LpSession = {
      name: inner.name,
      solve(program) {
        solved.push(program);
        return inner.solve(program);
      },
      dispose: () => inner.dispose(),
    };
    const session = rememberingInfeasibility(counting);
    try {
      expect(session.solve(twoRules(12, 10)).status).toBe('infeasible');
      expect(session.solve(twoRules(15, 8)).status).toBe('infeasible');
      expect(session.solve(twoRules(4, 4)).status).toBe('optimal');
      // Another reason (y counts three times now): not ruled out, so solved.
      expect(session.solve(twoRules(12, 10, 3)).status).toBe('optimal');
      expect(solved).toHaveLength(3);
      expect(session.skipped()).toBe(1);
    } finally {
      session.dispose();
    }
  });
});

/**
 * The linear program the portion model is solved as, and the solver interface it is passed to
 * (`highs-solver.ts` adapts HiGHS to it): the domain imports no solver package.
 */

/** A column: `lower <= x <= upper` (lower finite), costing `cost` per unit in the minimised sum. */
export interface LpVariable {
  lower: number;
  upper: number;
  cost: number;
}

/** A row: `lower <= Σ coefficients[k] · x[columns[k]] <= upper` (±Infinity when open). */
export interface LpRow {
  lower: number;
  upper: number;
  columns: readonly number[];
  coefficients: readonly number[];
}

/** Minimise Σ cost · x over the rows and bounds. */
export interface LinearProgram {
  variables: readonly LpVariable[];
  rows: readonly LpRow[];
}

export type LpSolution =
  | { status: 'optimal'; values: readonly number[] }
  | {
      status: 'infeasible';
      /**
       * Row multipliers proving it (a Farkas certificate, `infeasibility-memory.ts`), when the
       * solver gives them.
       */
      certificate?: readonly number[];
    }
  | { status: 'error'; detail: string };

/** A deterministic LP solver: same program, same answer. */
export interface LpSolver {
  readonly name: string;
  solve(program: LinearProgram): LpSolution;
  /**
   * A solver that keeps state between solves (HiGHS: one native model, each program applied as
   * changes to the last and solved from its basis). Deterministic for the same programs in the
   * same order, so each plan, swap or edit opens its own (`inSession`, in
   * `infeasibility-memory.ts`).
   */
  session?(): LpSession;
}

/** A solver with state; `dispose()` frees it. */
export interface LpSession extends LpSolver {
  dispose(): void;
}

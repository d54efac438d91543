import type { LinearProgram, LpSolution, LpSolver } from './portion-lp';

/**
 * The few parts of a loaded HiGHS runtime (the `highs` package, WASM) the planner uses. The domain
 * imports no package but zod, so the server (and the tests) load HiGHS and pass it in; this type
 * is what they pass. See docs/decisions/010-portion-lp-solver.md.
 */
export interface HighsRuntime<Sense = number> {
  readonly infinity: number;
  readonly constants: {
    readonly objectiveSense: { readonly minimize: Sense };
    readonly modelStatus: { readonly optimal: number; readonly infeasible: number };
  };
  /** A native model holding a copy of `source`; `dispose()` frees it. */
  createModel(source: HighsModelData<Sense>): HighsModel;
}

/** A model as CSR arrays, the form `withModel` copies into native memory. */
export interface HighsModelData<Sense = number> {
  numCols: number;
  numRows: number;
  sense: Sense;
  colCost: number[];
  colLower: number[];
  colUpper: number[];
  rowLower: number[];
  rowUpper: number[];
  matrix: {
    format: 'csr';
    numRows: number;
    numCols: number;
    starts: number[];
    indices: number[];
    values: number[];
  };
}

export interface HighsModel {
  options: { set(values: typeof SOLVER_OPTIONS): unknown };
  run(): unknown;
  getModelStatus(): number;
  getSolution(): { colValue: ArrayLike<number> };
  dispose(): void;
}

/** Quiet; presolve off: on models this small it costs more than it saves. */
const SOLVER_OPTIONS = { output_flag: false, presolve: 'off' } as const;

/** HiGHS as the planner's `LpSolver`: one native model per solve, freed after it. */
export function highsSolver<Sense>(highs: HighsRuntime<Sense>): LpSolver {
  const inf = (value: number) =>
    value === Infinity ? highs.infinity : value === -Infinity ? -highs.infinity : value;
  return {
    name: 'highs',
    solve(program: LinearProgram): LpSolution {
      const starts = [0];
      const indices: number[] = [];
      const values: number[] = [];
      for (const row of program.rows) {
        indices.push(...row.columns);
        values.push(...row.coefficients);
        starts.push(indices.length);
      }
      const numCols = program.variables.length;
      const numRows = program.rows.length;
      const data: HighsModelData<Sense> = {
        numCols,
        numRows,
        sense: highs.constants.objectiveSense.minimize,
        colCost: program.variables.map((v) => v.cost),
        colLower: program.variables.map((v) => inf(v.lower)),
        colUpper: program.variables.map((v) => inf(v.upper)),
        rowLower: program.rows.map((r) => inf(r.lower)),
        rowUpper: program.rows.map((r) => inf(r.upper)),
        matrix: { format: 'csr', numRows, numCols, starts, indices, values },
      };
      const model = highs.createModel(data);
      try {
        model.options.set(SOLVER_OPTIONS);
        try {
          model.run();
        } catch (error) {
          // HiGHS reports a failed run (status -1) by throwing; the planner reads it as a value.
          return { status: 'error', detail: `HiGHS run failed: ${String(error)}` };
        }
        const status = model.getModelStatus();
        if (status === highs.constants.modelStatus.optimal) {
          return { status: 'optimal', values: Array.from(model.getSolution().colValue) };
        }
        if (status === highs.constants.modelStatus.infeasible) return { status: 'infeasible' };
        return { status: 'error', detail: `HiGHS model status ${status}` };
      } finally {
        model.dispose();
      }
    },
  };
}

import type { LinearProgram, LpSession, LpSolution, LpSolver } from './linear-program';

/**
 * The few parts of a loaded HiGHS runtime (the `highs` package, WASM) the planner uses. The domain
 * imports no package but zod, so the server (and the tests) load HiGHS and pass it in; this type
 * is what they pass. See docs/decisions/010-portion-lp-solver.md and 013.
 */
export interface HighsRuntime<Sense = number> {
  readonly infinity: number;
  readonly constants: {
    readonly objectiveSense: { readonly minimize: Sense };
    readonly modelStatus: { readonly optimal: number; readonly infeasible: number };
  };
  /** A native model, empty or holding a copy of `source`; `dispose()` frees it. */
  createModel(source?: HighsModelData<Sense>): HighsModel<Sense>;
}

/** A model as CSR arrays, the form `createModel` and `passModel` copy into native memory. */
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

export interface HighsModel<Sense = number> {
  options: { set(values: typeof SOLVER_OPTIONS): unknown };
  passModel(source: HighsModelData<Sense>): unknown;
  /** Bounds (costs) of the columns listed, in increasing order: one call into WASM for all. */
  changeColsBounds(
    selection: { kind: 'set'; indices: readonly number[] },
    lower: readonly number[],
    upper: readonly number[],
  ): unknown;
  changeColsCost(
    selection: { kind: 'set'; indices: readonly number[] },
    cost: readonly number[],
  ): unknown;
  changeRowBounds(index: number, lower: number, upper: number): unknown;
  /** Inserts, changes or (value 0) removes one matrix coefficient. */
  changeCoefficient(row: number, col: number, value: number): unknown;
  run(): unknown;
  getModelStatus(): number;
  getSolution(): { colValue: ArrayLike<number> };
  /** Row multipliers proving an infeasible model so (a Farkas certificate). */
  getDualRay(): { values: ArrayLike<number> } | undefined;
  dispose(): void;
}

/** Quiet; presolve off: on models this small it costs more than it saves. */
const SOLVER_OPTIONS = { output_flag: false, presolve: 'off' } as const;

/**
 * A session re-passes the whole model when more than this share of its coefficients changed:
 * each change is a call into WASM, and a fresh model is about as cheap past this point.
 */
const MAX_CHANGED_SHARE = 0.25;

/**
 * A program in the arrays HiGHS takes, and its matrix dense for comparing with the next program
 * of the same shape: made on first use (most programs of a session follow one of another shape),
 * and shared by the programs of one rows object.
 */
interface Flat<Sense> {
  data: HighsModelData<Sense>;
  dense: () => Float64Array;
}

/** The matrix of `data` dense, row by row, computed once on first call. */
function denseOnce<Sense>(data: HighsModelData<Sense>): () => Float64Array {
  let dense: Float64Array | undefined;
  return () => {
    if (!dense) {
      const { numRows, numCols, starts, indices, values } = data.matrix;
      dense = new Float64Array(numRows * numCols);
      for (let r = 0; r < numRows; r++) {
        for (let n = starts[r]!; n < starts[r + 1]!; n++)
          dense[r * numCols + indices[n]!] = values[n]!;
      }
    }
    return dense;
  };
}

function flatten<Sense>(
  highs: HighsRuntime<Sense>,
  program: LinearProgram,
  sameRows?: Flat<Sense>,
): Flat<Sense> {
  const inf = (value: number) =>
    value === Infinity ? highs.infinity : value === -Infinity ? -highs.infinity : value;
  const columns = {
    colCost: program.variables.map((v) => v.cost),
    colLower: program.variables.map((v) => inf(v.lower)),
    colUpper: program.variables.map((v) => inf(v.upper)),
  };
  // The rows of the last program (a relaxed model solved again): only the columns are new.
  if (sameRows) return { data: { ...sameRows.data, ...columns }, dense: sameRows.dense };
  const numCols = program.variables.length;
  const numRows = program.rows.length;
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of program.rows) {
    for (let k = 0; k < row.columns.length; k++) {
      const column = row.columns[k]!;
      const value = row.coefficients[k]!;
      if (value === 0) continue;
      indices.push(column);
      values.push(value);
    }
    starts.push(indices.length);
  }
  const data: HighsModelData<Sense> = {
    numCols,
    numRows,
    sense: highs.constants.objectiveSense.minimize,
    ...columns,
    rowLower: program.rows.map((r) => inf(r.lower)),
    rowUpper: program.rows.map((r) => inf(r.upper)),
    matrix: { format: 'csr', numRows, numCols, starts, indices, values },
  };
  return { data, dense: denseOnce(data) };
}

/** A copy as a plain array, by index: `Array.from` walks a typed array through its iterator. */
function plainArray(values: ArrayLike<number>): number[] {
  const copy = new Array<number>(values.length);
  for (let k = 0; k < values.length; k++) copy[k] = values[k]!;
  return copy;
}

function runModel<Sense>(highs: HighsRuntime<Sense>, model: HighsModel<Sense>): LpSolution {
  try {
    model.run();
  } catch (error) {
    // HiGHS reports a failed run (status -1) by throwing; the planner reads it as a value.
    return { status: 'error', detail: `HiGHS run failed: ${String(error)}` };
  }
  const status = model.getModelStatus();
  if (status === highs.constants.modelStatus.optimal) {
    return { status: 'optimal', values: plainArray(model.getSolution().colValue) };
  }
  if (status === highs.constants.modelStatus.infeasible) {
    const ray = model.getDualRay();
    return ray
      ? { status: 'infeasible', certificate: plainArray(ray.values) }
      : { status: 'infeasible' };
  }
  return { status: 'error', detail: `HiGHS model status ${status}` };
}

/**
 * Applies the differences between two programs of the same shape to the native model: bounds,
 * costs and coefficients. False when too many coefficients differ to be worth it.
 */
function applyChanges<Sense>(model: HighsModel<Sense>, last: Flat<Sense>, next: Flat<Sense>) {
  const numCols = next.data.numCols;
  // Programs of one rows object share their matrix: only bounds and costs can differ.
  if (next.dense !== last.dense) {
    const after = next.dense();
    const before = last.dense();
    const limit = MAX_CHANGED_SHARE * Math.max(next.data.matrix.values.length, 1);
    const differences: number[] = [];
    for (let k = 0; k < after.length; k++) {
      if (after[k] === before[k]) continue;
      differences.push(k);
      if (differences.length > limit) return false;
    }
    for (const k of differences) {
      model.changeCoefficient(Math.floor(k / numCols), k % numCols, after[k]!);
    }
  }
  const a = last.data;
  const b = next.data;
  // Gathered and passed in one call each: a relaxed model changes hundreds of columns a solve,
  // and each call through the package's wrapper costs more than HiGHS's own work on it.
  const bounds: number[] = [];
  const costs: number[] = [];
  for (let j = 0; j < numCols; j++) {
    if (a.colLower[j] !== b.colLower[j] || a.colUpper[j] !== b.colUpper[j]) bounds.push(j);
    if (a.colCost[j] !== b.colCost[j]) costs.push(j);
  }
  if (bounds.length > 0) {
    model.changeColsBounds(
      { kind: 'set', indices: bounds },
      bounds.map((j) => b.colLower[j]!),
      bounds.map((j) => b.colUpper[j]!),
    );
  }
  if (costs.length > 0) {
    model.changeColsCost(
      { kind: 'set', indices: costs },
      costs.map((j) => b.colCost[j]!),
    );
  }
  for (let i = 0; i < b.numRows; i++) {
    if (a.rowLower[i] !== b.rowLower[i] || a.rowUpper[i] !== b.rowUpper[i]) {
      model.changeRowBounds(i, b.rowLower[i]!, b.rowUpper[i]!);
    }
  }
  return true;
}

/**
 * A session keeps one native model: a program of the same shape as the last one is applied as
 * changes and solved from the last basis (a search changing a few bounds costs a tenth of a cold
 * solve); any other program replaces the model. Deterministic: the same programs in the same
 * order give the same answers, so a plan opens its own session.
 */
function highsSession<Sense>(highs: HighsRuntime<Sense>): LpSession {
  let model: HighsModel<Sense> | null = null;
  let last: Flat<Sense> | null = null;
  let lastRows: LinearProgram['rows'] | null = null;
  return {
    name: 'highs',
    solve(program) {
      const sameRows = last !== null && program.rows === lastRows ? last : undefined;
      const next = flatten(highs, program, sameRows);
      lastRows = program.rows;
      const sameShape =
        last !== null &&
        last.data.numCols === next.data.numCols &&
        last.data.numRows === next.data.numRows;
      if (!model) {
        model = highs.createModel();
        model.options.set(SOLVER_OPTIONS);
      }
      if (!(sameShape && last && applyChanges(model, last, next))) model.passModel(next.data);
      last = next;
      const solution = runModel(highs, model);
      if (solution.status === 'error') {
        // The native state after a failed run is unknown: the next solve starts afresh.
        model.dispose();
        model = null;
        last = null;
        lastRows = null;
      }
      return solution;
    },
    dispose() {
      model?.dispose();
      model = null;
      last = null;
      lastRows = null;
    },
  };
}

/** HiGHS as the planner's `LpSolver`: one native model per solve, or a warm session. */
export function highsSolver<Sense>(highs: HighsRuntime<Sense>): LpSolver {
  return {
    name: 'highs',
    solve(program: LinearProgram): LpSolution {
      const model = highs.createModel(flatten(highs, program).data);
      try {
        model.options.set(SOLVER_OPTIONS);
        return runModel(highs, model);
      } finally {
        model.dispose();
      }
    },
    session: () => highsSession(highs),
  };
}

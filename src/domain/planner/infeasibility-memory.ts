import type { LinearProgram, LpSession, LpSolution, LpSolver } from './linear-program';

/**
 * How many certificates a session keeps: the most recently useful first. The draws of one plan
 * fail for a few reasons over and over (the protein floor against the phosphorus ceiling, say),
 * so a handful covers most of them.
 */
const CAPACITY = 8;

/** How far short the combined row must fall, relative to its size, to count as a proof. */
const RELATIVE_MARGIN = 1e-7;

/** The combined row's buffer, reused by every check (each runs to the end before the next). */
let scratch = new Float64Array(64);

/**
 * True when the row multipliers `ray` prove `program` infeasible (Farkas): adding up
 * `ray[i] · row i` gives one inequality that no point inside the column bounds meets. A positive
 * multiplier uses its row's lower bound, a negative one its upper bound; both signs of the ray
 * are tried, as solvers differ in their sign convention. A certificate from one program proves
 * another only when it is a proof for that program's own numbers, which this checks in full, so
 * using an old certificate can never call a feasible program infeasible.
 */
export function provesInfeasible(program: LinearProgram, ray: ArrayLike<number>): boolean {
  const { rows, variables } = program;
  if (ray.length !== rows.length) return false;
  // The combined row Σ ray[i] · row i, the same for both signs up to the sign.
  if (scratch.length < variables.length) scratch = new Float64Array(variables.length);
  const combined = scratch.fill(0, 0, variables.length);
  // With the ray as given (up) and negated (down): the least the combined row can be at a
  // feasible point of the rows, the most it can be inside the column bounds, and their scale.
  const up = { required: 0, reach: 0, scale: 0 };
  const down = { required: 0, reach: 0, scale: 0 };
  for (let i = 0; i < rows.length; i++) {
    const y = ray[i]!;
    if (y === 0) continue;
    const row = rows[i]!;
    // Up, a positive multiplier uses the row's lower bound; down, its upper bound (and the
    // other way round for a negative one).
    const [upBound, downBound] = y > 0 ? [row.lower, row.upper] : [row.upper, row.lower];
    up.required += y * upBound;
    up.scale += Math.abs(y * upBound);
    down.required -= y * downBound;
    down.scale += Math.abs(y * downBound);
    for (let k = 0; k < row.columns.length; k++) {
      combined[row.columns[k]!]! += y * row.coefficients[k]!;
    }
  }
  for (let j = 0; j < variables.length; j++) {
    const c = combined[j]!;
    if (c === 0) continue;
    const { lower, upper } = variables[j]!;
    const [upBound, downBound] = c > 0 ? [upper, lower] : [lower, upper];
    up.reach += c * upBound;
    up.scale += Math.abs(c * upBound);
    down.reach -= c * downBound;
    down.scale += Math.abs(c * downBound);
  }
  // An infinite bound makes a side's sums infinite or NaN, and then it proves nothing.
  const proves = (side: typeof up) =>
    Number.isFinite(side.scale) &&
    side.reach < side.required - RELATIVE_MARGIN * Math.max(side.scale, 1);
  return proves(up) || proves(down);
}

/**
 * A session that remembers the certificates of the programs it found infeasible and checks each
 * new program against them before solving: a draw of recipes that fails for the same reason as
 * an earlier one is told so without a solve. The answers are the solver's own; only solves that
 * would have found the program infeasible are skipped.
 */
export function rememberingInfeasibility(session: LpSession): LpSession & { skipped(): number } {
  const certificates: ArrayLike<number>[] = [];
  let skipped = 0;
  return {
    name: session.name,
    solve(program): LpSolution {
      for (let c = 0; c < certificates.length; c++) {
        if (provesInfeasible(program, certificates[c]!)) {
          // Most recently useful first.
          if (c > 0) certificates.unshift(...certificates.splice(c, 1));
          skipped += 1;
          return { status: 'infeasible' };
        }
      }
      const solution = session.solve(program);
      if (solution.status === 'infeasible' && solution.certificate) {
        certificates.unshift(solution.certificate);
        if (certificates.length > CAPACITY) certificates.pop();
      }
      return solution;
    },
    dispose: () => session.dispose(),
    skipped: () => skipped,
  };
}

/**
 * Runs `work` with a fresh session of `solver` (or the solver itself, when it has none). The
 * session remembers why programs were infeasible and skips solving those the same reason rules
 * out (`rememberingInfeasibility`).
 */
export function inSession<T>(solver: LpSolver, work: (solver: LpSolver) => T): T {
  const opened = solver.session?.();
  if (!opened) return work(solver);
  const session = rememberingInfeasibility(opened);
  try {
    return work(session);
  } finally {
    session.dispose();
  }
}

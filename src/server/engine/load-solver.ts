import loadHighs from 'highs';
import { highsSolver, type LpSolver } from '#domain';

let loading: Promise<LpSolver> | null = null;

/**
 * The planner's LP solver: HiGHS (WASM), loaded once per process (about 50 ms) and shared by
 * every request; solves are synchronous and each frees its native model.
 */
export function loadPlannerSolver(): Promise<LpSolver> {
  loading ??= loadHighs().then(highsSolver);
  return loading;
}

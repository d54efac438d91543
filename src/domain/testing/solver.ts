// Test support only (never exported from src/domain/index.ts): the planner's LP solver for domain
// and web tests, HiGHS loaded once per test file as the server loads it at start-up.
import loadHighs from 'highs';
import { highsSolver } from '../planner/highs-solver';
import type { LpSolver } from '../planner/linear-program';

export const testSolver: LpSolver = highsSolver(await loadHighs());

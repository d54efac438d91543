// A worker thread of the engine's pool (engine.ts): loads HiGHS once, then runs tasks.
import { type EngineAnswer, type EngineTask, runTask } from './engine';
import { loadPlannerSolver } from './load-solver';

const solver = await loadPlannerSolver();

export default function run(task: EngineTask): EngineAnswer {
  return runTask(task, solver);
}

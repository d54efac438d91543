import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import {
  type AnalyzeRequest,
  type ChatRequest,
  type ExtractedData,
  type FunctionResult,
  type LpSolver,
  runAnalyze,
  runChat,
} from '#domain';
import { loadPlannerSolver } from './load-solver';

/**
 * One call of the engine: a spec §7 function with what the route decided for it (the seed, the
 * time, what the optional LLM read). Plain data, so it crosses to a worker thread as it is.
 */
export type EngineTask =
  | { fn: 'analyze'; request: AnalyzeRequest; seed: number }
  | {
      fn: 'chat';
      request: ChatRequest;
      seed: number;
      now: string;
      newAnswerData?: ExtractedData;
    };

/** The engine's answer and the milliseconds it computed for (the Server-Timing header). */
export interface EngineAnswer {
  result: FunctionResult;
  ms: number;
}

/**
 * Where planning, plan edits and analysis run. The server's is a pool of worker threads, so a
 * 14-day plan or an edit of one never holds the event loop; tests may run it in-process.
 */
export interface Engine {
  /** Rejects with `EngineBusyError` when the queue is full, `EngineTimeoutError` on `signal`. */
  run(task: EngineTask, signal?: AbortSignal): Promise<EngineAnswer>;
  /** Stops the workers once their tasks are done. */
  close(): Promise<void>;
}

/** Every worker is busy and the queue is full: the caller answers 503 with Retry-After. */
export class EngineBusyError extends Error {
  override name = 'EngineBusyError';
}

/** The request's deadline passed while its task waited or ran; the task was stopped. */
export class EngineTimeoutError extends Error {
  override name = 'EngineTimeoutError';
}

/** Runs one task with `solver`: what a worker does, and the in-process engine. */
export function runTask(task: EngineTask, solver: LpSolver): EngineAnswer {
  const started = performance.now();
  const result =
    task.fn === 'analyze'
      ? runAnalyze(task.request, { seed: task.seed, solver })
      : runChat(task.request, {
          seed: task.seed,
          now: task.now,
          solver,
          ...(task.newAnswerData ? { newAnswerData: task.newAnswerData } : {}),
        });
  return { result, ms: performance.now() - started };
}

/** The engine on the calling thread (tests, and tools that plan in bulk). */
export function inProcessEngine(solver: LpSolver): Engine {
  return {
    async run(task, signal) {
      if (signal?.aborted) throw new EngineTimeoutError('The request ran out of time.');
      return runTask(task, solver);
    },
    async close() {},
  };
}

export interface WorkerEngineOptions {
  /** Worker threads; by default one per core. */
  threads?: number;
  /** Tasks that may wait for a worker; by default 16 per thread (a few seconds of plans). */
  maxQueue?: number;
}

/**
 * The engine on a pool of worker threads (piscina; docs/decisions/019). Each worker loads HiGHS
 * once. A task whose request times out is cancelled, which ends the worker running it; the pool
 * starts another. From the built server the worker is `engine-worker.js` beside `main.js`; from
 * the sources (tests) it is the TypeScript file, loaded through tsx.
 */
export function workerEngine(options: WorkerEngineOptions = {}): Engine {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const fromSource = import.meta.url.endsWith('.ts');
  const pool = new Piscina<EngineTask, EngineAnswer>({
    filename: new URL(
      fromSource ? './engine-worker-source.mjs' : './engine-worker.js',
      import.meta.url,
    ).href,
    minThreads: threads,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? 16 * threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return {
    async run(task, signal) {
      // A full queue is known before the task is handed over: refuse it at once.
      if (pool.queueSize >= pool.options.maxQueue) {
        throw new EngineBusyError('Every planner thread is busy and the queue is full.');
      }
      try {
        return await pool.run(task, signal ? { signal } : {});
      } catch (error) {
        if (signal?.aborted) throw new EngineTimeoutError('The request ran out of time.');
        if (error instanceof Error && /queue is at limit/i.test(error.message)) {
          throw new EngineBusyError('Every planner thread is busy and the queue is full.');
        }
        throw error;
      }
    },
    close: () => pool.close(),
  };
}

/** The server's solver for an in-process engine. */
export async function loadInProcessEngine(): Promise<Engine> {
  return inProcessEngine(await loadPlannerSolver());
}

import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';

/**
 * The real server as a child process on a free loopback port, for the tests that start it
 * (main, crash) and the benchmarks (bench/): what each adds is its entry, its settings and
 * how long it waits.
 */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** `performance.now()` just before the spawn: a start-up time counts from here. */
  spawnedAt: number;
  /** stdout and stderr so far, with `output: 'keep'`; empty otherwise. */
  output: () => string;
  hasExited: () => boolean;
  /**
   * Sends `signal` unless the process has gone, then SIGKILL after `forceAfterMs` if given, and
   * waits for the exit.
   */
  stop: (signal?: NodeJS.Signals, forceAfterMs?: number) => Promise<number | null>;
}

export interface ServerProcessOptions {
  cwd: string;
  /** Node's arguments: flags, then the entry file. */
  args: readonly string[];
  /** On top of this process's environment, the port's settings and no DATABASE_URL. */
  env?: Record<string, string>;
  /** 'keep': stdout and stderr for `output()`; a function: stderr as it comes; default: neither. */
  output?: 'keep' | ((stderr: string) => void);
}

/** A port no one listens on now: the system picks it, and it is released for the server. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function spawnServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mode = options.output ?? null;
  let output = '';
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ...options.env,
    },
    stdio: ['ignore', mode === 'keep' ? 'pipe' : 'ignore', mode ? 'pipe' : 'ignore'],
  });
  // Listened for from the start: an exit before anyone waits for it is not missed.
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (mode === 'keep') {
    const append = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
  } else if (mode) {
    child.stderr?.setEncoding('utf8').on('data', mode);
  }
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', forceAfterMs?: number) => {
    if (hasExited()) return child.exitCode;
    child.kill(signal);
    const force =
      forceAfterMs === undefined ? null : setTimeout(() => child.kill('SIGKILL'), forceAfterMs);
    const code = await exited;
    if (force) clearTimeout(force);
    return code;
  };
  return { child, url, spawnedAt, output: () => output, hasExited, stop };
}

export interface ReadyOptions {
  /** What must answer 2xx: `/api/health` once the server listens, `/api/health/ready` later. */
  path?: string;
  timeoutMs: number;
  pollMs: number;
  /** A request that hangs this long counts as no answer (the server is busy starting). */
  requestTimeoutMs?: number;
}

/**
 * Waits until `path` answers 2xx. Throws, with the kept output, when the server exits first or
 * does not answer in time; a server that does not answer is killed (SIGKILL) before the throw.
 */
export async function waitForServer(server: ServerProcess, options: ReadyOptions): Promise<void> {
  const { path = '/api/health', timeoutMs, pollMs, requestTimeoutMs } = options;
  const deadline = performance.now() + timeoutMs;
  const withOutput = (message: string) =>
    server.output() ? `${message}:\n${server.output()}` : message;
  while (performance.now() < deadline) {
    if (server.hasExited()) {
      throw new Error(withOutput(`the server exited (code ${server.child.exitCode})`));
    }
    try {
      const signal = requestTimeoutMs ? AbortSignal.timeout(requestTimeoutMs) : null;
      if ((await fetch(`${server.url}${path}`, { signal })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  await server.stop('SIGKILL');
  throw new Error(withOutput(`the server did not answer ${path} within ${timeoutMs / 1000} s`));
}

// Time from launching the server to the first 200 from /api/health: on an empty data folder (first
// start creates the embedded database) and again on the same folder. Prints one JSON line.
// The server as `npm start` runs it: the built dist/server/main.js under plain node (npm run
// build first; `npm run bench` does). Run: npm run bench:startup
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const port = 4300 + Math.floor(Math.random() * 500);

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('server did not start in 120 s');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
          return performance.now() - started;
      } catch {
        // not yet listening
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'phn-bench-'));
const firstStartMs = Math.round(await timeStart(dataDir));
const restartMs = Math.round(await timeStart(dataDir));
console.log(JSON.stringify({ bench: 'startup', firstStartMs, restartMs }));

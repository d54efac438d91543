// Time from launching the server to the first 200 from /api/health: on an empty data folder (first
// start creates the embedded database) and again on the same folder. Prints one JSON line.
// The server as `npm start` runs it: the built dist/server/main.js under plain node (npm run
// build first; `npm run bench` does). Run: npm run bench:startup
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServerProcess, waitForServer } from '../src/server/test/server-process';

const root = join(import.meta.dirname, '..');

async function timeStart(dataDir: string): Promise<number> {
  const server = await spawnServerProcess({
    cwd: root,
    args: [join(root, 'dist', 'server', 'main.js')],
    env: { DATA_DIR: dataDir },
  });
  try {
    await waitForServer(server, { timeoutMs: 120_000, pollMs: 100 });
    return performance.now() - server.spawnedAt;
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'phn-bench-'));
const firstStartMs = Math.round(await timeStart(dataDir));
const restartMs = Math.round(await timeStart(dataDir));
console.log(JSON.stringify({ bench: 'startup', firstStartMs, restartMs }));

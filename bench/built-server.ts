// Starts the built server (dist/server/main.js, from `npm run build`) on a free port with an
// empty data folder, for the browser benchmarks. Builds nothing.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServerProcess, waitForServer } from '../src/server/test/server-process';

const root = join(import.meta.dirname, '..');
const mainJs = join(root, 'dist', 'server', 'main.js');

export interface BuiltServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startBuiltServer(): Promise<BuiltServer> {
  if (!existsSync(mainJs))
    throw new Error('dist/server/main.js is missing: run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'phn-bench-browser-'));
  const server = await spawnServerProcess({
    cwd: root,
    args: [mainJs],
    env: { DATA_DIR: dataDir },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(server, { timeoutMs: 120_000, pollMs: 100 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: server.url, stop };
}

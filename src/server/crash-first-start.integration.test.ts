import { existsSync, type FSWatcher, mkdtempSync, readdirSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanups,
  kill,
  nextAddress,
  request,
  STARTUP_TIMEOUT_MS,
  signUpBody,
  sleep,
  spawnServer,
  startServer,
  stopAndCleanUp,
} from './test/crash-harness';
import type { ServerProcess } from './test/server-process';

// Issue 15 (Must show), on PGlite: a kill during the very first start, while PGlite writes its
// data folder, leaves a folder the next start opens. (The kills during writes, on each
// database: crash-during-writes.integration.test.ts.)

afterEach(stopAndCleanUp);

/**
 * Kills the server the moment PGlite writes `file` into a new data folder under `dataDir` (it
 * writes PG_VERSION first, then the rest of the folder). Resolves once the server is dead.
 */
async function killWhenWritten(
  server: ServerProcess,
  dataDir: string,
  file: string,
): Promise<void> {
  const watchers = new Map<string, FSWatcher>();
  const killNow = () => server.child.kill('SIGKILL');
  try {
    while (!server.hasExited()) {
      if (server.output().includes('running at')) {
        await kill(server);
        throw new Error(`the server started before ${file} was seen`);
      }
      for (const entry of readdirSync(dataDir).filter((name) => name.startsWith('pglite'))) {
        const folder = join(dataDir, entry);
        if (!watchers.has(folder)) {
          watchers.set(
            folder,
            watch(folder, (_event, name) => {
              if (name === file) killNow();
            }),
          );
        }
        if (existsSync(join(folder, file))) killNow();
      }
      await sleep(5);
    }
  } finally {
    for (const watcher of watchers.values()) watcher.close();
  }
  await kill(server);
}

describe('kill -9 during the first start (pglite)', () => {
  it(
    'starts again after a kill while PGlite was writing its new data folder',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'phn-crash-first-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const first = await spawnServer({ DATA_DIR: dataDir });
      await killWhenWritten(first, dataDir, 'PG_VERSION');
      // Killed by us before it was ready, not stopped by an error of its own.
      expect(first.child.signalCode, first.output()).toBe('SIGKILL');
      expect(first.output()).not.toContain('running at');

      const again = await startServer({ DATA_DIR: dataDir });
      // Its database works and has its tables: a sign-up is stored.
      const signUp = await request(again, 'POST', '/api/auth/sign-up/email', {
        body: signUpBody('first-start@example.com'),
        forwardedFor: nextAddress(),
      });
      expect(signUp.status).toBe(200);
      await kill(again);
    },
    2 * STARTUP_TIMEOUT_MS,
  );
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped once per run: what `createTestDatabase` loads. */
    migratedPgliteDumpPath: string;
  }
}

/**
 * The server projects' global set-up: makes one PGlite cluster, applies the committed
 * migrations, and dumps it to a temporary file that every test database then loads. Making a
 * cluster costs seconds of CPU, loading the dump a fraction of one, and the server tests open
 * about fifty. The file is removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'phn-pglite-'));
  const path = join(folder, 'migrated.tar');
  const dump = await migratedPgliteDump();
  await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
  project.provide('migratedPgliteDumpPath', path);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

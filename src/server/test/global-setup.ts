import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, migratedPgliteDump } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped once: what `createTestDatabase` loads. */
    migratedPgliteDumpPath: string;
  }
}

/**
 * The server projects' global set-up: one PGlite cluster with the committed migrations applied,
 * dumped to a file that every test database then loads. Making the cluster costs about 5 s of
 * CPU before any server test can start, loading the dump a fraction of one, and the server tests
 * open about fifty. The dump is kept in `node_modules/.cache/phn-pglite`, named by a hash of the
 * migrations and the PGlite and Drizzle versions, so a run makes it only when one of them changed
 * (a clean clone's first run, or a new migration); dumps of other hashes are removed then.
 */
export default async function setup(project: TestProject) {
  const root = project.config.root;
  const folder = join(root, 'node_modules', '.cache', 'phn-pglite');
  const path = join(folder, `migrated-${await dumpKey(root)}.tar`);
  if (!existsSync(path)) {
    await mkdir(folder, { recursive: true });
    const dump = await migratedPgliteDump();
    // Written under a name of its own and renamed: a run stopped mid-write, or two runs at once,
    // never leave a partial dump under the final name.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, path);
    for (const name of await readdir(folder)) {
      if (join(folder, name) !== path && !name.endsWith('.partial')) {
        await rm(join(folder, name), { force: true });
      }
    }
  }
  project.provide('migratedPgliteDumpPath', path);
}

/** What the dump depends on: every migration file, and the versions that make and read it. */
async function dumpKey(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    const manifest = JSON.parse(
      await readFile(join(root, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string };
    hash.update(`${name}@${manifest.version}\n`);
  }
  for (const relative of await listFiles(MIGRATIONS_FOLDER)) {
    hash.update(`${relative}\n`);
    hash.update(await readFile(join(MIGRATIONS_FOLDER, relative)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DOMAIN_USERS,
  describeName,
  exportsOf,
  namesImported,
  unusedExports,
} from './domain-surface';

const ROOT = join(import.meta.dirname, '..');
const LIST = join(import.meta.dirname, 'domain-surface.txt');

/** Writes `files` (paths relative to the root) into a fresh temp dir; returns the root. */
function fakeRepo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'phn-domain-surface-'));
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, content);
  }
  return root;
}

describe('the public surface of the domain, src/domain/index.ts', () => {
  const surface = exportsOf(join(ROOT, 'src/domain/index.ts'));

  it('exports exactly the names listed in tests/domain-surface.txt', () => {
    // A change here is a change to the domain's public API: update the list in the same commit.
    const listed = readFileSync(LIST, 'utf8').split('\n').filter(Boolean);
    expect(surface.map(describeName)).toEqual(listed);
  });

  it('exports only names that src/web and src/server import', () => {
    // An offender here: delete it from index.ts (and the list), or import it where it is needed.
    expect(unusedExports(surface, namesImported(ROOT, DOMAIN_USERS))).toEqual([]);
  });
});

describe('reading the surface', () => {
  const root = fakeRepo({
    'src/domain/index.ts': [
      "export type { Plan } from './plan';",
      "export { PlanSchema, makePlan } from './plan';",
      "export { helper } from './helper';",
    ].join('\n'),
    'src/domain/plan.ts': [
      'export type Plan = { days: number };',
      'export const PlanSchema = { days: 1 };',
      'export type PlanSchema = typeof PlanSchema;',
      'export function makePlan(): Plan { return { days: 1 }; }',
      'export const notExported = 1;',
    ].join('\n'),
    'src/domain/helper.ts': 'export const helper = 2;',
    'src/web/page.ts': "import { makePlan, type Plan } from '#domain';",
    'src/server/route.ts': "import { PlanSchema as Schema } from '#domain';",
    'src/web/other.ts': "import { helper } from './helper-of-web';",
  });
  const surface = exportsOf(join(root, 'src/domain/index.ts'));

  it('lists values and types, a name that is both as a value, sorted by name', () => {
    expect(surface.map(describeName)).toEqual(['helper', 'makePlan', 'type Plan', 'PlanSchema']);
  });

  it('finds the names imported from #domain, renamed ones by their exported name', () => {
    expect([...namesImported(root, ['src/web', 'src/server'])].sort()).toEqual([
      'Plan',
      'PlanSchema',
      'makePlan',
    ]);
  });

  it('fails on an export nothing outside the domain imports', () => {
    expect(unusedExports(surface, namesImported(root, ['src/web', 'src/server']))).toEqual([
      'helper',
    ]);
    expect(unusedExports(surface, namesImported(root, ['src/web']))).toEqual([
      'helper',
      'PlanSchema',
    ]);
  });

  it('refuses a namespace import of #domain, whose names it cannot know', () => {
    const withNamespace = fakeRepo({ 'bench/b.ts': "import * as domain from '#domain';" });
    expect(() => namesImported(withNamespace, ['bench'])).toThrow(
      "bench/b.ts: import names from '#domain', not a namespace",
    );
  });
});

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkArchitecture,
  checkAreas,
  checkCycles,
  checkDomainEntry,
  checkDomainLayers,
  checkPackages,
  checkWebFeatures,
  DOMAIN_LAYERS,
  describeViolation,
  findCycles,
  importsOf,
  MAX_SOURCE_LINES,
  oversizedFiles,
  readSourceTree,
  resolveImportAlias,
  resolveRelative,
  type SourceTree,
} from './architecture';

const SRC = join(import.meta.dirname, '..', 'src');

/** Writes `files` (paths relative to src/) into a fresh temp dir and reads them back. */
function fakeTree(files: Record<string, string>): SourceTree {
  const root = mkdtempSync(join(tmpdir(), 'phn-architecture-'));
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, 'src', path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, content);
  }
  return readSourceTree(join(root, 'src'));
}

const reasons = (violations: ReturnType<typeof checkAreas>) =>
  violations.map((v) => `${v.file}: ${v.reason}`);

describe('the architecture of src/', () => {
  const tree = readSourceTree(SRC);

  it('holds in this repository: areas, packages, features, domain layers, no cycle', () => {
    expect(tree.files.length).toBeGreaterThan(300);
    expect(checkArchitecture(tree).map(describeViolation)).toEqual([]);
  });

  it('places every folder of src/domain in a layer, and each has a README', () => {
    const folders = readdirSync(join(SRC, 'domain'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...folders].sort()).toEqual(DOMAIN_LAYERS.flat().sort());
    expect(
      folders.filter((folder) => !existsSync(join(SRC, 'domain', folder, 'README.md'))),
    ).toEqual([]);
  });

  it('shows the same layer table in src/domain/README.md', () => {
    const readme = readFileSync(join(SRC, 'domain', 'README.md'), 'utf8');
    const rows = readme
      .split('\n')
      .map((line) => /^\| (\d+) \| `([a-z-]+)` \|/.exec(line))
      .flatMap((match) => (match ? [`${match[1]} ${match[2]}`] : []));
    const table = DOMAIN_LAYERS.flatMap((folders, n) => folders.map((folder) => `${n} ${folder}`));
    expect(rows).toEqual(table);
  });
});

describe('file size', () => {
  it(`keeps every file of src/ at ${MAX_SOURCE_LINES} lines or fewer, tests included`, () => {
    expect(oversizedFiles(SRC)).toEqual([]);
  });

  it('names each long file, tests and test set-up included, longest first', () => {
    const root = mkdtempSync(join(tmpdir(), 'phn-sizes-'));
    const lines = (count: number) => 'const a = 1;\n'.repeat(count);
    mkdirSync(join(root, 'web', 'test'), { recursive: true });
    mkdirSync(join(root, 'domain', 'chat'), { recursive: true });
    writeFileSync(join(root, 'domain', 'chat', 'long.ts'), lines(12));
    writeFileSync(join(root, 'domain', 'chat', 'short.ts'), lines(10));
    writeFileSync(join(root, 'domain', 'chat', 'long.test.ts'), lines(50));
    writeFileSync(join(root, 'web', 'test', 'render.tsx'), lines(50));
    expect(oversizedFiles(root, 10)).toEqual([
      { file: 'domain/chat/long.test.ts', lines: 50 },
      { file: 'web/test/render.tsx', lines: 50 },
      { file: 'domain/chat/long.ts', lines: 12 },
    ]);
  });
});

describe('reading imports', () => {
  it('reads static, type-only, re-export, side-effect, dynamic and type-position imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "const d = await import('./d');",
      "import './side-effect';",
      "export * from './e';",
      "type F = typeof import('./f');",
      "// import { g } from './comment';",
      'const text = "import { h } from \'./string\'";',
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: '../b', line: 2 },
      { specifier: './c', line: 3 },
      { specifier: './d', line: 4 },
      { specifier: './side-effect', line: 5 },
      { specifier: './e', line: 6 },
      { specifier: './f', line: 7 },
    ]);
  });

  it('resolves a relative import as the bundler does: file, .ts, .tsx, folder index', () => {
    const files = new Set(['web/a.ts', 'web/b.tsx', 'web/c/index.ts', 'web/styles.css']);
    const isFile = (path: string) => files.has(path);
    expect(resolveRelative('web/x.ts', './a', isFile)).toBe('web/a.ts');
    expect(resolveRelative('web/x.ts', './b', isFile)).toBe('web/b.tsx');
    expect(resolveRelative('web/x.ts', './c', isFile)).toBe('web/c/index.ts');
    expect(resolveRelative('web/x.ts', './styles.css?inline', isFile)).toBe('web/styles.css');
    expect(resolveRelative('domain/f/x.ts', '../../../data/foods.json', isFile)).toBe(
      '../data/foods.json',
    );
    expect(resolveRelative('web/x.ts', './missing', isFile)).toBe('web/missing');
  });
});

describe('areas: web -> domain and server -> domain only', () => {
  it('flags domain importing server, web, or outside src/domain and data/', () => {
    const tree = fakeTree({
      'domain/a.ts': "import { x } from '../server/x';\nimport { y } from '../web/y';",
      'domain/b.ts':
        "import foods from '../../data/foods.json';\nimport { s } from '../../scripts/s';",
      'server/x.ts': "import { a } from '../domain/a';\nimport { s } from '../../scripts/s';",
      'web/y.ts': "import { a } from '../domain/a';",
    });
    expect(reasons(checkAreas(tree))).toEqual([
      'domain/a.ts: domain must not import server',
      'domain/a.ts: domain must not import web',
      'domain/b.ts: domain may only import inside src/domain and data/',
    ]);
  });

  it('flags web importing server code and server importing web code', () => {
    const tree = fakeTree({
      'web/page.tsx': "import { createApp } from '../server/app';",
      'server/app.ts': "import { Page } from '../web/page';",
    });
    expect(reasons(checkAreas(tree))).toEqual([
      'server/app.ts: server must not import web',
      'web/page.tsx: web must not import server',
    ]);
  });
});

describe('the domain entry: web and server import the domain only as #domain', () => {
  it('resolves #domain and #domain/testing/* as package.json imports does', () => {
    expect(resolveImportAlias('#domain')).toBe('domain/index.ts');
    expect(resolveImportAlias('#domain/testing/solver')).toBe('domain/testing/solver.ts');
    expect(resolveImportAlias('zod')).toBeNull();
    const tree = fakeTree({
      'web/a.ts': "import { x } from '#domain';",
      'web/a.test.ts': "import { testSolver } from '#domain/testing/solver';",
      'domain/index.ts': 'export const x = 1;',
      'domain/testing/solver.ts': 'export const testSolver = 1;',
    });
    expect(tree.imports.map((ref) => `${ref.from} -> ${ref.target}`)).toEqual([
      'web/a.test.ts -> domain/testing/solver.ts',
      'web/a.ts -> domain/index.ts',
    ]);
  });

  it('flags relative paths into src/domain, deep imports, and test support outside tests', () => {
    const tree = fakeTree({
      'web/ok.ts': "import { x } from '#domain';",
      'web/ok.test.ts': "import { x } from '#domain';\nimport { s } from '#domain/testing/solver';",
      'web/test/render.tsx': "import { s } from '#domain/testing/solver';",
      'web/entry.ts': "import { x } from '../domain';",
      'web/deep.ts': "import { f } from '../domain/foods/food';",
      'web/solver.ts': "import { s } from '#domain/testing/solver';",
      'server/routes/r.ts': "import type { F } from '../../domain/index';",
      'server/alias.ts': "import { f } from '#domain/foods';",
      'domain/index.ts': 'export const x = 1;',
      'domain/foods/food.ts': 'export const f = 1;',
      'domain/testing/solver.ts': 'export const s = 1;',
    });
    expect(checkDomainEntry(tree).map(describeViolation)).toEqual([
      "server/alias.ts:1 imports '#domain/foods' (domain-entry): server imports the domain only through '#domain' (src/domain/index.ts)",
      "server/routes/r.ts:1 imports '../../domain/index' (domain-entry): server imports the domain only through '#domain' (src/domain/index.ts)",
      "web/deep.ts:1 imports '../domain/foods/food' (domain-entry): web imports the domain only through '#domain' (src/domain/index.ts)",
      "web/entry.ts:1 imports '../domain' (domain-entry): web imports the domain only through '#domain' (src/domain/index.ts)",
      "web/solver.ts:1 imports '#domain/testing/solver' (domain-entry): web code imports the domain through '#domain'; '#domain/testing/*' is for tests",
    ]);
  });

  it('flags a domain file importing its own entry as #domain', () => {
    const tree = fakeTree({
      'domain/index.ts': "export { f } from './foods/food';",
      'domain/foods/food.ts': "import { x } from '#domain';\nexport const f = 1;",
    });
    expect(checkDomainLayers(tree).map((v) => `${v.file} ${v.reason}`)).toEqual([
      'domain/foods/food.ts only server and web import the entry src/domain/index.ts',
    ]);
  });
});

describe('packages', () => {
  it('lets the domain use zod, vitest and fast-check, and highs only in tests', () => {
    const tree = fakeTree({
      'domain/a.ts': "import { z } from 'zod';\nimport { readFileSync } from 'node:fs';",
      'domain/b.ts': "import highs from 'highs';\nimport { Hono } from 'hono';",
      'domain/b.test.ts': "import highs from 'highs';\nimport fc from 'fast-check';",
      'domain/testing/solver.ts': "import highs from 'highs';",
      'server/s.ts': "import { readFileSync } from 'node:fs';",
    });
    expect(checkPackages(tree).map((v) => `${v.file} ${v.specifier} (${v.rule})`)).toEqual([
      'domain/a.ts node:fs (domain-packages)',
      'domain/b.ts highs (domain-packages)',
      'domain/b.ts hono (domain-packages)',
    ]);
  });

  it('keeps Node and server-only packages out of the web, better-auth client aside', () => {
    const specifiers = [
      'node:fs',
      'path',
      'hono',
      'hono/factory',
      '@hono/node-server',
      'drizzle-orm/pg-core',
      'drizzle-kit',
      'pg',
      'pg-pool',
      '@electric-sql/pglite',
      'nodemailer',
      'smtp-server',
      'better-auth',
      'better-auth/client',
      'react',
      '@tanstack/react-query',
    ];
    const tree = fakeTree({
      'web/a.ts': specifiers.map((name, n) => `import * as m${n} from '${name}';`).join('\n'),
    });
    expect(checkPackages(tree).map((v) => v.specifier)).toEqual(specifiers.slice(0, 13));
    expect(checkPackages(tree)[0]?.rule).toBe('web-packages');
  });
});

describe('web features', () => {
  it('flags a feature importing another feature, not a route composing them', () => {
    const tree = fakeTree({
      'web/features/home/page.tsx':
        "import { Plan } from '../meal-plan/plan';\nimport { x } from './x';\nimport * as log from '../food-log';",
      'web/features/home/x.ts': "import { cn } from '../../lib/cn';",
      'web/features/meal-plan/plan.tsx': 'export const Plan = 1;',
      'web/app/routes/home.tsx': "import { Plan } from '../../features/meal-plan/plan';",
      'web/lib/cn.ts': 'export const cn = 1;',
    });
    expect(checkWebFeatures(tree).map(describeViolation)).toEqual([
      "web/features/home/page.tsx:1 imports '../meal-plan/plan' (web-features): feature home must not import feature meal-plan: a route composes features",
      "web/features/home/page.tsx:3 imports '../food-log' (web-features): feature home must not import feature food-log: a route composes features",
    ]);
  });
});

describe('domain layers', () => {
  const layers = [['catalogue'], ['foods', 'recipes'], ['planner']];

  it('lets a folder import lower layers only: never up, never a sibling, never the entry', () => {
    const tree = fakeTree({
      'domain/index.ts': "export * from './planner/plan';",
      'domain/catalogue/c.ts': "import type { Plan } from '../planner/plan';",
      'domain/foods/f.ts': "import { c } from '../catalogue/c';\nimport { r } from '../recipes/r';",
      'domain/recipes/r.ts': "import { c } from '../catalogue/c';",
      'domain/planner/plan.ts': "import { f } from '../foods';\nimport { all } from '..';",
      'domain/foods/index.ts': "export * from './f';",
      'domain/catalogue/c.test.ts': "import { plan } from '../planner/plan';",
    });
    expect(checkDomainLayers(tree, layers, []).map(describeViolation)).toEqual([
      "domain/catalogue/c.ts:1 imports '../planner/plan' (domain-layers): catalogue (layer 0) must not import planner (layer 2): imports run down the layers",
      "domain/foods/f.ts:2 imports '../recipes/r' (domain-layers): foods and recipes share layer 1: siblings never import each other",
      "domain/planner/plan.ts:2 imports '..' (domain-layers): only server and web import the entry src/domain/index.ts",
    ]);
  });

  it('names a folder that is in no layer', () => {
    const tree = fakeTree({ 'domain/extra/e.ts': 'export const e = 1;' });
    expect(checkDomainLayers(tree, layers, []).map((v) => v.reason)).toEqual([
      'domain/extra is in no layer: add it to DOMAIN_LAYERS and src/domain/README.md',
    ]);
  });

  it('lets a known upward import stay, and fails once it is gone', () => {
    const tree = fakeTree({
      'domain/catalogue/c.ts': "import { p } from '../planner/plan';",
      'domain/planner/plan.ts': 'export const p = 1;',
    });
    const known = [
      { from: 'domain/catalogue', to: 'domain/planner/plan.ts' },
      { from: 'domain/foods/f.ts', to: 'domain/planner' },
    ];
    expect(checkDomainLayers(tree, layers, known).map((v) => `${v.file}: ${v.reason}`)).toEqual([
      'domain/foods/f.ts: KNOWN_UPWARD_IMPORTS lists an import that is gone: delete the entry',
    ]);
  });
});

describe('import cycles', () => {
  it('finds cycles through folder indexes, .tsx files and type-only imports, anywhere', () => {
    const tree = fakeTree({
      'server/app.ts': "import { routes } from './routes';\nexport interface Deps {}",
      'server/routes/index.ts': "export { me } from './me';",
      'server/routes/me.ts': "import type { Deps } from '../app';",
      'web/a.tsx': "import { b } from './b';",
      'web/b.tsx': "const a = () => import('./a');",
      'web/self.ts': "export { x } from './self';",
      'domain/x.ts': "import { y } from './y';",
      'domain/y.ts': 'export const y = 1;',
    });
    expect(findCycles(tree)).toEqual([
      ['server/app.ts', 'server/routes/index.ts', 'server/routes/me.ts'],
      ['web/a.tsx', 'web/b.tsx'],
      ['web/self.ts'],
    ]);
    expect(checkCycles(tree, []).map((v) => `${v.rule}: ${v.reason}`)[0]).toBe(
      'import-cycle: these files import each other in a cycle: server/app.ts, server/routes/index.ts, server/routes/me.ts',
    );
  });

  it('lets a known cycle stay, and fails once it is gone', () => {
    const tree = fakeTree({
      'web/a.tsx': "import { b } from './b';",
      'web/b.tsx': "import { a } from './a';",
    });
    const known = [{ files: ['web/b.tsx', 'web/a.tsx'] }, { files: ['web/c.ts', 'web/d.ts'] }];
    expect(checkCycles(tree, known).map((v) => v.reason)).toEqual([
      'KNOWN_CYCLES lists a cycle that is gone: delete the entry: web/c.ts, web/d.ts',
    ]);
  });
});

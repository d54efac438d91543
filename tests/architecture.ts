import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * The architecture of `src/` as rules over its imports (issue 17): the three areas and what each
 * may import, the packages the domain and the web may use, the web's feature boundaries, the
 * domain's one entry (`#domain`) and layer order, and no import cycle anywhere. Imports are listed
 * by TypeScript's own scanner (`ts.preProcessFile`), never by a regular expression. Paths are
 * relative to `src/`, with `/` as separator (`domain/foods/food.ts`; `../data/foods.json` is
 * outside).
 */

export type Area = 'domain' | 'server' | 'web';

/** What each area may import, besides itself: imports run web -> domain and server -> domain. */
const ALLOWED_AREAS: Record<Area, readonly Area[]> = {
  domain: [],
  server: ['domain'],
  web: ['domain'],
};

/** Packages the domain may use: it is pure TypeScript with no I/O, so only these. */
const DOMAIN_PACKAGES = new Set(['zod', 'vitest', 'fast-check']);
/** Tests (and `domain/testing/`) may also load the LP solver the server passes the planner. */
const DOMAIN_TEST_PACKAGES = new Set(['highs']);

/** Server-only packages: pulling one into the browser bundle is always a mistake. */
const SERVER_PACKAGES = new Set([
  'hono',
  'drizzle-orm',
  'drizzle-kit',
  'pg',
  '@electric-sql/pglite',
  'nodemailer',
  'smtp-server',
]);
/** Whole families of server-only packages: `@hono/node-server`, `pg-pool`. */
const SERVER_PACKAGE_PREFIXES = ['@hono/', 'pg-'];
/** better-auth's server entry; its client (`better-auth/client`) is the web's to use. */
const SERVER_ENTRY_SPECIFIERS = new Set(['better-auth']);

/**
 * The domain's folders, lowest layer first. A folder imports only folders of lower layers;
 * folders of one layer are siblings and never import each other. `src/domain/index.ts`, the
 * public entry, sits above them all and nothing inside the domain imports it. Tests
 * (`*.test.ts`) may import any folder: a planner test may drive the chat. The same table is in
 * `src/domain/README.md`.
 */
export const DOMAIN_LAYERS: readonly (readonly string[])[] = [
  ['sources'], // the clinical sources table every cited number and piece of advice names
  ['conditions', 'medications'], // catalogues: conditions, medication–food interactions
  ['profile'], // the health profile, its limits and units
  ['foods'], // the USDA food table, nutrients, diets
  ['recipes', 'rules', 'targets'], // recipe library; food exclusions; nutrient targets
  ['guidance', 'language'], // written guidance; what every reader of people's words shares
  ['planner'], // meal plans: generate, verify, swap, replan
  ['chat', 'grocery', 'log'], // Meal Plan Assistant; grocery list; food log
  ['api'], // the wire schemas of the app's functions, config, email and log
  ['questionnaire'], // the questionnaire chat
  ['account', 'assessment-help'], // the saved account data; the assessment's advisor
  ['fallbacks', 'functions'], // offline answers; the analyze and chat functions
  ['testing'], // test support: random profiles, chat people, the solver for tests
];

/**
 * Upward imports that stay until the code that owns them is free to change (issue 17); `from` and
 * `to` are a file or a folder. Each must still occur: a stale entry fails, so the change that
 * fixes one deletes it here too.
 */
export const KNOWN_UPWARD_IMPORTS: readonly { from: string; to: string; why: string }[] = [];

/**
 * Import cycles that stay until the code that owns them is free to change, by their files.
 * Each must still occur: a stale entry fails, so the change that breaks one deletes it here.
 */
export const KNOWN_CYCLES: readonly { files: readonly string[]; why: string }[] = [];

export interface ImportRef {
  /** The importing file. */
  from: string;
  specifier: string;
  line: number;
  /**
   * For a relative import: the file it resolves to (or the bare path if none exists); for
   * `#domain` and `#domain/testing/*`: the domain file package.json `imports` maps it to.
   */
  target: string | null;
}

/** The files of `src/` and their imports, read from disk or written by a test. */
export interface SourceTree {
  files: readonly string[];
  imports: readonly ImportRef[];
}

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
  reason: string;
}

/** Every module specifier a file imports or re-exports, with its line (1-based). */
export function importsOf(source: string): { specifier: string; line: number }[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    line: source.slice(0, pos).split('\n').length,
  }));
}

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);
const isSourceFile = (name: string) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSourceFiles(path);
    return isSourceFile(entry.name) ? [path] : [];
  });
}

/** Test files and the web's test set-up (they may import `#domain/testing/*`). */
const isTestSupport = (path: string) => isTestFile(path) || path.startsWith('web/test/');

/** A file of src/ longer than this is split (issue 17), tests and test support included. */
export const MAX_SOURCE_LINES = 400;

/** The files under `srcDir` (paths relative to it) longer than `maxLines`, longest first. */
export function oversizedFiles(
  srcDir: string,
  maxLines = MAX_SOURCE_LINES,
): { file: string; lines: number }[] {
  return listSourceFiles(srcDir)
    .map((path) => ({
      file: relative(srcDir, path).split(sep).join('/'),
      lines: readFileSync(path, 'utf8').split('\n').length - 1,
    }))
    .filter(({ lines }) => lines > maxLines)
    .sort((a, b) => b.lines - a.lines);
}

/**
 * Where a relative specifier leads from `from`: TypeScript's bundler resolution of our code (the
 * file itself, then `.ts`, `.tsx`, `/index.ts`, `/index.tsx`); the bare path when none exists.
 */
export function resolveRelative(
  from: string,
  specifier: string,
  isFile: (path: string) => boolean,
): string {
  const bare = posix.join(posix.dirname(from), specifier.split('?')[0] ?? specifier);
  const candidates = [bare, `${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`, `${bare}/index.tsx`];
  return candidates.find(isFile) ?? bare;
}

/** The entry of the domain: package.json `imports` maps `#domain` to `src/domain/index.ts`. */
export const DOMAIN_ENTRY = '#domain';
/** Test support of the domain: `#domain/testing/X` is `src/domain/testing/X.ts`. */
const DOMAIN_TESTING = '#domain/testing/';

/**
 * Where a `#domain` specifier leads (package.json `imports`), relative to `src/`: `#domain` ->
 * `domain/index.ts`, `#domain/testing/X` -> `domain/testing/X.ts`; null for anything else.
 */
export function resolveImportAlias(specifier: string): string | null {
  if (specifier === DOMAIN_ENTRY) return 'domain/index.ts';
  if (specifier.startsWith(DOMAIN_TESTING)) {
    return `domain/testing/${specifier.slice(DOMAIN_TESTING.length)}.ts`;
  }
  return null;
}

/** Reads every `.ts`/`.tsx` file under `srcDir` and resolves its relative and `#domain` imports. */
export function readSourceTree(srcDir: string): SourceTree {
  const toSrc = (path: string) => relative(srcDir, path).split(sep).join('/');
  const files = listSourceFiles(srcDir).map(toSrc).sort();
  const isFile = (path: string) => {
    try {
      return statSync(join(srcDir, path)).isFile();
    } catch {
      return false;
    }
  };
  const imports = files.flatMap((from) =>
    importsOf(readFileSync(join(srcDir, from), 'utf8')).map(({ specifier, line }) => ({
      from,
      specifier,
      line,
      target: specifier.startsWith('.')
        ? resolveRelative(from, specifier, isFile)
        : resolveImportAlias(specifier),
    })),
  );
  return { files, imports };
}

function areaOf(path: string): Area | null {
  const [first] = path.split('/');
  return first === 'domain' || first === 'server' || first === 'web' ? first : null;
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]) ?? specifier;
}

const isNodeBuiltin = (name: string) => name.startsWith('node:') || builtinModules.includes(name);

function isServerOnly(specifier: string): boolean {
  const name = packageOf(specifier);
  return (
    SERVER_PACKAGES.has(name) ||
    SERVER_PACKAGE_PREFIXES.some((prefix) => name.startsWith(prefix)) ||
    SERVER_ENTRY_SPECIFIERS.has(specifier)
  );
}

const violation = (ref: ImportRef, rule: string, reason: string): Violation => ({
  file: ref.from,
  line: ref.line,
  specifier: ref.specifier,
  rule,
  reason,
});

/** Areas: web -> domain and server -> domain; the domain reaches outside only into data/. */
export function checkAreas(tree: SourceTree): Violation[] {
  return tree.imports.flatMap((ref) => {
    const from = areaOf(ref.from);
    if (!from || ref.target === null) return [];
    if (ref.target.startsWith('../')) {
      // the domain reads the committed food table and recipes as JSON modules
      if (from !== 'domain' || ref.target.startsWith('../data/')) return [];
      return [violation(ref, 'area', 'domain may only import inside src/domain and data/')];
    }
    const to = areaOf(ref.target);
    if (to === null && from === 'domain') {
      return [violation(ref, 'area', 'domain may only import inside src/domain and data/')];
    }
    if (!to || to === from || ALLOWED_AREAS[from].includes(to)) return [];
    return [violation(ref, 'area', `${from} must not import ${to}`)];
  });
}

/** Packages: the domain is pure (zod, vitest, fast-check; highs in tests); the web is a browser. */
export function checkPackages(tree: SourceTree): Violation[] {
  return tree.imports.flatMap((ref) => {
    if (ref.target !== null) return [];
    const from = areaOf(ref.from);
    if (from === 'domain') {
      const name = packageOf(ref.specifier);
      const isTestSupport = isTestFile(ref.from) || ref.from.startsWith('domain/testing/');
      if (DOMAIN_PACKAGES.has(name) || (isTestSupport && DOMAIN_TEST_PACKAGES.has(name))) {
        return [];
      }
      return [violation(ref, 'domain-packages', 'domain is pure: no I/O or framework packages')];
    }
    if (from === 'web' && (isNodeBuiltin(ref.specifier) || isServerOnly(ref.specifier))) {
      return [
        violation(
          ref,
          'web-packages',
          'web runs in the browser and talks to the server over HTTP: no Node or server packages',
        ),
      ];
    }
    return [];
  });
}

/**
 * The web and the server import the domain only through its entry, `#domain`: no relative path
 * into src/domain and no deep import, but test files may load `#domain/testing/*`.
 */
export function checkDomainEntry(tree: SourceTree): Violation[] {
  return tree.imports.flatMap((ref) => {
    const from = areaOf(ref.from);
    if (from !== 'server' && from !== 'web') return [];
    const intoDomain = ref.target !== null && areaOf(ref.target) === 'domain';
    if (!intoDomain && !ref.specifier.startsWith('#domain/')) return [];
    if (ref.specifier === DOMAIN_ENTRY) return [];
    if (ref.specifier.startsWith(DOMAIN_TESTING) && isTestSupport(ref.from)) return [];
    const reason = ref.specifier.startsWith(DOMAIN_TESTING)
      ? `${from} code imports the domain through '#domain'; '#domain/testing/*' is for tests`
      : `${from} imports the domain only through '#domain' (src/domain/index.ts)`;
    return [violation(ref, 'domain-entry', reason)];
  });
}

function featureOf(path: string): string | undefined {
  const [area, folder, feature] = path.split('/');
  return area === 'web' && folder === 'features' ? feature : undefined;
}

/** The web's features never import each other; a route composes them. */
export function checkWebFeatures(tree: SourceTree): Violation[] {
  return tree.imports.flatMap((ref) => {
    const own = featureOf(ref.from);
    const other = ref.target === null ? undefined : featureOf(ref.target);
    if (own === undefined || other === undefined || other === own) return [];
    return [
      violation(
        ref,
        'web-features',
        `feature ${own} must not import feature ${other}: a route composes features`,
      ),
    ];
  });
}

/** `domain/foods/food.ts` -> `foods`; a file directly in `src/domain` -> null (the entry). */
function domainFolderOf(path: string): string | null {
  const parts = path.split('/');
  return parts[0] === 'domain' && parts.length > 2 ? (parts[1] ?? null) : null;
}

/** The domain's layers: imports run down the table in `layers`, never up or sideways. */
export function checkDomainLayers(
  tree: SourceTree,
  layers: readonly (readonly string[])[] = DOMAIN_LAYERS,
  allowed: readonly { from: string; to: string }[] = KNOWN_UPWARD_IMPORTS,
): Violation[] {
  const within = (path: string, place: string) => path === place || path.startsWith(`${place}/`);
  const layerOf = new Map(layers.flatMap((folders, n) => folders.map((f) => [f, n] as const)));
  const violations: Violation[] = [];
  const unplaced = new Set<string>();
  for (const file of tree.files) {
    const folder = domainFolderOf(file);
    if (folder !== null && !layerOf.has(folder) && !unplaced.has(folder)) {
      unplaced.add(folder);
      violations.push({
        file,
        line: 1,
        specifier: '',
        rule: 'domain-layers',
        reason: `domain/${folder} is in no layer: add it to DOMAIN_LAYERS and src/domain/README.md`,
      });
    }
  }
  const used = new Set<object>();
  for (const ref of tree.imports) {
    if (ref.target === null || isTestFile(ref.from) || areaOf(ref.from) !== 'domain') continue;
    if (areaOf(ref.target) !== 'domain') continue;
    const from = domainFolderOf(ref.from);
    const to = domainFolderOf(ref.target);
    if (from === null || from === to) continue; // the entry imports everything; a folder itself
    const target = ref.target;
    const exception = allowed.find(
      (entry) => within(ref.from, entry.from) && within(target, entry.to),
    );
    if (exception) {
      used.add(exception);
      continue;
    }
    if (to === null) {
      violations.push(
        violation(ref, 'domain-layers', 'only server and web import the entry src/domain/index.ts'),
      );
      continue;
    }
    const fromLayer = layerOf.get(from);
    const toLayer = layerOf.get(to);
    if (fromLayer === undefined || toLayer === undefined || toLayer < fromLayer) continue;
    violations.push(
      violation(
        ref,
        'domain-layers',
        toLayer === fromLayer
          ? `${from} and ${to} share layer ${fromLayer}: siblings never import each other`
          : `${from} (layer ${fromLayer}) must not import ${to} (layer ${toLayer}): imports run down the layers`,
      ),
    );
  }
  for (const entry of allowed) {
    if (used.has(entry)) continue;
    violations.push({
      file: entry.from,
      line: 1,
      specifier: entry.to,
      rule: 'domain-layers',
      reason: 'KNOWN_UPWARD_IMPORTS lists an import that is gone: delete the entry',
    });
  }
  return violations;
}

/**
 * Every import cycle among the files of the tree (type-only imports included): Tarjan's strongly
 * connected components over resolved relative and `#domain` imports. Each cycle lists its files,
 * sorted.
 */
export function findCycles(tree: SourceTree): string[][] {
  const known = new Set(tree.files);
  const edges = new Map<string, string[]>(tree.files.map((file) => [file, []]));
  for (const ref of tree.imports) {
    if (ref.target !== null && known.has(ref.target)) edges.get(ref.from)?.push(ref.target);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const root of tree.files) {
    if (index.has(root)) continue;
    const work: { file: string; next: number }[] = [{ file: root, next: 0 }];
    index.set(root, index.size);
    low.set(root, index.get(root)!);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const targets = edges.get(frame.file)!;
      if (frame.next < targets.length) {
        const to = targets[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, index.size);
          low.set(to, index.get(to)!);
          stack.push(to);
          onStack.add(to);
          work.push({ file: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1 || targets.includes(frame.file)) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** One violation per cycle, naming its files, but those `known` lists (and those it lists no more). */
export function checkCycles(
  tree: SourceTree,
  known: readonly { files: readonly string[] }[] = KNOWN_CYCLES,
): Violation[] {
  const keyOf = (files: readonly string[]) => [...files].sort().join(', ');
  const found = findCycles(tree).map(keyOf);
  const knownKeys = known.map((entry) => keyOf(entry.files));
  const cycle = (files: string, reason: string): Violation => ({
    file: files.split(', ')[0] ?? '',
    line: 1,
    specifier: '',
    rule: 'import-cycle',
    reason: `${reason}: ${files}`,
  });
  return [
    ...found
      .filter((files) => !knownKeys.includes(files))
      .map((files) => cycle(files, 'these files import each other in a cycle')),
    ...knownKeys
      .filter((files) => !found.includes(files))
      .map((files) => cycle(files, 'KNOWN_CYCLES lists a cycle that is gone: delete the entry')),
  ];
}

/** Every rule at once. */
export function checkArchitecture(tree: SourceTree): Violation[] {
  return [
    ...checkAreas(tree),
    ...checkPackages(tree),
    ...checkWebFeatures(tree),
    ...checkDomainEntry(tree),
    ...checkDomainLayers(tree),
    ...checkCycles(tree),
  ];
}

/** `domain/a.ts:3 imports '../server/x' (area): domain must not import server`. */
export function describeViolation(v: Violation): string {
  const what = v.specifier ? ` imports '${v.specifier}'` : '';
  return `${v.file}:${v.line}${what} (${v.rule}): ${v.reason}`;
}

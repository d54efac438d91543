import { describe, expect, it } from 'vitest';

/**
 * Issue 15: Home's JavaScript stays at or under 120 KB gzip (`npm run bench:bundle` measures the
 * build). What keeps it there: the modules the entry loads before the first paint (main.tsx and
 * everything it imports at run time, `import()` excluded) never import these. Type-only imports
 * are erased by the build, so they do not count. See README.md, "The first page's weight".
 */
const HEAVY_PACKAGES = [
  'zod',
  'better-auth',
  'tailwind-merge',
  'react-hook-form',
  '@hookform/resolvers',
] as const;

const sources = import.meta.glob<string>('./**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Static imports and re-exports that survive the build (not `import type`, not all-`type`). */
function runtimeImportsOf(source: string): string[] {
  const statements = source.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?['"]([^'"]+)['"]/gm,
  );
  return [...statements]
    .filter(([, typeOnly, clause]) => {
      if (typeOnly) return false;
      const named = /^\{([\s\S]*)\}$/.exec(clause?.trim() ?? '')?.[1];
      if (named === undefined) return true;
      const names = named
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      return !names.every((name) => name.startsWith('type '));
    })
    .map(([, , , specifier]) => specifier ?? '');
}

/** `./features/home/x.tsx` + `../../lib/cn` -> `./lib/cn.ts`; outside src/web starts with `../`. */
function resolve(from: string, specifier: string): string {
  const parts = from.replace(/^\.\//, '').split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') {
      if (parts.length > 0 && parts.at(-1) !== '..') parts.pop();
      else parts.push('..');
    } else if (segment !== '.') {
      parts.push(segment);
    }
  }
  const base = parts[0] === '..' ? parts.join('/') : `./${parts.join('/')}`;
  return (
    [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((path) => path in sources) ?? base
  );
}

/** Every module `entry` reaches through run-time static imports, with what brought it in. */
function staticModules(entry: string) {
  const reachedFrom = new Map<string, string>([[entry, '(entry)']]);
  const pending = [entry];
  const packages: { specifier: string; importer: string }[] = [];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    for (const specifier of runtimeImportsOf(sources[file] ?? '')) {
      if (!specifier.startsWith('.')) {
        packages.push({ specifier, importer: file });
        continue;
      }
      if (specifier.endsWith('.css')) continue;
      const target = resolve(file, specifier);
      if (reachedFrom.has(target)) continue;
      reachedFrom.set(target, file);
      if (target in sources) pending.push(target);
    }
  }
  return { modules: [...reachedFrom.keys()], reachedFrom, packages };
}

describe("the first page's JavaScript", () => {
  const { modules, reachedFrom, packages } = staticModules('./main.tsx');

  it('reaches the app shell and Home', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        './app/router.tsx',
        './components/layout/header.tsx',
        './features/home/home-page.tsx',
      ]),
    );
  });

  it('imports none of the heavy packages the other screens use', () => {
    const heavy = packages
      .filter(({ specifier }) =>
        HEAVY_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
      )
      .map(({ specifier, importer }) => `${importer} imports ${specifier}`);
    expect(heavy).toEqual([]);
  });

  it('imports nothing from the domain at run time (its schemas bring zod)', () => {
    const domain = [
      ...modules
        .filter((path) => path.startsWith('../'))
        .map((path) => `${reachedFrom.get(path)} imports ${path}`),
      ...packages
        .filter(({ specifier }) => specifier === '#domain' || specifier.startsWith('#domain/'))
        .map(({ specifier, importer }) => `${importer} imports ${specifier}`),
    ];
    expect(domain).toEqual([]);
  });

  it('does not load the screens themselves, nor the merging cn()', () => {
    const screens = modules.filter(
      (path) =>
        path === './lib/cn.ts' ||
        (path.startsWith('./features/') && !path.startsWith('./features/home/')),
    );
    expect(screens).toEqual([]);
  });
});

/**
 * Issue 15, Lighthouse on /meal-plan: the grocery list brings the engine's food table (about
 * 80 KB gzip, and a validation of every food on its first render), and the assistant's panel
 * brings it too; the screen loads both on demand (`grocery-list-slot.tsx`,
 * `meal-plan-chat-launcher.tsx`), so its own chunk holds neither.
 */
describe("the meal plan screen's JavaScript", () => {
  const { modules, reachedFrom } = staticModules('./app/routes/meal-plan.tsx');

  it('reaches the screen and the plan view', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        './features/meal-plan/meal-plan-page.tsx',
        './features/meal-plan/plan-view.tsx',
        './features/meal-plan/grocery-list-slot.tsx',
      ]),
    );
  });

  it('imports neither the grocery list nor the assistant panel statically', () => {
    const onDemand = [
      './features/meal-plan/grocery-list.tsx',
      './features/meal-plan/meal-plan-assistant.tsx',
    ]
      .filter((path) => modules.includes(path))
      .map((path) => `${reachedFrom.get(path)} imports ${path}`);
    expect(onDemand).toEqual([]);
  });
});

/**
 * Issue 15, start-up work on the guided screens: the calls to a signed-in person's data
 * (`lib/account-api.ts`) parse every body and reply with the domain's account schemas, and zod
 * builds each schema when its module loads. An anonymous visitor never makes those calls, so
 * the screens reach them only through `account-queries.ts`, which loads them on first use.
 */
describe.each([
  './app/routes/assessment.tsx',
  './app/routes/preferences.tsx',
  './app/routes/analysis.tsx',
  './app/routes/meal-plan.tsx',
])('%s', (route) => {
  const { modules, reachedFrom } = staticModules(route);

  it('saves to the account through account-sync, without loading the account calls', () => {
    expect(modules).toContain('./lib/account-sync.ts');
    const calls = modules
      .filter((path) => path === './lib/account-api.ts')
      .map((path) => `${reachedFrom.get(path)} imports ${path}`);
    expect(calls).toEqual([]);
  });
});

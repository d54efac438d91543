import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export type Area = 'domain' | 'server' | 'web';

export interface ImportViolation {
  file: string;
  specifier: string;
  reason: string;
}

/** What each area may import, besides itself: imports run web -> domain and server -> domain. */
const ALLOWED_AREAS: Record<Area, Area[]> = {
  domain: [],
  server: ['domain'],
  web: ['domain'],
};

/** Packages the domain may use: it is pure TypeScript with no I/O, so only these. */
const DOMAIN_PACKAGES = new Set(['zod', 'vitest', 'fast-check']);
/** Tests (and `domain/testing/`) may also load the LP solver the server passes the planner. */
const DOMAIN_TEST_PACKAGES = new Set(['highs']);
const isDomainTestFile = (at: string) =>
  /\.test\.tsx?$/.test(at) || at.startsWith(`domain${sep}testing${sep}`);

const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? match[2] ?? '');
}

function areaOf(srcDir: string, path: string): Area | null {
  const [first] = relative(srcDir, path).split(sep);
  return first === 'domain' || first === 'server' || first === 'web' ? first : null;
}

/** Every import in `src/` that breaks the direction rules, with the reason. */
export function findImportViolations(srcDir: string): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const file of listSourceFiles(srcDir)) {
    const from = areaOf(srcDir, file);
    if (!from) continue;
    const source = readFileSync(file, 'utf8');
    for (const specifier of importsOf(source)) {
      const at = relative(srcDir, file);
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (!target.startsWith(resolve(srcDir) + sep)) {
          if (
            from === 'domain' &&
            !relative(resolve(srcDir, '..', 'data'), target).startsWith('..')
          ) {
            continue; // the domain reads the committed food table and recipes as JSON modules
          }
          if (from !== 'domain') continue;
          violations.push({
            file: at,
            specifier,
            reason: 'domain may only import inside src/domain and data/',
          });
          continue;
        }
        const to = areaOf(srcDir, target);
        if (to && to !== from && !ALLOWED_AREAS[from].includes(to)) {
          violations.push({ file: at, specifier, reason: `${from} must not import ${to}` });
        }
      } else if (from === 'domain') {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : (specifier.split('/')[0] ?? specifier);
        if (
          !DOMAIN_PACKAGES.has(name) &&
          !(DOMAIN_TEST_PACKAGES.has(name) && isDomainTestFile(at))
        ) {
          violations.push({
            file: at,
            specifier,
            reason: 'domain is pure: no I/O or framework packages',
          });
        }
      } else if (
        from === 'web' &&
        (specifier.startsWith('node:') ||
          specifier === 'hono' ||
          specifier.startsWith('drizzle-orm'))
      ) {
        violations.push({
          file: at,
          specifier,
          reason: 'web runs in the browser and talks to the server over HTTP',
        });
      }
    }
  }
  return violations;
}

import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md: imports flow web -> domain, never web -> server (the web talks HTTP), and a
 * feature never imports another feature (routes compose them). Paths are relative to src/web.
 */
const sources = import.meta.glob<string>('./**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Server-only packages: pulling one into the browser bundle is always a mistake. */
const SERVER_PACKAGES = [
  'hono',
  '@hono/',
  'drizzle-orm',
  'drizzle-kit',
  'pg',
  '@electric-sql/pglite',
  'nodemailer',
  'smtp-server',
];

const IMPORT_PATTERN =
  /(?:^|\s)(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? match[2] ?? '');
}

/** Resolves `specifier` from `file` to a path relative to src/web (`../server/...` is outside). */
function resolveRelative(file: string, specifier: string): string {
  const parts = file.replace(/^\.\//, '').split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') {
      if (parts.length > 0 && parts.at(-1) !== '..') parts.pop();
      else parts.push('..');
    } else if (segment !== '.') {
      parts.push(segment);
    }
  }
  return parts.join('/');
}

function featureOf(path: string): string | undefined {
  return /^(?:\.\/)?features\/([^/]+)\//.exec(`${path}/`)?.[1];
}

const files = Object.entries(sources);

describe('import boundaries of src/web', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('never imports server code or server-only packages', () => {
    const violations = files.flatMap(([file, source]) =>
      importsOf(source)
        .filter((specifier) => {
          if (specifier.startsWith('.')) {
            const resolved = resolveRelative(file, specifier);
            return resolved === '../server' || resolved.startsWith('../server/');
          }
          return (
            SERVER_PACKAGES.some((name) => specifier === name || specifier.startsWith(name)) ||
            specifier === 'better-auth'
          );
        })
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('keeps features independent of each other', () => {
    const violations = files.flatMap(([file, source]) => {
      const ownFeature = featureOf(file);
      if (!ownFeature) return [];
      return importsOf(source)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => {
          const target = featureOf(resolveRelative(file, specifier));
          return target !== undefined && target !== ownFeature;
        })
        .map((specifier) => `${file} imports ${specifier}`);
    });
    expect(violations).toEqual([]);
  });

  it('detects a forbidden import (self-check of the parser)', () => {
    expect(importsOf("import { db } from '../../server/db/client';")).toEqual([
      '../../server/db/client',
    ]);
    expect(resolveRelative('./features/home/page.tsx', '../../../server/app')).toBe(
      '../server/app',
    );
    expect(featureOf(resolveRelative('./features/home/page.tsx', '../meal-plan/plan'))).toBe(
      'meal-plan',
    );
  });
});

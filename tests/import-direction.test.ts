import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportViolations, importsOf } from './import-direction';

function fakeSrc(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'phn-imports-'));
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, 'src', path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, content);
  }
  return join(root, 'src');
}

describe('import direction', () => {
  it('holds in this repository: web -> domain and server -> domain only', () => {
    expect(findImportViolations(join(import.meta.dirname, '..', 'src'))).toEqual([]);
  });

  it('reads static, type-only, re-export and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "const d = await import('./d');",
      "import './side-effect';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', '../b', './c', './d', './side-effect']);
  });

  it('flags domain importing server or web, or an I/O package', () => {
    const src = fakeSrc({
      'domain/a.ts': "import { x } from '../server/x';\nimport { readFileSync } from 'node:fs';",
      'domain/b.ts': "import { y } from '../web/y';\nimport { z } from 'zod';",
      'server/x.ts': 'export const x = 1;',
      'web/y.ts': 'export const y = 1;',
    });
    const reasons = findImportViolations(src).map((v) => `${v.file}: ${v.reason}`);
    expect(reasons).toEqual([
      'domain/a.ts: domain must not import server',
      'domain/a.ts: domain is pure: no I/O or framework packages',
      'domain/b.ts: domain must not import web',
    ]);
  });

  it('flags web importing server code and server importing web code', () => {
    const src = fakeSrc({
      'web/page.tsx': "import { createApp } from '../server/app';",
      'server/app.ts': "import { Page } from '../web/page';",
      'domain/index.ts': 'export {};',
    });
    expect(findImportViolations(src).map((v) => v.reason)).toEqual([
      'server must not import web',
      'web must not import server',
    ]);
  });
});

// `npm run build`, after Vite: the frame every page opens in (header, a loading status, footer),
// rendered once by React from the app's own components (src/web/app/static-shell.tsx) and written
// into dist/web/index.html, so a phone on a slow network paints it before any script arrives
// (issue 15: first and largest contentful paint). The app's first render replaces it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { NODE_BUNDLE } from './node-bundle.mjs';

const indexFile = join('dist', 'web', 'index.html');
const EMPTY_ROOT = '<div id="root"></div>';

// Inside the project, so the bundle's imports resolve to its node_modules.
const workDir = join('dist', '.static-shell');
try {
  const bundle = join(workDir, 'static-shell.mjs');
  await build({
    entryPoints: ['src/web/app/static-shell.tsx'],
    outfile: bundle,
    ...NODE_BUNDLE,
  });
  const { renderStaticShell } = await import(pathToFileURL(bundle).href);
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(EMPTY_ROOT)) {
    throw new Error(`${indexFile} has no ${EMPTY_ROOT} to fill: was it prerendered already?`);
  }
  writeFileSync(indexFile, html.replace(EMPTY_ROOT, `<div id="root">${renderStaticShell()}</div>`));
  console.log('Wrote the page frame into dist/web/index.html.');
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

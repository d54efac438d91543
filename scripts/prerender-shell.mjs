// `npm run build`, after Vite: the frame every page opens in (header, a loading status, footer),
// rendered once by React from the app's own components (src/web/app/static-shell.tsx) and written
// into dist/web/index.html, so a phone on a slow network paints it before any script arrives
// (issue 15: first and largest contentful paint). The app's first render replaces it. Pages with
// a frame of their own (FRAMED_PATHS: /analysis) get a copy with theirs, dist/web/frames/<name>.html,
// which the server answers their address with.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { NODE_BUNDLE } from './node-bundle.mjs';

const indexFile = join('dist', 'web', 'index.html');
const framesDir = join('dist', 'web', 'frames');
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
  const { renderStaticShell, FRAMED_PATHS } = await import(pathToFileURL(bundle).href);
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(EMPTY_ROOT)) {
    throw new Error(`${indexFile} has no ${EMPTY_ROOT} to fill: was it prerendered already?`);
  }
  const framed = (path) =>
    html.replace(EMPTY_ROOT, `<div id="root">${renderStaticShell(path)}</div>`);
  rmSync(framesDir, { recursive: true, force: true });
  mkdirSync(framesDir, { recursive: true });
  for (const path of FRAMED_PATHS)
    writeFileSync(join(framesDir, `${path.slice(1)}.html`), framed(path));
  writeFileSync(indexFile, framed(null));
  console.log(
    `Wrote the page frame into ${indexFile}, and ${FRAMED_PATHS.join(', ')}'s into ${framesDir}.`,
  );
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

// Size of the JavaScript and CSS the Home page loads, raw and gzip-compressed, from the built app
// in dist/web (or WEB_DIST_DIR, as for the server). Prints one JSON line.
// Run: npm run bench:bundle (builds first).
//
// Home's JavaScript is what must arrive before Home can paint: the entry script of index.html and
// every chunk it imports statically, followed chunk by chunk (plus anything index.html preloads).
// Home itself is in the entry; the other screens are separate chunks, loaded by `import()` when
// visited, and are not counted. `import()` calls are not followed.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST_DIR ?? join(import.meta.dirname, '..', 'dist', 'web');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const read = (path: string) => readFileSync(join(dist, path.replace(/^\//, '')));

/** `import … from "./x.js"` and `import "./x.js"`, as Vite writes them (not `import("./x.js")`). */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    const code = read(path).toString('utf8');
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      if (specifier) pending.push(posix.join(posix.dirname(path), specifier));
    }
  }
  return [...seen];
}

const entryScripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '');
const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
  (m) => m[1] ?? '',
);
const scripts = staticClosure([...entryScripts, ...preloaded]);
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
  (m) => m[1] ?? '',
);

function measure(paths: string[]) {
  let raw = 0;
  let gzip = 0;
  for (const path of new Set(paths)) {
    const bytes = read(path);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return {
    files: new Set(paths).size,
    rawKb: Math.round(raw / 102.4) / 10,
    gzipKb: Math.round(gzip / 102.4) / 10,
  };
}

console.log(JSON.stringify({ bench: 'home-bundle', js: measure(scripts), css: measure(styles) }));

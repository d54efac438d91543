// Size of the JavaScript and CSS the Home page loads, raw and gzip-compressed, from the built app
// in dist/web. Prints one JSON line. Run: npm run bench:bundle (builds first).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist', 'web');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

// Home loads the entry script, the chunks it preloads, and the stylesheets in index.html.
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1] ?? '');
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
  (m) => m[1] ?? '',
);

function measure(paths: string[]) {
  let raw = 0;
  let gzip = 0;
  for (const path of new Set(paths)) {
    const bytes = readFileSync(join(dist, path.replace(/^\//, '')));
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

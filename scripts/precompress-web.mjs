// `npm run build`, after Vite: each hashed asset of the web app is stored brotli- and
// gzip-compressed beside itself (app-1a2b.js.br, app-1a2b.js.gz), at the highest levels, once.
// The server sends the smallest the browser accepts (src/server/app.ts, `precompressed`)
// instead of compressing the same bytes on every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join('dist', 'web', 'assets');
/** Text worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;

let files = 0;
for (const name of readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const path = join(assets, name);
  const bytes = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  files += 1;
}
console.log(`Precompressed ${files} web assets (brotli and gzip).`);

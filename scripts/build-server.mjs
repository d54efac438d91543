// `npm run build` (after the web app): the server as JavaScript for plain node
// (dist/server/main.js and the engine's worker thread, dist/server/engine-worker.js, packages left
// in node_modules), and its migrations beside it, where src/server/db/client.ts looks for them
// (./migrations next to the module).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { NODE_BUNDLE } from './node-bundle.mjs';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts', 'src/server/engine/engine-worker.ts'],
  outdir: 'dist/server',
  entryNames: '[name]',
  ...NODE_BUNDLE,
  sourcemap: true,
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });

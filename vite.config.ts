import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * React Router 7's package exports name only its development build (with its dev warnings and
 * checks), for builds too (remix-run/react-router#14102): a build takes the production build it
 * ships beside it, the same API.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: 'src/web',
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // The food table (data/foods/foods.json, 1 MB) ships as one `JSON.parse("...")` string instead
  // of a 600 KB object literal: V8 parses JSON much faster than JavaScript, which matters on the
  // phones issue 15 measures. Every JSON import in src is a default import, so no named exports.
  json: { stringify: true, namedExports: false },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/dev/mailbox': `http://127.0.0.1:${apiPort}`,
    },
  },
}));

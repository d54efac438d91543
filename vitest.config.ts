import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// Unit projects (domain, tools, server, web) leave out `*.integration.test.ts`: the tests that
// boot real server processes, run long loops or sweeps (random profiles, every regex in src/),
// or sign in and out many times (each password hash is tens of milliseconds of CPU). The
// `integration` project runs those (`npm run test:integration` runs it with `server`, on
// PostgreSQL too when DATABASE_URL is set).
const INTEGRATION = '**/*.integration.test.{ts,tsx}';
const exclude = [...configDefaults.exclude, INTEGRATION];
// domain, tools and server run with `isolate: false`: one module graph per worker, so the food
// table, HiGHS, PGlite's WebAssembly and the server's packages load once per worker, not per
// file (no test uses vi.mock or changes a module's state; files pass in any order).
// One migrated PGlite cluster per run, dumped for every server test database to load.
const SERVER_SETUP = 'src/server/test/global-setup.ts';
// The food table (data/foods/foods.json, 1 MB) as one `JSON.parse` string, not a 600 KB object
// literal with a named export per key: Vite transforms it in 80 ms instead of 450 and the module
// evaluates in 10 ms instead of 190, once in each project that loads it.
const json = { stringify: true, namedExports: false } as const;

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one on our 2-core machines.
    // The unit projects are CPU-bound and use both; the integration project keeps one (below).
    maxWorkers: 2,
    // After each test, hooks run in the order they were registered: the web setup's clean-up
    // (src/web/test/setup.ts: screens unmounted, globals unstubbed) before a file's own, which
    // resets the stores. In the default order (reversed), a store reset reached a screen still
    // mounted; its re-render could start a request that landed in the next test's fake API
    // (email-plan-button.test.tsx counted the account's start-up load, depending on timing).
    sequence: { hooks: 'list' },
    projects: [
      {
        json,
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          exclude,
          environment: 'node',
          isolate: false,
        },
      },
      {
        json,
        test: {
          name: 'tools',
          include: ['scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude,
          environment: 'node',
          isolate: false,
        },
      },
      {
        json,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          exclude,
          environment: 'node',
          globalSetup: [SERVER_SETUP],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        json,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude,
          // happy-dom: the web files take a third less CPU than on jsdom (whose computed-style
          // cascade, run for every role query, was a sixth of their time). Where it differs from
          // browsers in what the tests meet, src/web/test/setup.ts mimics the browsers.
          environment: 'happy-dom',
          // The email previews' iframes get a frame that never navigates (by default happy-dom
          // logs an error for each iframe it will not load).
          environmentOptions: {
            happyDOM: {
              settings: {
                enableIframePageLoading: true,
                navigation: { disableChildFrameNavigation: true },
              },
            },
          },
          setupFiles: ['src/web/test/setup.ts'],
          // One module graph per worker: the app, the domain and its food table load once, not
          // per file. Safe here: no test mocks a module, setup.ts cleans the DOM and the globals
          // after each test, and the files reset the stores they use (profile, tab logs, storage).
          isolate: false,
        },
      },
      {
        json,
        test: {
          name: 'integration',
          include: [
            'src/domain/**/*.integration.test.ts',
            'src/server/**/*.integration.test.ts',
            'tests/**/*.integration.test.ts',
          ],
          environment: 'node',
          // One file at a time: its timing checks (ReDoS answers under 100 ms, no fuzzed request
          // over 1 s) must not share the cores with another file's server.
          maxWorkers: 1,
          globalSetup: [SERVER_SETUP],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

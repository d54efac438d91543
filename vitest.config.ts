import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// Unit projects (domain, tools, server, web) leave out `*.integration.test.ts`: the tests that
// boot real server processes or run long loops. The `integration` project runs those
// (`npm run test:integration` runs it with `server`, on PostgreSQL too when DATABASE_URL is set).
const INTEGRATION = '**/*.integration.test.{ts,tsx}';
const exclude = [...configDefaults.exclude, INTEGRATION];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          exclude,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tools',
          include: ['scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          exclude,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude,
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          // One module graph per worker: the app, the domain and its food table load once, not
          // per file. Safe here: no test mocks a module, setup.ts cleans the DOM and the globals
          // after each test, and the files reset the stores they use (profile, tab logs, storage).
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/domain/**/*.integration.test.ts', 'src/server/**/*.integration.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const emailOffURL = `http://127.0.0.1:${port + 1}`;
process.env.E2E_EMAIL_OFF_URL = emailOffURL;
// Each run starts from an empty embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'phn-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node dist/server/main.js',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        DATABASE_URL: '',
        WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? 'dist/web',
        // Problems only: a line per request would bury the test report.
        LOG_LEVEL: 'warn',
      },
    },
    // The same app with email switched off, for the email test page's warning (spec §2).
    {
      command: 'node dist/server/main.js',
      url: `${emailOffURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        PORT: String(port + 1),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'phn-e2e-email-off-')),
        PUBLIC_URL: emailOffURL,
        DATABASE_URL: '',
        EMAIL_TRANSPORT: 'off',
        AUTH_ENABLED: 'false',
        WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? 'dist/web',
      },
    },
  ],
});

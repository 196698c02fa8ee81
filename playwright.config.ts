import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './tests/e2e/browser.ts';
import { serverEnv } from './tests/e2e/worker-server.ts';

const PORT = Number(process.env.E2E_PORT ?? 4180);

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests run in order; files run side by side, each worker on a server and a database
  // of its own (tests/e2e/worker-server.ts, started by the `storefront` fixture in fixtures.ts).
  fullyParallel: false,
  // The demo database, migrated and seeded once; each worker's server starts on a copy.
  globalSetup: './tests/e2e/global-setup.ts',
  // A worker per core (E2E_WORKERS to choose): one worker left a two-core machine half idle
  // (the tests wait on the pages more than they compute), two keep both cores busy (README).
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  // No retries, in CI too: a flaky test is a defect to find and fix.
  retries: 0,
  // A test is a person's journey (sign up, a few pages, offline and back, a second tab): 15-25 s on a
  // quiet two-core machine, and up to twice that with both workers busy. At 30 s, CI failed on a
  // different long journey each run, every time mid-way and never wrong; 60 s is what 21 tests had
  // each asked for. A test waits for what it needs, never a fixed time, so a passing suite is no slower.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    serviceWorkers: 'allow',
    // No trace unless asked (`--trace retain-on-failure`): recording one for every test cost a
    // fifth of the suite's CPU, and CI keeps only the log (the failureLog fixture writes there
    // what the pages said before a failure).
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: launchOptions(),
  },
  // The same server as a spec-literal backend (SPEC_STRICT, issue 29) for
  // tests/e2e/spec-strict.spec.ts, on the port after E2E_PORT, with a fresh embedded database.
  webServer: [
    {
      command: 'rm -rf .tmp/e2e-strict-data && tsx server/main.ts',
      env: serverEnv(PORT + 1, '.tmp/e2e-strict-data', { SPEC_STRICT: 'true' }),
      url: `http://127.0.0.1:${PORT + 1}/api/ip`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './tests/e2e/browser.ts';
import { serverEnv } from './tests/e2e/worker-server.ts';

const PORT = Number(process.env.E2E_PORT ?? 4180);

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests run in order; files run side by side, each worker on a server and a database
  // of its own (tests/e2e/worker-server.ts, started by the `storefront` fixture in fixtures.ts).
  fullyParallel: false,
  // One worker unless asked (E2E_WORKERS): two on this project’s two cores ran the suite in 9-13
  // minutes instead of 11-15: too little for their load on two cores (README).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // No retries, in CI too: a flaky test is a defect to find and fix.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
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

import { defineConfig, devices } from '@playwright/test';
import webpush from 'web-push';
import { launchOptions } from './tests/e2e/browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 4180);
// Web Push is on, with a key pair of this run's own (the browser's push service is the test's stand-in, tests/e2e/push.spec.ts).
const vapid = webpush.generateVAPIDKeys();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI too: a flaky test is a defect to find and fix.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: launchOptions(),
  },
  // The production build on the real server and a fresh embedded database with the demo data;
  // and beside it the same server as a spec-literal backend (SPEC_STRICT, issue 29) for
  // tests/e2e/spec-strict.spec.ts, on the next port.
  webServer: [
    {
      // The store's first admin is added as a real store's is (`npm run staff:add`), before the server opens the database.
      command: 'rm -rf .tmp/e2e-data && tsx scripts/staff-add.ts 09129900001 --role admin --name "E2E admin" && tsx server/main.ts',
      // Every test's browser signs in from 127.0.0.1: the address's budget of codes is a whole suite's (server tests hold the limit itself).
      env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: '.tmp/e2e-data', NODE_ENV: 'development', DEMO_MODE: 'true', ANALYTICS_IDS: 'e2e-storefront', OTP_SENDS_PER_ADDRESS: '1000',
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:ops@medsupply.example',
        // The stand-in subscriptions' endpoints are on this machine (a port nobody listens on): never the internet.
        PUSH_SERVICE_HOSTS: '127.0.0.1',
      },
      url: `http://127.0.0.1:${PORT}/api/ip`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'rm -rf .tmp/e2e-strict-data && tsx server/main.ts',
      env: { PORT: String(PORT + 1), HOST: '127.0.0.1', DATA_DIR: '.tmp/e2e-strict-data', NODE_ENV: 'development', DEMO_MODE: 'true', SPEC_STRICT: 'true', ANALYTICS_IDS: 'e2e-storefront', OTP_SENDS_PER_ADDRESS: '1000' },
      url: `http://127.0.0.1:${PORT + 1}/api/ip`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

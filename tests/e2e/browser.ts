/** How the suite launches Chromium (playwright.config.ts), for specs that add flags of their own (a fake camera). */
import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium where present (CI and this machine cannot download browsers); elsewhere
// Playwright's own browser after `npx playwright install chromium`.
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function launchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    ...(fs.existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  };
}

/** How the suite launches Chromium (playwright.config.ts), for specs that add flags of their own (a fake camera). */
import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium where present (CI and this machine cannot download browsers); elsewhere
// Playwright's own browser after `npx playwright install chromium`.
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Chromium 156 (Debian's) starts the address bar's suggestion popups as web pages of their own
 * (chrome://omnibox-popup.top-chrome, in a "WebUI Top Renderer" process) around a new tab, headless
 * too: 0.5-1 s of CPU each time, as much as the page under test, on a two-core machine (3 of 4
 * runs of four tabs; 0 of 9 with these two off). A `--disable-features` given here replaces
 * Playwright's own (its chromiumSwitches, playwright-core 1.65), so that list comes first.
 */
const DISABLED_FEATURES = [
  ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding'],
  ...['ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'],
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export function launchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    ...(fs.existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--disable-features=${DISABLED_FEATURES.join(',')}`, ...extraArgs],
  };
}

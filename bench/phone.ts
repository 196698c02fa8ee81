/**
 * The phone the benchmarks of issue 30 hold (a 412 px screen, Chromium's CPU slowed 4×), as a
 * returning visitor: its service worker installed with the app's files, and the pages it will
 * open seen once, their code, reads and images in the worker's caches.
 */
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { launchOptions } from '../tests/e2e/browser.ts';

export const PHONE = { width: 412, height: 823 };
export const CPU_SLOWDOWN = 4;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A browser whose phone has visited `paths` (settling `settleMs` on each); close the browser after. */
export async function returningPhone(origin: string, paths: string[], settleMs: number): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch(launchOptions());
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  const first = await context.newPage();
  await first.goto(origin + paths[0]!);
  // The worker's first download (the app's files) done, as an installed app has it: the worker
  // takes control once it is active, and it is active once its install has kept every file.
  await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
  for (const path of new Set(paths)) {
    await first.goto(origin + path, { waitUntil: 'load' });
    await first.waitForTimeout(settleMs);
  }
  await first.close();
  return { browser, context };
}

/** A new tab of the phone, its CPU slowed. */
export async function slowTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return tab;
}

/**
 * With `BENCH_TRACE_DIR` set, traces `tab` into `<dir>/<name>.json` (the Performance panel opens it)
 * until the returned function is called; without it, nothing.
 */
export async function traceTab(tab: Page, name: string): Promise<() => Promise<void>> {
  const dir = process.env.BENCH_TRACE_DIR;
  const browser = dir ? tab.context().browser() : null;
  if (!dir || !browser) return async () => undefined;
  await browser.startTracing(tab, {
    path: path.join(dir, `${name.replace(/\W+/g, '-')}.json`),
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'latencyInfo', 'loading'],
  });
  return async () => void (await browser.stopTracing());
}

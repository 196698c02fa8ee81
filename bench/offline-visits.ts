/**
 * Offline repeat visits (issue 30): a phone (412 px, Chromium's CPU slowed 4×) that has seen the
 * home, a category and a product page online, opened again with no network. Each page is opened
 * in a new tab of the same browser (its service worker and caches), and its LCP read from the
 * page's own PerformanceObserver; also what answered the navigation: the page's own HTML as the
 * server rendered it, or the empty shell the browser renders the page into.
 */
import { chromium } from '@playwright/test';
import { launchOptions } from '../tests/e2e/browser.ts';

export type OfflinePage = { name: string; path: string };
export type OfflineFigures = { name: string; lcpMs: number[]; ttfbMs: number[]; fcpMs: number[]; element: string; from: string };

/** The goal of each offline repeat visit's LCP (issue 30). */
export const OFFLINE_LCP_GOAL_MS = 300;
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Visits `pages` online, then `runs` times each offline; the LCPs and what answered. */
export async function measureOfflineVisits(origin: string, pages: OfflinePage[], runs: number): Promise<OfflineFigures[]> {
  const browser = await chromium.launch(launchOptions());
  try {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
    const first = await context.newPage();
    await first.goto(origin + pages[0]!.path);
    await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
    // The worker's first download (the app's files) done: it is what an installed app has.
    await first.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((n) => n.includes('precache'));
      for (let i = 0; i < 600 && precache; i++) {
        const kept = (await (await caches.open(precache)).keys()).length;
        if (kept >= 150) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    for (const page of pages) {
      await first.goto(origin + page.path, { waitUntil: 'load' });
      await first.waitForTimeout(1500); // its reads and images into the worker's caches
    }
    await first.close();
    await context.setOffline(true);
    const figures: OfflineFigures[] = pages.map((p) => ({ name: p.name, lcpMs: [], ttfbMs: [], fcpMs: [], element: '', from: '' }));
    for (let i = 0; i < runs; i++) {
      for (const [k, page] of pages.entries()) {
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await tab.goto(origin + page.path, { waitUntil: 'load' });
        const seen = await tab.evaluate(
          () =>
            new Promise<{ lcp: number; ttfb: number; fcp: number; element: string; rendered: boolean }>((resolve) => {
              let lcp = 0;
              let element = '';
              new PerformanceObserver((list) => {
                for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
                  lcp = e.startTime;
                  element = e.element ? `${e.element.tagName.toLowerCase()}${e.element.className ? `.${String(e.element.className).split(' ')[0]}` : ''}` : '';
                }
              }).observe({ type: 'largest-contentful-paint', buffered: true });
              // Rendered by the server: the page's answers came inline with it.
              const rendered = document.getElementById('boot-data') !== null;
              const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
              setTimeout(() => resolve({ lcp: Math.round(lcp), ttfb: Math.round(nav?.responseStart ?? 0), fcp: Math.round(fcp), element, rendered }), 2000);
            }),
        );
        figures[k]!.lcpMs.push(seen.lcp);
        figures[k]!.ttfbMs.push(seen.ttfb);
        figures[k]!.fcpMs.push(seen.fcp);
        figures[k]!.element = seen.element;
        figures[k]!.from = seen.rendered ? 'its HTML' : 'the shell';
        await tab.close();
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** Prints the figures beside the goal. */
export function printOfflineVisits(figures: OfflineFigures[]) {
  console.log(`\nOffline repeat visits: a phone (${PHONE.width} px, CPU ${CPU_SLOWDOWN}× slower) that saw each page online, LCP in ms (median, and each run):`);
  for (const f of figures) {
    const m = median(f.lcpMs);
    console.log(
      `  ${f.name.padEnd(12)} ${String(m).padStart(5)} ms  (${f.lcpMs.join(', ')})  answered at ${median(f.ttfbMs)} ms, first paint ${median(f.fcpMs)} ms, LCP on ${f.element || '?'}, from ${f.from}; goal ≤ ${OFFLINE_LCP_GOAL_MS} ms: ${m <= OFFLINE_LCP_GOAL_MS ? 'met' : 'missed'}`,
    );
  }
}

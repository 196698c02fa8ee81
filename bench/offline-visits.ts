/**
 * Offline repeat visits (issue 30): a phone (412 px, Chromium's CPU slowed 4×) that has seen the
 * home, a category and a product page online, opened again with no network. Each page is opened
 * in a new tab of the same browser (its service worker and caches), and its LCP read from the
 * page's own PerformanceObserver; also what answered the navigation: the page's own HTML as the
 * server rendered it, or the empty shell the browser renders the page into.
 */
import { CPU_SLOWDOWN, median, PHONE, returningPhone, slowTab, traceTab } from './phone.ts';

export type OfflinePage = { name: string; path: string };
export type OfflineFigures = { name: string; lcpMs: number[]; ttfbMs: number[]; fcpMs: number[]; element: string; from: string };

/** The goal of each offline repeat visit's LCP (issue 30). */
export const OFFLINE_LCP_GOAL_MS = 300;

/** Visits `pages` online, then `runs` times each offline; the LCPs and what answered. */
export async function measureOfflineVisits(origin: string, pages: OfflinePage[], runs: number): Promise<OfflineFigures[]> {
  // Its reads and images into the worker's caches: 1.5 s on each page.
  const { browser, context } = await returningPhone(
    origin,
    pages.map((p) => p.path),
    1500,
  );
  try {
    await context.setOffline(true);
    const figures: OfflineFigures[] = pages.map((p) => ({ name: p.name, lcpMs: [], ttfbMs: [], fcpMs: [], element: '', from: '' }));
    for (let i = 0; i < runs; i++) {
      for (const [k, page] of pages.entries()) {
        const tab = await slowTab(context);
        const stopTrace = await traceTab(tab, `offline-${page.name}-${i + 1}`);
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
              // The paint's entry is read at the end: when the load event has fired it may not be
              // reported yet (runs printed a first paint of 0 ms).
              // (No named function here: tsx would wrap it in a helper the page does not have.)
              setTimeout(
                () =>
                  resolve({
                    lcp: Math.round(lcp),
                    ttfb: Math.round(nav?.responseStart ?? 0),
                    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
                    element,
                    rendered,
                  }),
                2000,
              );
            }),
        );
        await stopTrace();
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

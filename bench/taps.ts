/**
 * Taps on a phone (issue 30 §2): the latency of each listed interaction as INP measures it (Event
 * Timing: from the input to the next paint after its handlers), on a 412 px phone with Chromium's
 * CPU slowed 4×. The device has visited the site before (its service worker and code are there),
 * as a shopper who taps around does; each run opens the page in a new tab, waits until it has
 * settled (hydrated, its idle work done), and taps once.
 */
import type { Page } from '@playwright/test';
import { CPU_SLOWDOWN, median, PHONE, returningPhone, slowTab } from './phone.ts';

/** The goal of every tap (issue 30): until the next paint. */
export const TAP_GOAL_MS = 100;

export type Tap = { name: string; path: string; target: string };
export type TapFigures = { name: string; ms: number[] };


/** The interactions of issue 30's table, on the pages where a shopper makes them. */
export function tapsOn(pages: { category: string; product: string }): Tap[] {
  return [
    { name: 'add to cart', path: pages.product, target: 'form.add-to-cart button[type=submit]' },
    { name: 'open cart', path: pages.product, target: '.bottom-nav .cart-button' },
    { name: 'filters sheet', path: pages.category, target: 'button.filters-button' },
    { name: 'categories sheet', path: pages.category, target: '.bottom-nav button[aria-controls=categories-drawer]' },
    { name: 'tap a product card', path: pages.category, target: '.product-card a' },
  ];
}

/** The longest Event Timing entry of the next interaction on the page (its pointer, click and key events). */
async function tapLatency(page: Page, target: string): Promise<number> {
  await page.evaluate(() => {
    const scope = window as unknown as { __taps: number[] };
    scope.__taps = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) if (e.interactionId) scope.__taps.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  await page.locator(target).first().tap();
  // The entries come after the paint that ends them.
  await page.waitForTimeout(1500);
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __taps: number[] }).__taps));
}

export async function measureTaps(origin: string, taps: Tap[], runs: number): Promise<TapFigures[]> {
  // A visit before: the worker installed and the pages' code in its cache.
  const { browser, context } = await returningPhone(
    origin,
    taps.map((t) => t.path),
    3000,
  );
  try {
    const figures = taps.map((t) => ({ name: t.name, ms: [] as number[] }));
    for (let i = 0; i < runs; i++) {
      for (const [k, tap] of taps.entries()) {
        const tab = await slowTab(context);
        await tab.goto(origin + tap.path, { waitUntil: 'load' });
        // Settled: hydrated and its idle work done, as when a shopper's thumb comes down.
        await tab.waitForTimeout(4000);
        figures[k]!.ms.push(Math.round(await tapLatency(tab, tap.target)));
        await tab.close();
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}

export function printTaps(figures: TapFigures[]) {
  console.log(`\nTaps on a phone (${PHONE.width} px, CPU ${CPU_SLOWDOWN}× slower), a returning visitor: input to next paint (Event Timing, as INP), ms (median, and each run):`);
  for (const f of figures) {
    const m = median(f.ms);
    console.log(`  ${f.name.padEnd(20)} ${String(m).padStart(4)} ms  (${f.ms.join(', ')}); goal ≤ ${TAP_GOAL_MS} ms: ${m <= TAP_GOAL_MS ? 'met' : 'missed'}`);
  }
}

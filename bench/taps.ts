/**
 * Taps on a phone (issue 30 §2): the latency of each listed interaction as INP measures it (Event
 * Timing: from the input to the next paint after its handlers), on a 412 px phone with Chromium's
 * CPU slowed 4×. The device has visited the site before (its service worker and code are there),
 * as a shopper who taps around does; each run opens the page in a new tab, waits until it has
 * settled (hydrated, its idle work done), and taps once.
 */
import type { Page } from '@playwright/test';
import { CPU_SLOWDOWN, median, PHONE, returningPhone, slowTab, traceTab } from './phone.ts';

/** The goal of every tap (issue 30): until the next paint. */
export const TAP_GOAL_MS = 100;

/**
 * `paints`: the tap opens a page, whose first paint is awaited too: the Element Timing identifier
 * (`elementtiming`) of what that page paints first, measured from the tap's input.
 */
export type Tap = { name: string; path: string; target: string; paints?: string; complete?: string };
/** `goal: null`: shown beside the others, with no goal of its own. */
export type TapFigures = { name: string; ms: number[]; goal?: null };


/** The interactions of issue 30's table, on the pages where a shopper makes them. */
export function tapsOn(pages: { category: string; product: string }): Tap[] {
  return [
    { name: 'add to cart', path: pages.product, target: 'form.add-to-cart button[type=submit]' },
    { name: 'open cart', path: pages.product, target: '.bottom-nav .cart-button' },
    { name: 'filters sheet', path: pages.category, target: 'button.filters-button' },
    { name: 'categories sheet', path: pages.category, target: '.bottom-nav button[aria-controls=categories-drawer]' },
    { name: 'tap a product card', path: pages.category, target: '.product-card a', paints: 'product-title', complete: '.product-page:not(.product-pending) .product-info h1' },
  ];
}

/**
 * The longest Event Timing entry of the next interaction on the page (its pointer, click and key
 * events), and when `paints` is given, the time from that input to the first paint of the element
 * it names (Element Timing): the new page's first frame; with `complete`, until the frame that
 * first holds an element matching it (the page with its data: the start of that frame).
 */
async function tapLatency(page: Page, target: string, trace: string, paints?: string, complete?: string): Promise<{ latency: number; painted: number | null; completed: number | null }> {
  // Scrolled to first, and the thumb comes down once the page is still, as a shopper's does: a
  // tap Playwright scrolls to itself lands within a few ms of the scroll, in the frames of what
  // the scroll brings (the back-to-top anchor fading in), which a person never taps through.
  await page.locator(target).first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  await page.evaluate((complete) => {
    const scope = window as unknown as { __taps: { name: string; start: number; duration: number }[]; __painted: { id: string; at: number }[]; __complete?: number };
    scope.__taps = [];
    scope.__painted = [];
    if (complete) {
      const seen = new MutationObserver(() => {
        if (!document.querySelector(complete)) return;
        seen.disconnect();
        requestAnimationFrame((at) => (scope.__complete = at));
      });
      seen.observe(document.body, { childList: true, subtree: true });
    }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) if (e.interactionId) scope.__taps.push({ name: e.name, start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) scope.__painted.push({ id: e.identifier, at: e.renderTime });
    }).observe({ type: 'element', buffered: false });
  }, complete);
  // The tap's trace (BENCH_TRACE_DIR), from just before the tap.
  const stopTrace = await traceTab(page, trace);
  await press(page, target);
  // The entries come after the paint that ends them.
  await page.waitForTimeout(1500);
  await stopTrace();
  return page.evaluate((paints) => {
    const scope = window as unknown as { __taps: { name: string; start: number; duration: number }[]; __painted: { id: string; at: number }[]; __complete?: number };
    // A new page is timed from the click (the thumb's lift), as the tap's latency is.
    const start = Math.min(...scope.__taps.filter((t) => t.name === 'click').map((t) => t.start));
    const painted = paints ? scope.__painted.find((p) => p.id === paints) : undefined;
    const known = Number.isFinite(start);
    return {
      latency: Math.max(0, ...scope.__taps.map((t) => t.duration)),
      painted: painted && known ? painted.at - start : null,
      completed: scope.__complete !== undefined && known ? scope.__complete - start : null,
    };
  }, paints);
}

/** How long a thumb rests on the glass in a tap (phone taps last some 70-120 ms; Playwright's own tap lifts at once). */
const TAP_HOLD_MS = 80;

/**
 * A tap as a thumb makes it: down on the middle of `target`, up TAP_HOLD_MS later (Playwright's own
 * tap sends both at once, so that what a page starts at the touch, such as a card's preload, ran in
 * the click's way as it never does under a finger).
 */
async function press(page: Page, target: string) {
  const box = await page.locator(target).first().boundingBox();
  if (!box) throw new Error(`${target} is not on the screen`);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await new Promise((r) => setTimeout(r, TAP_HOLD_MS));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
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
    const paints = taps.map((t) => ({ name: `${t.name}: new page's first paint`, ms: [] as number[] }));
    const completes = taps.map((t) => ({ name: `${t.name}: the page with its data`, ms: [] as number[], goal: null }));
    for (let i = 0; i < runs; i++) {
      for (const [k, tap] of taps.entries()) {
        const tab = await slowTab(context);
        await tab.goto(origin + tap.path, { waitUntil: 'load' });
        // Settled: hydrated and its idle work done, as when a shopper's thumb comes down.
        await tab.waitForTimeout(4000);
        const { latency, painted, completed } = await tapLatency(tab, tap.target, `tap-${tap.name}-${i + 1}`, tap.paints, tap.complete);
        figures[k]!.ms.push(Math.round(latency));
        if (tap.paints) {
          // Not painted (the element never came): the page took longer than the wait, or never came.
          if (painted === null) throw new Error(`${tap.name}: no paint of [elementtiming=${tap.paints}] within 1.5 s of the tap`);
          paints[k]!.ms.push(Math.round(painted));
        }
        if (tap.complete) {
          if (completed === null) throw new Error(`${tap.name}: no ${tap.complete} within 1.5 s of the tap`);
          completes[k]!.ms.push(Math.round(completed));
        }
        await tab.close();
      }
    }
    return [...figures, ...paints.filter((p) => p.ms.length), ...completes.filter((p) => p.ms.length)];
  } finally {
    await browser.close();
  }
}

export function printTaps(figures: TapFigures[]) {
  console.log(`\nTaps on a phone (${PHONE.width} px, CPU ${CPU_SLOWDOWN}× slower), a returning visitor: input to next paint (Event Timing, as INP), ms (median, and each run):`);
  const width = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    const m = median(f.ms);
    const goal = f.goal === null ? '' : `; goal ≤ ${TAP_GOAL_MS} ms: ${m <= TAP_GOAL_MS ? 'met' : 'missed'}`;
    console.log(`  ${f.name.padEnd(width)} ${String(m).padStart(4)} ms  (${f.ms.join(', ')})${goal}`);
  }
}

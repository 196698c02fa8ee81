/** Page helpers shared by the e2e specs: roles and labels, as a person finds things. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const PRODUCT_FA = { id: 1001, titleFa: 'نخ بخیه PGA بافته‌شده', titleEn: 'Braided PGA suture, USP 2-0' };

/** The sutures (category 201) saved for offline from the offline page, as a shopper saves them, until the pack is done. */
export async function saveSuturesForOffline(page: Page) {
  await page.goto('/offline?category=201');
  await page.getByRole('button', { name: 'حجمش چقدر است؟' }).click();
  await page.locator('.pack-estimate').getByRole('button', { name: 'ذخیره برای آفلاین' }).click();
  await expect(page.locator('.pack-card')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
}

/**
 * Waits until the service worker controls the page (it claims clients on first install). The first
 * install precaches some 120 files, four at a time (sw/precache.ts); one after another, and with a
 * server that still compressed each file on first request, it once took 14-15 s on a 2-core CI
 * machine (the run's first test).
 */
export async function waitForServiceWorker(page: Page) {
  try {
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  } catch (error) {
    // Say where the worker stood (not registered, installing, waiting, active but not in control):
    // a notices test once waited 30 s under two workers and the log could not say why.
    const state = await page
      .evaluate(async () => {
        const reg = await navigator.serviceWorker?.getRegistration();
        if (!reg) return 'no registration';
        return `installing: ${reg.installing?.state ?? '-'}, waiting: ${reg.waiting?.state ?? '-'}, active: ${reg.active?.state ?? '-'}`;
      })
      .catch((e: unknown) => `unknown (${String(e)})`);
    throw new Error(`the service worker did not control ${page.url()} within 30 s; its registration: ${state}`, { cause: error });
  }
}

/** Waits until the worker has a cached copy of an API URL containing `fragment`. */
export async function waitForCached(page: Page, fragment: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (f) => {
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            if ((await cache.keys()).some((r) => r.url.includes(f))) return true;
          }
          return false;
        }, fragment),
      { timeout: 15_000 },
    )
    .toBe(true);
}

export async function openProductsMenu(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
}

/**
 * axe's serious and critical findings on the page, and any heading out of order (only "moderate"
 * to axe, but screen-reader users navigate by headings). A control's accessible name must hold its
 * visible text (WCAG 2.5.3): axe ships that rule off, we turn it on.
 *
 * axe runs in the page itself (legacy mode): by default it gathers each frame's results and then
 * opens a blank page of the context to put them together, for cross-origin frames, which no page
 * of ours has (its content security policy allows none). The blank page was half of each check's
 * time (1.1-2.5 s → 0.6-0.8 s on a desk page), and the suite checks some eighty pages.
 */
export async function a11yProblems(page: Page): Promise<string[]> {
  // Only violations are read: axe's resultTypes skips gathering every node of the passes and the
  // inapplicable (the same rules run; a page's check takes ~0.4 s instead of ~0.6 s once warm).
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order');
  return bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** The dropdown of an open antd Select: the one its box controls (another may still be closing beside it). */
async function dropdownOf(page: Page, box: Locator): Promise<Locator> {
  await expect(box).toHaveAttribute('aria-controls', /_list$/);
  const list = await box.getAttribute('aria-controls');
  return page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) });
}

/** A native list (a member's form): the option whose text holds `text`, chosen as a person chooses it. */
export async function chooseIn(page: Page, label: string, text: string) {
  const list = page.getByLabel(label);
  const option = list.locator('option', { hasText: text });
  await expect(option).toHaveCount(1);
  await list.selectOption({ label: (await option.textContent()) ?? text });
}

/** An antd Select of a few options (unit, category): open it and tap the option. */
export async function pickOption(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  const dropdown = await dropdownOf(page, box);
  // antd ignores clicks while its dropdown is still animating in: wait until it has settled.
  await expect(dropdown).not.toHaveClass(/-(enter|appear)/);
  await dropdown.locator('.ant-select-item-option', { hasText: text }).click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(dropdown).toBeHidden();
}

/**
 * Holds every answer of the API the page asks for from now on, until the test calls the function
 * this returns: a connection as slow as the test needs, with nothing timed.
 */
export async function holdApi(page: Page): Promise<() => void> {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/v1\//, async (route) => {
    await held;
    await route.continue();
  });
  return answer;
}

/** Waits until React has adopted `target` (the page has hydrated it): a click on it is then the router's, not a document load. */
export async function waitForHydrated(target: Locator) {
  await target.evaluate(
    (el) =>
      new Promise<void>((done) => {
        const adopted = () => (Object.keys(el).some((k) => k.startsWith('__reactProps$')) ? done() : requestAnimationFrame(adopted));
        adopted();
      }),
  );
}

/**
 * Whether the pictures for people are taken: yes unless E2E_SCREENSHOTS=0, or on CI (which keeps
 * only the log) unless E2E_SCREENSHOTS=1. A full page's costs 0.2-0.4 s of a core; the suite takes
 * some 150.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

/** A picture of a page or a part of it for a person to look at (test-results/); it checks nothing. */
export async function keepScreenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }) {
  if (TAKE_SCREENSHOTS) await target.screenshot(options);
}

/**
 * The links that say they are the page shown (`aria-current="page"`) but lead elsewhere: a menu's
 * section on one of its other pages says "the current item" (`true`) instead. Their hrefs.
 */
export const misplacedCurrent = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[aria-current="page"]')].filter((a) => a.pathname !== location.pathname).map((a) => a.getAttribute('href') ?? ''),
  );

/**
 * The sizes in the page's text (numbers joined by hyphens: a suture's 2-0) that a line break
 * splits, as "2-" at a line's end and "0" on the next: each with the element it is in.
 */
export const splitSizes = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      for (const m of n.textContent!.matchAll(/[0-9۰-۹]+(?:[-‐‑–][0-9۰-۹]+)+/g)) {
        const range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
        if (lines.size > 1) out.push(`${m[0]} in ${n.parentElement?.tagName.toLowerCase()}.${n.parentElement?.className}`);
      }
    }
    return out;
  });

/**
 * Where each product card's foot puts its parts: the compare and add buttons' middles, the stock tag's,
 * and how far compare and the tag stand from the card's end side and foot.
 */
export async function cardFeet(page: Page) {
  return page.locator('.product-card').evaluateAll((all) =>
    all.map((card) => {
      const add = card.querySelector('.quick-add')?.getBoundingClientRect();
      const compare = card.querySelector('.compare-button')!.getBoundingClientRect();
      const tag = card.querySelector('.availability')!.getBoundingClientRect();
      const box = card.getBoundingClientRect();
      const rtl = getComputedStyle(card).direction === 'rtl';
      // How far compare stands from the card's end side (right in Persian): the same on every card.
      const fromEnd = Math.round(rtl ? compare.left - box.left : box.right - compare.right);
      return {
        top: Math.round(box.top),
        compare: Math.round(compare.top + compare.height / 2),
        add: add ? Math.round(add.top + add.height / 2) : null,
        bottom: Math.round(box.bottom - compare.bottom),
        fromEnd,
        tagBottom: Math.round(box.bottom - tag.bottom),
        tagFromStart: Math.round(rtl ? box.right - tag.right : tag.left - box.left),
      };
    }),
  );
}

/**
 * Every card lays its foot out alike, whatever its price's or its tag's width (they once wrapped by
 * it, on different rows): the buttons side by side, as far from the card's foot and end on every
 * card, and the stock tag in the same place.
 */
export function expectAlikeFeet(feet: Awaited<ReturnType<typeof cardFeet>>) {
  expect(feet.length).toBeGreaterThan(4);
  const first = feet[0]!;
  for (const [i, foot] of feet.entries()) {
    if (foot.add !== null) expect(foot.add, `card ${i + 1}: add beside compare`).toBe(foot.compare);
    expect({ bottom: foot.bottom, fromEnd: foot.fromEnd, tagBottom: foot.tagBottom, tagFromStart: foot.tagFromStart }, `card ${i + 1}`).toEqual({
      bottom: first.bottom,
      fromEnd: first.fromEnd,
      tagBottom: first.tagBottom,
      tagFromStart: first.tagFromStart,
    });
  }
}

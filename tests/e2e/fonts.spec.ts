import { expect, test } from './fixtures.ts';

/** The font the page's text is drawn in: whether Vazirmatn is named, and whether the file is at hand. */
const fontState = (page: import('@playwright/test').Page, face: string) =>
  page.evaluate((f) => ({ named: document.documentElement.classList.contains('site-font'), loaded: document.fonts.check(`1em "${f}"`, 'فارسی English') }), face);

/**
 * The elements whose own text is set in another family than the page's: a control that does not
 * inherit the page's font (a button, an input: the browser gives them the device's) shows as one.
 */
const otherFamilies = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const pageFamily = getComputedStyle(document.body).fontFamily;
    const other: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.nodeValue).join('').trim();
      const family = getComputedStyle(el).fontFamily;
      if (own && family !== pageFamily && el.checkVisibility()) other.push(`<${el.localName} class="${el.getAttribute('class') ?? ''}"> ${JSON.stringify(own.slice(0, 30))}: ${family}`);
    }
    return other;
  });

test('a first visit paints in the device’s font and fetches no font; the next page uses Vazirmatn, and a later visit from its first paint', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname);
  });
  // Until the page has settled, no font is on the way: nothing stands between the link and the first paint.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(fonts).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await fontState(page, 'Vazirmatn FA')).named).toBe(false);
  // Then the Persian file (only that one) downloads. (The page's inline rules and the whole style
  // sheet both declare it: one file, asked for by both.)
  await expect.poll(() => new Set(fonts).size).toBe(1);
  expect([...new Set(fonts)]).toEqual([expect.stringMatching(/^\/assets\/vazirmatn-fa-[\w-]+\.woff2$/)]);
  // Still the device's font on this page: nothing changes under the reader's eyes.
  expect((await fontState(page, 'Vazirmatn FA')).named).toBe(false);
  // The next page the visitor opens uses it.
  await page.getByRole('navigation', { name: 'اصلی' }).getByRole('link', { name: 'پرسش‌های متداول' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await fontState(page, 'Vazirmatn FA')).toEqual({ named: true, loaded: true });
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Vazirmatn FA/);
  // Every text in it, the controls' too (the quantity's "+" and "−" were the device's: a button
  // does not inherit the page's font), on a product page with its stepper and buttons.
  await page.goto('/product/1001/x');
  await expect(page.getByRole('button', { name: 'یکی بیشتر' })).toBeVisible();
  expect(await otherFamilies(page)).toEqual([]);

  // A later visit, answered by the worker that keeps the files, names it before the first paint
  // (the head's script), in English the Latin file.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/en/faq', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.body !== null);
  expect((await fontState(page, 'Vazirmatn EN')).named).toBe(true);
  // Asked for at once, by the head: a face of `font-display: optional` that came only when the
  // first layout met the text missed its moment on a slow phone, and the page kept the device's font.
  expect(await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((l) => [new URL(l.href).pathname, l.crossOrigin, l.type]))).toEqual([
    [expect.stringMatching(/^\/assets\/vazirmatn-en-[\w-]+\.woff2$/), 'anonymous', 'font/woff2'],
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Vazirmatn EN/);
  await expect.poll(() => fonts.some((f) => /vazirmatn-en-/.test(f))).toBe(true);
});

test.describe('without a worker', () => {
  // A browser whose worker never answers the pages (its caches cleared, a reload that bypasses it).
  test.use({ serviceWorkers: 'block' });

  test('a device that fetched the font once but whose worker does not answer the page starts as a first visit', async ({ page: firstVisit, context }) => {
    // The file in the browser's own cache, as a device that fetched it once has it.
    await firstVisit.goto('/faq', { waitUntil: 'domcontentloaded' });
    await firstVisit.evaluate(() => document.fonts.load('1em "Vazirmatn FA"', 'فارسی'));
    // A later visit, in a tab of its own. (In the same tab Chromium takes a file it still holds in
    // the page's memory up again as the next document reads the face's rule, named or not: a
    // resource entry, with no request behind it.)
    await firstVisit.close();
    const page = await context.newPage();
    // From now on the pages never have a quiet moment.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect((await fontState(page, 'Vazirmatn FA')).named).toBe(false);
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    // Nothing asked for the file: no preload, and the page's layout of its text did not (the face
    // is not named). The page's own code fetches it for the next page once the page is quiet (as a
    // first visit does, above); here the page never is (the init script above), so that a request
    // can only be the page's start asking for it. (Telling them apart by time, before or after
    // the document was parsed, raced: one clean-clone run saw an entry 1 ms before that moment.)
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.woff2'))
        .map((e) => e.name),
    );
    expect(fetched).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Vazirmatn/);
  });
});

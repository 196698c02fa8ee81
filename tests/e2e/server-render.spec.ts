import { createHash } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiTicket, apiToken, freshMobile, signInOnPage } from './members.ts';
import { waitForHydrated } from './pages.ts';

// What the server's pages do on a first visit, before the service worker is there: once it is,
// a member's page is the app's shell (sw/sw.ts; offline.spec.ts), not the server's outline, and
// which of the two a reload got would depend on whether the worker had finished installing.
test.use({ serviceWorkers: 'block' });

test('public pages arrive rendered: with scripts off, a product shows its title, price and breadcrumbs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/product/1041/%D9%85%D8%B4-%DA%A9%D9%81-%D9%84%DA%AF%D9%86-%D8%A7%D8%B2-%D9%BE%DB%8C%D8%B4-%D8%A8%D8%B1%D8%B4-%D8%AE%D9%88%D8%B1%D8%AF%D9%87');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مش کف لگن از پیش برش‌خورده');
  await expect(page.locator('.buy-box .price-large')).toContainText('تومان');
  await expect(page.getByRole('navigation', { name: 'مسیر صفحه' })).toContainText('محصولات');

  await page.goto('/en/product/category/surgical-sutures/surgical-sutures');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surgical sutures');
  expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  // The header's search is a form the server answers.
  await page.getByRole('banner').getByRole('combobox').fill('mesh');
  await page.getByRole('banner').getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=mesh$/);
  expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
  await context.close();
});

test('a stale product slug answers a permanent redirect to the canonical URL', async ({ request }) => {
  const res = await request.get('/en/product/1041/old-name', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/en/product/1041/pre-cut-pelvic-floor-mesh');
});

test('a rendered page paints from its one response: styles inline, scripts asked for after the first frame', async ({ request }) => {
  const res = await request.get('/en/product/category/surgical-sutures/surgical-sutures');
  const html = await res.text();
  expect(html).toMatch(/<style>[^<]*\.product-card/);
  // No style sheet to wait for (the whole sheet comes after the first paint, or in <noscript>).
  expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"');
  expect(html).not.toContain('<script type="module"');
  // The loader runs by its SHA-256 in the response's Content-Security-Policy (the same bytes for
  // every visitor, so the page can be kept); the listeners that keep early taps are in the head,
  // before any of the page's HTML.
  // Both are built from TypeScript (src/boot/) into dist/boot-scripts.json.
  const loader = /<script data-entry="\/assets\/[^"]+\.js" data-links="[^"]*">(.*?requestAnimationFrame.*?)<\/script>/.exec(html)?.[1];
  expect(loader).toBeTruthy();
  const head = html.slice(0, html.indexOf('</head>'));
  const early = /<script>([^<]*__earlyClicks=\[\][^<]*)<\/script>/.exec(head)?.[1];
  expect(early).toBeTruthy();
  const csp = res.headers()['content-security-policy']!;
  for (const script of [loader!, early!]) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  // Only the scripts the page holds: a public page has no member's session script.
  const scripts = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>/g)].length;
  expect(csp.match(/'sha256-/g)).toHaveLength(scripts);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test('a rendered page asks for its scripts only once its first paint is on the screen', async ({ page }) => {
  await page.goto('/product/category/surgical-sutures/surgical-sutures');
  // The scripts come after the first paint, which on a busy machine can be later than the network's
  // first quiet half second: wait for them, not for quiet.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/assets\/.*\.js$/.test(r.name)));
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => /\/assets\/.*\.js$/.test(r.name))
      .map((r) => r.startTime),
  }));
  expect(scripts.length).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
});

test('pages that depend on the device are left to the browser', async ({ request }) => {
  const html = await (await request.get('/compare')).text();
  expect(html).toContain('<div id="root"></div>');
});

test("a member's page arrives as its outline: their menu and the page's heading, no member data, not indexed", async ({ request }) => {
  const html = await (await request.get('/dashboard/order')).text();
  expect(html).toContain('<div id="root" data-outline data-reads="');
  expect(html).toMatch(/<h1>سفارش‌های من<\/h1>/);
  // The page's own tab is marked; the session's parts are the device's.
  expect(html).toMatch(/<a [^>]*href="\/dashboard\/order"[^>]*data-status="active"/);
  expect(html).not.toContain('member-name"><');
  expect(html).toContain('name="robots" content="noindex');
  const en = await (await request.get('/en/dashboard/ticket')).text();
  expect(en).toMatch(/<h1>Support tickets<\/h1>/);
  expect(en).toContain('<html lang="en" dir="ltr">');
  const checkout = await (await request.get('/order/checkout')).text();
  expect(checkout).toMatch(/<h1>ثبت سفارش<\/h1>/);
  // A page whose heading is its data (an order) has its frame and grey lines only.
  const order = await (await request.get('/dashboard/order/1')).text();
  expect(order).toContain('<div id="root" data-outline data-reads="');
  expect(order).not.toContain('<h1');
  // What it reads first is named, for its inline script to ask as soon as the session answers:
  // the order's URL and the headers of a member's read, but never a token (the page is the same
  // for every member, and kept).
  const reads = readsOf(order);
  expect(reads.urls).toEqual(['/v1/store/fa/orders/1']);
  expect(reads.headers).toMatchObject({ 'x-api-key': 'demo-storefront-key', 'accept-language': 'fa' });
  expect(JSON.stringify(reads).toLowerCase()).not.toContain('authorization');
  // Checkout names whether the member submits for an organisation (this backend offers it; one
  // that does not is not asked: spec-strict.spec.ts); a page that reads nothing first names nothing.
  expect(readsOf(checkout).urls).toEqual(['/v1/sitemember/fa/organisation']);
  // A list names the page of it that its address asks for (the orders with their tabs' counts;
  // the tickets with the units they are addressed to), in the page's language.
  const active = await (await request.get('/dashboard/order?tab=active&page=2')).text();
  expect(readsOf(html).urls).toEqual(['/v1/store/fa/orders/countbystatus', '/v1/store/fa/orders?limit=12&offset=0&sort=-created_at']);
  expect(readsOf(active).urls).toEqual(['/v1/store/fa/orders/countbystatus', '/v1/store/fa/orders?status=paid%2Cprocessing%2Cshipped&limit=12&offset=12&sort=-created_at']);
  expect(readsOf(en).urls).toEqual(['/v1/ticketing/fa/tickets?sort=-lastupdate&limit=12&offset=0', '/v1/ticketing/en/units']);
  expect(readsOf(en).headers).toMatchObject({ 'accept-language': 'en' });
  // The inbox (a tapped notification opens it as a new page): the notices and the switches.
  const inbox = await (await request.get('/en/dashboard/notifications?page=2')).text();
  expect(readsOf(inbox).urls).toEqual(['/v1/sitemember/en/notifications?limit=12&offset=12&sort=-created_at', '/v1/sitemember/en/notifications/settings']);
  // The member's own pages: credit (the balance and the page asked for), recipients, the profile, favourites.
  const named = async (path: string) => readsOf(await (await request.get(path)).text()).urls;
  expect(await named('/credit?page=2&q=x')).toEqual(['/v1/credit/fa/accounts/balance', '/v1/credit/fa/credits?searchKeywords=x&limit=12&offset=12&sort=-created_at']);
  expect(await named('/dashboard/recipient')).toEqual(['/v1/store/fa/recipients?limit=100']);
  expect(await named('/en/dashboard')).toEqual(['/v1/sitemember/en/profile']);
  expect(await named('/product/favorite')).toEqual(['/v1/product/fa/products/favorites?limit=100&offset=0']);
  expect(await named('/dashboard/review?page=3')).toEqual(['/v1/product/fa/products/reviews?limit=12&offset=24']);
  expect(await (await request.get('/dashboard/ticket/new')).text()).toContain('<div id="root" data-outline>');
  // Its code is asked for with the entry, not a round trip after the session: the session's, the
  // member's words (the account's and the notices', one file, and the orders' pages'), the member
  // pages' shared code, the order pages' shared parts, the page's own component, and its style sheet;
  // in few files (scripts/member-chunks.ts: some 25 before, a round trip each on HTTP/1.1's six
  // connections).
  const links = dataLinks(order);
  const preloaded = preloadedScripts(links).map(chunkName);
  expect(preloaded[0]).toBe('index');
  expect(preloaded).toEqual(expect.arrayContaining(['session', 'account-fa', 'orders-words-fa', 'member', 'member-orders', 'dashboard-order-orderId']));
  // Of the member's words, the page's language's, and not checkout's nor the tickets'.
  for (const words of ['checkout-words-fa', 'tickets-words-fa', 'notices-words-fa', 'orders-words-en', 'account-en']) expect(preloaded).not.toContain(words);
  expect(preloaded.some((name) => name.startsWith('notices'))).toBe(false);
  expect(preloaded.length).toBeLessThanOrEqual(11);
  // What a few pages of another feature share is theirs (checkout loaded the tickets' parts once).
  for (const other of ['member-ticketing', 'member-recipients', 'member-notices']) expect(preloaded).not.toContain(other);
  expect(links).toMatch(/rel="stylesheet" crossorigin href="\/assets\/order-[\w-]{8}\.css"/);
  // Not another member page's own, nor the device's database (the page draws without it).
  for (const other of ['dashboard-ticket-detail', 'order-checkout', 'app-db']) expect(preloaded).not.toContain(other);
  // A rendered public page asks for its own kind's code with the entry too (it hydrates once
  // that is there: the news, questions and albums share one file), and for nothing of a member's.
  const news = await (await request.get('/news')).text();
  const newsPreloaded = preloadedScripts(dataLinks(news)).map(chunkName);
  expect(newsPreloaded).toContain('page-content');
  expect(newsPreloaded).not.toContain('page-product');
  for (const member of ['session', 'account-fa', 'app-db', 'member']) expect(newsPreloaded).not.toContain(member);
});

test("the browser draws a member's page over its outline: never a blank moment, nothing logged", async ({ page }) => {
  // Whether #root was ever seen without a heading once it had one (a blank or half-drawn moment).
  await page.addInitScript(() => {
    const state = { atParse: false, seen: false, lost: false, sessionAtParse: false };
    (window as unknown as { __outline: typeof state }).__outline = state;
    // The session asked for by the page's own inline script while the document is parsed
    // (src/boot/member-session.ts leaves the answer's promise for the app to take).
    let early: unknown = undefined;
    Object.defineProperty(window, '__earlySession', {
      configurable: true,
      get: () => early,
      set: (value: unknown) => {
        if (value instanceof Promise && document.readyState === 'loading') state.sessionAtParse = true;
        early = value;
      },
    });
    // The heading is there as soon as the document is (the outline), not once the scripts have drawn it.
    document.addEventListener('DOMContentLoaded', () => (state.atParse = document.querySelector('#root h1') !== null));
    new MutationObserver(() => {
      const h1 = document.querySelector('#root h1');
      if (h1) state.seen = true;
      else if (state.seen) state.lost = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/dashboard/order');
  // Not signed in: the page it draws is the sign-in, which then brings the member back here.
  await expect(page).toHaveURL(/\/member\/signin\?redirect=/);
  await signInOnPage(page, freshMobile(), 'fa', { first: 'مریم', last: 'کریمی' });
  // Drawn and signed in before the reload (the outline's heading is there before either).
  await expect(page.locator('.page-outline')).toHaveCount(0);
  await expect(page.getByText('وارد شده با نام مریم کریمی')).toBeAttached();
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.reload();
  await expect(page.locator('h1#orders-title')).toHaveText('سفارش‌های من');
  await expect(page.locator('.page-outline')).toHaveCount(0);
  await expect(page.getByText('وارد شده با نام مریم کریمی')).toBeAttached();
  // The session is asked for once, as the outline is parsed (sessionAtParse), not once the app's
  // scripts have come: the app's session machine takes that answer (a second refresh would rotate
  // the cookie for nothing). Whether that request goes out before or after the entry script's is
  // a race between the Web Lock it waits for and the first paint, and neither waits for the other.
  expect(asked.filter((p) => p === '/api/auth/session')).toHaveLength(1);
  const state = await page.evaluate(() => (window as unknown as { __outline: object }).__outline);
  expect(state).toEqual({ atParse: true, seen: true, lost: false, sessionAtParse: true });
  expect(errors).toEqual([]);
});

test("a ticket's page asks for its ticket as soon as the session has answered, and once: its code, still on its way, takes that answer", async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/member/signin');
  await signInOnPage(page, mobile, 'fa', { first: 'سارا', last: 'نادری' });
  const ticketId = await apiTicket(page, await apiToken(page, mobile), 'fa', { title: 'گواهی استریل سری ۷', description: 'لطفاً گواهی استریل این سری را بفرستید.' });
  const url = `/v1/ticketing/fa/tickets/${ticketId}`;
  // The answers the inline script left for the app (src/boot/member-session.ts), by URL, and whether
  // the app's code had run when it left them.
  await page.addInitScript(() => {
    const state: { urls: string[]; appRunning: boolean | null } = { urls: [], appRunning: null };
    (window as unknown as { __early: typeof state }).__early = state;
    let reads: unknown = undefined;
    Object.defineProperty(window, '__earlyReads', {
      configurable: true,
      get: () => reads,
      set: (value: unknown) => {
        if (value && typeof value === 'object' && state.appRunning === null) {
          state.urls = Object.keys(value);
          state.appRunning = document.querySelector('#root .page-outline') === null;
        }
        reads = value;
      },
    });
  });
  const errors = collectErrors(page);
  const asked: { path: string; bearer: boolean }[] = [];
  page.on('request', (r) => asked.push({ path: new URL(r.url()).pathname, bearer: /^Bearer \S+$/.test(r.headers().authorization ?? '') }));
  await page.goto(`/dashboard/ticket/detail?id=${ticketId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('گواهی استریل سری ۷');
  await expect(page.getByText('لطفاً گواهی استریل این سری را بفرستید.')).toBeVisible();
  const state = await page.evaluate(() => (window as unknown as { __early: object }).__early);
  // Asked for while the outline was still on the screen (the page's code had drawn nothing yet).
  expect(state).toEqual({ urls: [url], appRunning: false });
  // Once, with the member's token: the page's own call took the inline script's answer.
  expect(asked.filter((r) => r.path === url)).toEqual([{ path: url, bearer: true }]);
  expect(errors).toEqual([]);
});

test('member pages ask for their data with the session, and once each: the page’s own calls take those answers', async ({ page }) => {
  await page.goto('/member/signin');
  await signInOnPage(page, freshMobile(), 'fa', { first: 'سارا', last: 'نادری' });
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/v1/') && /^Bearer \S+$/.test(r.headers().authorization ?? '')) asked.push(url.pathname + url.search);
  });
  // Signing in lands on the orders: what that page asked is not counted.
  await expect(page.locator('.empty-list')).toBeVisible();
  asked.length = 0;
  await page.goto('/order/checkout');
  await expect(page.getByText('سبد شما خالی است: چیزی برای تسویه نیست.')).toBeVisible();
  expect(asked.filter((u) => u === '/v1/sitemember/fa/organisation')).toHaveLength(1);
  asked.length = 0;
  await page.goto('/dashboard/order');
  await expect(page.locator('.empty-list')).toBeVisible();
  for (const url of ['/v1/store/fa/orders/countbystatus', '/v1/store/fa/orders?limit=12&offset=0&sort=-created_at']) expect(asked.filter((u) => u === url), url).toHaveLength(1);
  asked.length = 0;
  // The tickets page also reads its form's lists (units among them) as it opens: the units once.
  await page.goto('/dashboard/ticket');
  await expect(page.locator('#tickets-title')).toBeVisible();
  await expect.poll(() => asked.filter((u) => u === '/v1/ticketing/fa/categories').length).toBe(1);
  for (const url of ['/v1/ticketing/fa/tickets?sort=-lastupdate&limit=12&offset=0', '/v1/ticketing/fa/units']) expect(asked.filter((u) => u === url), url).toHaveLength(1);
  // The member's own pages, each once it has settled.
  for (const [path, urls] of [
    ['/credit', ['/v1/credit/fa/accounts/balance', '/v1/credit/fa/credits?limit=12&offset=0&sort=-created_at']],
    ['/dashboard/recipient', ['/v1/store/fa/recipients?limit=100']],
    ['/dashboard', ['/v1/sitemember/fa/profile']],
    ['/product/favorite', ['/v1/product/fa/products/favorites?limit=100&offset=0']],
    ['/dashboard/review', ['/v1/product/fa/products/reviews?limit=12&offset=0']],
  ] as const) {
    asked.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    for (const url of urls) expect(asked.filter((u) => u === url), url).toHaveLength(1);
  }
  expect(errors).toEqual([]);
});

/** What a member page's outline names for its inline script to read first (`#root[data-reads]`). */
const readsOf = (html: string) => JSON.parse(/data-reads="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { headers: Record<string, string>; urls: string[] };

/** The links a rendered page adds with its entry (its loader's `data-links`), as HTML. */
const dataLinks = (html: string) => /data-links="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The scripts those links preload, as `/assets/…` paths. */
const preloadedScripts = (links: string) => [...links.matchAll(/rel="modulepreload" crossorigin href="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);

/** A built script's chunk name: `/assets/member-orders-DcI1fG1v.js` → `member-orders`. */
const chunkName = (file: string) => file.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');

/** Errors the page logs: a hydration mismatch is one (React reports it as a console error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Counts the Intl objects the page makes: the first one loads ICU's data, a long task on a phone
 * (30-80 ms on the bench's machine), so a public page starts without any (src/i18n/format.ts).
 */
async function countIntl(page: Page) {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { __intlMade: string[] }).__intlMade = made;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames']) {
      const Original = intl[name]!;
      intl[name] = new Proxy(Original, { construct: (target, args) => (made.push(name), Reflect.construct(target, args)) });
    }
  });
  return () => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
}

for (const path of ['/', '/product/1041/x', '/product/category/surgical-sutures/surgical-sutures', '/news', '/faq', '/album', '/en', '/en/product?brand=1', '/en/search?q=mesh']) {
  test(`${path} hydrates the server's HTML without a mismatch or an Intl object, and then navigates in place`, async ({ page }) => {
    const errors = collectErrors(page);
    const intlMade = await countIntl(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await intlMade()).toEqual([]);

    // Hydrated: a link click is handled by the router (no document load). (On a busy machine the
    // network can be quiet before React has adopted the header: wait for it, as main.tsx does.)
    const faqLink = page.locator('header .main-nav a[href$="/faq"]');
    await waitForHydrated(faqLink);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await faqLink.click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
}

test("a page asks for its language's words with the entry, and never for the other language's", async ({ page, request }) => {
  const wordsOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return preloadedScripts(dataLinks(html)).filter((file) => /^\/assets\/messages-[\w-]{8}\.js$/.test(file));
  };
  const [fa, en] = [await wordsOf('/news'), await wordsOf('/en/news')];
  expect(fa).toHaveLength(1);
  expect(en).toHaveLength(1);
  expect(en[0]).not.toBe(fa[0]);

  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/assets/messages-') && asked.push(new URL(r.url()).pathname));
  await page.goto('/en/news');
  await waitForHydrated(page.locator('header .main-nav a[href$="/faq"]'));
  expect(asked).toEqual(en);
  // The words are there once the page has hydrated: a part drawn only on the device says them.
  await page.getByRole('button', { name: 'Cart (0)' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByText(/Your cart is empty/)).toBeVisible();
  expect(asked).toEqual(en);
});

/** Holds the page's entry script until `release` is called: the page stays as the server sent it, not hydrated. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a tap on a button before the page has hydrated is not lost', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light'); // the scripts are not there yet
  release();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
});

test('filters ticked before the page has hydrated are kept, and applied once it has', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en/product', { waitUntil: 'domcontentloaded' });
  const stock = page.getByRole('checkbox', { name: 'In stock only' });
  const brand = page.getByRole('checkbox', { name: 'Pars Wire' });
  // The scripts are not there yet: the boxes tick themselves. React adopts them as they are and
  // never hears of the change: the filters apply what their boxes show once adopted, in one go.
  await stock.check();
  await brand.check();
  await expect(page).toHaveURL(/\/en\/product$/);
  release();
  await expect(page).toHaveURL(/stock=true/);
  await expect(page).toHaveURL(/brand=3/);
  await expect(page.getByText('5 products', { exact: true })).toBeVisible();
  await expect(stock).toBeChecked();
  await expect(brand).toBeChecked();
});

test('a sort order chosen before the page has hydrated is kept, and applied once it has', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en/product', { waitUntil: 'domcontentloaded' });
  const sort = page.getByLabel('Sort by');
  await sort.selectOption('price-asc');
  await expect(page).toHaveURL(/\/en\/product$/);
  release();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(sort).toHaveValue('price-asc');
});

test('a query typed into the search box before the page has hydrated is suggested for once it has', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en/', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('PGA');
  release();
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toContainText('PGA');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveValue('PGA');
});

test('a search box entered before the page has hydrated and typed into after it suggests as it is typed', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en/', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.focus();
  release();
  await waitForHydrated(box);
  await box.pressSequentially('PGA');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toContainText('PGA');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
});

test('"Add to cart" tapped before the page has hydrated adds what was typed once it has, without reloading the page', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en/product/1027/x', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Cart (3)' })).toBeVisible();
  expect(page.url()).toMatch(/\/en\/product\/1027\//);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("a product's code opened before the page has hydrated is drawn once it has", async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en/product/1027/x', { waitUntil: 'domcontentloaded' });
  await page.getByText('Code to scan').click(); // the browser opens the <details> by itself
  await expect(page.locator('details.product-code')).toHaveAttribute('open', '');
  release();
  await expect(page.getByRole('img', { name: /^QR code/ })).toBeVisible();
});

test('a page reloaded where the reader was opens there, and stays there once it has hydrated', async ({ page }) => {
  await page.goto('/en/product/1030/x');
  const footLink = page.locator('footer').getByRole('link', { name: 'All products' });
  await waitForHydrated(footLink);
  await footLink.scrollIntoViewIfNeeded();
  const atFoot = await page.evaluate(() => scrollY);
  expect(atFoot).toBeGreaterThan(300);
  // The page's inline script puts the reader back as the page is parsed; the router's first render
  // knows it from the page's first scroll (src/boot/early-input.ts) and leaves it there.
  await page.reload();
  await waitForHydrated(footLink);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(footLink).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(atFoot / 2);
});

test('a reader who scrolls the page before it has hydrated stays where they scrolled, and their tap lands', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en/product/1030/x', { waitUntil: 'domcontentloaded' });
  // A slow phone: the reader scrolls down to the product's documents while the scripts are coming.
  const download = page.locator('.document-item').filter({ hasText: 'IMED registration' }).locator('a[download]');
  await download.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(300);
  release();
  await waitForHydrated(download);
  // The router's first render is done by the frame after the page is adopted: it used to scroll to
  // the top there, and a tap on "Download" then landed on whatever came under the finger.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  // A link followed from the foot of the page still opens the next page at its top, and going back
  // returns to the foot.
  const footLink = page.locator('footer').getByRole('link', { name: 'All products' });
  await footLink.scrollIntoViewIfNeeded();
  const atFoot = await page.evaluate(() => scrollY);
  await footLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight * 2 && scrollY === 0)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /Hydrophilic guidewire/ })).toBeVisible();
  await expect(footLink).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(atFoot / 2);
});

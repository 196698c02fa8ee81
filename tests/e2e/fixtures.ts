/**
 * The suite's `test`: Playwright's, with two guards on every test.
 *
 * - Any Content-Security-Policy violation the browser reports on the test's `page` (an inline
 *   script whose hash the policy lacks, a request to another origin…) fails the test.
 * - `context.setOffline(true)` holds for every page of the context, after every navigation. With
 *   Chromium 150 and Playwright 1.65, a page created or reloaded while the context is offline
 *   reports `navigator.onLine === true` though its requests fail (microsoft/playwright#42174; a
 *   real device reports what its system knows). The page's own DevTools session is told too, on
 *   each load, which sets `navigator.onLine` and fires `offline`, as a real loss of network does.
 */
import { test as base, expect, type CDPSession, type Page } from '@playwright/test';
import webpush from 'web-push';
import { startWorkerServer, type WorkerServer } from './worker-server.ts';

/** The suite's first port: the spec-literal server's is the next (playwright.config.ts), the workers' own servers the ones after. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);

const NOTICE_MARK = '[e2e notice] ';

/** In the page: logs (console.debug, `mark` first) each new text of a live region (role status or alert, aria-live). */
function reportNotices(mark: string) {
  const REGIONS = '[role="status"], [role="alert"], [aria-live]';
  const said = new WeakMap<Element, string>();
  let last = '';
  const report = (region: Element) => {
    const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text || said.get(region) === text) return;
    said.set(region, text);
    // A region inside another says it once.
    if (text !== last) console.debug(mark + text.slice(0, 200));
    last = text;
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const region = target?.closest(REGIONS);
      if (region) report(region);
      for (const node of record.addedNodes) if (node instanceof Element) node.querySelectorAll(REGIONS).forEach(report);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

export const test = base.extend<{ cspGuard: void; offlineEverywhere: void; failureLog: void }, { storefront: WorkerServer }>({
  // Each worker's own server and data (worker-server.ts): the pages' origin, unless a file uses another (the spec-literal server).
  storefront: [
    async ({}, use, workerInfo) => {
      // Web Push on, with keys of the worker's own; the stand-in subscriptions' endpoints are on this machine (a port nobody listens on): never the internet.
      const vapid = webpush.generateVAPIDKeys();
      const server = await startWorkerServer(workerInfo.parallelIndex, E2E_PORT + 2 + workerInfo.parallelIndex, {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:ops@medsupply.example',
        PUSH_SERVICE_HOSTS: '127.0.0.1',
      });
      // What helpers outside a test's fixtures read (staff.ts, the update test's build).
      process.env.E2E_ORIGIN = server.origin;
      process.env.E2E_DIST_DIR = server.distDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ storefront }, use) => use(storefront.origin),
  failureLog: [
    async ({ context }, use, testInfo) => {
      const lines: string[] = [];
      const started = Date.now();
      const at = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
      const watch = (page: Page) => {
        page.on('console', (m) => {
          if (m.type() === 'error' || m.type() === 'warning') lines.push(`${at()} console.${m.type()}: ${m.text().slice(0, 300)}`);
          else if (m.type() === 'debug' && m.text().startsWith(NOTICE_MARK)) lines.push(`${at()} said: ${m.text().slice(NOTICE_MARK.length)}`);
        });
        page.on('pageerror', (e) => lines.push(`${at()} uncaught: ${String(e).slice(0, 300)}`));
        page.on('framenavigated', (f) => {
          if (f === page.mainFrame()) lines.push(`${at()} navigated: ${f.url()}`);
        });
      };
      // What the pages told the person (notices, alerts, live regions): a notice hides after
      // seconds, before a failed assertion's wait ends, and the log then said nothing of it.
      await context.addInitScript(reportNotices, NOTICE_MARK);
      context.pages().forEach(watch);
      context.on('page', watch);
      context.on('requestfailed', (r) => lines.push(`${at()} failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
      context.on('response', (r) => {
        if (r.status() >= 400) lines.push(`${at()} ${r.status()}: ${r.request().method()} ${r.url()}`);
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus && lines.length) {
        console.log(`What the pages said in "${testInfo.title}":\n  ${lines.slice(-60).join('\n  ')}`);
      }
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  offlineEverywhere: [
    async ({ context }, use) => {
      let offline = false;
      const sessions = new Map<Page, Promise<CDPSession>>();
      const tell = async (page: Page) => {
        if (page.isClosed() || (!offline && !sessions.has(page))) return;
        if (!sessions.has(page)) sessions.set(page, context.newCDPSession(page));
        const cdp = await sessions.get(page)!;
        await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      };
      const watch = (page: Page) => {
        page.on('domcontentloaded', () => void (offline ? tell(page) : undefined)?.catch(() => undefined));
        page.on('close', () => sessions.delete(page));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      const setOffline = context.setOffline.bind(context);
      context.setOffline = async (value: boolean) => {
        offline = value;
        await setOffline(value);
        await Promise.all(context.pages().map((p) => tell(p).catch(() => undefined)));
      };
      await use();
    },
    { auto: true },
  ],
});

export { expect };

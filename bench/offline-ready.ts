/**
 * A first visit on a link with a phone's round trip: how long until the service worker has kept
 * the app's files, the moment from which the pages the visitor opens work offline. A proxy in front
 * of the server holds every request for one round trip (`RTT_MS`) before passing it on; the bytes
 * themselves are not slowed (they take what they take however the requests are made), so the
 * figure is the requests' share. Chromium's own network throttling does not reach a service
 * worker's requests, hence the proxy.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { launchOptions } from '../tests/e2e/browser.ts';
import { median, PHONE } from './phone.ts';

/** The round trip each request waits (Lighthouse's mobile link: 150 ms). */
export const RTT_MS = 150;

export type ReadyFigures = { readyMs: number[]; files: number };

/** A proxy to `origin` that holds each request `rtt` ms; its origin, and how to stop it. */
async function slowLink(origin: string, rtt: number): Promise<{ origin: string; close: () => Promise<void> }> {
  const target = new URL(origin);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host }, agent }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, rtt);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** `runs` first visits to `path`, each in a new browser: from the navigation to the worker's control. */
export async function measureOfflineReady(origin: string, path: string, runs: number): Promise<ReadyFigures> {
  const link = await slowLink(origin, RTT_MS);
  const readyMs: number[] = [];
  let files = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const browser = await chromium.launch(launchOptions());
      try {
        const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
        const page = await context.newPage();
        const start = Date.now();
        await page.goto(link.origin + path);
        // Active (and so in control) once its install has kept every file.
        await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 180_000, polling: 50 });
        readyMs.push(Date.now() - start);
        files = await page.evaluate(async () => {
          const precache = (await caches.keys()).find((n) => n.includes('precache'));
          return precache ? (await (await caches.open(precache)).keys()).length : 0;
        });
      } finally {
        await browser.close();
      }
    }
  } finally {
    await link.close();
  }
  return { readyMs, files };
}

export function printOfflineReady({ readyMs, files }: ReadyFigures) {
  console.log(`\nA first visit until its pages work offline (the worker has kept the app's ${files} files; ${RTT_MS} ms per request, bytes not slowed, ${readyMs.length}×, median):`);
  console.log(`  ${(median(readyMs) / 1000).toFixed(1)} s (runs: ${readyMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s)`);
}

/**
 * One Lighthouse 12 run (mobile defaults: simulated 4× CPU and a 1.6 Mbps, 150 ms link) on the
 * system Chromium, reduced to the figures the bench prints: scores, FCP, LCP with its element and
 * phases, TBT, CLS, bytes and requests. `explain` adds what Lighthouse's simulation counted before
 * the LCP (the requests that ended before it in the real load, and the long tasks). With
 * `BENCH_TRACE_DIR` set, each run's trace is kept there (what ran in each long task).
 */
import fs from 'node:fs';
import http from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Where to keep each run's trace (`BENCH_TRACE_DIR`, for chrome://tracing or the Performance panel), if anywhere. */
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
function keepTrace(url: string, trace: unknown) {
  fs.mkdirSync(TRACE_DIR!, { recursive: true });
  fs.writeFileSync(`${TRACE_DIR}/${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`, JSON.stringify(trace));
}

export const CHROME = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => fs.existsSync(p));

export type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** LCP phases (ms): time to first byte, load delay and load time (an image), render delay. */
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
  htmlKb: number;
  /** The scripts as sent (brotli, with their headers), as Lighthouse counts them. */
  jsKb: number;
  /** The same scripts' bodies gzip-compressed, as the server sends them to a client without brotli: the budget's measure. */
  jsGzipKb: number;
  /**
   * Of those, the scripts the page starts with, gzip-compressed: its entry and the modules it
   * preloads with it (the page's own `data-entry`/`data-links`), not those fetched later, when
   * idle, for the first taps (the cart's drawer, the worker's registration).
   */
  jsStartGzipKb: number;
  cssGzipKb: number;
  fontKb: number;
  imageKb: number;
  requests: number;
};

export type Run = { figures: Figures; lcpElement: string; explain: string[]; finalUrl: string };

type Item = Record<string, unknown>;
type Details = { type?: string; items?: Item[] };

/** The LCP element (a short snippet) and its phases, from the `largest-contentful-paint-element` audit. */
function lcpDetails(details: Details | undefined): { element: string; phases: Record<string, number> } {
  let element = '';
  const phases: Record<string, number> = {};
  for (const part of (details?.items ?? []) as Details[]) {
    for (const item of part.items ?? []) {
      const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
      if (node?.snippet) element = node.snippet.replace(/\s+/g, ' ').slice(0, 90);
      if (typeof item.phase === 'string' && typeof item.timing === 'number') phases[item.phase] = Math.round(item.timing);
    }
  }
  return { element, phases };
}

/** The bytes of `url`'s body as the server sends it gzip-compressed. */
const gzipBytes = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      })
      .on('error', reject);
  });

/** The scripts a page's HTML starts with: its entry and the modules preloaded with it (the entry's loader's `data-links`). */
export async function startingScripts(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  const loader = /<script data-entry="([^"]+)" data-links="([^"]*)"/.exec(html);
  if (!loader) return [];
  const links = loader[2]!.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  const preloaded = [...links.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set([loader[1]!, ...preloaded])].map((src) => new URL(src, url).href);
}

/** Bytes summed, in KiB to a tenth. */
const kib = (bytes: number[]) => Math.round(bytes.reduce((a, b) => a + b, 0) / 102.4) / 10;

/** A Chromium for Lighthouse (headless, none of its own background traffic). */
export const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

/**
 * One Lighthouse run on `url`: in a Chromium of its own (storage cleared, as a first visit), or in
 * `chrome`, a browser the caller prepared, whose storage (a member's cookie, their cart) is kept.
 */
export async function measure(url: string, opts: { explain?: boolean; chrome?: { port: number } } = {}): Promise<Run> {
  const chrome = opts.chrome ?? (await launchChrome());
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...(opts.chrome ? { disableStorageReset: true } : {}) });
    const lhr = result!.lhr;
    if (TRACE_DIR) keepTrace(url, (result as unknown as { artifacts: { Trace: unknown } }).artifacts.Trace);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
    type Request = { url: string; resourceType?: string; transferSize?: number; networkRequestTime?: number; networkEndTime?: number; priority?: string };
    const requests = ((lhr.audits['network-requests']?.details as { items?: Request[] })?.items ?? []);
    const kb = (type: string) => kib(requests.filter((i) => i.resourceType === type).map((i) => i.transferSize ?? 0));
    const { element, phases } = lcpDetails(lhr.audits['largest-contentful-paint-element']?.details as Details | undefined);
    const figures: Figures = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(num('first-contentful-paint')),
      lcpMs: Math.round(num('largest-contentful-paint')),
      tbtMs: Math.round(num('total-blocking-time')),
      cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
      ttfbMs: phases.TTFB ?? 0,
      loadDelayMs: phases['Load Delay'] ?? 0,
      loadTimeMs: phases['Load Time'] ?? 0,
      renderDelayMs: phases['Render Delay'] ?? 0,
      htmlKb: kb('Document'),
      jsKb: kb('Script'),
      jsGzipKb: kib(await Promise.all(requests.filter((i) => i.resourceType === 'Script' && i.url.startsWith('http')).map((i) => gzipBytes(i.url)))),
      jsStartGzipKb: kib(await Promise.all((await startingScripts(lhr.finalDisplayedUrl)).map(gzipBytes))),
      cssGzipKb: kb('Stylesheet'),
      fontKb: kb('Font'),
      imageKb: kb('Image'),
      requests: requests.length,
    };
    const explain: string[] = [];
    if (opts.explain) {
      const observed = (lhr.audits.metrics?.details as { items?: Item[] } | undefined)?.items?.[0] ?? {};
      const lcpAt = Number(observed.observedLargestContentfulPaint ?? 0);
      explain.push(`observed: FCP ${Math.round(Number(observed.observedFirstContentfulPaint))} ms, LCP ${Math.round(lcpAt)} ms (the simulation counts what ended before it)`);
      for (const r of requests) {
        const end = Math.round(r.networkEndTime ?? 0);
        explain.push(`  ${end <= lcpAt ? 'before' : 'after '} LCP  ${String(Math.round(r.networkRequestTime ?? 0)).padStart(5)}–${String(end).padEnd(5)} ms  ${String(Math.round((r.transferSize ?? 0) / 102.4) / 10).padStart(6)} KB  ${(r.priority ?? '').padEnd(8)} ${r.resourceType ?? ''} ${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`);
      }
      const tasks = ((lhr.audits['main-thread-tasks']?.details as { items?: { startTime: number; duration: number }[] })?.items ?? []).filter((t) => t.duration >= 10);
      for (const t of tasks) explain.push(`  task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms (unthrottled)`);
      const longTasks = ((lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] })?.items ?? []);
      for (const t of longTasks) explain.push(`  long task (simulated) at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms ${t.url.replace(/^https?:\/\/[^/]+/, '')}`);
      // What the other scores lost points for (an audit that counts and did not pass).
      for (const id of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) continue;
          explain.push(`  ${id} missed: ${ref.id} (${audit.title})${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
          // What it found, where the audit lists it (the console's errors: their source and text).
          for (const item of ((audit.details as { items?: Item[] } | undefined)?.items ?? []).slice(0, 5)) {
            const where = (item.sourceLocation as { url?: string } | undefined)?.url ?? item.url;
            if (typeof item.description === 'string') explain.push(`    ${String(item.source ?? '')}: ${item.description.slice(0, 160)}${typeof where === 'string' ? ` (${where})` : ''}`);
          }
        }
      }
      const shifts = ((lhr.audits['layout-shifts']?.details as { items?: Item[] })?.items ?? []);
      for (const s of shifts) explain.push(`  layout shift ${Number(s.score).toFixed(4)} ${String((s.node as { snippet?: string } | undefined)?.snippet ?? '').slice(0, 100)}`);
    }
    return { figures, lcpElement: element, explain, finalUrl: lhr.finalDisplayedUrl };
  } finally {
    if (!opts.chrome) await (chrome as chromeLauncher.LaunchedChrome).kill();
  }
}

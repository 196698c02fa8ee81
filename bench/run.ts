/**
 * `npm run bench`: build, start the server on a fresh demo database, run Lighthouse 12 (mobile
 * preset, the system Chromium) three times on the home, a category and a product page, and
 * print the medians. Raw figures go to bench/results/ (ignored by git). Figures, not pass/fail.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Product } from '../contract/catalog.ts';
import { benchOfflineSearch } from './offline-search.ts';
import { build, root, startServer, stopServer } from './serve.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4175);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const origin = `http://127.0.0.1:${PORT}`;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/product/category/surgical-sutures/surgical-sutures' },
  // The canonical URL (a stale slug is a redirect, which Lighthouse would count).
  { name: 'product', path: '/product/1041/%D9%85%D8%B4-%DA%A9%D9%81-%D9%84%DA%AF%D9%86-%D8%A7%D8%B2-%D9%BE%DB%8C%D8%B4-%D8%A8%D8%B1%D8%B4-%D8%AE%D9%88%D8%B1%D8%AF%D9%87' },
];
const CHROME = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => fs.existsSync(p));

async function startBenchServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  return { child: await startServer({ port: PORT, dataDir }), dataDir };
}

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipKb: number;
  cssGzipKb: number;
  requests: number;
};

async function measure(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
    const items = ((lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? []);
    const bytes = (type: string) => items.filter((i) => i.resourceType === type).reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(num('largest-contentful-paint')),
      tbtMs: Math.round(num('total-blocking-time')),
      cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
      jsGzipKb: Math.round(bytes('Script') * 10) / 10,
      cssGzipKb: Math.round(bytes('Stylesheet') * 10) / 10,
      requests: items.length,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

if (!CHROME) {
  console.error('No Chromium found (/usr/bin/chromium): install it first (apt-get install chromium).');
  process.exit(1);
}
build();
const { child, dataDir } = await startBenchServer();
const raw: Record<string, Figures[]> = {};
let sample: Product[] = [];
try {
  // The demo catalogue in Persian, grown to 10,000 products below for the offline search.
  const list = await fetch(`${origin}/v1/product/fa/products?limit=100`, { headers: { 'x-api-key': 'demo-storefront-key' } });
  sample = ((await list.json()) as { data: Product[] }).data;
  for (const page of PAGES) {
    raw[page.name] = [];
    for (let i = 0; i < RUNS; i++) {
      process.stdout.write(`Lighthouse ${page.name} ${i + 1}/${RUNS}…\r`);
      raw[page.name]!.push(await measure(origin + page.path));
    }
  }
} finally {
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const keys: (keyof Figures)[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'jsGzipKb', 'cssGzipKb', 'requests'];
const medians = Object.fromEntries(
  Object.entries(raw).map(([name, runs]) => [name, Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]))]),
) as Record<string, Figures>;

console.log(`\nLighthouse ${RUNS}× per page, mobile preset, median:\n`);
const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB gz', 'CSS KB gz', 'reqs'];
const rows = Object.entries(medians).map(([name, f]) => [name, ...keys.map((k) => String(f[k]))]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));

const outDir = path.join(root, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, pages: PAGES, medians, raw }, null, 2));
benchOfflineSearch(sample);

console.log(`\nTargets: performance ≥ 95, accessibility, best practices and SEO 100, first-page JS ≤ 150 KB gzip (transfer, all scripts). Raw figures: ${path.relative(root, file)}`);

/**
 * `npm run bench`: every public page type, in fa and en, side by side with a static page, in one
 * run. It builds, starts the server (production settings) on a fresh demo database and runs
 * Lighthouse 12 (mobile defaults, the system Chromium) three times on each page, then prints the
 * medians: scores, FCP, LCP as a ratio to the static page's, the LCP element and its phases, TBT,
 * CLS and bytes. Raw figures go to bench/results/ (ignored by git). Then the offline search over
 * 10,000 products. Figures, not pass/fail: the goals are printed beside them.
 *
 * The static page is the physical limit: a plain HTML page with as much text as the home page in
 * that language (no style sheet, no font, no script), served by the same server. It names the
 * site's icon exactly as the pages do (else the browser asks for /favicon.ico, sometimes before
 * the paint, and the reference moves by a round trip from one run to the next).
 *
 *   npm run bench                                   everything, 3 runs each
 *   npm run bench -- --only product --runs 1        the pages whose name holds "product"
 *   npm run bench -- --only home-fa --explain       and what the LCP waited for
 *   npm run bench -- --no-build                     the build in dist/ as it is
 *   npm run bench -- --offline                      only the offline repeat visits, and how soon a first visit works offline
 *   npm run bench -- --members                      only the member pages, signed in
 *   npm run bench -- --taps                         only the taps on a phone
 *   npm run bench -- --suite                        only the test suite's time (`npm test`, ~15 min)
 *   npm run bench -- --no-api --no-suite            everything but the uncached queries at scale and the suite's time
 *
 * The whole run ends with the uncached queries at 100,000 more products (`bench:api -- --scale
 * --only distinct`: PGlite, and PostgreSQL where DATABASE_URL is set), the test suite's time, and
 * issue 30's table: each figure beside its goal.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '../contract/catalog.ts';
import { benchOfflineSearch } from './offline-search.ts';
import { measureOfflineVisits, printOfflineVisits, type OfflineFigures } from './offline-visits.ts';
import { measureOfflineReady, printOfflineReady, type ReadyFigures } from './offline-ready.ts';
import { CHROME, measure, type Figures, type Run } from './lighthouse.ts';
import { build, root, startServer, stopServer } from './serve.ts';
import { MEMBER_GOALS, measureMemberPages, type MemberPage } from './member-pages.ts';
import { measureTaps, printTaps, tapsOn, type TapFigures } from './taps.ts';
import { measureSuite } from './suite.ts';
import { lcpRatio, printGoals, PUBLIC_GOALS as GOALS } from './goals.ts';
import type { ApiFigures } from './api.ts';
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const PORT = Number(process.env.BENCH_PORT ?? 4175);
const RUNS = Number(option('--runs') ?? process.env.BENCH_RUNS ?? 3);
const ONLY = option('--only') ?? '';
const EXPLAIN = args.includes('--explain');
const OFFLINE_ONLY = args.includes('--offline');
const MEMBERS_ONLY = args.includes('--members');
const TAPS_ONLY = args.includes('--taps');
const WITH_API = !args.includes('--no-api');
const WITH_SUITE = !args.includes('--no-suite');
const startedAt = new Date();
const origin = `http://127.0.0.1:${PORT}`;
const API_HEADERS = { 'x-api-key': 'demo-storefront-key' };
const LANGS = ['fa', 'en'] as const;
type Lang = (typeof LANGS)[number];


/**
 * The pages, each at its canonical URL as the sitemap lists it (a stale URL would be a redirect,
 * which every visitor would pay): the first category, brand and news item, a product, the FAQ
 * and a search.
 */
async function discoverPages(): Promise<{ name: string; lang: Lang; path: string }[]> {
  const text = async (p: string) => (await fetch(origin + p)).text();
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
  const index = locs(await text('/sitemap.xml'));
  const pages = (await Promise.all(index.map((p) => text(p)))).flatMap(locs);
  const pick = (lang: Lang, pattern: RegExp) => {
    const found = pages.find((p) => pattern.test(lang === 'en' ? p.replace(/^\/en/, '') : p) && (lang === 'en') === p.startsWith('/en/'));
    if (!found) throw new Error(`No ${pattern} page in the sitemap for ${lang}`);
    return found;
  };
  return LANGS.flatMap((lang) => [
    { name: 'home', path: lang === 'en' ? '/en' : '/' },
    { name: 'category', path: pick(lang, /^\/product\/category\/[^/]+\/[^/]+$/) },
    { name: 'product', path: pick(lang, /^\/product\/1041\//) },
    { name: 'brand', path: pick(lang, /^\/product\/brand\//) },
    { name: 'news', path: pick(lang, /^\/news\/\d+\//) },
    { name: 'faq', path: pick(lang, /^\/faq$/) },
    { name: 'search', path: `${lang === 'en' ? '/en' : ''}/search?q=${encodeURIComponent(lang === 'en' ? 'suture' : 'نخ بخیه')}` },
  ].map((p) => ({ ...p, name: `${p.name}-${lang}`, lang })));
}

/**
 * The static reference page for a language: the visible text of the home page, in paragraphs of
 * a plain HTML page (no style sheet, font or script). Written into dist/ for the server to serve
 * as it serves any file (compressed, revalidated), removed after the run.
 */
async function writeStaticPage(lang: Lang): Promise<string> {
  const html = await (await fetch(`${origin}${lang === 'en' ? '/en' : '/'}`)).text();
  const body = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? html;
  const words = body
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // The site's icon named as the pages name it (a file, or the drawing inside the page).
  const icon = /<link rel="icon"[^>]*>/.exec(html)?.[0] ?? '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
  const paragraphs: string[] = [];
  for (let i = 0; i < words.length; i += 40) paragraphs.push(`<p>${words.slice(i, i + 40).join(' ')}</p>`);
  const name = `bench-static-${lang}.html`;
  fs.writeFileSync(
    path.join(root, 'dist', name),
    `<!doctype html><html lang="${lang}" dir="${lang === 'en' ? 'ltr' : 'rtl'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="description" content="A static page"><title>Static</title>${icon}</head><body><h1>${words.slice(0, 6).join(' ')}</h1>${paragraphs.join('\n')}</body></html>`,
  );
  return `/${name}`;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round(((s[mid - 1]! + s[mid]!) / 2) * 1000) / 1000;
};

if (!CHROME) {
  console.error('No Chromium found (/usr/bin/chromium): install it first (apt-get install chromium).');
  process.exit(1);
}
if (args.includes('--suite')) {
  // Not part of the whole run: it is the suite itself, a quarter of an hour on two cores (it builds the
  // storefront itself, as npm test does).
  await measureSuite();
  process.exit();
}
if (!args.includes('--no-build')) build();

/** The member pages, signed in, on a server of their own in demo mode (its stand-in SMS signs the member in). */
async function memberPages(): Promise<{ pages: MemberPage[]; runs: Record<string, Run[]> } | null> {
  if ((ONLY || OFFLINE_ONLY || TAPS_ONLY) && !MEMBERS_ONLY) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-members-'));
  const server = await startServer({ port: PORT + 1, dataDir: dir, demo: true });
  try {
    return await measureMemberPages(`http://127.0.0.1:${PORT + 1}`, RUNS, EXPLAIN);
  } finally {
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Each figure's median over `runs`. */
const mediansOf = (runs: Run[]) => Object.fromEntries((Object.keys(runs[0]!.figures) as (keyof Figures)[]).map((k) => [k, median(runs.map((r) => r.figures[k]))])) as Figures;

function printMemberPages(measured: { pages: MemberPage[]; runs: Record<string, Run[]> }) {
  console.log(`\nMember pages on a phone, signed in (Lighthouse mobile defaults, ${RUNS}× each, median; code from the network, the member's cookie and cart kept):`);
  console.log('  page        perf   FCP    LCP    TBT    JS KB  gzip   reqs  goals');
  for (const page of measured.pages) {
    const runs = measured.runs[page.name] ?? [];
    const figures = mediansOf(runs);
    const m = (k: keyof Figures) => figures[k];
    // A page that sent the member elsewhere (signed out: to the sign-in) measured something else.
    const elsewhere = runs.map((r) => new URL(r.finalUrl).pathname + new URL(r.finalUrl).search).filter((u) => u !== page.path);
    if (elsewhere.length) throw new Error(`${page.path} ended on ${elsewhere.join(', ')}`);
    if (EXPLAIN) for (const [i, r] of runs.entries()) console.log(`\n${page.name} run ${i + 1}: LCP ${r.figures.lcpMs} ms on ${r.lcpElement}\n${r.explain.join('\n')}`);
    const missed = [m('performance') < MEMBER_GOALS.performance && `perf ${m('performance')}`, m('jsGzipKb') > MEMBER_GOALS.jsGzipKb && `JS ${m('jsGzipKb')} KB gzip`, m('tbtMs') > MEMBER_GOALS.tbtMs && `TBT ${m('tbtMs')} ms`].filter(Boolean);
    console.log(
      `  ${page.name.padEnd(10)}  ${String(m('performance')).padStart(4)}  ${String(m('fcpMs')).padStart(5)}  ${String(m('lcpMs')).padStart(5)}  ${String(m('tbtMs')).padStart(5)}  ${String(m('jsKb')).padStart(5)}  ${String(m('jsGzipKb')).padStart(5)}  ${String(m('requests')).padStart(4)}  ${missed.length ? `missed: ${missed.join(', ')}` : 'met'}`,
    );
  }
  console.log(`  Goals: performance ≥ ${MEMBER_GOALS.performance}, route JS ≤ ${MEMBER_GOALS.jsGzipKb} KB gzip (all the scripts the page loads), TBT ≤ ${MEMBER_GOALS.tbtMs} ms.`);
}

if (MEMBERS_ONLY) {
  const measured = await memberPages();
  if (measured) printMemberPages(measured);
  process.exit(0);
}
const members = await memberPages();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const child = await startServer({ port: PORT, dataDir });
const raw: Record<string, { path: string; lang: Lang; runs: Run[] }> = {};
/** Pages that ask search engines not to index them (the search): Lighthouse's SEO score counts that against them. */
const noindex = new Set<string>();
const staticFiles: string[] = [];
let sample: Product[] = [];
let offline: OfflineFigures[] = [];
let ready: ReadyFigures | null = null;
let taps: TapFigures[] = [];
try {
  // The offline search indexes whole products (a list item has no specifications), as the worker does.
  const list = await fetch(`${origin}/v1/product/fa/products?limit=100`, { headers: API_HEADERS });
  const ids = ((await list.json()) as { data: { id: number }[] }).data.map((p) => p.id);
  sample = await Promise.all(
    ids.map(async (id) => ((await (await fetch(`${origin}/v1/product/fa/products/${id}`, { headers: API_HEADERS })).json()) as { data: Product }).data),
  );
  const discovered = await discoverPages();
  // Offline repeat visits: the pages a nurse reopens with no network.
  if ((!ONLY && !TAPS_ONLY) || OFFLINE_ONLY) {
    const offlinePages = ['home-fa', 'category-fa', 'product-fa'].map((name) => discovered.find((p) => p.name === name)!);
    offline = await measureOfflineVisits(origin, offlinePages, RUNS);
    // And how soon after a first visit those pages can open offline.
    ready = await measureOfflineReady(origin, offlinePages[0]!.path, RUNS);
  }
  // Taps on a phone: the interactions a shopper makes most.
  if ((!ONLY && !OFFLINE_ONLY) || TAPS_ONLY) {
    const at = (name: string) => discovered.find((p) => p.name === name)!.path;
    taps = await measureTaps(origin, tapsOn({ category: at('category-fa'), product: at('product-fa') }), RUNS);
  }
  const pages = OFFLINE_ONLY || TAPS_ONLY ? [] : discovered.filter((p) => p.name.includes(ONLY));
  // The static page of each language measured, the reference of its ratios.
  const chosen = [...pages];
  for (const lang of LANGS.filter((l) => pages.some((p) => p.lang === l))) {
    const staticPath = await writeStaticPage(lang);
    staticFiles.push(path.join(root, 'dist', staticPath));
    chosen.unshift({ name: `static-${lang}`, lang, path: staticPath });
  }
  // Every page answers itself, never a redirect: a visitor following a link pays no round trip.
  for (const page of chosen) {
    const res = await fetch(origin + page.path, { redirect: 'manual' });
    if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}: the bench measures canonical pages only`);
    if (/<meta name="robots" content="[^"]*noindex/.test(await res.text())) noindex.add(page.name);
  }
  // One run of every page per round: a machine that slows down for a while weighs on every page
  // alike rather than on one.
  for (let i = 0; i < RUNS; i++) {
    for (const page of chosen) {
      process.stdout.write(`Lighthouse ${page.name} ${i + 1}/${RUNS}…              \r`);
      const run = await measure(origin + page.path, { explain: EXPLAIN });
      (raw[page.name] ??= { path: page.path, lang: page.lang, runs: [] }).runs.push(run);
      if (EXPLAIN) console.log(`\n${page.name} run ${i + 1}: LCP ${run.figures.lcpMs} ms on ${run.lcpElement}\n${run.explain.join('\n')}`);
    }
  }
} finally {
  await stopServer(child);
  for (const file of staticFiles) fs.rmSync(file, { force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (offline.length) printOfflineVisits(offline);
if (ready) printOfflineReady(ready);
if (members) printMemberPages(members);
if (taps.length) printTaps(taps);
if (OFFLINE_ONLY || TAPS_ONLY) process.exit(0);
const medians = Object.fromEntries(Object.entries(raw).map(([name, { runs }]) => [name, mediansOf(runs)]));
/** The element of the run whose LCP is the median's (the one most runs saw). */
const elementOf = (runs: Run[]) => {
  const counts = new Map<string, number>();
  for (const r of runs) counts.set(r.lcpElement, (counts.get(r.lcpElement) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
};

console.log(`\nLighthouse ${RUNS}× per page, mobile defaults (simulated: 4× CPU, 1.6 Mbps, 150 ms RTT), median. LCP× is the LCP over the static page's in the same language.\n`);
const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'LCP×', 'TTFB', 'delay', 'load', 'render', 'TBT', 'CLS', 'HTML', 'JS', 'JS gz', 'start', 'CSS', 'font', 'img', 'reqs', 'goals'];
const rows: string[][] = [];
const misses: string[] = [];
for (const [name, f] of Object.entries(medians)) {
  const ratio = lcpRatio(medians, name, raw[name]!.lang);
  const isStatic = name.startsWith('static-');
  const missed = isStatic
    ? []
    : [
        ratio > GOALS.lcpRatio && `LCP ${ratio}×`,
        f.tbtMs > GOALS.tbtMs && `TBT ${f.tbtMs}`,
        f.cls > GOALS.cls && `CLS ${f.cls}`,
        f.performance < GOALS.performance && `perf ${f.performance}`,
        f.accessibility < 100 && `accessibility ${f.accessibility}`,
        f.bestPractices < 100 && `best practices ${f.bestPractices}`,
        f.seo < 100 && !noindex.has(name) && `SEO ${f.seo}`,
        f.jsGzipKb > GOALS.jsGzipKb && `JS ${f.jsGzipKb} KB gzip`,
      ].filter((m): m is string => Boolean(m));
  if (missed.length) misses.push(`${name}: ${missed.join(', ')}`);
  rows.push([
    name,
    ...[f.performance, f.accessibility, f.bestPractices, f.seo, f.fcpMs, f.lcpMs].map(String),
    Number.isNaN(ratio) ? '' : ratio.toFixed(2),
    ...[f.ttfbMs, f.loadDelayMs, f.loadTimeMs, f.renderDelayMs, f.tbtMs, f.cls, f.htmlKb, f.jsKb, f.jsGzipKb, f.jsStartGzipKb, f.cssGzipKb, f.fontKb, f.imageKb, f.requests].map(String),
    isStatic ? 'reference' : missed.length ? 'missed' : 'met',
  ]);
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log('\nLCP elements (most runs):');
for (const [name, { runs }] of Object.entries(raw)) console.log(`  ${name.padEnd(12)} ${elementOf(runs)}`);
console.log('\nTimes in ms, bytes in KB as transferred (compressed, brotli, with headers); JS gz: the same scripts gzip-compressed (bodies); start: of those, what the page starts with (its entry and the modules its HTML preloads with it), before what it fetches when idle for the first taps. Phases of the LCP: TTFB, load delay and load time (an image), render delay.');
console.log(`Goals on every page: LCP ≤ ${GOALS.lcpRatio}× the static page's, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}, performance ${GOALS.performance}; accessibility, best practices and SEO 100; first-page JS ≤ ${GOALS.jsGzipKb} KB gzip (all the JS a page loads within Lighthouse's window, idle work included).`);
if (noindex.size) console.log(`Not held to SEO 100: ${[...noindex].join(', ')}, which ask search engines not to index them (noindex), as Lighthouse's SEO score counts against them.`);
// A static page runs no script: whatever blocking time it shows is the machine's own (Chromium's
// start-up, the tracing), and is in every other page's figure too.
const floor = LANGS.flatMap((l) => (medians[`static-${l}`] ? [`${l} ${medians[`static-${l}`]!.tbtMs} ms`] : []));
if (floor.length) console.log(`Blocking time of the static pages, which run no script (this machine's own): ${floor.join(', ')}; each run's: ${LANGS.flatMap((l) => raw[`static-${l}`]?.runs.map((r) => r.figures.tbtMs) ?? []).join(', ')} ms.`);
console.log(misses.length ? `Missed:\n  ${misses.join('\n  ')}` : 'Every page met the goals.');

const outDir = path.join(root, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, medians, raw }, null, 2));
console.log(`Raw figures: ${path.relative(root, file)}`);
if (!ONLY) benchOfflineSearch(sample);

/** `bench:api`'s uncached queries at scale, in a process of its own (it prints its table), read back. */
async function uncachedAtScale(): Promise<ApiFigures | null> {
  const out = path.join(os.tmpdir(), `bench-api-${process.pid}.json`);
  const args = ['--import', 'tsx', 'bench/api.ts', '--scale', '--only', 'distinct', '--no-build', '--json', out];
  const code = await new Promise<number | null>((resolve) => spawn(process.execPath, args, { cwd: root, stdio: 'inherit' }).on('exit', resolve));
  try {
    return code === 0 ? (JSON.parse(fs.readFileSync(out, 'utf8')) as ApiFigures) : null;
  } finally {
    fs.rmSync(out, { force: true });
  }
}
const full = !ONLY;
if (full && WITH_API) console.log('\nUncached queries at 100,000 more products (`npm run bench:api -- --scale --only distinct`):');
const api = full && WITH_API ? await uncachedAtScale() : null;
if (full && WITH_SUITE) console.log('\nThe test suite (`npm run bench -- --suite`):');
const suiteSeconds = full && WITH_SUITE ? await measureSuite() : null;
printGoals(startedAt, {
  offline,
  taps,
  members: members ? members.pages.map((p) => ({ name: p.name, figures: mediansOf(members.runs[p.name] ?? []) })) : [],
  pages: Object.entries(raw).map(([name, { lang }]) => ({ name, lang, figures: medians[name]! })),
  api,
  suiteSeconds,
});

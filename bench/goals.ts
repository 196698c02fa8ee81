/**
 * Issue 30's table, from one `npm run bench`: each figure the parts of the run measured, beside
 * its goal, met or missed, with the static page's and the static file's figures as the
 * references the ratios are taken against. The parts print their details above it.
 */
import type { ApiFigures } from './api.ts';
import type { Figures } from './lighthouse.ts';
import { MEMBER_GOALS } from './member-pages.ts';
import { OFFLINE_LCP_GOAL_MS, type OfflineFigures } from './offline-visits.ts';
import { median } from './phone.ts';
import { SUITE_GOAL_S } from './suite.ts';
import { TAP_GOAL_MS, type TapFigures } from './taps.ts';

/** The public pages' goals (issue 14 and 30), each page. */
export const PUBLIC_GOALS = { lcpRatio: 1.2, tbtMs: 30, cls: 0.005, performance: 100, jsGzipKb: 150 };

/** A page's LCP over the static page's in its language (NaN without that reference). */
export function lcpRatio(medians: Record<string, Figures>, name: string, lang: string): number {
  const ref = medians[`static-${lang}`]?.lcpMs;
  return ref ? Math.round((medians[name]!.lcpMs / ref) * 100) / 100 : NaN;
}

export type GoalInputs = {
  offline: OfflineFigures[];
  taps: TapFigures[];
  /** Each member page's medians. */
  members: { name: string; figures: Figures }[];
  /** Each public page's medians, the static pages (`static-fa`, `static-en`) among them. */
  pages: { name: string; lang: string; figures: Figures }[];
  /** `bench:api -- --scale --only distinct`'s figures; null when not measured. */
  api: ApiFigures | null;
  /** `npm test`'s seconds; null when not measured or failed. */
  suiteSeconds: number | null;
};

const range = (xs: number[], digits = 0) => {
  const f = (x: number) => x.toFixed(digits);
  const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
  return lo === hi ? f(lo) : `${f(lo)}-${f(hi)}`;
};
const thousands = (n: number) => n.toLocaleString('en');

export function printGoals(at: Date, input: GoalInputs) {
  const rows: [what: string, measured: string, goal: string, met: boolean | null][] = [];
  if (input.offline.length) {
    const lcp = input.offline.map((f) => median(f.lcpMs));
    rows.push([`offline repeat visit, LCP: ${input.offline.map((f) => f.name).join(' / ')}`, `${lcp.join(' / ')} ms`, `≤ ${OFFLINE_LCP_GOAL_MS} ms each`, lcp.every((m) => m <= OFFLINE_LCP_GOAL_MS)]);
  }
  const taps = input.taps.filter((t) => t.goal !== null);
  if (taps.length) {
    const ms = taps.map((t) => median(t.ms));
    rows.push([`a tap to the next paint: ${taps.map((t) => t.name).join(' / ')}`, `${ms.join(' / ')} ms`, `≤ ${TAP_GOAL_MS} ms each`, ms.every((m) => m <= TAP_GOAL_MS)]);
  }
  for (const { db, staticRps, routes } of input.api ?? []) {
    for (const r of routes) {
      rows.push([
        `${db}, every request a new URL: ${r.route}`,
        `${thousands(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.failed ? `, ${r.failed} failed` : ''} (the static file ${thousands(staticRps)} req/s)`,
        `≥ ${thousands(r.goal[0])} req/s, p99 ≤ ${r.goal[1]} ms${db === 'PGlite' ? ', none failed' : ''}`,
        r.met,
      ]);
    }
  }
  if (!input.api) rows.push(['uncached search and list pages at 100,000 more products', 'not measured in this run', '', null]);
  if (input.members.length) {
    const m = input.members.map((p) => p.figures);
    rows.push([
      `member pages: ${input.members.map((p) => p.name).join(' / ')}`,
      `performance ${m.map((f) => f.performance).join(' / ')}; TBT ${m.map((f) => f.tbtMs).join(' / ')} ms; route JS ${range(
        m.map((f) => f.jsGzipKb),
        1,
      )} KB gzip`,
      `≥ ${MEMBER_GOALS.performance}; ≤ ${MEMBER_GOALS.tbtMs} ms; ≤ ${MEMBER_GOALS.jsGzipKb} KB`,
      m.every((f) => f.performance >= MEMBER_GOALS.performance && f.tbtMs <= MEMBER_GOALS.tbtMs && f.jsGzipKb <= MEMBER_GOALS.jsGzipKb),
    ]);
  }
  const medians = Object.fromEntries(input.pages.map((p) => [p.name, p.figures]));
  const pages = input.pages.filter((p) => !p.name.startsWith('static-'));
  if (pages.length) {
    const ratios = pages.map((p) => ({ name: p.name, ratio: lcpRatio(medians, p.name, p.lang) }));
    const over = ratios.filter((r) => r.ratio > PUBLIC_GOALS.lcpRatio);
    const refs = input.pages.filter((p) => p.name.startsWith('static-')).map((p) => `${p.name} ${p.figures.lcpMs} ms`);
    rows.push([
      'public pages, LCP over the static page’s',
      `${range(
        ratios.map((r) => r.ratio),
        2,
      )}×${over.length ? ` (over: ${over.map((r) => `${r.name} ${r.ratio}×`).join(', ')})` : ''}; the static pages: ${refs.join(', ')}`,
      `≤ ${PUBLIC_GOALS.lcpRatio}× every page`,
      over.length === 0,
    ]);
    const f = pages.map((p) => p.figures);
    const tbtOver = pages.filter((p) => p.figures.tbtMs > PUBLIC_GOALS.tbtMs).map((p) => `${p.name} ${p.figures.tbtMs}`);
    rows.push([
      'public pages, TBT / CLS / performance',
      `${range(f.map((x) => x.tbtMs))} ms${tbtOver.length ? ` (over: ${tbtOver.join(', ')})` : ''} / ${range(f.map((x) => x.cls), 3)} / ${range(f.map((x) => x.performance))}`,
      `≤ ${PUBLIC_GOALS.tbtMs} ms / ≤ ${PUBLIC_GOALS.cls} / ${PUBLIC_GOALS.performance}`,
      f.every((x) => x.tbtMs <= PUBLIC_GOALS.tbtMs && x.cls <= PUBLIC_GOALS.cls && x.performance >= PUBLIC_GOALS.performance),
    ]);
    rows.push([
      'public pages’ JavaScript, gzip: as each page starts / with what it fetches when idle',
      `${range(
        f.map((x) => x.jsStartGzipKb),
        1,
      )} / ${range(
        f.map((x) => x.jsGzipKb),
        1,
      )} KB`,
      `≤ ${PUBLIC_GOALS.jsGzipKb} KB`,
      f.every((x) => x.jsGzipKb <= PUBLIC_GOALS.jsGzipKb),
    ]);
  }
  rows.push(['`npm test` on this machine', input.suiteSeconds === null ? 'not measured in this run' : `${input.suiteSeconds.toFixed(0)} s`, `≤ ${SUITE_GOAL_S / 60} min`, input.suiteSeconds === null ? null : input.suiteSeconds <= SUITE_GOAL_S]);

  console.log(`\nIssue 30's goals, from this run (${at.toISOString().slice(0, 16).replace('T', ' ')} UTC):`);
  for (const [what, measured, goal, met] of rows) {
    console.log(`  ${met === null ? '-     ' : met ? 'met   ' : 'missed'}  ${what}\n          ${measured}${goal ? `; goal ${goal}` : ''}`);
  }
}

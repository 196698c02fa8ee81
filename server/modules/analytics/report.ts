/** What `npm run report:events` prints: views and commerce events per day, and the funnel. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';

export type DayFigures = { day: string; page_view: number; product_view: number; add_to_cart: number; order_placed: number };

export async function dailyEvents(db: Db, days: number, now = new Date()): Promise<DayFigures[]> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const result = (await db.execute(sql`
    select to_char(date_trunc('day', at at time zone 'UTC'), 'YYYY-MM-DD') as day, kind, count(*)::int as n
    from events where at >= ${since} group by 1, 2 order by 1`)) as unknown as { rows: { day: string; kind: string; n: number }[] };
  const byDay = new Map<string, DayFigures>();
  for (const r of result.rows) {
    const d = byDay.get(r.day) ?? { day: r.day, page_view: 0, product_view: 0, add_to_cart: 0, order_placed: 0 };
    if (r.kind in d) d[r.kind as keyof Omit<DayFigures, 'day'>] = Number(r.n);
    byDay.set(r.day, d);
  }
  return [...byDay.values()];
}

/** The report's text: a row per day, then the funnel over the whole period with each step's share of the one before. */
export function reportText(days: DayFigures[], period: number): string {
  const header = ['day', 'page views', 'product views', 'added to cart', 'orders'];
  const rows = days.map((d) => [d.day, d.page_view, d.product_view, d.add_to_cart, d.order_placed].map(String));
  const sum = (k: keyof Omit<DayFigures, 'day'>) => days.reduce((n, d) => n + d[k], 0);
  const totals = { page_view: sum('page_view'), product_view: sum('product_view'), add_to_cart: sum('add_to_cart'), order_placed: sum('order_placed') };
  rows.push(['total', ...Object.values(totals).map(String)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const share = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(1)}%` : '–');
  return [
    `Events of the last ${period} days (UTC):`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
    '',
    'Conversion funnel:',
    `  page views     ${totals.page_view}`,
    `  product views  ${totals.product_view}  (${share(totals.product_view, totals.page_view)} of page views)`,
    `  added to cart  ${totals.add_to_cart}  (${share(totals.add_to_cart, totals.product_view)} of product views)`,
    `  orders         ${totals.order_placed}  (${share(totals.order_placed, totals.add_to_cart)} of additions to cart)`,
  ].join('\n');
}

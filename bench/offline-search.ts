/**
 * The device's offline search at 10,000 products: the index the search worker builds
 * (src/features/offline-search/search-index.ts) over the demo catalogue's products, repeated with
 * new ids, codes and sizes, and the time of typical queries (Persian with Arabic letters and
 * Persian digits, English, codes, a typo, a prefix). Figures, not pass/fail; the goal is < 50 ms.
 */
import type { Product } from '../contract/catalog.ts';
import { createSearchIndex, searchProducts, toSearchDoc } from '../src/features/offline-search/search-index.ts';

const QUERIES = ['نخ بخيه', 'نخ بخیه ۳-۰', 'كات‌گوت', 'چسب سیلیکونی', 'مش', 'گاید وایر هیدروفیلیک', 'AS-PGA', 'SM-PF-01', 'نیتینول', 'هیدروفیلک', 'ابریشم ۲-۰', 'پلی'];

function grow(products: Product[], size: number): Product[] {
  const out: Product[] = [];
  for (let i = 0; out.length < size; i++) {
    const p = products[i % products.length]!;
    const n = Math.floor(i / products.length);
    out.push({ ...p, id: 100_000 + i, code: `${p.code}-${n}`, title: n ? `${p.title} ${n % 40} ${['سبک', 'استریل', 'بیمارستانی', 'Pro'][n % 4]}` : p.title });
  }
  return out;
}

const percentile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/** Builds the index over `size` products grown from `sample`, runs the queries, and prints the figures. */
export function benchOfflineSearch(sample: Product[], size = 10_000) {
  const products = grow(sample, size);
  const t0 = performance.now();
  const index = createSearchIndex(products.map(toSearchDoc));
  const buildMs = performance.now() - t0;
  for (const q of QUERIES) searchProducts(index, q); // warm up
  const times: number[] = [];
  const rows: string[] = [];
  for (const q of QUERIES) {
    const runs: number[] = [];
    let found = 0;
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      found = searchProducts(index, q, 500).length;
      runs.push(performance.now() - s);
    }
    const median = percentile(runs, 0.5);
    times.push(median);
    rows.push(`  ${q.padEnd(24)} ${median.toFixed(1).padStart(6)} ms  ${String(found).padStart(4)} results`);
  }
  console.log(`\nOffline search (MiniSearch, in the search worker) over ${size.toLocaleString('en')} products:`);
  console.log(`  index built in ${Math.round(buildMs)} ms`);
  for (const r of rows) console.log(r);
  console.log(`  median ${percentile(times, 0.5).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms per query (goal: under 50 ms)`);
}

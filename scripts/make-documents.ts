/**
 * Prints the demo catalogue's documents (server/db/seed/documents-data.ts) as PDF/A4 files into
 * server/site/media/documents, with Chromium (Playwright's, or Debian's): its text engine shapes
 * Persian and embeds the font (Vazirmatn, from node_modules), so that a Persian document reads
 * right on any device. Output is committed; run again after changing the documents:
 * `npm run documents`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { documentsData, type SeedDocument } from '../server/db/seed/documents-data.ts';
import { launchOptions } from '../tests/e2e/browser.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'server/site/media/documents');
// Static faces (a variable font is embedded whole; these are subset to the glyphs a page uses).
const face = (name: string) => fs.readFileSync(path.join(root, `node_modules/vazirmatn/fonts/webfonts/Vazirmatn-${name}.woff2`)).toString('base64');
const regular = face('Regular');
const bold = face('Bold');

const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const digits = (s: string, lang: 'fa' | 'en') => (lang === 'fa' ? s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!) : s);

function html(d: SeedDocument): string {
  const fa = d.lang === 'fa';
  const date = fa ? new Intl.DateTimeFormat('fa-IR-u-ca-persian', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${d.issuedOn}T00:00:00Z`)) : d.issuedOn;
  const rows = d.body.lines.map(([k, v]) => `<tr><th>${esc(k)}</th><td><bdi>${esc(v)}</bdi></td></tr>`).join('');
  return `<!doctype html><html lang="${d.lang}" dir="${fa ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><style>
@font-face { font-family: Vazirmatn; src: url(data:font/woff2;base64,${regular}) format('woff2'); font-weight: 400; }
@font-face { font-family: Vazirmatn; src: url(data:font/woff2;base64,${bold}) format('woff2'); font-weight: 700; }
@page { size: A4; margin: 18mm 16mm; }
body { font-family: Vazirmatn, sans-serif; color: #0f172a; font-size: 11pt; line-height: 1.7; }
header { display: flex; justify-content: space-between; align-items: center; border-bottom: 2px solid #0f766e; padding-bottom: 6mm; margin-bottom: 8mm; }
.mark { color: #0f766e; font-weight: 700; font-size: 14pt; }
h1 { font-size: 16pt; font-weight: 700; margin: 0 0 6mm; }
table { border-collapse: collapse; width: 100%; margin-bottom: 8mm; }
th, td { border: 1px solid #cbd5e1; padding: 2.5mm 3mm; text-align: start; vertical-align: top; }
th { background: #f1f5f9; width: 32%; font-weight: 700; }
footer { margin-top: 12mm; font-size: 9pt; color: #475569; border-top: 1px solid #cbd5e1; padding-top: 3mm; }
</style></head><body>
<header><span class="mark">${fa ? 'تجهیزات پزشکی' : 'Medical Supplies'}</span><span>${esc(digits(date, d.lang))}</span></header>
<h1>${esc(d.body.heading)}</h1>
<table>${rows}</table>
${d.body.notes.map((n) => `<p>${esc(n)}</p>`).join('')}
<footer>${esc(d.title[d.lang])} · ${esc(d.file)}</footer>
</body></html>`;
}

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch(launchOptions());
const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
await page.emulateMedia({ media: 'print' });
// `-- --look DIR`: also a picture of each document's page as printed, to look at.
const look = process.argv.includes('--look') ? process.argv[process.argv.indexOf('--look') + 1] : undefined;
for (const d of documentsData) {
  await page.setContent(html(d), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  if (look) await page.screenshot({ path: path.join(look, d.file.replace(/\.pdf$/, '.png')) });
  await page.pdf({ path: path.join(out, d.file), format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true });
}
await browser.close();
const bytes = documentsData.reduce((n, d) => n + fs.statSync(path.join(out, d.file)).size, 0);
console.log(`${documentsData.length} documents, ${Math.round(bytes / 1024)} KB, in ${path.relative(root, out)}`);

import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4191';
const pages = (process.env.PAGES ?? '/,/product/category/surgical-sutures/surgical-sutures,/product/1009/x').split(',');
const widths = (process.env.WIDTHS ?? '390').split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 844 }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(800);
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    const name = `/tmp/shots/${w}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(w, p, 'scrollWidth', sw, name);
  }
  await ctx.close();
}
await browser.close();

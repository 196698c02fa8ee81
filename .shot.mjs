import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', m => console.log('console:', m.type(), m.text()));
page.on('pageerror', e => console.log('pageerror:', e.message));
for (const p of paths) {
  const [path, name, w] = p.split('|');
  if (w) await page.setViewportSize({ width: Number(w), height: 900 });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/work/tmp/${name}.png`, fullPage: false });
  console.log('shot', path, await page.title(), page.url());
}
await browser.close();

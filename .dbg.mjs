import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto('http://localhost:8099/en', { waitUntil: 'networkidle' });
for (let i = 0; i < 4; i++) {
  await page.keyboard.press('Tab');
  console.log(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120)));
}
await browser.close();

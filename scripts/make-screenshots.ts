/**
 * `npm run screenshots`: the install sheet's pictures (manifest `screenshots`), taken from a
 * running store (`npm start`, or BASE=http://host:port) in Chromium: the home page on a phone
 * (390×844) and on a desktop (1280×800), in Persian and in English, into public/screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:8080';
const out = path.resolve('public/screenshots');
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ ...(fs.existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}), args: ['--no-sandbox'] });
try {
  for (const [lang, prefix] of [['fa', ''], ['en', '/en']] as const) {
    for (const [form, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${base}${prefix || '/'}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(out, `${lang}-${form}.png`) });
      await page.close();
      console.log(`${lang}-${form}.png`);
    }
  }
} finally {
  await browser.close();
}

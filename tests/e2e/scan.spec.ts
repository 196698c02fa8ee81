/**
 * The scanner with Chromium's fake camera, fed a video of a product's QR code (a Y4M file drawn
 * here from the code, as a phone held over a label would see it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encode } from 'uqr';
import { launchOptions } from './browser.ts';
import { expect, test } from './fixtures.ts';
import { saveSuturesForOffline, waitForServiceWorker } from './pages.ts';

const PRODUCT = { id: 1009, code: 'AS-CAT-02', title: 'نخ بخیه کات‌گوت کرومیک سایز \u20663-0\u2069' };

/** A 640×480 Y4M video (4:2:0) of `text` as a QR code on white, a few identical frames. */
function qrVideo(text: string): string {
  const W = 640;
  const H = 480;
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const n = data.length;
  const scale = Math.floor(400 / n);
  const x0 = Math.floor((W - n * scale) / 2);
  const y0 = Math.floor((H - n * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (data[row]![col]) for (let dy = 0; dy < scale; dy++) y.fill(16, (y0 + row * scale + dy) * W + x0 + col * scale, (y0 + row * scale + dy) * W + x0 + (col + 1) * scale);
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const file = path.join(os.tmpdir(), `scan-${text}.y4m`);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
  return file;
}

test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['camera'],
  launchOptions: launchOptions(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${qrVideo(PRODUCT.code)}`]),
});

test('the product page prints its code; the camera reads it on a box and the product opens, offline from a saved pack', async ({ page, context }) => {
  // The code a box would carry, printed from the product page.
  await page.goto(`/product/${PRODUCT.id}/x`);
  await page.getByText('کد برای اسکن').click();
  await expect(page.getByRole('img', { name: `کد QR کد محصول ${PRODUCT.code}` })).toBeVisible();
  await waitForServiceWorker(page);

  // The sutures are saved for offline (which also keeps the scanner's reader), then the network goes.
  await saveSuturesForOffline(page);
  await context.setOffline(true);

  await page.goto('/search');
  await page.getByRole('link', { name: 'اسکن کد روی جعبه' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'اسکن کد' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.title, { timeout: 20_000 });
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/product/${PRODUCT.id}/`));
});

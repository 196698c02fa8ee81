/**
 * Issue 31 §4: a box's GS1 DataMatrix (GTIN, expiry, lot), read by the camera, says whether the
 * box has expired and which product it is, online with the maker's record of the lot and offline
 * from the device's saved catalogue. Chromium's fake camera is fed a video of the DataMatrix
 * (drawn here by bwip-js, as a label printer draws it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { demoGtin, demoLots } from '../../server/db/seed/lots-data.ts';
import { gs1Text, gtinCheckDigit } from '../../shared/gs1.ts';
import { launchOptions } from './browser.ts';
import { expect, test } from './fixtures.ts';
import { saveSuturesForOffline, waitForServiceWorker } from './pages.ts';

const PRODUCT = { id: 1009, title: 'نخ بخیه کات‌گوت کرومیک سایز \u20663-0\u2069' };
const GTIN = demoGtin(PRODUCT.id);
/** The product's lot that expired two months ago (the demo's first lot; none of it is left in stock). */
const EXPIRED = demoLots(PRODUCT.id, 0, new Date())[0]!;
/** The element string a label printer encodes: GTIN, expiry, lot. */
const EXPIRED_BOX = gs1Text({ gtin: GTIN, expiry: EXPIRED.expiresOn, lot: EXPIRED.lot });

/** A 640×480 Y4M video (4:2:0) of `text` as a GS1 DataMatrix on white, a few identical frames. */
async function dataMatrixVideo(text: string): Promise<string> {
  const W = 640;
  const H = 480;
  const png = await bwipjs.toBuffer({ bcid: 'gs1datamatrix', text, scale: 10, paddingwidth: 4, paddingheight: 4, backgroundcolor: 'FFFFFF' });
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(W * H, 235);
  const x0 = Math.floor((W - info.width) / 2);
  const y0 = Math.floor((H - info.height) / 2);
  // Full-range grey to the video's 16-235 luma.
  for (let row = 0; row < info.height; row++) for (let col = 0; col < info.width; col++) y[(y0 + row) * W + x0 + col] = 16 + Math.round((data[(row * info.width + col) * info.channels]! * 219) / 255);
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const file = path.join(os.tmpdir(), `scan-box-${GTIN}-${EXPIRED.lot}.y4m`);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
  return file;
}

test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['camera'],
  launchOptions: launchOptions(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${await dataMatrixVideo(EXPIRED_BOX)}`]),
});

test('a box whose lot has expired says so, online with the maker’s record and offline from the saved catalogue; a lot the maker never made is flagged, one not checked offline is said to be', async ({ page, context }) => {
  // A pack saved and two camera sessions: 20 s on a quiet machine, past 30 s on a busy one.
  test.setTimeout(90_000);
  // The product page gives the box's GTIN and the expiry of the boxes sent now (not the expired lot's).
  await page.goto(`/product/${PRODUCT.id}/x`);
  await expect(page.getByRole('row', { name: /GTIN/ })).toContainText(GTIN);
  await expect(page.locator('.product-expiry')).toContainText('تاریخ انقضای جعبه‌هایی که اکنون ارسال می‌شوند');
  await waitForServiceWorker(page);

  // Online: the camera reads the box; it has expired, and its lot is the maker's.
  await page.goto('/scan');
  const result = page.locator('.box-result');
  await expect(result.getByRole('heading', { level: 2 })).toHaveText(PRODUCT.title, { timeout: 20_000 });
  await expect(result).toHaveAttribute('data-verdict', 'expired');
  await expect(result.getByRole('alert')).toContainText('منقضی شده');
  await expect(result.getByRole('alert')).toContainText('از آن استفاده نکنید');
  await expect(result).toContainText(EXPIRED.lot);
  await expect(result).toContainText('این سری ساخت در سوابق تولیدکننده ثبت شده است.');

  // A typed label with a lot the maker never made (a usable date): the box is flagged; the camera
  // does not take the result away while it is shown.
  const next = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('یا کد را بنویسید').fill(gs1Text({ gtin: GTIN, expiry: next, lot: 'FAKE01' }));
  await page.getByRole('button', { name: 'یافتن' }).click();
  await expect(result).toHaveAttribute('data-verdict', 'usable');
  await expect(result.getByRole('alert')).toHaveText('این سری ساخت در سوابق تولیدکننده نیست. پیش از مصرف، جعبه را بررسی کنید و به ما خبر دهید.');
  await page.waitForTimeout(1000);
  await expect(result).toContainText('FAKE01');
  // A GTIN whose check digit is wrong (a typing slip) is said to be so.
  await page.getByLabel('یا کد را بنویسید').fill(`(01)${GTIN.slice(0, 13)}${(gtinCheckDigit(GTIN.slice(0, 13)) + 1) % 10}(10)X`);
  await page.getByRole('button', { name: 'یافتن' }).click();
  const badCode = page.getByRole('alert');
  await expect(badCode).toHaveText('این کد GS1 درست نیست: یک رقم کنترلی یا تاریخی در آن اشتباه است. آن را دوباره از روی متن چاپ‌شده زیر کد بنویسید.');
  // The camera, still pointed at the expired box, waits: the typed code's answer stays.
  await expect(page.getByRole('status')).toContainText('دوربین منتظر می‌ماند');
  await page.waitForTimeout(1000);
  await expect(badCode).toHaveText(/این کد GS1 درست نیست/);
  // Asked for again, the camera reads the box in front of it.
  await page.getByRole('button', { name: 'اسکن با دوربین' }).click();
  await expect(result).toHaveAttribute('data-verdict', 'expired', { timeout: 20_000 });

  // The sutures are saved for offline, then the network goes: the same box, read by the camera.
  await saveSuturesForOffline(page);
  await context.setOffline(true);
  await page.goto('/search');
  await page.getByRole('link', { name: 'اسکن کد روی جعبه' }).click();
  await expect(result.getByRole('heading', { level: 2 })).toHaveText(PRODUCT.title, { timeout: 20_000 });
  await expect(result).toHaveAttribute('data-verdict', 'expired');
  await expect(result.getByRole('alert')).toContainText('منقضی شده');
  // The maker's record of this lot, as the device kept it when it was checked online.
  await expect(result).toContainText('این سری ساخت در سوابق تولیدکننده ثبت شده است.');
  // A lot never checked here cannot be, offline: the code's own date is what is said.
  await page.getByLabel('یا کد را بنویسید').fill(gs1Text({ gtin: GTIN, expiry: next, lot: 'NEW77' }));
  await page.getByRole('button', { name: 'یافتن' }).click();
  await expect(result).toHaveAttribute('data-verdict', 'usable');
  await expect(result).toContainText('در حالت آفلاین، سری ساخت با سوابق تولیدکننده بررسی نشد: تاریخ بالا همان تاریخ درون کد است.');
  await expect(result.getByRole('heading', { level: 2 })).toHaveText(PRODUCT.title);
  await result.getByRole('link', { name: 'باز کردن صفحهٔ محصول' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.title);
});

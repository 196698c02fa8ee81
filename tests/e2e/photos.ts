/** Photos made in the browser, as a phone's camera would give them, for the specs that attach files. */
import { type Page } from '@playwright/test';

/** A large photo (2400 × 1800 PNG) made in the browser, as a phone's camera would give one. */
export async function bigPhoto(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 2400;
    c.height = 1800;
    const g = c.getContext('2d')!;
    g.fillStyle = '#0f766e';
    g.fillRect(0, 0, 2400, 1800);
    g.fillStyle = '#fff';
    g.fillRect(200, 200, 800, 600);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(b64, 'base64');
}

/** A photo that compresses badly (noise), so that its upload takes a while on a slow link. */
export async function noisyPhoto(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1200;
    c.height = 900;
    const g = c.getContext('2d')!;
    const img = g.createImageData(1200, 900);
    for (let i = 0; i < img.data.length; i++) img.data[i] = (i * 2654435761) % 251;
    g.putImageData(img, 0, 0);
    return c.toDataURL('image/jpeg', 0.95).split(',')[1]!;
  });
  return Buffer.from(b64, 'base64');
}

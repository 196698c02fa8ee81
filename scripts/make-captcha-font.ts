/**
 * The captcha's glyphs: Vazirmatn Bold (the site's own font, OFL) cut to the captcha's alphabet, as
 * TrueType for opentype.js on the server (server/modules/auth/captcha.ts draws their outlines).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { ALPHABET } from '../server/modules/auth/captcha.ts';

export async function makeCaptchaFont(root: string): Promise<string> {
  const source = createRequire(import.meta.url).resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf');
  const out = path.join(root, 'server/modules/auth/captcha-font.ttf');
  fs.writeFileSync(out, await subsetFont(fs.readFileSync(source), ALPHABET, { targetFormat: 'sfnt' }));
  return out;
}

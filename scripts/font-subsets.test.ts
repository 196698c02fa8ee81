/**
 * The two font files hold what the pages show: every character of the interface's messages and
 * of the demo catalogue is in its language's file, and each file's `unicode-range` claims only
 * characters Vazirmatn has (a claimed character it lacks would make the browser download the
 * file for nothing, then fall back anyway).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { fillUnicodeRanges, FONT_SUBSETS, makeFontSubsets, sourceFont, unicodeRange } from './font-subsets.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const messages = (lang: string) => [...read(`src/locales/${lang}/messages.po`).matchAll(/^msgstr "(.*)"$/gm)].map((m) => m[1]).join('');
/** Characters of `text` that are not in `set` (line breaks and tabs aside). */
const outside = (text: string, set: string) => [...new Set(text)].filter((c) => !set.includes(c) && !'\n\t\r'.includes(c));

describe('font subsets', () => {
  it('write unicode-range as runs of code points', () => {
    expect(unicodeRange('cab ')).toBe('U+20, U+61-63');
    expect(unicodeRange('۰۱۲۹')).toBe('U+6F0-6F2, U+6F9');
  });

  it('fill both faces of the style sheet', () => {
    const css = fillUnicodeRanges(read('src/ui/fonts.css'));
    expect(css).not.toMatch(/unicode-range:\s*(fa|en)\s*;/);
    expect(css).toContain(`unicode-range: ${unicodeRange(FONT_SUBSETS.fa)};`);
    expect(css).toContain(`unicode-range: ${unicodeRange(FONT_SUBSETS.en)};`);
  });

  it('claim only characters Vazirmatn has', () => {
    const face = new hb.Face(new hb.Blob(fs.readFileSync(sourceFont())));
    const has = new Set(face.collectUnicodes());
    for (const text of Object.values(FONT_SUBSETS)) expect([...text].filter((c) => !has.has(c.codePointAt(0)!))).toEqual([]);
  });

  it('hold every character of the messages and the demo catalogue', () => {
    expect(outside(messages('fa'), FONT_SUBSETS.fa)).toEqual([]);
    expect(outside(messages('en'), FONT_SUBSETS.en)).toEqual([]);
    // The demo data holds both languages: its Persian is in the fa file, its English in both.
    for (const file of ['catalog-data.ts', 'content-data.ts', 'store-data.ts', 'places-data.ts', 'reviews-data.ts', 'ticketing-data.ts']) {
      expect(outside(read(`server/db/seed/${file}`), FONT_SUBSETS.fa), file).toEqual([]);
    }
  });

  it('are cut into one small file per language', async () => {
    const files = await makeFontSubsets();
    expect(fs.statSync(files.fa).size).toBeLessThan(40_000);
    expect(fs.statSync(files.en).size).toBeLessThan(20_000);
  });
});

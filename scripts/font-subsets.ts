/**
 * The site's two fonts, cut at build time from Vazirmatn's variable font (the `vazirmatn` package)
 * with harfbuzz's subsetter (`subset-font`): one file per language, holding only the glyphs that
 * language's pages show, the weights the style sheet uses (400-800) and the layout features Persian
 * shaping and kerning need, without hinting. The full family in three Fontsource subsets was
 * 103 KB; these are about 33 KB (fa) and 15 KB (en), and a page preloads only its own.
 *
 * A Vite plugin writes them to .tmp/fonts/ before the style sheets are read (src/ui/fonts.css
 * refers to them there; the build then hashes them into assets/), and writes each face's
 * `unicode-range` into that style sheet from the same lists, so that a browser fetches a file
 * only for characters it has. A file is cut again only when the source font or its characters
 * change.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const FONT_DIR = path.join(root, '.tmp/fonts');

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Printable ASCII: Latin letters, digits and punctuation (codes, sizes, brand names). */
const BASIC_LATIN = range(0x20, 0x7e);
/**
 * The symbols product data and the interface use that Vazirmatn has (it has no arrows, stars or
 * hearts: those come from the device's fonts), the joiners and the direction marks.
 */
const SYMBOLS = '\u00a0°±×÷µ²³§©®·–—‘’“”″‹›…•€™−\u200c\u200d\u200e\u200f';
/**
 * Persian: its letters (and the Arabic forms of ی and ک that pasted text brings), the short vowels
 * and hamza forms, Persian and Arabic-Indic digits, and Persian punctuation.
 */
const PERSIAN = 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیءأؤئإةكيۀ' + 'ًٌٍَُِّْٰٔ' + range(0x6f0, 0x6f9) + range(0x660, 0x669) + '،؛؟٪٫٬ـ«»';

export const FONT_SUBSETS = {
  /** Persian pages: Persian and the Latin they quote (codes, brands, units). */
  fa: BASIC_LATIN + SYMBOLS + PERSIAN,
  /** English pages: Latin, and the language switch's «فارسی». */
  en: BASIC_LATIN + SYMBOLS + 'فارسی',
} as const;

/** The style sheet's weights: the variable font keeps this part of its weight axis. */
const WEIGHTS = { min: 400, max: 800 };
/** Shaping (joining forms, marks, required ligatures) and kerning; stylistic sets and the like go. */
const FEATURES = ['ccmp', 'locl', 'init', 'medi', 'fina', 'isol', 'rlig', 'liga', 'calt', 'kern', 'mark', 'mkmk', 'curs'];

export function sourceFont(): string {
  return path.join(path.dirname(require.resolve('vazirmatn/package.json')), 'fonts/variable/Vazirmatn[wght].ttf');
}

/** Cuts the files that are missing or out of date; answers their paths. */
export async function makeFontSubsets(): Promise<Record<keyof typeof FONT_SUBSETS, string>> {
  const source = fs.readFileSync(sourceFont());
  fs.mkdirSync(FONT_DIR, { recursive: true });
  const out = {} as Record<keyof typeof FONT_SUBSETS, string>;
  for (const [lang, text] of Object.entries(FONT_SUBSETS) as [keyof typeof FONT_SUBSETS, string][]) {
    const file = path.join(FONT_DIR, `vazirmatn-${lang}.woff2`);
    const stamp = `${file}.key`;
    const key = createHash('sha256').update(source).update(text).update(JSON.stringify([WEIGHTS, FEATURES])).digest('hex');
    if (!fs.existsSync(file) || !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== key) {
      const font = await subsetFont(source, text, { targetFormat: 'woff2', noHinting: true, keepFeatures: FEATURES, variationAxes: { wght: WEIGHTS } });
      fs.writeFileSync(file, font);
      fs.writeFileSync(stamp, key);
    }
    out[lang] = file;
  }
  return out;
}

/** The CSS `unicode-range` of a set of characters, as ranges of consecutive code points. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i]!;
    while (points[i + 1] === points[i]! + 1) i++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    ranges.push(start === points[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(points[i]!)}`);
  }
  return ranges.join(', ');
}

/** src/ui/fonts.css with each `unicode-range: <fa|en>` placeholder filled in. */
export const fillUnicodeRanges = (css: string) =>
  css.replace(/unicode-range:\s*(fa|en)\s*;/g, (_, lang: keyof typeof FONT_SUBSETS) => `unicode-range: ${unicodeRange(FONT_SUBSETS[lang])};`);

/** Vite: the fonts exist before any style sheet refers to them (build, dev server and tests). */
export function fontSubsets(): Plugin {
  return {
    name: 'medsupply:font-subsets',
    enforce: 'pre',
    async buildStart() {
      await makeFontSubsets();
    },
    transform(code, id) {
      return id.endsWith('/src/ui/fonts.css') ? fillUnicodeRanges(code) : undefined;
    },
  };
}

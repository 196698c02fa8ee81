/**
 * When the pages use Vazirmatn (ui/fonts.css). A device that has the file (a later visit: the
 * head of the page sets the class before the first paint, index.html) uses it from the first
 * paint: one whose service worker answers the page, as a worker takes control only once it has
 * kept every file of the app, the fonts among them. Without the worker (its caches cleared, or a
 * reload that bypasses it) the file may be gone: asked for at the highest priority before the
 * page's own code, on a slow link it came too late for this page anyway (`font-display:
 * optional`), so such a page starts as a first visit's. On a first visit the page paints in the
 * device's own font; once the page has settled the file of its language downloads, and the next
 * page the visitor opens in the app uses it: the whole page changes then anyway, so nothing moves
 * under the reader's eyes, and no font stands between a visitor on a slow link and the first paint.
 */
import type { Locale } from '../i18n/locale.ts';
import { whenIdle } from '../lib/idle.ts';

/** The class on <html> that names the font (read by index.html's head script as well). */
export const SITE_FONT_CLASS = 'site-font';

/** Each language's face (the CSS `font` shorthand) and characters that it holds. Not text to read. */
const FACE: Record<Locale, [font: string, sample: string]> = {
  fa: ['1em "Vazirmatn FA"', 'فارسی'],
  en: ['1em "Vazirmatn EN"', 'English'],
};

/**
 * Downloads the font of `locale` after the page has settled, then has `nextPage` apply it (the
 * caller runs the callback when the visitor opens another page).
 */
export function startSiteFont(locale: Locale, nextPage: (apply: () => void) => void) {
  const html = document.documentElement;
  if (html.classList.contains(SITE_FONT_CLASS) || !('fonts' in document)) return;
  whenIdle(() => {
    const [font, sample] = FACE[locale];
    document.fonts.load(font, sample).then(
      (faces) => {
        if (faces.length === 0) return;
        nextPage(() => html.classList.add(SITE_FONT_CLASS));
      },
      () => undefined,
    );
  }, 5_000);
}

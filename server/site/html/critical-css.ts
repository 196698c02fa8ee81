/** The rules a server-rendered page's own HTML uses, inside it (Beasties); the whole sheets after its first paint. */
import Beasties from 'beasties';
import { splitFontFaces } from '../../../shared/font-faces.ts';
import { resolveInside, type FileCache } from '../site-files.ts';

/**
 * A server-rendered page carries the rules its own HTML uses inline (Beasties matches the style
 * sheet's selectors against the page), so it paints from the one response with no
 * render-blocking request, and its HTML fits in the first round trip of a new connection (about
 * 14 KB); the whole style sheet comes after the first paint with the scripts (deferScripts),
 * for what the page shows later (a drawer, a menu opened, another page). Rules for what the head's
 * script sets before the first paint (the dark theme, the site's font) are always kept, as are
 * the focus ring (a lone pseudo-class, which Beasties cannot match against the HTML) and the
 * rules of what every page adds as it starts (the opening hours' badge, which depends on the
 * visitor's clock): the whole sheet is applied only when the page first needs a rule it does not
 * carry (src/ui/late-styles.ts), and that badge would otherwise be that need on every page. (The
 * offline shell keeps the link, and the file stays cached.)
 */
export function criticalCss(distDir: string, cache: FileCache) {
    const critical = new Beasties({
    path: distDir,
    external: false,
    reduceInlineStyles: true,
    mergeStylesheets: true,
    pruneSource: false,
    fonts: false,
    keyframes: 'critical',
    allowRules: [/data-theme/, /site-font/, /^:focus-visible$/, /open-now/],
    logLevel: 'silent',
  });
  /** The page with its sheets' rules inside it, and the sheets to ask for after its first paint. */
  return async (html: string): Promise<{ html: string; sheets: string[] }> => {
    const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)];
    const sheets: string[] = [];
    const faces: string[] = [];
    let inlined = 0;
    for (const [tag, href] of links) {
      const file = resolveInside(distDir, href!);
      const css = file ? await cache.get(file) : null;
      if (!css) continue;
      const text = css.body.toString('utf8');
      const { faces: own, rest } = splitFontFaces(text);
      faces.push(...own);
      // The font faces' sheet (scripts/font-face-sheet.ts) is all inline: it is not sent again.
      if (rest.trim()) sheets.push(href!);
      html = html.replace(tag, () => `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`);
      inlined++;
    }
    if (inlined === 0) return { html, sheets };
    html = (await critical.process(html)).replace(' data-beasties-container', '');
    // The font faces, which the page names through a custom property Beasties cannot follow.
    const missing = faces.filter((f) => !html.includes(f));
    if (missing.length) html = html.replace('<style>', () => `<style>${missing.join('')}`);
    return { html, sheets };
  };
}

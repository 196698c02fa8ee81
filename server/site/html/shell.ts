/** The built shell (index.html) made the page of a URL: its language, its head, its rendered body. */
import { localeOfPath } from '../../../shared/locale.ts';
import { escapeHtml, jsonForScript } from '../escape.ts';
import type { RenderedPage } from '../ssr.ts';

/**
 * The shell for a URL: `<html lang dir>` and the manifest of its language; with the page itself
 * when the server rendered it (its head, from the routes, replaces the shell's title and
 * description), and the API answers it was rendered from; or only the head of a page the
 * browser renders.
 */
export function renderShell(html: string, pathname: string, page?: Exclude<RenderedPage, { redirect: string }> | null): string {
  const lang = localeOfPath(pathname);
  let out = html.replace(/<html[^>]*>/, lang === 'en' ? '<html lang="en" dir="ltr">' : '<html lang="fa" dir="rtl">');
  if (lang === 'en') out = out.replace('href="/manifest.webmanifest"', 'href="/manifest-en.webmanifest"');
  const head = page ? ('shellHead' in page ? page.shellHead : page.head) : '';
  if (head) {
    out = out
      .replace(/\s*<title>[^<]*<\/title>/, '')
      .replace(/\s*<meta name="description" content="[^"]*"\s*\/?>/, '')
      .replace('</head>', () => `  ${head}\n  </head>`);
  }
  if (page && 'html' in page) {
    out = out.replace(
      '<div id="root"></div>',
      // Data, not a script: nothing here runs (src/device/api/boot.ts reads it). When it was read:
      // a copy of the page kept for offline (sw/pages.ts) says how old its prices are.
      // An outline (a page the device draws over it, src/main.tsx) is marked as such.
      // Its first reads are named for the page's inline script (src/boot/member-session.ts).
      () => `<div id="root"${page.outline ? ' data-outline' : ''}${page.early ? ` data-reads="${escapeHtml(JSON.stringify(page.early))}"` : ''}>${page.html}</div>\n    <script type="application/json" id="boot-data" data-read-at="${page.renderedAt}">${jsonForScript(page.answers)}</script>`,
    );
  }
  return out;
}

/** The shell with only the language set (no server rendering build). */
export const localizeShell = (html: string, pathname: string) => renderShell(html, pathname, null);

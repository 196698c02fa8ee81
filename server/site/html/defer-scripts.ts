/** A server-rendered page's scripts and whole style sheets, asked for once it has painted. */
import type { BootScripts } from '../../../shared/render-contract.ts';
import { escapeHtml } from '../escape.ts';

/**
 * The page's entry script and its module preloads leave the HTML for the loader at its end
 * (src/boot/page-loader.ts: it asks for them once the page has painted), with `sheets`, the whole
 * style sheets whose first screen's rules the page carries inline, `files`, further scripts to
 * preload and style sheets to apply (an outline's page's), and the web app manifest:
 * Chrome asks for it (and then for its icon) as soon as the document is parsed, two requests on
 * the link with the first paint; installing is offered later anyway. In the head goes the script
 * that keeps what is tapped before hydration (src/boot/early-input.ts); before the loader on a
 * member's page (`outline`: the server drew its outline), the one that asks for its session
 * (src/boot/member-session.ts). Without scripts, the style sheets and the manifest the usual way.
 */
export function deferScripts(html: string, boot: BootScripts, { sheets = [], files = [], outline = false }: { sheets?: string[]; files?: string[]; outline?: boolean } = {}): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  let out = html.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  const manifest = /<link rel="manifest" href="[^"]+"\s*\/?>\s*/.exec(out)?.[0];
  if (manifest) out = out.replace(manifest, '');
  const manifestLink = manifest?.trim() ?? '';
  // The whole style sheets load, parsed but not applied (media="print"), until the page first
  // needs a rule it does not carry (src/ui/late-styles.ts); if the app's script cannot load, at once.
  const late = (u: string) => `<link rel="stylesheet" crossorigin href="${u}" media="print" data-late>`;
  // With further scripts, the entry first: it is the largest, and the page can do nothing without it.
  const scripts = files.filter((u) => u.endsWith('.js'));
  const preloaded = [...new Set([...(scripts.length ? [entry[1]!] : []), ...preloads, ...scripts])].map((u) => `<link rel="modulepreload" crossorigin href="${u}">`);
  // The page's own style sheets (an outline's routes'), applied: what it draws next needs them.
  const own = files.filter((u) => u.endsWith('.css')).map((u) => `<link rel="stylesheet" crossorigin href="${u}">`);
  const links = [...sheets.map(late), ...own, ...preloaded, manifestLink].join('');
  const plain = [...sheets.map((u) => `<link rel="stylesheet" crossorigin href="${u}">`), manifestLink].join('');
  const noscript = plain ? `<noscript>${plain}</noscript>` : '';
  const loader = `<script data-entry="${escapeHtml(entry[1]!)}" data-links="${escapeHtml(links)}">${boot.loader.code}</script>`;
  out = out.replace('</head>', () => `  <script>${boot.early.code}</script>${noscript}\n  </head>`);
  // A member's page (the server's outline) asks for its session, and the data it names, first.
  const session = outline ? `<script>${boot.session.code}</script>` : '';
  out = out.replace('</body>', () => `  ${session}${loader}\n  </body>`);
  return out;
}

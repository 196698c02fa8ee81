/** A server-rendered page's scripts and whole style sheets, asked for once it has painted. */
import type { BootScripts } from '../../../shared/render-contract.ts';
import { escapeHtml } from '../escape.ts';

/**
 * The page's entry script and its module preloads leave the HTML for the loader at its end
 * (src/boot/page-loader.ts: it asks for them once the page has painted), with `sheets`, the whole
 * style sheets whose first screen's rules the page carries inline, and the web app manifest:
 * Chrome asks for it (and then for its icon) as soon as the document is parsed, two requests on
 * the link with the first paint; installing is offered later anyway. In the head goes the script
 * that keeps what is tapped before hydration (src/boot/early-input.ts). Without scripts, the
 * style sheets and the manifest the usual way.
 */
export function deferScripts(html: string, boot: BootScripts, sheets: string[] = []): string {
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
  const modules = [...new Set(preloads)].map((u) => `<link rel="modulepreload" crossorigin href="${u}">`);
  const links = [...sheets.map(late), ...modules, manifestLink].join('');
  const plain = [...sheets.map((u) => `<link rel="stylesheet" crossorigin href="${u}">`), manifestLink].join('');
  const noscript = plain ? `<noscript>${plain}</noscript>` : '';
  const loader = `<script data-entry="${escapeHtml(entry[1]!)}" data-links="${escapeHtml(links)}">${boot.loader.code}</script>`;
  out = out.replace('</head>', () => `  <script>${boot.early.code}</script>${noscript}\n  </head>`);
  out = out.replace('</body>', () => `  ${loader}\n  </body>`);
  return out;
}

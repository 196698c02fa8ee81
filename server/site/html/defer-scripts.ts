/** A server-rendered page's scripts and whole style sheets, asked for once it has painted. */

/**
 * A server-rendered page asks for its scripts once it has painted: the page is readable from
 * the HTML alone, and on a slow link the scripts no longer compete with the first paint for
 * bandwidth. "Painted" is the first contentful paint as the browser reports it, once the frame
 * is on the screen: a frame the main thread has drawn is still rasterised and shown by other
 * threads, and on a phone with few cores, parsing 200 KB of script beside them put the first
 * paint off by 100-200 ms (on the bench's two cores, one run in three). Where the browser has
 * no paint timing, the next frame. (Hydration waits for that first frame anyway, see
 * src/main.tsx.) A hidden tab, which gets no frames, still starts within a second. `sheets`: the
 * whole style sheets, whose first screen's rules the page carries inline, asked for at the same
 * moment, and the web app manifest with them.
 */
export function deferScripts(html: string, sheets: string[] = []): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  let out = html.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  // Taps on buttons before the page is hydrated are kept (window.__earlyClicks) and replayed by
  // src/main.tsx once it is: a button of the server's HTML does nothing on its own. A form marked
  // data-early-submit (add to cart) submitted before its component is live (data-live) would
  // reload the page: the submit is held as data-pending-submit, and the component sends it.
  // These listeners go in the head, before any of the page's HTML is parsed: a tap on a button
  // that has just appeared, while the rest of the document is still arriving, is kept too.
  const early =
    `(function(){var w=window;w.__earlyClicks=[];document.addEventListener('click',function(e){var q=w.__earlyClicks;` +
    `var b=q&&e.target&&e.target.closest&&e.target.closest('button[type=button]');if(b)q.push(b)},true);` +
    `document.addEventListener('submit',function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute('data-early-submit')` +
    `&&!f.hasAttribute('data-live')){e.preventDefault();f.setAttribute('data-pending-submit','')}},true)})()`;
  // The web app manifest too: Chrome asks for it (and then for its icon) as soon as the document
  // is parsed, two requests on the link with the first paint; installing is offered later anyway.
  const manifest = /<link rel="manifest" href="[^"]+"\s*\/?>\s*/.exec(out)?.[0];
  if (manifest) out = out.replace(manifest, '');
  const manifestLink = manifest?.trim() ?? '';
  // The preloads in one insertion: a link appended at a time cost the throttled phone a task of
  // 30-40 ms, one parse of them all a few. (A script inserted as HTML would not run: the entry is
  // made as an element.)
  const modules = [...new Set(preloads)];
  // The whole style sheets load, parsed but not applied (media="print"), until the page first
  // needs a rule it does not carry (src/ui/late-styles.ts); if the app's script cannot load, at once.
  const late = (u: string) => `<link rel="stylesheet" crossorigin href="${u}" media="print" data-late>`;
  const links = [...sheets.map(late), ...modules.map((u) => `<link rel="modulepreload" crossorigin href="${u}">`), manifestLink].join('');
  const loader =
    `(function(){var done=false;function go(){if(done)return;done=true;var h=document.head;` +
    `h.insertAdjacentHTML('beforeend',${JSON.stringify(links)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};` +
    `s.onerror=function(){h.querySelectorAll('link[data-late]').forEach(function(l){l.media='all'})};h.appendChild(s)}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}` +
    `else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()`;
  // Without scripts, the whole style sheets and the manifest the usual way.
  const plain = [...sheets.map((u) => `<link rel="stylesheet" crossorigin href="${u}">`), manifestLink].join('');
  const noscript = plain ? `<noscript>${plain}</noscript>` : '';
  out = out.replace('</head>', () => `  <script>${early}</script>${noscript}\n  </head>`);
  out = out.replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
  return out;
}

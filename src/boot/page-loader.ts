/**
 * Inline at the end of a server-rendered page (built by scripts/boot-scripts.ts; placed by
 * server/site/html/defer-scripts.ts, which gives it `data-entry`, the app's entry script, and
 * `data-links`, the links to add with it): asks for the page's scripts once it has painted.
 *
 * The page is readable from the HTML alone, and on a slow link the scripts no longer compete with
 * the first paint for bandwidth. "Painted" is the first contentful paint as the browser reports
 * it, once the frame is on the screen: a frame the main thread has drawn is still rasterised and
 * shown by other threads, and on a phone with few cores, parsing 200 KB of script beside them put
 * the first paint off by 100-200 ms (on the bench's two cores, one run in three). Where the
 * browser has no paint timing, the next frame. (Hydration waits for that first frame anyway, see
 * src/main.tsx.) A hidden tab, which gets no frames, still starts within a second.
 *
 * The links (the whole style sheets, parsed but not applied until the page needs them, the
 * module preloads and the web app manifest) go in with one insertion: a link appended at a time
 * cost the throttled phone a task of 30-40 ms, one parse of them all a few. The entry is made as
 * an element: a script inserted as HTML would not run. If it cannot load, the style sheets apply
 * at once.
 *
 * A member's page starts its session, and the data the server named, with a script of its own
 * before this one (src/boot/member-session.ts).
 */
(() => {
  const self = document.currentScript;
  const entry = self?.dataset.entry;
  const links = self?.dataset.links ?? '';
  if (!entry) return;
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    const head = document.head;
    head.insertAdjacentHTML('beforeend', links);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    script.onerror = () => head.querySelectorAll<HTMLLinkElement>('link[data-late]').forEach((l) => (l.media = 'all'));
    head.appendChild(script);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(go, 0);
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(go, 0));
  setTimeout(go, 1_000);
})();

/**
 * A part far down a server-rendered page (a product's reviews) whose code the page does not start
 * with: it loads when the part comes near the screen. Until then React leaves the server's HTML of
 * the part as it is (a suspended boundary stays dehydrated: readable, its links working) and
 * hydrates the rest of the page. Its code is asked for a screen ahead, so that the part is live by
 * the time it is seen: React does not replay a tap on a part it has not hydrated (a link tapped
 * before then is followed by the browser as a plain link; a button does nothing).
 *
 * Where the browser draws the part itself (a page reached by a link in the app, an outline), there
 * is no server HTML to keep: its code loads at once. A part left before it came near (the shopper
 * followed a link first) loads too, so that the next page's is not kept waiting.
 */
import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/** How far beyond the screen a part counts as near: a screen's height, so that a scroll finds it live. */
const NEAR = '100% 0px';

export function nearPart<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let release = () => {};
  const near = new Promise<void>((resolve) => (release = resolve));
  const fetchIt = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const kept = () => typeof document !== 'undefined' && document.querySelector(`[data-near-part="${name}"]`) !== null;
  // Asked once, on the part's first render: during hydration the server's HTML of it is there.
  const Lazy = lazy(() => (kept() ? near.then(fetchIt) : fetchIt()));

  function Part(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // Chosen once for the mount: switching from the lazy one to the loaded one would mount it again.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    useEffect(() => {
      // The box, not what is in it: an update that reaches the part before it is live replaces the
      // server's HTML by nothing until its code is here, and the box stays where it was.
      if (loaded || !box.current || typeof IntersectionObserver === 'undefined') return release();
      const watch = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && release(), { rootMargin: NEAR });
      watch.observe(box.current);
      return () => {
        watch.disconnect();
        release();
      };
    }, []);
    return (
      <div ref={box} data-near-part={name}>
        <Suspense fallback={null}>
          <Chosen {...props} />
        </Suspense>
      </div>
    );
  }
  // A page's update that leaves the part's props as they were does not reach it: one that did
  // before it is live would replace the server's HTML by nothing until its code is here.
  return memo(Part);
}

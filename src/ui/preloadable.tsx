/**
 * A component whose code loads apart from the page's (React's `lazy`), which can also be fetched
 * ahead, while the page is idle. Once fetched, it renders at once: `lazy` alone suspends on its
 * first render even when the module has arrived, and React then reveals it up to 300 ms later (its
 * throttle of Suspense reveals), which a sheet opened by a tap would add to the tap's latency.
 */
import { lazy, useState, type ComponentType } from 'react';

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const fetchIt = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(fetchIt);
  function Component(props: P) {
    // Chosen once for the mount: switching from the lazy one to the loaded one would mount it again.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component, preload: () => void fetchIt().catch(() => undefined) };
}

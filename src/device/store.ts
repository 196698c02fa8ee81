/**
 * The storefront's one store primitive: a value that modules change with `set()` and views read
 * with `useStore()` (lib/use-store.ts, where the hydration rule lives). No React here, so that
 * code the service worker also runs can keep a store.
 */

export type Store<T> = {
  get: () => T;
  /** A new value (or a change of the current one); listeners hear of it only when it differs. */
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  /** What a server render and the hydrating render see. */
  serverValue: () => T;
};

export type StoreOptions<T> = {
  /** What a server render and the hydrating render see (default: the initial value). */
  server?: T;
  /** Runs once, at the first subscription: start watching what feeds the store (a media query, the document). */
  start?: () => void;
  /** Whether two values are the same (default Object.is): an equal value does not notify. */
  equal?: (a: T, b: T) => boolean;
};

/**
 * A store of `initial`; a function is called at the first read (a value read from the document
 * or from storage is read when first needed, never as the module loads).
 */
export function createStore<T>(initial: T | (() => T), opts: StoreOptions<T> = {}): Store<T> {
  const listeners = new Set<() => void>();
  const lazy = typeof initial === 'function';
  let value: T | undefined = lazy ? undefined : initial;
  let ready = !lazy;
  let started = false;
  const equal = opts.equal ?? Object.is;
  const get = (): T => {
    if (!ready) {
      value = (initial as () => T)();
      ready = true;
    }
    return value as T;
  };
  const subscribe = (listener: () => void) => {
    if (!started) {
      started = true;
      opts.start?.();
    }
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const set = (next: T | ((current: T) => T)) => {
    const current = get();
    const v = typeof next === 'function' ? (next as (c: T) => T)(current) : next;
    if (equal(current, v)) return;
    value = v;
    listeners.forEach((l) => l());
  };
  const server = 'server' in opts ? (opts.server as T) : lazy ? undefined : (initial as T);
  const serverSnapshot = () => {
    if (server === undefined && lazy) throw new Error('A store with a lazy initial value names its server value');
    return server as T;
  };
  return { get, set, subscribe, serverValue: serverSnapshot };
}

/**
 * A module loaded at its first touch (an IndexedDB repository kept out of the first page's
 * JavaScript): `start` runs once when it has loaded (subscribing a store to it); every touch
 * after that gets the same module.
 */
export function onFirstTouch<M>(load: () => Promise<M>, start?: (m: M) => void): () => Promise<M> {
  let loading: Promise<M> | null = null;
  return () =>
    (loading ??= load().then(
      (m) => {
        start?.(m);
        return m;
      },
      (failed: unknown) => {
        // Not loaded (the network went away mid-download): the next touch tries again.
        loading = null;
        throw failed;
      },
    ));
}

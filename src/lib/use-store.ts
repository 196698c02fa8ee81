/**
 * A store's value in a component (device/store.ts), and the one hydration rule: a server render, and
 * the first (hydrating) render in the browser, see the store's server value (what the server can
 * know: nothing of this device); later renders see the value, and re-render when it changes.
 */
import { useSyncExternalStore } from 'react';
import type { Store } from '../device/store.ts';

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.serverValue);
}

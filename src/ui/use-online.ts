import { onNetworkBack } from '../lib/network-back.ts';
import { createStore } from '../device/store.ts';
import { useStore } from '../lib/use-store.ts';

/** The browser's view of the network, following its online and offline events from the first use. */
const online = createStore(() => navigator.onLine, {
  // The server renders the page as online.
  server: true,
  start: () => {
    // Online again once the link carries traffic (lib/network-back.ts); offline at once.
    onNetworkBack(() => online.set(true));
    window.addEventListener('offline', () => online.set(false));
  },
});

/** The browser's view of the network; false means definitely offline. */
export const useOnline = (): boolean => useStore(online);

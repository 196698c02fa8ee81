/**
 * How many of the member's notices are unread: the header's bell and the bottom bar's account show
 * it. A plain store without IndexedDB or the network (the watcher, loaded for members only, feeds it).
 */
import { createStore } from '../../device/store.ts';
import { useStore } from '../../lib/use-store.ts';

const unread = createStore<number>(0);

export const setUnread = (n: number) => unread.set(n);
export const useUnreadCount = (): number => useStore(unread);

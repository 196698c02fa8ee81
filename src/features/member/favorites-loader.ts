import type { Locale } from '../../i18n/locale.ts';
import { currentSession } from '../session/session-view.ts';
import { reconcileFavorites } from './favorites-repo.ts';
import { fetchFavorites } from './member-api.ts';
import { FAVORITES_KEPT } from './member-page-reads.ts';

/**
 * Online, the server's list updates this device's copy; offline, the page shows the copy.
 * `fresh: false` when the server was asked and did not answer with the list (no network, an
 * error): the page then says that what it shows is only what this device saved, which on a new
 * device may be nothing, rather than "no favourites yet".
 */
export async function loadFavorites(locale: Locale): Promise<{ fresh: boolean }> {
  const memberId = currentSession().session?.user.id;
  // Signed in from the saved view (offline): the member frame says the page is the device's copy.
  if (!memberId) return { fresh: true };
  const list = await fetchFavorites(locale, { page: 1, size: FAVORITES_KEPT }).catch(() => null);
  if (!list) return { fresh: false };
  await reconcileFavorites(memberId, list.data);
  return { fresh: true };
}

import type { Locale } from '../../i18n/locale.ts';
import { currentSession } from '../session/session-view.ts';
import { reconcileFavorites } from './favorites-repo.ts';
import { fetchFavorites } from './member-api.ts';

/** Online, the server's list updates this device's copy; offline, the page shows the copy. */
export async function loadFavorites(locale: Locale) {
  const memberId = currentSession().session?.user.id;
  if (!memberId) return;
  const list = await fetchFavorites(locale, { page: 1, size: 100 }).catch(() => null);
  if (list) await reconcileFavorites(memberId, list.data);
}

import type { CategoryNode } from '../../../contract/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import { fetchMenuTree } from '../../product/catalog-api.ts';
import { buildMenu, type MenuEntry } from '../../product/menu.ts';
import type { Box } from '../../../contract/content.ts';
import { loadContact } from '../contact/contact-loader.ts';

/** Spec §8: a failed menu build is logged and the submenu falls back to empty. */
export async function loadMenu(locale: Locale): Promise<{ tree: CategoryNode[]; menu: MenuEntry[] }> {
  try {
    const res = await fetchMenuTree(locale);
    return { tree: res.data, menu: buildMenu(res.data) };
  } catch (err) {
    console.warn('Header menu could not be built', err);
    return { tree: [], menu: [] };
  }
}

/** The frame's data: the menu, and the contact box for the footer and the desktop's panel (both read at once). */
export async function loadFrame(locale: Locale): Promise<{ tree: CategoryNode[]; menu: MenuEntry[]; contact: Box | null }> {
  const [menu, contact] = await Promise.all([loadMenu(locale), loadContact(locale)]);
  return { ...menu, contact };
}

/** The site's contact box (cms page 3): address, phone, e-mail and opening hours, for the footer and the desktop panel. */
import type { Box } from '../../../contract/content.ts';
import type { Locale } from '../../i18n/locale.ts';
import { fetchBoxes } from '../content/content-api.ts';

export const CONTACT_PAGE_ID = 3;

/** Null when there is none or it cannot be read now: the frame shows without it. */
export async function loadContact(locale: Locale): Promise<Box | null> {
  try {
    return (await fetchBoxes(locale, CONTACT_PAGE_ID)).data.find((b) => b.kind === 'contact') ?? null;
  } catch {
    return null;
  }
}

import { notFound } from '@tanstack/react-router';

/**
 * An id in a page's path: a positive whole number of at most nine digits (`01041` is 1041), else
 * null, and the page is not found. `0` once passed a check of digits alone, and the backend's
 * refusal of it showed the page that says the server failed.
 */
export const idParam = (raw: string): number | null => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** A route loader's id from its path (idParam), or the not-found page. */
export function pathId(raw: string): number {
  const id = idParam(raw);
  if (id === null) throw notFound();
  return id;
}

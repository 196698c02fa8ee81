import type { Lang } from '../../contract/common.ts';

/** The value (or column) for the requested language: every localised field is stored per language. */
export const pick = <A, B>(lang: Lang, fa: A, en: B): A | B => (lang === 'fa' ? fa : en);

/** A stored image (alt text per language) as the contract's `{ url, alt }`, or null. */
export const localImage = (lang: Lang, img: { url: string; alt_fa: string; alt_en: string } | null) =>
  img ? { url: img.url, alt: pick(lang, img.alt_fa, img.alt_en) } : null;

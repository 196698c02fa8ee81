import type { Lang } from '../../contract/common.ts';

/** The value (or column) for the requested language: every localised field is stored per language. */
export const pick = <A, B>(lang: Lang, fa: A, en: B): A | B => (lang === 'fa' ? fa : en);

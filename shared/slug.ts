/** Spec §9: slugs are at most 50 characters. */
export const SLUG_MAX_LENGTH = 50;

/**
 * Spec §5: lowercased, separators (spaces, underscores, punctuation) become hyphens, cut to 50
 * characters. Letters of any script (Persian included) and digits are kept.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200c\u200f\u200e]/g, '-')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

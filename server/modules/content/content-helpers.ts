/** Helpers the content resources share. */
export const keywordsOf = (s: string) => s.split(/\s+/).filter(Boolean);

/** The precache's rules that the tests read too (precache.ts; nothing here runs on import). */

/**
 * How many of the first install's downloads are under way at once: under the six connections a
 * browser opens to a site, so that the shopper's own page still has some.
 */
export const PRECACHE_CONCURRENCY = 4;

/**
 * Plain constants of the contract, without zod, so that the storefront can import them without
 * bundling the schema library (the browser only needs the types, which vanish at build).
 */
export const API_KEY_HEADER = 'x-api-key';
export const CLIENT_IP_HEADER = 'x-client-ip';
export const PAGE_SIZE = 12;
export const MAX_LIMIT = 100;
/** The home page's `pageId` for content boxes. */
export const HOME_PAGE_ID = 1;


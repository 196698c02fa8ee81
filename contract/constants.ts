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

/** Spec §9: the product catalogue hangs under root category 104 of module 55; news is module 1. */
export const ROOT_CATEGORY_ID = 104;
export const PRODUCT_MODULE_ID = 55;
export const NEWS_MODULE_ID = 1;
/** Spec §9: the header menu shows the top 10 root categories and up to 200 products. */
export const MENU_CATEGORY_LIMIT = 10;
export const MENU_PRODUCT_LIMIT = 200;
/** Spec §9: category calls time out after 10 s. */
export const CATEGORY_TIMEOUT_MS = 10_000;

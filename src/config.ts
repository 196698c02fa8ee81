/**
 * The storefront's one configuration object. Nothing else reads import.meta.env: the API base
 * URL and key are build configuration, so the same code runs against any server of the contract.
 */
const env = import.meta.env;

export const config = {
  /** Empty means the same origin as the storefront. */
  apiBaseUrl: (env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  apiKey: env.VITE_API_KEY || 'demo-storefront-key',
  defaultLocale: 'fa',
  locales: ['fa', 'en'],
  pageSize: 12,
  /** Spec §9: the category call gives up after 10 s. */
  categoryTimeoutMs: 10_000,
  /** Spec §9. */
  themeCookieMaxAgeS: 43_200,
  progressStopDelayMs: 200,
  notification: { maxCount: 3, durationS: 5, placement: 'bottomLeft' },
  rootCategoryId: 104,
  productModuleId: 55,
  menuCategoryLimit: 10,
} as const;

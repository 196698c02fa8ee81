/**
 * The storefront's one configuration object. Nothing else reads import.meta.env: the API base
 * URL and key are build configuration, so the same code runs against any server of the contract.
 */
import {
  CATEGORY_TIMEOUT_MS,
  MENU_CATEGORY_LIMIT,
  PAGE_SIZE,
  PRODUCT_MODULE_ID,
  ROOT_CATEGORY_ID,
} from '../../contract/constants.ts';

const env = import.meta.env;

export const config = {
  /** Empty means the same origin as the storefront. */
  apiBaseUrl: (env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  apiKey: env.VITE_API_KEY || 'demo-storefront-key',
  /** Spec §9's analytics id: page views and commerce events go to our own /api/events. Empty: off. */
  analyticsId: env.VITE_ANALYTICS_ID ?? '',
  defaultLocale: 'fa',
  locales: ['fa', 'en'],
  pageSize: PAGE_SIZE,
  /** Spec §9: the category call gives up after 10 s. */
  categoryTimeoutMs: CATEGORY_TIMEOUT_MS,
  /** Spec §9. */
  themeCookieMaxAgeS: 43_200,
  progressStopDelayMs: 200,
  notification: { maxCount: 3, durationS: 5, placement: 'bottomLeft' },
  /** An open ticket thread asks for new answers this often while it is on screen (and when it comes back into view or online). */
  threadRefreshMs: 30_000,
  rootCategoryId: ROOT_CATEGORY_ID,
  productModuleId: PRODUCT_MODULE_ID,
  menuCategoryLimit: MENU_CATEGORY_LIMIT,
  /** Saved packs (save for offline): parallel downloads, products per list call while planning, an image's size when none can be measured, and how old a pack may get before it refreshes itself online. */
  packs: { concurrency: 4, planPageSize: 100, imageEstimateBytes: 40_000, refreshAfterMs: 24 * 3600_000 },
  /**
   * The units a ticket goes to (its role_id) and its categories, for a backend that does not list
   * them (issue 29: the spec has no call for it, while a ticket must name both): set to the
   * company's own when building against its backend. These are the reference server's.
   */
  ticketing: {
    units: [
      { id: 1, title: { fa: 'فروش و سفارش‌ها', en: 'Sales and orders' } },
      { id: 2, title: { fa: 'کنترل کیفیت', en: 'Quality control' } },
      { id: 3, title: { fa: 'پشتیبانی فنی و بالینی', en: 'Technical and clinical support' } },
      { id: 4, title: { fa: 'ارسال و انبار', en: 'Shipping and warehouse' } },
    ],
    categories: [
      { id: 1, title: { fa: 'ایراد در بهر (لات) تولید', en: 'A faulty lot' } },
      { id: 2, title: { fa: 'درخواست گواهی و مدارک', en: 'Certificates and documents' } },
      { id: 3, title: { fa: 'پیگیری سفارش', en: 'An order' } },
      { id: 4, title: { fa: 'پرسش فنی درباره محصول', en: 'A question about a product' } },
      { id: 5, title: { fa: 'سایر موارد', en: 'Something else' } },
    ],
  },
  /** The seller's registration details on pro-formas and invoices (its name and address are messages). */
  seller: { phone: '021-44556677', economicCode: '411153889764', nationalId: '10103456789' },
} as const;

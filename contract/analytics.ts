/**
 * First-party analytics (issue 13 §4): what the storefront sends to `POST /api/events` (with
 * navigator.sendBeacon) when an analytics id is configured. No personal data: no member, session,
 * address or device; paths without their query; a private page only as its area.
 */
import { z } from 'zod';
import { ANALYTICS_BATCH } from './constants.ts';

export const ANALYTICS_EVENT_KINDS = ['page_view', 'product_view', 'add_to_cart', 'order_placed'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

export const analyticsEventSchema = z.object({
  kind: z.enum(ANALYTICS_EVENT_KINDS),
  lang: z.enum(['fa', 'en']),
  /** The page's path, without query or fragment. */
  path: z.string().max(300).regex(/^\/[^?#]*$/, 'a path without query').optional(),
  product_id: z.number().int().positive().max(2_147_483_647).optional(),
  /** When it happened on the device (milliseconds since the epoch): queued offline, sent later. */
  at: z.number().int().positive(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  site: z.string().min(1).max(64),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

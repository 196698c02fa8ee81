/** The site's own calls (`GET /api/ip`) and the places of /v1/sitemember. */
import { z } from 'zod';
import { detailResponse, listResponse, type CallSchemas, listQueryBase, queryInt, querySmallInts, querySort } from './common.ts';

export const ipResponseSchema = z.object({ ip: z.string() });
export type IpResponse = z.infer<typeof ipResponseSchema>;

// ---------- provinces and cities (/v1/sitemember/{lang}/…) ----------

export const IRAN_COUNTRY_ID = 1;
export const CITY_SORT_COLUMNS = ['id', 'title', 'ranking'] as const;
export const PROVINCE_SORT_COLUMNS = ['id', 'title'] as const;

export const provinceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  country_id: z.number().int(),
  code: z.string(),
});
export type Province = z.infer<typeof provinceSchema>;

export const citySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  province: z.object({ id: z.number().int(), title: z.string() }),
  /** 1 the province capital, 2 a major city, 3 any other. */
  ranking: z.number().int(),
});
export type City = z.infer<typeof citySchema>;

export const provinceListQuery = z.object({
  ...listQueryBase,
  country_id: queryInt({ min: 1 }).optional(),
  sort: querySort(PROVINCE_SORT_COLUMNS).optional(),
});

export const cityListQuery = z.object({
  ...listQueryBase,
  rankings: querySmallInts.optional(),
  province_id: queryInt({ min: 1 }).optional(),
  sort: querySort(CITY_SORT_COLUMNS).optional(),
});

// ---------- capabilities (extension, issue 29) ----------

/** What the server offers beyond the spec: the names of its extension calls and features (contract/constants.ts EXTENSION_FEATURES). */
export const capabilitiesSchema = z.object({ extensions: z.array(z.string()) });
export type Capabilities = z.infer<typeof capabilitiesSchema>;

// ---------- calls ----------

export const placesCalls = {
  'capabilities.get': { response: detailResponse(capabilitiesSchema) },
  'provinces.list': { query: provinceListQuery, response: listResponse(provinceSchema) },
  'provinces.get': { response: detailResponse(provinceSchema) },
  'cities.list': { query: cityListQuery, response: listResponse(citySchema) },
  'cities.get': { response: detailResponse(citySchema) },
} satisfies CallSchemas;

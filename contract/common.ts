/**
 * Conventions shared by every v1 call (design.md §3): languages, paging, sorting, the list,
 * detail and error envelopes. Imports only zod; both the server and the storefront use it.
 */
import { z } from 'zod';
import type { CallName } from './calls.ts';

export { API_KEY_HEADER, CLIENT_IP_HEADER, LANGS, MAX_INT, MAX_LIMIT, PAGE_SIZE, type Lang } from './constants.ts';
import { LANGS, MAX_INT, MAX_LIMIT, PAGE_SIZE } from './constants.ts';

export const langSchema = z.enum(LANGS);


/** An id in a request body: a positive integer up to MAX_INT. */
export const bodyId = z.number().int().min(1).max(MAX_INT);

/** Text a person typed, trimmed: no control characters except line breaks and tabs. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, 'must not contain control characters');

/**
 * An id in decimal, exactly 1 to MAX_INT (2147483647) with no leading zero: the bound is in the
 * pattern itself, so that the OpenAPI document states it and a value it allows is never refused.
 */
export const ID_PATTERN =
  '(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])';
/** 0 to 32767 in decimal, no leading zero. */
const SMALL_PATTERN = '(?:[0-9]|[1-9]\\d{1,3}|[12]\\d{4}|3[01]\\d{3}|32[0-6]\\d{2}|327[0-5]\\d|3276[0-7])';

/**
 * A non-negative integer query value up to MAX_INT; rejects "abc", "-1", "1.5" and empty strings.
 * Documented as an integer with its bounds (the wire carries it as text).
 */
export const queryInt = (opts: { min?: number; max?: number } = {}) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a non-negative integer')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(opts.min ?? 0)
        .max(opts.max ?? MAX_INT),
    )
    .meta({ type: 'integer', minimum: opts.min ?? 0, maximum: opts.max ?? MAX_INT });

/** A comma list of ids, e.g. `category_ids=3,7`: each a positive integer up to MAX_INT, at most 100. */
export const queryIds = z
  .string()
  .regex(new RegExp(`^${ID_PATTERN}(,${ID_PATTERN}){0,99}$`), 'must be a comma-separated list of at most 100 ids, each 1 to 2147483647')
  .transform((s) => s.split(',').map(Number))
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_INT), 'each id must be between 1 and 2147483647');

/** A comma list of small codes (a city's ranking, a news type): each 0 to 32767, at most 100. */
export const querySmallInts = z
  .string()
  .regex(new RegExp(`^${SMALL_PATTERN}(,${SMALL_PATTERN}){0,99}$`), 'must be a comma-separated list of small numbers (0 to 32767)')
  .transform((s) => s.split(',').map(Number))
  .refine((ids) => ids.every((id) => id <= 32_767), 'each value must be at most 32767');

export const queryBool = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** `sort=-price,title`: only the listed columns, each at most once. */
export function querySort<const C extends string>(columns: readonly C[]) {
  return z.string().transform((raw, ctx) => {
    const seen = new Set<string>();
    const out: { column: C; ascending: boolean }[] = [];
    for (const part of raw.split(',').map((s) => s.trim())) {
      const ascending = !part.startsWith('-');
      const column = part.replace(/^-/, '');
      if (!(columns as readonly string[]).includes(column) || seen.has(column)) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown or repeated sort column "${column}"; allowed: ${columns.join(', ')}`,
        });
        return z.NEVER;
      }
      seen.add(column);
      out.push({ column: column as C, ascending });
    }
    return out;
  });
}

export const listQueryBase = {
  limit: queryInt({ min: 1, max: MAX_LIMIT }).default(PAGE_SIZE),
  offset: queryInt().default(0),
};

/** What a list filters by, as its query parses it: the parameters without paging and sorting. */
export type ListFilter<Q extends z.ZodType> = Omit<z.output<Q>, 'limit' | 'offset' | 'sort'>;
/** A list's sort, as its query parses it (`sort=-price,title`). */
export type ListSort<Q extends z.ZodType> = NonNullable<z.output<Q> extends { sort?: infer S } ? S : never>;

export const pagingSchema = z.object({
  offset: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  returned: z.number().int(),
  has_more: z.boolean(),
  /** Extension: present and true when `total` is an estimate above the bound counted exactly (a spec backend's totals are exact). */
  total_estimated: z.boolean().optional(),
  /** Extension, with `total_estimated`: the bound up to which the list counts exactly (constants.ts EXACT_TOTAL_BOUND). */
  exact_up_to: z.number().int().optional(),
});
export type Paging = z.infer<typeof pagingSchema>;

export const sortingSchema = z.array(z.object({ expression: z.string(), ascending: z.boolean() }));
export type Sorting = z.infer<typeof sortingSchema>;

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), paging: pagingSchema, sorting: sortingSchema });
export type ListResponse<T> = { data: T[]; paging: Paging; sorting: Sorting };

export const detailResponse = <T extends z.ZodType>(item: T) => z.object({ data: item });
export type DetailResponse<T> = { data: T };

export const errorResponseSchema = z.object({
  error: z.object({
    status_code: z.number().int(),
    error_message: z.string(),
    details: z.unknown().optional(),
    /** The request's id (also its X-Request-Id header), to quote to support: the server's logs carry it. */
    request_id: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const seoSchema = z.object({
  url_keywords: z.string().nullable(),
  page_url: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
});
export type Seo = z.infer<typeof seoSchema>;

export const imageSchema = z.object({ url: z.string(), alt: z.string() });
export type Image = z.infer<typeof imageSchema>;

/**
 * A v1 call's schemas (its method and path are in calls.ts, under the same name): the router
 * validates with them and documents them; the storefront takes its types from them.
 */
export type CallSchema = {
  /** Path parameters other than `lang` and `id` that need more than a string. */
  params?: Record<string, z.ZodType>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body of a successful answer (for a file, z.unknown()). */
  response: z.ZodType;
  status?: 200 | 201;
  /** A multipart body of files under this field, instead of JSON. */
  files?: string;
  /** The JSON body may also come as multipart: its JSON in the field `payload`, files beside it under this field. */
  bodyWithFiles?: string;
  /** The answer is a file (its bytes), not JSON. */
  binary?: true;
};
/** A module's calls, by name (calls.ts): `satisfies CallSchemas` catches a misspelt name. */
export type CallSchemas = Partial<Record<CallName, CallSchema>>;

/**
 * The two shapes every v1 read takes (design.md §3), so that each resource states only its
 * query schema, its default sort and its loader: a paged, sorted list and a detail by id.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Lang } from '../../contract/common.ts';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/create-db.ts';
import { ApiError } from './errors.ts';
import { listBody, type SortSpec } from './listing.ts';
import { parseId, parseLang, parseQuery } from './validate.ts';

type Handler = (c: Context<AppEnv>) => Promise<Response>;
type ListQueryOut<C extends string> = { limit: number; offset: number; sort?: SortSpec<C> | undefined };

export function listEndpoint<S extends z.ZodType<ListQueryOut<C>>, C extends string, T>(
  schema: S,
  defaultSort: SortSpec<C>,
  load: (
    db: Db,
    lang: Lang,
    filter: Omit<z.output<S>, 'limit' | 'offset' | 'sort'>,
    sort: SortSpec<C>,
    page: { limit: number; offset: number },
  ) => Promise<{ items: T[]; total: number }>,
): Handler {
  return async (c) => {
    const lang = parseLang(c);
    const { limit, offset, sort, ...filter } = parseQuery(c, schema);
    const sorting = sort ?? defaultSort;
    const { items, total } = await load(c.var.db, lang, filter, sorting, { limit, offset });
    return c.json(listBody(items, total, { limit, offset }, sorting));
  };
}

export function detailEndpoint<T>(what: string, load: (db: Db, lang: Lang, id: number) => Promise<T | null>): Handler {
  return async (c) => {
    const lang = parseLang(c);
    const id = parseId(c);
    const item = await load(c.var.db, lang, id);
    if (item === null) throw new ApiError(404, `${what} ${id} not found`);
    return c.json({ data: item });
  };
}

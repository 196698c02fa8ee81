/** Member-only calls of spec §7: favourites and store credit. Every one needs a Bearer token. */
import { Hono } from 'hono';
import { creditListQuery, favoriteListQuery } from '../../../contract/member.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { listBody } from '../../http/listing.ts';
import { requireMember } from '../../http/member-auth.ts';
import { parseId, parseLang, parseQuery } from '../../http/validate.ts';
import { getProduct } from '../catalog/catalog-repo.ts';
import {
  DEFAULT_CREDIT_SORT,
  DEFAULT_FAVORITE_SORT,
  addFavorite,
  deleteFavorite,
  getAccount,
  getBalance,
  getCredit,
  getFavorite,
  listCredits,
  listFavorites,
} from './member-repo.ts';

export function memberRoutes() {
  const app = new Hono<AppEnv>();
  for (const path of ['/product/:lang/products/favorites', '/product/:lang/products/favorites/*', '/product/:lang/products/:id/addfavorite', '/product/:lang/products/:id/deletefavorite', '/credit/*']) {
    app.use(path, requireMember, idempotent);
  }

  // ---- favourites (registered before the catalogue's /products/:id) ----
  app.get('/product/:lang/products/favorites', async (c) => {
    const lang = parseLang(c);
    const { limit, offset, sort, ...filter } = parseQuery(c, favoriteListQuery);
    const sorting = sort ?? DEFAULT_FAVORITE_SORT;
    const { items, total } = await listFavorites(c.var.db, lang, c.var.memberId, filter, sorting, { limit, offset });
    c.header('cache-control', 'private, no-store');
    return c.json(listBody(items, total, { limit, offset }, sorting));
  });
  app.get('/product/:lang/products/favorites/:id', async (c) => {
    const lang = parseLang(c);
    const id = parseId(c);
    const item = await getFavorite(c.var.db, lang, c.var.memberId, id);
    if (!item) throw new ApiError(404, `Product ${id} is not among your favourites`);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: item });
  });
  // Adding is not in spec §7's table: POST …/products/{id}/addfavorite, beside its deletefavorite.
  app.post('/product/:lang/products/:id/addfavorite', async (c) => {
    const lang = parseLang(c);
    const id = parseId(c);
    if (!(await getProduct(c.var.db, lang, id))) throw new ApiError(404, `Product ${id} not found`);
    const added = await addFavorite(c.var.db, c.var.memberId, id);
    const item = await getFavorite(c.var.db, lang, c.var.memberId, id);
    return c.json({ data: item }, added ? 201 : 200);
  });
  app.delete('/product/:lang/products/:id/deletefavorite', async (c) => {
    parseLang(c);
    const id = parseId(c);
    const deleted = await deleteFavorite(c.var.db, c.var.memberId, id);
    return c.json({ data: { product_id: id, deleted } });
  });

  // ---- credit ----
  app.get('/credit/:lang/credits', async (c) => {
    const lang = parseLang(c);
    const { limit, offset, sort, ...filter } = parseQuery(c, creditListQuery);
    const sorting = sort ?? DEFAULT_CREDIT_SORT;
    const { items, total } = await listCredits(c.var.db, lang, c.var.memberId, filter, sorting, { limit, offset });
    c.header('cache-control', 'private, no-store');
    return c.json(listBody(items, total, { limit, offset }, sorting));
  });
  app.get('/credit/:lang/credits/:id', async (c) => {
    const lang = parseLang(c);
    const id = parseId(c);
    const item = await getCredit(c.var.db, lang, c.var.memberId, id);
    if (!item) throw new ApiError(404, `Credit ${id} not found`);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: item });
  });
  app.get('/credit/:lang/accounts/balance', async (c) => {
    parseLang(c);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: await getBalance(c.var.db, c.var.memberId) });
  });
  app.get('/credit/:lang/accounts/:id', async (c) => {
    parseLang(c);
    const id = parseId(c);
    const item = await getAccount(c.var.db, c.var.memberId, id);
    if (!item) throw new ApiError(404, `Account ${id} not found`);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: item });
  });

  return app;
}

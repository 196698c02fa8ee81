/** Catalogue routes of spec §7: categories, products (+ availability), brands. */
import { Hono } from 'hono';
import {
  brandListQuery,
  categoryListQuery,
  productListQuery,
} from '../../../contract/catalog.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../http/errors.ts';
import { listBody } from '../../http/listing.ts';
import { parseId, parseLang, parseQuery } from '../../http/validate.ts';
import {
  DEFAULT_BRAND_SORT,
  DEFAULT_CATEGORY_SORT,
  DEFAULT_PRODUCT_SORT,
  categoryTree,
  getAvailability,
  getBrand,
  getCategory,
  getProduct,
  listBrands,
  listCategories,
  listProducts,
} from './catalog-repo.ts';

function notFound(what: string, id: number): never {
  throw new ApiError(404, `${what} ${id} not found`);
}

export function catalogRoutes() {
  const app = new Hono<AppEnv>();

  // ---- categories ----
  const categoryList = (tree: boolean) =>
    app.get(`/category/:lang/categories${tree ? '/tree' : ''}`, async (c) => {
      const lang = parseLang(c);
      const { limit, offset, sort, ...filter } = parseQuery(c, categoryListQuery);
      const sorting = sort ?? DEFAULT_CATEGORY_SORT;
      const load = tree ? categoryTree : listCategories;
      const { items, total } = await load(c.var.db, lang, filter, sorting, { limit, offset });
      return c.json(listBody(items, total, { limit, offset }, sorting));
    });
  categoryList(true);
  categoryList(false);

  app.get('/category/:lang/categories/:id', async (c) => {
    const lang = parseLang(c);
    const id = parseId(c);
    const item = await getCategory(c.var.db, lang, id);
    return item ? c.json({ data: item }) : notFound('Category', id);
  });

  // ---- products ----
  app.get('/product/:lang/products', async (c) => {
    const lang = parseLang(c);
    const { limit, offset, sort, ...filter } = parseQuery(c, productListQuery);
    const sorting = sort ?? DEFAULT_PRODUCT_SORT;
    const { items, total } = await listProducts(c.var.db, lang, filter, sorting, { limit, offset });
    return c.json(listBody(items, total, { limit, offset }, sorting));
  });

  app.get('/product/:lang/products/:id', async (c) => {
    const lang = parseLang(c);
    const id = parseId(c);
    const item = await getProduct(c.var.db, lang, id);
    return item ? c.json({ data: item }) : notFound('Product', id);
  });

  // Spelled as spec §7 spells it.
  app.get('/product/:lang/products/:id/availablity', async (c) => {
    parseLang(c);
    const id = parseId(c);
    const item = await getAvailability(c.var.db, id);
    return item ? c.json({ data: item }) : notFound('Product', id);
  });

  // ---- brands ----
  app.get('/product/:lang/brands', async (c) => {
    const lang = parseLang(c);
    const { limit, offset, sort, ...filter } = parseQuery(c, brandListQuery);
    const sorting = sort ?? DEFAULT_BRAND_SORT;
    const { items, total } = await listBrands(c.var.db, lang, filter, sorting, { limit, offset });
    return c.json(listBody(items, total, { limit, offset }, sorting));
  });

  app.get('/product/:lang/brands/:id', async (c) => {
    const lang = parseLang(c);
    const id = parseId(c);
    const item = await getBrand(c.var.db, lang, id);
    return item ? c.json({ data: item }) : notFound('Brand', id);
  });

  return app;
}

/** Catalogue routes of spec §7: categories, products (+ availability), brands. */
import { Hono } from 'hono';
import { brandListQuery, categoryListQuery, productListQuery, reviewListQuery } from '../../../contract/catalog.ts';
import type { AppEnv } from '../../app-env.ts';
import { detailEndpoint, listEndpoint } from '../../http/endpoints.ts';
import { ApiError } from '../../http/errors.ts';
import { listBody } from '../../http/listing.ts';
import { parseId, parseLang, parseQuery } from '../../http/validate.ts';
import {
  DEFAULT_BRAND_SORT,
  DEFAULT_CATEGORY_SORT,
  DEFAULT_PRODUCT_SORT,
  DEFAULT_REVIEW_SORT,
  categoryTree,
  getAvailability,
  getBrand,
  getCategory,
  getProduct,
  getReview,
  listBrands,
  listCategories,
  listProducts,
  listProductReviews,
} from './catalog-repo.ts';

export function catalogRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/category/:lang/categories/tree', listEndpoint(categoryListQuery, DEFAULT_CATEGORY_SORT, categoryTree));
  app.get('/category/:lang/categories', listEndpoint(categoryListQuery, DEFAULT_CATEGORY_SORT, listCategories));
  app.get('/category/:lang/categories/:id', detailEndpoint('Category', getCategory));

  app.get('/product/:lang/products', listEndpoint(productListQuery, DEFAULT_PRODUCT_SORT, listProducts));
  app.get('/product/:lang/products/:id', detailEndpoint('Product', getProduct));
  // Spelled as spec §7 spells it.
  app.get('/product/:lang/products/:id/availablity', detailEndpoint('Product', (db, _lang, id) => getAvailability(db, id)));

  app.get('/product/:lang/products/:id/reviews', async (c) => {
    parseLang(c);
    const id = parseId(c);
    const { limit, offset, sort } = parseQuery(c, reviewListQuery);
    const sorting = sort ?? DEFAULT_REVIEW_SORT;
    const found = await listProductReviews(c.var.db, id, sorting, { limit, offset });
    if (!found) throw new ApiError(404, `Product ${id} not found`);
    return c.json(listBody(found.items, found.total, { limit, offset }, sorting));
  });
  app.get('/review/:lang/reviews/:id', detailEndpoint('Review', (db, _lang, id) => getReview(db, id)));

  app.get('/product/:lang/brands', listEndpoint(brandListQuery, DEFAULT_BRAND_SORT, listBrands));
  app.get('/product/:lang/brands/:id', detailEndpoint('Brand', getBrand));

  return app;
}

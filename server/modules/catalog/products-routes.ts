/** Product routes of spec §7: the list with its filters, one product and its availability. */
import { publicRoutes } from '../../http/api-router.ts';
import { ApiError } from '../../http/errors.ts';
import { DEFAULT_PRODUCT_SORT, getAvailability, getLot, getProduct, listFacets, listProducts } from './products-repo.ts';
import { DEFAULT_DOCUMENT_SORT, listDocuments } from './documents-repo.ts';

export const productsRoutes = () =>
  publicRoutes('products')
    .list('products.list', {
      summary: 'Products, with the filters of spec §7',
      defaultSort: DEFAULT_PRODUCT_SORT,
      load: (db, lang, filter, sort, page, _scope, _params, config) => listProducts(db, lang, filter, sort, page, config.orders.vatRate),
    })
    .detail('products.get', { summary: 'A product', what: 'Product', load: (db, lang, id, _scope, config) => getProduct(db, lang, id, config.orders.vatRate) })
    // Spelled as spec §7 spells it.
    .detail('products.availability', {
      summary: 'Whether a product is in stock now',
      what: 'Product',
      load: (db, _lang, id) => getAvailability(db, id),
    })
    // Extension (issue 31): whether a scanned box's lot is one the maker recorded, and its expiry.
    .route('products.lot', { summary: 'A lot of a product as the maker recorded it (a scanned box)', errors: [404] }, async (c, { params }) => {
      const lot = await getLot(c.var.db, params.id, params.lot);
      if (!lot) throw new ApiError(404, `Lot ${params.lot} of product ${params.id} not found`);
      return { data: lot };
    })
    // Extension (issue 31 §4): what a pack saved for offline stores beside the products' pages.
    .list('documents.list', {
      summary: "The documents (instructions for use, certificates) of the products of some categories, or of every product",
      defaultSort: DEFAULT_DOCUMENT_SORT,
      load: (db, lang, filter, sort, page) => listDocuments(db, lang, filter, sort, page),
    })
    // Extension (issue 31 §4): what a category's list may be filtered by (spec_<key> on products.list).
    .route('products.facets', { summary: "The specifications a category's products may be filtered by (a suture's USP size, material, needle, length), each value with its count" }, async (c, { lang, query }) => ({
      data: await listFacets(c.var.db, lang, query.category_ids, query.search_text),
    })).app;

/** Product routes of spec §7: the list with its filters, one product and its availability. */
import { availabilitySchema, productListItemSchema, productListQuery, productSchema } from '../../../contract/catalog.ts';
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_PRODUCT_SORT, getAvailability, getProduct, listProducts } from './products-repo.ts';

export const productsRoutes = () =>
  publicRoutes('products')
    .list('/product/:lang/products', {
      summary: 'Products, with the filters of spec §7',
      query: productListQuery,
      item: productListItemSchema,
      defaultSort: DEFAULT_PRODUCT_SORT,
      load: (db, lang, filter, sort, page) => listProducts(db, lang, filter, sort, page),
    })
    .detail('/product/:lang/products/:id', { summary: 'A product', item: productSchema, what: 'Product', load: getProduct })
    // Spelled as spec §7 spells it.
    .detail('/product/:lang/products/:id/availablity', {
      summary: 'Whether a product is in stock now',
      item: availabilitySchema,
      what: 'Product',
      load: (db, _lang, id) => getAvailability(db, id),
    }).app;

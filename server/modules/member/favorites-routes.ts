/** The member's favourites (spec §7): list, one, add (not in the spec's table: beside its delete), delete. */
import { memberRoutes } from '../../http/api-router.ts';
import { ApiError } from '../../http/errors.ts';
import { getProduct } from '../catalog/products-repo.ts';
import { addFavorite, DEFAULT_FAVORITE_SORT, deleteFavorite, getFavorite, listFavorites } from './favorites-repo.ts';

/** Mounted before the products' `/products/:id` routes: `/products/favorites` is not a product. */
export const favoritesRoutes = () =>
  memberRoutes('favorites')
    .list('favorites.list', {
      summary: "The member's favourite products",
      defaultSort: DEFAULT_FAVORITE_SORT,
      load: (db, lang, filter, sort, page, scope, _params, config) => listFavorites(db, lang, filter, sort, page, scope, config.orders.vatRate),
    })
    .detail('favorites.get', {
      summary: 'One of the member\'s favourites, by product id',
      what: 'Favourite product',
      load: (db, lang, id, scope, config) => getFavorite(db, lang, id, scope, config.orders.vatRate),
    })
    .route(
      'favorites.add',
      { summary: 'Save a product to the favourites (201 when new, 200 when it already was)', errors: [404, 422, 429], limit: 'favourite' },
      async (c, { lang, params: { id }, scope }) => {
        if (!(await getProduct(c.var.db, lang, id, c.var.config.orders.vatRate))) throw new ApiError(404, `Product ${id} not found`);
        const added = await addFavorite(c.var.db, scope.memberId, id);
        return c.json({ data: await getFavorite(c.var.db, lang, id, scope, c.var.config.orders.vatRate) }, added ? 201 : 200);
      },
    )
    .route('favorites.remove', { summary: 'Remove a product from the favourites', errors: [429], limit: 'favourite' }, async (c, { params: { id }, scope }) => ({
      data: { product_id: id, deleted: await deleteFavorite(c.var.db, scope.memberId, id) },
    })
    ).app;


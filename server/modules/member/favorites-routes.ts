/** The member's favourites (spec §7): list, one, add (not in the spec's table: beside its delete), delete. */
import { detailResponse } from '../../../contract/common.ts';
import { favoriteDeletedSchema, favoriteListQuery, favoriteProductSchema } from '../../../contract/member.ts';
import { memberRoutes } from '../../http/api-router.ts';
import { ApiError } from '../../http/errors.ts';
import { getProduct } from '../catalog/products-repo.ts';
import { addFavorite, DEFAULT_FAVORITE_SORT, deleteFavorite, getFavorite, listFavorites } from './favorites-repo.ts';

/** Mounted before the products' `/products/:id` routes: `/products/favorites` is not a product. */
export const favoritesRoutes = () =>
  memberRoutes('favorites')
    .list('/product/:lang/products/favorites', {
      summary: "The member's favourite products",
      query: favoriteListQuery,
      item: favoriteProductSchema,
      defaultSort: DEFAULT_FAVORITE_SORT,
      load: listFavorites,
    })
    .detail('/product/:lang/products/favorites/:id', {
      summary: 'One of the member\'s favourites, by product id',
      item: favoriteProductSchema,
      what: 'Favourite product',
      load: getFavorite,
    })
    .post(
      '/product/:lang/products/:id/addfavorite',
      { summary: 'Save a product to the favourites (201 when new, 200 when it already was)', response: detailResponse(favoriteProductSchema), status: 201, errors: [404, 422, 429], limit: 'favourite' },
      async (c, { lang, params, scope }) => {
        const id = params.id as number;
        if (!(await getProduct(c.var.db, lang, id))) throw new ApiError(404, `Product ${id} not found`);
        const added = await addFavorite(c.var.db, scope.memberId, id);
        return c.json({ data: await getFavorite(c.var.db, lang, id, scope) }, added ? 201 : 200);
      },
    )
    .delete(
      '/product/:lang/products/:id/deletefavorite',
      { summary: 'Remove a product from the favourites', response: detailResponse(favoriteDeletedSchema), errors: [429], limit: 'favourite' },
      async (c, { params, scope }) => {
        const id = params.id as number;
        return c.json({ data: { product_id: id, deleted: await deleteFavorite(c.var.db, scope.memberId, id) } });
      },
    ).app;


/** Category routes of spec §7. */
import { categoryListQuery, categorySchema, categoryNodeSchema } from '../../../contract/catalog.ts';
import { publicRoutes } from '../../http/api-router.ts';
import { categoryTree, DEFAULT_CATEGORY_SORT, getCategory, listCategories } from './categories-repo.ts';

export const categoriesRoutes = () =>
  publicRoutes('categories')
    .list('/category/:lang/categories/tree', {
      summary: 'Categories as a tree: the roots (or the children of parent_id), each with its descendants',
      query: categoryListQuery,
      item: categoryNodeSchema,
      defaultSort: DEFAULT_CATEGORY_SORT,
      load: categoryTree,
    })
    .list('/category/:lang/categories', {
      summary: 'Categories',
      query: categoryListQuery,
      item: categorySchema,
      defaultSort: DEFAULT_CATEGORY_SORT,
      load: listCategories,
    })
    .detail('/category/:lang/categories/:id', { summary: 'A category', item: categorySchema, what: 'Category', load: getCategory }).app;

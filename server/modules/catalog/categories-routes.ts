/** Category routes of spec §7. */
import { publicRoutes } from '../../http/api-router.ts';
import { categoryTree, DEFAULT_CATEGORY_SORT, getCategory, listCategories } from './categories-repo.ts';

export const categoriesRoutes = () =>
  publicRoutes('categories')
    .list('categories.tree', {
      summary: 'Categories as a tree: the roots (or the children of parent_id), each with its descendants',
      defaultSort: DEFAULT_CATEGORY_SORT,
      load: categoryTree,
    })
    .list('categories.list', {
      summary: 'Categories',
      defaultSort: DEFAULT_CATEGORY_SORT,
      load: listCategories,
    })
    .detail('categories.get', { summary: 'A category', what: 'Category', load: getCategory }).app;

/** Content box routes of spec §7. */
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_BOX_SORT, getBox, listBoxes } from './boxes-repo.ts';

export const boxesRoutes = () =>
  publicRoutes('content boxes')
    .list('boxes.list', { summary: 'Content boxes of a page', defaultSort: DEFAULT_BOX_SORT, load: listBoxes })
    .detail('boxes.get', { summary: 'A content box', what: 'Box', load: getBox }).app;

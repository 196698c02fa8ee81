/** Content box routes of spec §7. */
import { boxListQuery, boxSchema } from '../../../contract/content.ts';
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_BOX_SORT, getBox, listBoxes } from './boxes-repo.ts';

export const boxesRoutes = () =>
  publicRoutes('content boxes')
    .list('/cms/:lang/boxes', { summary: 'Content boxes of a page', query: boxListQuery, item: boxSchema, defaultSort: DEFAULT_BOX_SORT, load: listBoxes })
    .detail('/cms/:lang/boxes/:id', { summary: 'A content box', item: boxSchema, what: 'Box', load: getBox }).app;

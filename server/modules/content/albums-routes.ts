/** Album routes of spec §7. */
import { albumListQuery, albumSchema } from '../../../contract/content.ts';
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_ALBUM_SORT, getAlbum, listAlbums } from './albums-repo.ts';

export const albumsRoutes = () =>
  publicRoutes('albums')
    .list('/album/:lang/albums', { summary: 'Photo albums', query: albumListQuery, item: albumSchema, defaultSort: DEFAULT_ALBUM_SORT, load: listAlbums })
    .detail('/album/:lang/albums/:id', { summary: 'An album with its images', item: albumSchema, what: 'Album', load: getAlbum }).app;

/** Album routes of spec §7. */
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_ALBUM_SORT, getAlbum, listAlbums } from './albums-repo.ts';

export const albumsRoutes = () =>
  publicRoutes('albums')
    .list('albums.list', { summary: 'Photo albums', defaultSort: DEFAULT_ALBUM_SORT, load: listAlbums })
    .detail('albums.get', { summary: 'An album with its images', what: 'Album', load: getAlbum }).app;

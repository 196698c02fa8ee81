/** Content routes of spec §7: news, albums, FAQ, content boxes. */
import { Hono } from 'hono';
import { albumListQuery, boxListQuery, faqListQuery, newsListQuery } from '../../../contract/content.ts';
import type { AppEnv } from '../../app-env.ts';
import { detailEndpoint, listEndpoint } from '../../http/endpoints.ts';
import {
  DEFAULT_ALBUM_SORT,
  DEFAULT_BOX_SORT,
  DEFAULT_FAQ_SORT,
  DEFAULT_NEWS_SORT,
  getAlbum,
  getBox,
  getFaq,
  getNews,
  listAlbums,
  listBoxes,
  listFaqs,
  listNews,
} from './content-repo.ts';

export function contentRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/news/:lang/news', listEndpoint(newsListQuery, DEFAULT_NEWS_SORT, listNews));
  app.get('/news/:lang/news/:id', detailEndpoint('News', getNews));
  app.get('/album/:lang/albums', listEndpoint(albumListQuery, DEFAULT_ALBUM_SORT, listAlbums));
  app.get('/album/:lang/albums/:id', detailEndpoint('Album', getAlbum));
  app.get('/faq/:lang/faqs', listEndpoint(faqListQuery, DEFAULT_FAQ_SORT, listFaqs));
  app.get('/faq/:lang/faqs/:id', detailEndpoint('FAQ', getFaq));
  app.get('/cms/:lang/boxes', listEndpoint(boxListQuery, DEFAULT_BOX_SORT, listBoxes));
  app.get('/cms/:lang/boxes/:id', detailEndpoint('Box', getBox));
  return app;
}

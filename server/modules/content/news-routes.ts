/** News routes of spec §7. */
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_NEWS_SORT, getNews, listNews } from './news-repo.ts';

export const newsRoutes = () =>
  publicRoutes('news')
    .list('news.list', { summary: 'News and events', defaultSort: DEFAULT_NEWS_SORT, load: listNews })
    .detail('news.get', { summary: 'A news item', what: 'News', load: getNews }).app;

/** News routes of spec §7. */
import { newsListQuery, newsSchema } from '../../../contract/content.ts';
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_NEWS_SORT, getNews, listNews } from './news-repo.ts';

export const newsRoutes = () =>
  publicRoutes('news')
    .list('/news/:lang/news', { summary: 'News and events', query: newsListQuery, item: newsSchema, defaultSort: DEFAULT_NEWS_SORT, load: listNews })
    .detail('/news/:lang/news/:id', { summary: 'A news item', item: newsSchema, what: 'News', load: getNews }).app;

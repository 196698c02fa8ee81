/** FAQ routes of spec §7. */
import { faqListQuery, faqSchema } from '../../../contract/content.ts';
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_FAQ_SORT, getFaq, listFaqs } from './faqs-repo.ts';

export const faqsRoutes = () =>
  publicRoutes('faq')
    .list('/faq/:lang/faqs', { summary: 'Frequently asked questions', query: faqListQuery, item: faqSchema, defaultSort: DEFAULT_FAQ_SORT, load: listFaqs })
    .detail('/faq/:lang/faqs/:id', { summary: 'A question and its answer', item: faqSchema, what: 'FAQ', load: getFaq }).app;

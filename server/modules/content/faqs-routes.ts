/** FAQ routes of spec §7. */
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_FAQ_SORT, getFaq, listFaqs } from './faqs-repo.ts';

export const faqsRoutes = () =>
  publicRoutes('faq')
    .list('faqs.list', { summary: 'Frequently asked questions', defaultSort: DEFAULT_FAQ_SORT, load: listFaqs })
    .detail('faqs.get', { summary: 'A question and its answer', what: 'FAQ', load: getFaq }).app;

import { describe, expect, it } from 'vitest';
import type { DetailResponse, ErrorResponse, ListResponse } from '../../../contract/common.ts';
import type { Album, Box, Faq, News, NewsItem } from '../../../contract/content.ts';
import type { City, Province } from '../../../contract/general.ts';
import { albumsData, faqsData, newsData } from '../../db/seed/content-data.ts';
import { fileHarness } from '../../test/harness.ts';

const h = fileHarness();

const list = <T>(path: string) => h.json<ListResponse<T>>(path);
const detail = <T>(path: string) => h.json<DetailResponse<T>>(path);
const status = async (path: string) => (await h.json<ErrorResponse>(path)).status;
const q = encodeURIComponent;

describe('news', () => {
  it('keeps articles (112) and events (111) apart, newest first', async () => {
    const articles = await list<NewsItem>('/v1/news/fa/news?category_ids=112');
    expect(articles.body.paging.total).toBe(newsData.filter((n) => n.categoryId === 112).length);
    expect(articles.body.data.every((n) => n.category.id === 112 && n.event === null)).toBe(true);
    const dates = articles.body.data.map((n) => n.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // A list carries the summary, never the whole article (its own call does).
    expect(articles.body.data.every((n) => n.summary.length > 0 && !('body' in n))).toBe(true);
    const events = await list<NewsItem>('/v1/news/en/news?category_ids=111&sort=event_starts_at');
    expect(events.body.data.every((n) => n.event !== null && n.category.title === 'Events')).toBe(true);
  });

  it('filters by type, output and keywords in either language', async () => {
    const press = await list<NewsItem>('/v1/news/en/news?type_ids=3');
    expect(press.body.data.map((n) => n.id)).toEqual(newsData.filter((n) => n.typeId === 3).map((n) => n.id));
    const newsletter = await list<NewsItem>('/v1/news/en/news?output_ids=3&limit=100');
    expect(newsletter.body.paging.total).toBe(newsData.filter((n) => n.outputIds.includes(3)).length);
    const mesh = await list<NewsItem>(`/v1/news/fa/news?search_keywords=${q('مش')}`);
    expect(mesh.body.paging.total).toBeGreaterThan(0);
    expect(mesh.body.data.every((n) => /مش/.test(n.title + n.summary + n.keywords.join(' ')))).toBe(true);
  });

  it('answers detail, 404 and 400', async () => {
    const { body } = await detail<News>('/v1/news/en/news/511');
    expect(body.data.event?.location).toMatch(/Tehran/);
    expect(body.data.body.length).toBeGreaterThan(50);
    expect(await status('/v1/news/en/news/9999')).toBe(404);
    expect(await status('/v1/news/en/news?type_ids=a')).toBe(400);
    expect(await status('/v1/news/en/news?sort=body')).toBe(400);
  });
});

describe('albums', () => {
  it('lists by category and answers a gallery', async () => {
    const production = await list<Album>('/v1/album/fa/albums?category_id=301');
    expect(production.body.paging.total).toBe(albumsData.filter((a) => a.categoryId === 301).length);
    const { body } = await detail<Album>('/v1/album/en/albums/601');
    expect(body.data.images).toHaveLength(albumsData[0]!.images.length);
    expect(body.data.images[0]!.caption).toBe('Entering the clean room in protective clothing');
    expect(await status('/v1/album/en/albums?category_id=x')).toBe(400);
    expect(await status('/v1/album/en/albums/1')).toBe(404);
  });
});

describe('FAQ', () => {
  it('filters by category and orders by order', async () => {
    const { body } = await list<Faq>('/v1/faq/fa/faqs?category_ids=402');
    expect(body.data.map((f) => f.id)).toEqual(faqsData.filter((f) => f.categoryId === 402).map((f) => f.id));
  });

  it('searches with search_type=or and search_mode=all over question and answer', async () => {
    const any = await list<Faq>(`/v1/faq/fa/faqs?search_text=${q('لاتکس مرجوع')}&search_type=or&search_mode=all`);
    expect(any.body.data.map((f) => f.id).sort()).toEqual([713, 723]);
    const both = await list<Faq>(`/v1/faq/fa/faqs?search_text=${q('لاتکس مرجوع')}&search_type=and&search_mode=all`);
    expect(both.body.data).toEqual([]);
    // "ethylene" is only in an answer: found with mode all, not with mode question.
    const inAnswer = await list<Faq>('/v1/faq/en/faqs?search_text=ethylene&search_mode=all');
    expect(inAnswer.body.data.map((f) => f.id)).toEqual([711]);
    const questionOnly = await list<Faq>('/v1/faq/en/faqs?search_text=ethylene&search_mode=question');
    expect(questionOnly.body.data).toEqual([]);
  });

  it('normalises Arabic letters in the query', async () => {
    const arabic = await list<Faq>(`/v1/faq/fa/faqs?search_text=${q('كد تخفيف')}&search_type=and`);
    expect(arabic.body.data.map((f) => f.id)).toEqual([704]);
  });

  it('answers detail and rejects bad input', async () => {
    expect((await detail<Faq>('/v1/faq/en/faqs/701')).body.data.question).toBe('How do I place an order?');
    expect(await status('/v1/faq/fa/faqs?search_type=xor')).toBe(400);
    expect(await status('/v1/faq/fa/faqs?search_mode=everything')).toBe(400);
    expect(await status('/v1/faq/fa/faqs/0')).toBe(400);
  });
});

describe('content boxes', () => {
  it('composes the home page in order', async () => {
    const { body } = await list<Box>('/v1/cms/fa/boxes?pageId=1');
    expect(body.data.map((b) => b.kind)).toEqual(['hero', 'featured_categories', 'featured_products', 'latest_news']);
  });

  it('matches whole keywords, every one with search_mode=All', async () => {
    const news = await list<Box>('/v1/cms/en/boxes?search_keywords=news&match_whole_word_for_search_keywords=true&search_mode=All');
    expect(news.body.data.map((b) => b.id)).toEqual([804]);
    const partial = await list<Box>('/v1/cms/en/boxes?search_keywords=new&match_whole_word_for_search_keywords=true&search_mode=All');
    expect(partial.body.data).toEqual([]);
    const loose = await list<Box>('/v1/cms/en/boxes?search_keywords=new&match_whole_word_for_search_keywords=false');
    expect(loose.body.data.map((b) => b.id)).toEqual([804]);
    const all = await list<Box>('/v1/cms/en/boxes?search_keywords=home%20news&match_whole_word_for_search_keywords=true&search_mode=All');
    expect(all.body.data.map((b) => b.id)).toEqual([804]);
    const any = await list<Box>('/v1/cms/en/boxes?search_keywords=hero%20about&match_whole_word_for_search_keywords=true&search_mode=Any');
    expect(any.body.data.map((b) => b.id)).toEqual([801, 805]);
  });

  it('rejects bad input', async () => {
    expect(await status('/v1/cms/fa/boxes?pageId=home')).toBe(400);
    expect(await status('/v1/cms/fa/boxes?search_mode=all')).toBe(400);
    expect(await status('/v1/cms/fa/boxes/77')).toBe(404);
  });
});

describe('provinces and cities', () => {
  it('has all 31 provinces of Iran', async () => {
    const { body } = await list<Province>('/v1/sitemember/fa/provinces?country_id=1&limit=100');
    expect(body.paging.total).toBe(31);
    expect(body.data.map((p) => p.title)).toContain('سیستان و بلوچستان');
  });

  it('filters cities by ranking and province', async () => {
    const capitals = await list<City>('/v1/sitemember/en/cities?rankings=1&limit=100');
    expect(capitals.body.paging.total).toBe(31);
    const tehran = await list<City>('/v1/sitemember/fa/cities?province_id=1&rankings=1,2');
    expect(tehran.body.data.map((c) => c.title)).toEqual(['تهران', 'شهریار']);
    const city = await detail<City>('/v1/sitemember/en/cities/401');
    expect(city.body.data).toMatchObject({ title: 'Shiraz', ranking: 1, province: { title: 'Fars' } });
  });

  it('rejects bad input', async () => {
    expect(await status('/v1/sitemember/fa/cities?rankings=one')).toBe(400);
    expect(await status('/v1/sitemember/fa/cities?province_id=-1')).toBe(400);
    expect(await status('/v1/sitemember/fa/provinces/99')).toBe(404);
  });
});

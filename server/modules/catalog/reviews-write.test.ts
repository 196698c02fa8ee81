import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import type { Session } from '../../../contract/member.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import { freshMobile, signInHelpers } from '../../test/sign-in.ts';

let demo: Harness;
let moderated: Harness;
beforeAll(async () => {
  demo = await startHarness({ trustProxy: 1 });
  moderated = await startHarness({ reviewModeration: true, trustProxy: 1 });
});
afterAll(async () => {
  await demo?.close();
  await moderated?.close();
});

const member = async (h: Harness) =>
  (await signInHelpers(() => h).signIn(freshMobile('0917'), { first_name: 'Mina', last_name: 'Karimi' })).session;
const send = (h: Harness, s: Session | null, path: string, init: { method?: string; body?: unknown } = {}) =>
  h.call(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(s ? { authorization: `Bearer ${s.access_token}` } : {}), 'idempotency-key': crypto.randomUUID() },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as T });
const PRODUCT = 1041;

describe('writing reviews', () => {
  it('in demo mode: published at once, with the author’s first name and initial; a reply to a review of the same product only', async () => {
    const s = await member(demo);
    const made = await json<{ data: Review }>(await send(demo, s, `/v1/product/en/products/${PRODUCT}/addreview`, { body: { description: 'Light and easy to place.', rate: 5, alert_published: true } }));
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ product_id: PRODUCT, author_name: 'Mina K.', rate: 5, status: 'published', parent_id: null, lang: 'en' });
    const listed = await json<ListResponse<Review>>(await send(demo, null, `/v1/product/en/products/${PRODUCT}/reviews?limit=100`));
    expect(listed.body.data.filter((r) => r.id === made.body.data.id)).toHaveLength(1);
    const reply = await send(demo, s, `/v1/product/en/products/${PRODUCT}/addreview`, { body: { description: 'Agreed.', rate: 4, parent_id: made.body.data.id } });
    expect(reply.status).toBe(201);
    const elsewhere = await send(demo, s, '/v1/product/en/products/1001/addreview', { body: { description: 'Wrong place', rate: 4, parent_id: made.body.data.id } });
    expect(elsewhere.status).toBe(422);
  });

  it('refuse a rate outside 1-5, empty text and an unknown product; need a member', async () => {
    const s = await member(demo);
    for (const body of [{ description: 'ok text', rate: 0 }, { description: 'ok text', rate: 6 }, { description: 'ok text', rate: 2.5 }, { description: ' ', rate: 3 }, { rate: 3 }]) {
      expect((await send(demo, s, `/v1/product/en/products/${PRODUCT}/addreview`, { body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await send(demo, s, '/v1/product/en/products/424242/addreview', { body: { description: 'Nice', rate: 3 } })).status).toBe(404);
    expect((await send(demo, null, `/v1/product/en/products/${PRODUCT}/addreview`, { body: { description: 'Nice', rate: 3 } })).status).toBe(401);
  });

  it('with moderation (the default outside demo mode): pending, seen by its author in "my reviews" and by nobody else until published', async () => {
    const s = await member(moderated);
    const made = await json<{ data: Review }>(await send(moderated, s, `/v1/product/fa/products/${PRODUCT}/addreview`, { body: { description: 'سبک و خوش‌دست', rate: 4 } }));
    expect(made.body.data.status).toBe('pending');
    const mine = await json<ListResponse<Review>>(await send(moderated, s, '/v1/product/fa/products/reviews'));
    expect(mine.body.data.map((r) => [r.id, r.status])).toEqual([[made.body.data.id, 'pending']]);
    // The product's page asks for the author's reviews of that product only.
    const here = await json<ListResponse<Review>>(await send(moderated, s, `/v1/product/fa/products/reviews?product_id=${PRODUCT}`));
    expect(here.body.data.map((r) => r.id)).toEqual([made.body.data.id]);
    const elsewhere = await json<ListResponse<Review>>(await send(moderated, s, '/v1/product/fa/products/reviews?product_id=1001'));
    expect(elsewhere.body.data).toEqual([]);
    expect((await send(moderated, s, '/v1/product/fa/products/reviews?product_id=abc')).status).toBe(400);
    const everyone = await json<ListResponse<Review>>(await send(moderated, null, `/v1/product/fa/products/${PRODUCT}/reviews?limit=100`));
    expect(everyone.body.data.some((r) => r.id === made.body.data.id)).toBe(false);
    expect((await send(moderated, null, `/v1/review/fa/reviews/${made.body.data.id}`)).status).toBe(404);
  });

  it('are deleted by their author only', async () => {
    const s = await member(demo);
    const other = await member(demo);
    const made = await json<{ data: Review }>(await send(demo, s, `/v1/product/en/products/${PRODUCT}/addreview`, { body: { description: 'To be removed', rate: 2 } }));
    const id = made.body.data.id;
    expect((await send(demo, other, `/v1/product/en/products/reviews/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await send(demo, s, `/v1/product/en/products/reviews/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await send(demo, s, `/v1/product/en/products/reviews/${id}`, { method: 'DELETE' })).status).toBe(404);
    const mine = await json<ListResponse<Review>>(await send(demo, s, '/v1/product/en/products/reviews'));
    expect(mine.body.data).toEqual([]);
  });
});

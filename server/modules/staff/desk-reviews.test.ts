/**
 * Moderators' reviews (issue 28 §3), with REVIEW_MODERATION on: the queue, a review with its
 * product and its author's other reviews; publishing shows it on the product at once (the public
 * cache follows) and tells the author who asked; rejecting tells the author why; two moderators
 * deciding at once make one decision; other roles are refused.
 */
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/member.ts';
import { storeTestKit } from '../store/store-test-kit.ts';
import { deskHelpers } from './desk-test-kit.ts';

const kit = storeTestKit(() => ({ reviewModeration: true }));
const { freshMember, api } = kit;
const { staffWith } = deskHelpers(() => kit.harness());

type R = { id: number; status: string; reject_reason: string | null; product: { id: number }; others: { id: number }[] };
const write = async (s: Session, product: number, text: string, alert = true) => {
  const res = await api(s)<{ data: { id: number; status: string } }>(`/v1/product/en/products/${product}/addreview`, { body: { description: text, rate: 4, alert_published: alert } });
  expect(res.status).toBe(201);
  return res.body.data;
};
const publicReviews = async (product: number) => ((await api(null)<{ data: { id: number }[] }>(`/v1/product/en/products/${product}/reviews?limit=100`)).body.data ?? []).map((r) => r.id);
const notices = async (s: Session) => (await api(s)<{ data: { kind: string; subject_id: number; data: Record<string, unknown> }[] }>('/v1/sitemember/en/notifications?limit=50')).body.data;

describe('review moderation', () => {
  it('queues reviews, publishes one on its product at once, and tells its author', async () => {
    const { call } = await staffWith('moderator');
    const s = await freshMember();
    const first = await write(s, 1041, 'Holds well on sensitive skin.');
    const second = await write(s, 1020, 'Knots stay put.');
    expect(first.status).toBe('pending');
    await publicReviews(1041); // kept in the public cache
    expect(await publicReviews(1041)).not.toContain(first.id);

    const queue = (await call('/reviews?limit=100')).body!.data as R[];
    const ids = queue.map((r) => r.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const one = (await call(`/reviews/${first.id}`)).body!.data as R;
    expect(one.product.id).toBe(1041);
    expect(one.others.map((o) => o.id)).toContain(second.id);

    const published = await call(`/reviews/${first.id}/publish`, { method: 'POST' });
    expect(published.status).toBe(200);
    expect(await publicReviews(1041)).toContain(first.id);
    expect((await notices(s)).find((n) => n.kind === 'review_published' && n.subject_id === first.id)).toBeTruthy();
    // Already published: said so.
    const again = await call(`/reviews/${first.id}/publish`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body!.error!.details).toMatchObject({ reason: 'decided' });
    // Taken down: gone from the product again.
    expect((await call(`/reviews/${first.id}/reject`, { body: { reason: 'Names a competitor' } })).status).toBe(200);
    expect(await publicReviews(1041)).not.toContain(first.id);
  });

  it('rejects with a reason the author reads in their reviews and is told, once among moderators deciding together', async () => {
    const [a, b] = await Promise.all([staffWith('moderator'), staffWith('moderator')]);
    const s = await freshMember();
    const review = await write(s, 1030, 'Call me on 0912 000 0000 for a better price', false);
    const results = await Promise.all([
      a.call(`/reviews/${review.id}/reject`, { body: { reason: 'Advertising' } }),
      b.call(`/reviews/${review.id}/reject`, { body: { reason: 'Contact details' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const mine = (await api(s)<{ data: { id: number; status: string; reject_reason: string | null }[] }>('/v1/product/en/products/reviews?limit=50')).body.data;
    const own = mine.find((r) => r.id === review.id)!;
    expect(own.status).toBe('rejected');
    expect(['Advertising', 'Contact details']).toContain(own.reject_reason);
    // Told once, with the reason, though they did not ask to hear of a publication.
    const told = (await notices(s)).filter((n) => n.kind === 'review_rejected' && n.subject_id === review.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.data.reason).toBe(own.reject_reason);
    // Written down once.
    const { call: admin } = await staffWith('admin');
    const log = (await admin(`/audit?subject_type=review&subject_id=${review.id}`)).body!.data as { action: string }[];
    expect(log.map((e) => e.action)).toEqual(['review.reject']);
    expect((await a.call(`/reviews/${review.id}/reject`, { body: { reason: 'x' } })).status).toBe(400);
  });

  it('is the moderator’s: other roles are refused by the server', async () => {
    const { call } = await staffWith('support');
    expect((await call('/reviews')).status).toBe(403);
    expect((await call('/reviews/10000/publish', { method: 'POST' })).status).toBe(403);
  });
});

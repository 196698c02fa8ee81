import { SignJWT } from 'jose';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/member.ts';
import { reviews } from '../../db/schema.ts';
import { authSecret } from '../auth/secrets.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { fileHarness } from '../../test/harness.ts';
import { signInHelpers } from '../../test/sign-in.ts';

const h = fileHarness({ trustProxy: 1 });

const { signIn } = signInHelpers(() => h);

describe('member endpoints', () => {
  it('answer 401 without a valid token: missing, forged, expired', async () => {
    // Signed with the server's own key, but an hour old.
    const expired = await signAccessToken(await authSecret(h.handle.db, undefined), 1000, 'family', new Date(Date.now() - 3_600_000));
    expect((await h.call('/v1/credit/fa/accounts/balance', { headers: { authorization: `Bearer ${expired.token}` } })).status).toBe(401);
    expect((await h.call('/v1/credit/fa/accounts/balance')).status).toBe(401);
    const forged = await signAccessToken('x'.repeat(40), 1000, 'family');
    expect((await h.call('/v1/credit/fa/accounts/balance', { headers: { authorization: `Bearer ${forged.token}` } })).status).toBe(401);
    const { session } = await signIn('09121234567');
    const ok = await h.call('/v1/credit/fa/accounts/balance', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { balance: number } }).data.balance).toBe(60_000_000);
  });

  it('answer 401 for a token without an expiry, of a member that does not exist, or of a session signed out', async () => {
    const secret = await authSecret(h.handle.db, undefined);
    const key = new TextEncoder().encode(secret);
    const noExp = await new SignJWT({ fam: 'family' }).setProtectedHeader({ alg: 'HS256' }).setSubject('1000').setIssuer('medsupply-storefront').sign(key);
    const call = (token: string) => h.call('/v1/credit/fa/accounts/balance', { headers: { authorization: `Bearer ${token}` } });
    expect((await call(noExp)).status).toBe(401);
    const ghost = await signAccessToken(secret, 999_999, crypto.randomUUID());
    expect((await call(ghost.token)).status).toBe(401);

    const { session, cookie } = await signIn('09121234567');
    expect((await call(session.access_token)).status).toBe(200);
    const out = await h.app.request('/api/auth/signout', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    const after = await call(session.access_token);
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: { error_message: string } }).error.error_message).toMatch(/ended/);
  });

  it('never show one member\'s data to another', async () => {
    const sara = (await signIn('09121234567')).session;
    const reza = (await signIn('09351234567')).session;
    const auth = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });
    const saraCredits = (await (await h.call('/v1/credit/fa/credits', { headers: auth(sara) })).json()) as { data: { id: number; account_id: number }[] };
    expect(saraCredits.data).toHaveLength(6);
    const one = saraCredits.data[0]!;
    expect((await h.call(`/v1/credit/en/credits/${one.id}`, { headers: auth(sara) })).status).toBe(200);
    expect((await h.call(`/v1/credit/en/credits/${one.id}`, { headers: auth(reza) })).status).toBe(404);
    expect((await h.call(`/v1/credit/en/accounts/${one.account_id}`, { headers: auth(reza) })).status).toBe(404);
    const search = (await (await h.call('/v1/credit/en/credits?searchKeywords=refund', { headers: auth(sara) })).json()) as { data: unknown[] };
    expect(search.data).toHaveLength(1);
    expect((await h.call('/v1/credit/en/credits?sort=description', { headers: auth(sara) })).status).toBe(400);
  });

  it('favourites: idempotent add, list with title filter, delete', async () => {
    const { session } = await signIn('09351234567');
    const headers = { authorization: `Bearer ${session.access_token}`, 'idempotency-key': crypto.randomUUID() };
    const first = await h.call('/v1/product/en/products/1041/addfavorite', { method: 'POST', headers });
    expect(first.status).toBe(201);
    const replay = await h.call('/v1/product/en/products/1041/addfavorite', { method: 'POST', headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const otherRequest = await h.call('/v1/product/en/products/1001/addfavorite', { method: 'POST', headers });
    expect(otherRequest.status).toBe(422);
    expect(((await otherRequest.json()) as { error: { details: unknown } }).error.details).toEqual({ reason: 'key_reused' });
    const auth = { authorization: `Bearer ${session.access_token}` };
    await h.call('/v1/product/en/products/1001/addfavorite', { method: 'POST', headers: auth });
    const list = (await (await h.call('/v1/product/en/products/favorites', { headers: auth })).json()) as { data: { id: number }[]; paging: { total: number } };
    expect(list.paging.total).toBe(2);
    // Compressed for a client that takes it, with its length; kept by no cache on the way.
    const packed = await h.call('/v1/product/en/products/favorites', { headers: { ...auth, 'accept-encoding': 'br, gzip' } });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(packed.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await packed.arrayBuffer());
    expect(packed.headers.get('content-length')).toBe(String(bytes.length));
    expect(JSON.parse(zlib.brotliDecompressSync(bytes).toString('utf8'))).toEqual(list);
    const filtered = (await (await h.call('/v1/product/en/products/favorites?title=pelvic', { headers: auth })).json()) as { data: { id: number }[] };
    expect(filtered.data.map((p) => p.id)).toEqual([1041]);
    expect((await h.call('/v1/product/en/products/favorites/1041', { headers: auth })).status).toBe(200);
    const del = await h.call('/v1/product/en/products/1041/deletefavorite', { method: 'DELETE', headers: auth });
    expect(((await del.json()) as { data: { deleted: boolean } }).data.deleted).toBe(true);
    expect((await h.call('/v1/product/en/products/favorites/1041', { headers: auth })).status).toBe(404);
    expect((await h.call('/v1/product/en/products/424242/addfavorite', { method: 'POST', headers: auth })).status).toBe(404);
    expect((await h.call('/v1/product/en/products/1041/addfavorite', { method: 'POST', headers: { ...auth, 'idempotency-key': 'not-a-uuid' } })).status).toBe(400);
  });
});

describe("a member's own reviews", () => {
  it('lists only the reviews the member wrote, published or waiting, and is not caught by /products/:id', async () => {
    const { session } = await signIn('09351234567');
    const other = (await signIn('09121234567')).session;
    await h.handle.db.insert(reviews).values([
      { productId: 1041, memberId: session.user.id, authorName: 'Reza', lang: 'fa', description: 'خوب بود', rate: 4, status: 1 },
      { productId: 1001, memberId: session.user.id, authorName: 'Reza', lang: 'en', description: 'Waiting', rate: 5, status: 0 },
      { productId: 1001, memberId: other.user.id, authorName: 'Sara', lang: 'fa', description: 'Not Reza', rate: 3, status: 1 },
    ]);
    const res = await h.call('/v1/product/fa/products/reviews?sort=rate', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { data: { product_id: number; rate: number }[]; paging: { total: number } };
    expect(body.paging.total).toBe(2);
    expect(body.data.map((r) => [r.product_id, r.rate])).toEqual([
      [1041, 4],
      [1001, 5],
    ]);
    expect((await h.call('/v1/product/fa/products/reviews')).status).toBe(401);
  });
});

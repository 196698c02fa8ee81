/**
 * A search's matches, best first (`sort=-relevance`, extension `products.relevance`): ranked by
 * title in SQL as shared/persian-text.ts `titleRank` ranks them on the device.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../../contract/catalog.ts';
import type { ErrorResponse, ListResponse } from '../../../contract/common.ts';
import { RANK_SEPARATORS, rankText, rankWords, titleRank } from '../../../shared/persian-text.ts';
import { titleRankSql } from '../../http/search.ts';
import { fileHarness, startHarness } from '../../test/harness.ts';

const h = fileHarness();
const titles = async (path: string) => (await h.json<ListResponse<ProductListItem>>(path)).body.data.map((p) => p.title);
const q = (text: string) => encodeURIComponent(text);

describe('a search sorted by relevance', () => {
  it('lists the titles that begin with the words first, then by the sort that follows', async () => {
    // «مش» is also inside two dressings' words joined («فیلم شفاف»): newest first, they come between the meshes.
    const newest = await titles(`/v1/product/fa/products?search_text=${q('مش')}&sort=-created_at`);
    expect(newest.map((t) => t.startsWith('مش '))).toEqual([true, true, true, false, false, true, true, true]);
    const best = await titles(`/v1/product/fa/products?search_text=${q('مش')}&sort=-relevance,-created_at`);
    expect(best).toEqual([...newest.filter((t) => t.startsWith('مش ')), ...newest.filter((t) => !t.startsWith('مش '))]);
    // Paged: the second page goes on where the first stopped.
    const [first, second] = await Promise.all([0, 5].map((offset) => titles(`/v1/product/fa/products?search_text=${q('مش')}&sort=-relevance,-created_at&limit=5&offset=${offset}`)));
    expect([...first!, ...second!]).toEqual(best);
    // In English too, where a word begins a title's word.
    const en = await titles(`/v1/product/en/products?search_text=mesh&sort=-relevance,title`);
    expect(en.length).toBeGreaterThan(1);
    expect(en.map((t) => titleRank(t, ['mesh']))).toEqual([...en.map((t) => titleRank(t, ['mesh']))].sort((a, b) => b - a));
  });

  it('without a search, ranks nothing: the next sort decides', async () => {
    expect(await titles('/v1/product/en/products?sort=-relevance,title&limit=20')).toEqual(await titles('/v1/product/en/products?sort=title&limit=20'));
  });

  it('ranks in SQL as titleRank does, on any title and words', async () => {
    // The title as the database stores it for ranking (storefront_rank_text, migration 0033).
    const letters = fc.constantFrom(...'مشنخبیهکفلگنسpgaPG03۰۳٫×-‌ ي\u2066\u2069\t'.split(''), ...RANK_SEPARATORS.split(''));
    const text = fc.array(letters, { maxLength: 14 }).map((cs) => cs.join(''));
    await fc.assert(
      fc.asyncProperty(text, text, async (title, query) => {
        const words = rankWords(query);
        const { rows } = (await h.handle.db.execute(sql`select ${titleRankSql(sql`storefront_rank_text(${title}::text)`, words)} as rank, storefront_rank_text(${title}::text) as text`)) as unknown as { rows: { rank: number; text: string }[] };
        expect(rows[0]!.text).toBe(rankText(title));
        expect(Number(rows[0]!.rank)).toBe(titleRank(title, words));
      }),
      { numRuns: 150 },
    );
  });

  it('keeps each title as ranking reads it, whoever writes the product', async () => {
    const { db } = h.handle;
    const stored = async () =>
      ((await db.execute(sql`select title_fa, title_en, rank_title_fa, rank_title_en from products where id = 1001`)) as unknown as { rows: Record<string, string>[] }).rows[0]!;
    const before = await stored();
    expect(before.rank_title_fa).toBe(rankText(before.title_fa!));
    expect(before.rank_title_en).toBe(rankText(before.title_en!));
    try {
      await db.execute(sql`update products set title_fa = ${'مش «پرولن» ۶×۷'}, rank_title_en = 'anything' where id = 1001`);
      const after = await stored();
      // Folded (Latin digits), its separators spaces, a space at each end; the English one made again from its title.
      expect(after.rank_title_fa).toBe(' مش  پرولن  6 7 ');
      expect(after.rank_title_en).toBe(rankText(before.title_en!));
    } finally {
      await db.execute(sql`update products set title_fa = ${before.title_fa!} where id = 1001`);
    }
  });

  it('is this server’s extension: a spec-literal backend refuses it', async () => {
    const strict = await startHarness({ specStrict: true }, { seed: false });
    try {
      const res = await strict.json<ErrorResponse>(`/v1/product/fa/products?search_text=${q('مش')}&sort=-relevance`);
      expect(res.status).toBe(400);
      expect(res.body.error.error_message).toMatch(/sort/);
    } finally {
      await strict.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { DbHandle } from '../db/create-db.ts';
import { copyTemplate } from './template-databases.ts';

const templates = inject('templateDatabases');
type Counts = { products: number; stocked: number; reviews: number };
const counts = async (handle: DbHandle): Promise<Counts> => {
  const result = await handle.db.execute(
    sql`select (select count(*)::int from products) as products, (select count(*)::int from products where stock > 0) as stocked, (select count(*)::int from reviews) as reviews`,
  );
  return (result as unknown as { rows: Counts[] }).rows[0]!;
};

describe.runIf(templates.kind === 'pglite')('a copy of the suite’s PGlite template', () => {
  // Every copy is handed the same bytes (ImageBlob): a copy that wrote into them would change the next one.
  it('starts from the seeded data, and what it writes does not reach the next copy', async () => {
    const first = await copyTemplate(templates, 'seeded', undefined);
    const seeded = await counts(first.handle);
    expect(seeded.products).toBeGreaterThan(0);
    expect(seeded.stocked).toBeGreaterThan(0);
    expect(seeded.reviews).toBeGreaterThan(0);
    await first.handle.db.execute(sql`delete from reviews`);
    await first.handle.db.execute(sql`update products set stock = 0`);
    expect(await counts(first.handle)).toEqual({ products: seeded.products, stocked: 0, reviews: 0 });
    await first.handle.close();

    const second = await copyTemplate(templates, 'seeded', undefined);
    expect(await counts(second.handle)).toEqual(seeded);
    await second.handle.close();
  });
});

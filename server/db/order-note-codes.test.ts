/**
 * Migration 0032: the English sentences an order's history held for the store's own moves become
 * the codes of shared/order-notes.ts, which the pages say in the reader's language; what a person
 * typed stays as it was. Run again on rows written as the older server wrote them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/store.ts';
import { readOrderNote } from '../../shared/order-notes.ts';
import { orderEvents } from './schema.ts';
import { storeTestKit } from '../modules/store/store-test-kit.ts';

const kit = storeTestKit();
const MIGRATION = fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations/0032_order_note_codes.sql'), 'utf8');

describe('order history notes as codes (migration 0032)', () => {
  it('turns the old sentences into codes and leaves typed notes alone', async () => {
    const s = await kit.freshMember();
    const placed = await kit.placeOrder(s);
    expect(placed.status).toBe(201);
    const orderId = (placed.body.data as Order).id;
    const { db } = kit.harness().handle;
    const written = [
      { note: 'refunded 1200000 Rial to store credit' },
      { note: 'refunded 500 Rial to store credit; refund of 700 Rial asked of the gateway' },
      { note: '9900 Rial to be returned by bank transfer' },
      { note: 'payment SBX 42 arrived after the order was closed; refund of 3100 Rial asked of the gateway' },
      // Typed by a person: kept, even when it reads like a sentence of the store's.
      { note: 'refunded 1 Rial to store credit', actorName: 'Sara Ahmadi', actorRole: 'staff' },
      { note: 'the ward closed; refunded by hand' },
    ];
    const ids = [];
    for (const row of written) {
      const [e] = await db.insert(orderEvents).values({ orderId, status: 'cancelled', ...row }).returning({ id: orderEvents.id });
      ids.push(e!.id);
    }
    for (const statement of MIGRATION.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const notes = [];
    for (const id of ids) notes.push((await db.select({ note: orderEvents.note }).from(orderEvents).where(eq(orderEvents.id, id)))[0]!.note);
    expect(notes.slice(0, 4).map((n) => readOrderNote(n))).toEqual([
      { kind: 'refunds', refunds: [{ way: 'credit', amount: 1_200_000 }] },
      { kind: 'refunds', refunds: [{ way: 'credit', amount: 500 }, { way: 'gateway', amount: 700 }] },
      { kind: 'refunds', refunds: [{ way: 'transfer', amount: 9900 }] },
      { kind: 'late_payment', amount: 3100, receipt: 'SBX 42' },
    ]);
    expect(notes.slice(4)).toEqual(['refunded 1 Rial to store credit', 'the ward closed; refunded by hand']);
  });
});

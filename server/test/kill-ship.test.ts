/**
 * Durability of shipping (issue 31 §4): staff ship paid orders while the server is SIGKILLed in the
 * middle, then it starts again on the same database. An order's move to shipped, its carrier and
 * tracking code, the lots its boxes are taken from (first expiry first) and its audit entry are one
 * transaction: after the kill, every order is either shipped with all of it, or still processing
 * with none of it, and each lot has lost exactly the units the shipped orders took from it.
 * Every ship the server acknowledged is there; the rest ship when sent again.
 * On PGlite (a data folder of its own) and, with DATABASE_URL, on a fresh PostgreSQL database.
 */
import { describe, expect, it } from 'vitest';
import { demoDesk, signInOverHttp } from './http-sign-in.ts';
import { processDatabase, serverReady, startServerProcess, testPort } from './server-process.ts';

const KEY = 'demo-storefront-key';
// Each process test's ports are its own (server-process.ts): two files run at once.
const PORT = testPort(4800, 200);
const base = `http://127.0.0.1:${PORT}`;
const database = processDatabase('killship');
const startServer = () => startServerProcess({ port: PORT, ...database, env: { MAX_UNPAID_ORDERS: '1000', WRITE_LIMITS_FACTOR: '100' } });

const PRODUCT = 1004;
const ORDERS = 36;
/** Ship moves sent at once. */
const STREAMS = 6;
/** Acknowledged ships before the kill. */
const KILL_AFTER = 8;
/** Lots recorded for the test, beside the demo's. */
const LOTS = [
  { lot: 'KS-A', expires_on: '2027-06-30', quantity: 14 },
  { lot: 'KS-B', expires_on: '2028-01-31', quantity: 20 },
  { lot: 'KS-C', expires_on: '2029-03-31', quantity: 25 },
];

type Line = { product_id: number; quantity: number; lots?: { lot: string; quantity: number }[] };
type OrderView = { id: number; status: string; items: Line[]; shipment?: { carrier: string; tracking_code: string } | null };

const json = { 'content-type': 'application/json', 'x-api-key': KEY };

/** Pays an order through the sandbox gateway as the browser would: its page's "paid" form, posted back. */
async function payBySandbox(auth: Record<string, string>, orderId: number) {
  const start = await fetch(`${base}/v1/store/fa/orders/payment`, { method: 'POST', headers: { ...auth, 'idempotency-key': crypto.randomUUID() }, body: JSON.stringify({ order_id: orderId }) });
  expect(start.status).toBe(200);
  const redirect = ((await start.json()) as { data: { redirect_url: string } }).data.redirect_url;
  const html = await (await fetch(base + redirect)).text();
  for (const form of html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)) {
    const fields = Object.fromEntries([...form[1]!.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    if (fields.outcome !== 'paid') continue;
    const back = await fetch(`${base}/api/pay/callback/sandbox`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    expect(back.status).toBe(303);
    return;
  }
  throw new Error('The sandbox page had no "paid" form');
}

describe(`a SIGKILL while orders ship (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('leaves each order shipped with its lots and audit entry, or not shipped at all', async () => {
    let server = startServer();
    await serverReady(base);
    const member = await signInOverHttp({ send: base, mobile: '09121234567', ip: '10.40.0.1', names: { first_name: 'Sara', last_name: 'Ahmadi' } });
    expect(member.status).toBe(200);
    const auth = { ...json, authorization: `Bearer ${member.token}` };
    let desk = await demoDesk(base, '10.40.0.2');
    expect(await desk.setStock(PRODUCT, 10_000)).toBe(200);
    for (const lot of LOTS) expect((await desk.call(`/products/${PRODUCT}/lots`, { body: lot })).status).toBe(201);
    // Every lot of the product in stock now, the demo's included: what the ships take from.
    const lotsBefore = (await desk.call<{ lot: string; expires_on: string; quantity: number }[]>(`/products/${PRODUCT}/lots`)).body.data.filter((l) => l.quantity > 0 && l.expires_on >= new Date().toISOString().slice(0, 10));

    // Paid orders of one to three units, moved to processing: ready to ship.
    const recipients = (await (await fetch(`${base}/v1/store/fa/recipients`, { headers: auth })).json()) as { data: { id: number }[] };
    const orderIds: number[] = [];
    for (let n = 0; n < ORDERS; n++) {
      const body = JSON.stringify({ cart_items: [{ product_id: PRODUCT, quantity: 1 + (n % 3), guaranteed: 0, comment: '' }], recipient_id: recipients.data[0]!.id, transmit_id: 1 });
      const res = await fetch(`${base}/v1/store/fa/orders`, { method: 'POST', headers: { ...auth, 'idempotency-key': crypto.randomUUID() }, body });
      expect(res.status).toBe(201);
      const id = ((await res.json()) as { data: { id: number } }).data.id;
      await payBySandbox(auth, id);
      expect((await desk.call(`/orders/${id}/move`, { body: { to: 'processing' } })).status).toBe(200);
      orderIds.push(id);
    }

    // Ship them, several at once, until the kill.
    const ship = (id: number) => desk.call<OrderView>(`/orders/${id}/move`, { body: { to: 'shipped', carrier: 'Post', tracking_code: `KS-${id}` } });
    const acknowledged = new Set<number>();
    let stop = false;
    const shipper = async (first: number) => {
      for (let i = first; i < orderIds.length && !stop; i += STREAMS) {
        try {
          if ((await ship(orderIds[i]!)).status === 200) acknowledged.add(orderIds[i]!);
          // Killed the moment enough are in, with the other streams' ships in flight.
          if (acknowledged.size === KILL_AFTER && !stop) {
            stop = true;
            server.kill('SIGKILL');
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const exited = new Promise((r) => server.once('exit', r));
    await Promise.all(Array.from({ length: STREAMS }, (_, i) => shipper(i)));
    if (!stop) server.kill('SIGKILL');
    await exited;
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size, 'the kill came before every order shipped').toBeLessThan(ORDERS);

    server = startServer();
    try {
      await serverReady(base);
      desk = await demoDesk(base, '10.40.0.3');
      /** Each order as the desk sees it, the lots of the product and the audit log's ship entries, now. */
      const state = async () => {
        const orders = await Promise.all(orderIds.map(async (id) => (await desk.call<OrderView>(`/orders/${id}`)).body.data));
        const lots = (await desk.call<{ lot: string; quantity: number }[]>(`/products/${PRODUCT}/lots`)).body.data;
        const audit = (await desk.call<{ action: string; subject_id: string }[]>(`/audit?action=order.shipped&limit=100`)).body.data;
        return { orders, lots, audited: new Set(audit.filter((e) => e.action === 'order.shipped').map((e) => Number(e.subject_id))) };
      };
      const holds = (s: Awaited<ReturnType<typeof state>>) => {
        const taken = new Map<string, number>();
        for (const o of s.orders) {
          const line = o.items[0]!;
          const fromLots = (line.lots ?? []).reduce((sum, l) => sum + l.quantity, 0);
          if (o.status === 'shipped') {
            expect(o.shipment, `order ${o.id}'s carrier and code`).toEqual(expect.objectContaining({ carrier: 'Post', tracking_code: `KS-${o.id}` }));
            expect(s.audited.has(o.id), `order ${o.id}'s audit entry`).toBe(true);
            expect(fromLots, `order ${o.id}'s lots`).toBeLessThanOrEqual(line.quantity);
          } else {
            expect(o.status, `order ${o.id}`).toBe('processing');
            expect(fromLots, `order ${o.id} not shipped, no lot taken`).toBe(0);
            expect(s.audited.has(o.id), `order ${o.id} not shipped, no audit entry`).toBe(false);
          }
          for (const l of line.lots ?? []) taken.set(l.lot, (taken.get(l.lot) ?? 0) + l.quantity);
        }
        // What each lot lost is what the shipped orders took from it, to the unit.
        for (const lot of lotsBefore) expect(lot.quantity - s.lots.find((l) => l.lot === lot.lot)!.quantity, `lot ${lot.lot}`).toBe(taken.get(lot.lot) ?? 0);
        return taken;
      };
      const after = await state();
      for (const id of acknowledged) expect(after.orders.find((o) => o.id === id)!.status, `acknowledged ship of ${id}`).toBe('shipped');
      holds(after);

      // The rest are shipped now, all at once; a second ship of a shipped order is refused (409).
      const again = await Promise.all(orderIds.map(ship));
      for (const [i, res] of again.entries()) expect(res.status, `order ${orderIds[i]}`).toBe(after.orders[i]!.status === 'shipped' ? 409 : 200);
      const end = await state();
      expect(end.orders.every((o) => o.status === 'shipped')).toBe(true);
      const taken = holds(end);
      // Every unit shipped came from a lot while one had units left: the lots gave what the orders
      // asked, up to all they held.
      const ordered = end.orders.reduce((sum, o) => sum + o.items[0]!.quantity, 0);
      const held = lotsBefore.reduce((sum, l) => sum + l.quantity, 0);
      expect([...taken.values()].reduce((a, b) => a + b, 0)).toBe(Math.min(ordered, held));
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }, 120_000);
});

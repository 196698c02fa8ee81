/**
 * Durability: the real server in a process of its own, SIGKILLed in the middle of a stream of
 * member writes (favourites and orders, with Idempotency-Keys) and sign-ups, then started again
 * on the same database. Every write the server acknowledged must still be there, the database
 * must open, and stock must match the orders exactly (an order and its reservation are one
 * transaction: neither survives without the other).
 * On PGlite (a data folder of its own) and, with DATABASE_URL, on a fresh PostgreSQL database.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoDesk, signInOverHttp } from './http-sign-in.ts';
import { processDatabase, serverReady, startServerProcess, testPort } from './server-process.ts';

const KEY = 'demo-storefront-key';
const PORT = testPort(4300, 500);
const base = `http://127.0.0.1:${PORT}`;

const database = processDatabase('kill');
/** Orders sent at once, each stream one after another. */
const ORDER_STREAMS = 8;

// Many orders and tickets for one member (the unpaid and write limits would refuse them), and a claim left by the killed
// process may be taken over after a second (30 s by default): the retries below need it.
const startServer = () => startServerProcess({ port: PORT, ...database, env: { MAX_UNPAID_ORDERS: '1000', WRITE_LIMITS_FACTOR: '100', IDEMPOTENCY_TAKEOVER_S: '1' } });
const ready = () => serverReady(base);

const json = { 'content-type': 'application/json', 'x-api-key': KEY };
let ipCounter = 0;
const ip = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Signs a number in (a new member with a name) through the API; the session's access token. */
const signIn = async (mobile: string, names: { first_name: string; last_name: string }) => {
  const r = await signInOverHttp({ send: base, mobile, ip: ip(), names });
  return { status: r.status, token: r.token, name: r.firstName };
};

describe(`a SIGKILL during writes (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('loses nothing the server acknowledged, and the database opens again', async () => {
    let server = startServer();
    await ready();
    const member = await signIn('09121234567', { first_name: 'Sara', last_name: 'Ahmadi' });
    expect(member.status).toBe(200);
    const auth = { ...json, authorization: `Bearer ${member.token}` };

    const favourites = new Set<number>();
    const signUps = new Map<string, string>();
    const orders = new Map<number, { productId: number; quantity: number }>();
    // Every order and ticket sent, by its Idempotency-Key, answered or not: each is retried after the restart.
    const sentOrders = new Map<string, string>();
    const sentTickets = new Map<string, string>();
    // Orders go to the demo member's own recipient, spread over a few products with stock.
    const recipients = (await (await fetch(`${base}/v1/store/fa/recipients`, { headers: auth })).json()) as { data: { id: number }[] };
    const recipientId = recipients.data[0]!.id;
    const ORDER_PRODUCTS = [1001, 1002, 1003];
    const stockOf = async () => {
      const res = (await (await fetch(`${base}/v1/product/fa/products?ids=${ORDER_PRODUCTS.join(',')}`, { headers: json })).json()) as { data: { id: number; stock: number }[] };
      return new Map(res.data.map((p) => [p.id, p.stock]));
    };
    // Enough stock that no order (nor its retry after the restart) is short.
    const desk = await demoDesk(base, ip());
    for (const id of ORDER_PRODUCTS) expect(await desk.setStock(id, 100_000)).toBe(200);
    const stockBefore = await stockOf();
    const ordersBefore = ((await (await fetch(`${base}/v1/store/fa/orders?limit=100`, { headers: auth })).json()) as { data: { id: number }[] }).data.map((o) => o.id);
    let stop = false;
    // Writers and sign-ups keep going until the kill, so that some are in flight when it comes.
    const writer = async (first: number) => {
      for (let n = 0; !stop; n++) {
        const id = 1001 + ((first + n * 2) % 50);
        try {
          const res = await fetch(`${base}/v1/product/fa/products/${id}/addfavorite`, {
            method: 'POST',
            headers: { ...auth, 'idempotency-key': randomUUID() },
          });
          if (res.ok) favourites.add(id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const signer = async () => {
      for (let n = 0; !stop && n < 40; n++) {
        const mobile = `0912${String(Date.now()).slice(-3)}${String(n).padStart(4, '0')}`;
        try {
          const r = await signIn(mobile, { first_name: `Name${n}`, last_name: 'Kill' });
          if (r.status === 200) signUps.set(mobile, `Name${n}`);
        } catch {
          return;
        }
      }
    };
    const orderer = async (first: number) => {
      for (let n = first; !stop; n += ORDER_STREAMS) {
        const productId = ORDER_PRODUCTS[n % ORDER_PRODUCTS.length]!;
        const quantity = 1 + (n % 2);
        const key = randomUUID();
        const body = JSON.stringify({ cart_items: [{ product_id: productId, quantity, guaranteed: 0, comment: '' }], recipient_id: recipientId, transmit_id: 1 });
        sentOrders.set(key, body);
        try {
          const res = await fetch(`${base}/v1/store/fa/orders`, { method: 'POST', headers: { ...auth, 'idempotency-key': key }, body });
          if (res.status === 201 || res.status === 200) orders.set(((await res.json()) as { data: { id: number } }).data.id, { productId, quantity });
        } catch {
          return;
        }
      }
    };
    const ticketer = async () => {
      for (let n = 0; !stop; n++) {
        const key = randomUUID();
        const body = JSON.stringify({ title: `Kill test ${n}`, description: `Ticket number ${n} of the kill test`, category_id: 1, role_id: 1, priority: 1 });
        sentTickets.set(key, body);
        try {
          await fetch(`${base}/v1/ticketing/fa/tickets`, { method: 'POST', headers: { ...auth, 'idempotency-key': key }, body });
        } catch {
          return;
        }
      }
    };
    const ticketsBefore = async () => ((await (await fetch(`${base}/v1/ticketing/fa/tickets?limit=1`, { headers: auth })).json()) as { paging: { total: number } }).paging.total;
    const ticketCount = await ticketsBefore();
    // Many writes in flight at the kill, so that some are between their commit and their answer.
    const streams = [writer(0), writer(1), signer(), ...Array.from({ length: ORDER_STREAMS }, (_, i) => orderer(i)), ...Array.from({ length: 4 }, ticketer)];
    // Kill it once some writes are in, while others are in flight.
    for (let i = 0; i < 400 && (favourites.size < 12 || signUps.size < 2 || orders.size < 6); i++) await new Promise((r) => setTimeout(r, 25));
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    // Gone for real: nothing answers until the new process does.
    await expect(fetch(`${base}/api/ip`)).rejects.toThrow();
    stop = true;
    await Promise.all(streams);
    expect(favourites.size).toBeGreaterThan(0);
    expect(signUps.size).toBeGreaterThan(0);
    expect(orders.size).toBeGreaterThan(0);

    server = startServer();
    try {
      await ready();
      const list = (await (await fetch(`${base}/v1/product/fa/products/favorites?limit=100`, { headers: auth })).json()) as { data: { id: number }[] };
      const kept = new Set(list.data.map((p) => p.id));
      for (const id of favourites) expect(kept.has(id), `favourite ${id} was acknowledged`).toBe(true);
      // Every acknowledged order is there, as it was acknowledged.
      for (const [id, line] of orders) {
        const res = await fetch(`${base}/v1/store/fa/orders/${id}`, { headers: auth });
        expect(res.status, `order ${id} was acknowledged`).toBe(200);
        const order = ((await res.json()) as { data: { status: string; items: { product_id: number; quantity: number }[] } }).data;
        expect(order.status).toBe('awaiting_payment');
        expect(order.items).toEqual([expect.objectContaining({ product_id: line.productId, quantity: line.quantity })]);
      }
      // Stock went down by exactly what the orders that exist hold (acknowledged or not).
      const after = (await (await fetch(`${base}/v1/store/fa/orders?limit=100&sort=-id`, { headers: auth })).json()) as {
        data: { id: number; items: { product_id: number; quantity: number }[] }[];
        paging: { total: number };
      };
      expect(after.paging.total).toBeLessThanOrEqual(100);
      const reserved = new Map<number, number>();
      for (const o of after.data) if (!ordersBefore.includes(o.id)) for (const l of o.items) reserved.set(l.product_id, (reserved.get(l.product_id) ?? 0) + l.quantity);
      const stockAfter = await stockOf();
      for (const id of ORDER_PRODUCTS) expect(stockBefore.get(id)! - stockAfter.get(id)!, `stock of ${id}`).toBe(reserved.get(id) ?? 0);
      // Every key sent, retried now (after the takeover time of a claim the killed process left):
      // each makes exactly one write, whether its first send was answered, lost or cut.
      await new Promise((r) => setTimeout(r, 1_200));
      const retryIds = new Map<string, number>();
      await Promise.all(
        [...sentOrders].map(async ([key, body]) => {
          const res = await fetch(`${base}/v1/store/fa/orders`, { method: 'POST', headers: { ...auth, 'idempotency-key': key }, body });
          expect(res.status, `order key ${key}: ${res.status === 201 ? "" : await res.clone().text()}`).toBe(201);
          retryIds.set(key, ((await res.json()) as { data: { id: number } }).data.id);
        }),
      );
      for (const [id] of orders) expect([...retryIds.values()], `acknowledged order ${id} replayed`).toContain(id);
      const everyOrder = (await (await fetch(`${base}/v1/store/fa/orders?limit=100&sort=-id`, { headers: auth })).json()) as { data: { id: number }[]; paging: { total: number } };
      const made = everyOrder.data.map((o) => o.id).filter((id) => !ordersBefore.includes(id));
      expect(everyOrder.paging.total).toBeLessThanOrEqual(100);
      expect(new Set(retryIds.values()).size, 'one order per key').toBe(sentOrders.size);
      expect(made.sort(), 'no order without its key').toEqual([...retryIds.values()].sort());
      await Promise.all(
        [...sentTickets].map(async ([key, body]) => {
          const res = await fetch(`${base}/v1/ticketing/fa/tickets`, { method: 'POST', headers: { ...auth, 'idempotency-key': key }, body });
          expect(res.status, `ticket key ${key}`).toBe(201);
        }),
      );
      expect((await ticketsBefore()) - ticketCount, 'one ticket per key').toBe(sentTickets.size);
      for (const [mobile, name] of signUps) {
        // A member that was acknowledged signs in again as that member (no name asked for).
        const again = await signIn(mobile, { first_name: 'Other', last_name: 'Name' });
        expect(again.status, mobile).toBe(200);
        expect(again.name, mobile).toBe(name);
      }
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }, 120_000);
});

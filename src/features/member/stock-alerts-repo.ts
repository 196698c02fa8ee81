/**
 * "Tell me when it is back" on this device, per member (issue 31 §5): the products the member
 * asked about, kept as a member read (`stock-alerts`), changed at once (offline too) and delivered
 * through the outbox; the server's list replaces it whenever it can be read, except for products
 * with a change still waiting to be sent (the member's latest intent wins until it is delivered).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ProductListItem } from '../../../contract/catalog.ts';
import { db, type AppDB } from '../../device/db/app-db.ts';
import { stockAlertSubject } from '../../device/outbox/outbox-kinds.ts';
import { pendingSubjects } from '../../device/outbox/outbox-repo.ts';
import type { Locale } from '../../i18n/locale.ts';
import { submit } from '../outbox/outbox-runner.ts';
import { memberCall } from '../session/member-call.ts';

const keyOf = (memberId: number) => `${memberId}:stock-alerts`;
const idsIn = (data: unknown): number[] => (Array.isArray(data) ? data.filter((x): x is number => typeof x === 'number') : []);

async function write(database: AppDB, memberId: number, ids: number[]) {
  await database.memberReads.put({ key: keyOf(memberId), memberId, data: ids, savedAt: Date.now() });
}

/** Whether the member waits to hear about the product: undefined while IndexedDB answers. */
export function useStockAlert(memberId: number, productId: number): boolean | undefined {
  return useLiveQuery(async () => idsIn((await db.memberReads.get(keyOf(memberId)))?.data).includes(productId), [memberId, productId]);
}

/** Asks (or stops asking) at once on this device; the server hears it through the outbox. */
export async function setStockAlert(memberId: number, product: Pick<ProductListItem, 'id' | 'title'>, on: boolean): Promise<void> {
  const local = async (database: AppDB) => {
    const ids = idsIn((await database.memberReads.get(keyOf(memberId)))?.data).filter((id) => id !== product.id);
    await write(database, memberId, on ? [product.id, ...ids] : ids);
  };
  await submit(on ? 'stock_alert.add' : 'stock_alert.remove', { product_id: product.id, title: product.title }, { member: memberId, local });
}

/** Takes the server's waiting alerts as the truth, but for products whose change is still in the outbox. */
export async function reconcileStockAlerts(memberId: number, server: number[], database: AppDB = db): Promise<void> {
  await database.transaction('rw', database.memberReads, database.outbox, async () => {
    const pending = await pendingSubjects(memberId, database);
    const local = idsIn((await database.memberReads.get(keyOf(memberId)))?.data);
    const keep = (id: number) => (pending.has(stockAlertSubject(id)) ? local.includes(id) : server.includes(id));
    await write(database, memberId, [...new Set([...local, ...server])].filter(keep));
  });
}

/** Reads the member's waiting alerts from the server into this device's copy (online only; offline the copy stays). */
export async function refreshStockAlerts(memberId: number, locale: Locale): Promise<void> {
  const { data } = await memberCall('stockAlerts.list', { params: { lang: locale } });
  await reconcileStockAlerts(memberId, data.items.map((a) => a.product_id));
}

/** The orders list's tabs (`?tab=`): each a set of statuses, counted from `countbystatus`. */
import type { OrderStatus } from '../../../contract/constants.ts';

export const ORDER_TABS = [
  { key: 'all', statuses: [] },
  { key: 'awaiting', statuses: ['awaiting_payment', 'payment_failed'] },
  { key: 'active', statuses: ['paid', 'processing', 'shipped'] },
  { key: 'delivered', statuses: ['delivered'] },
  { key: 'cancelled', statuses: ['cancelled'] },
  // An organisation's orders (issue 31 §1): waiting for approval, or returned to their requester.
  { key: 'approval', statuses: ['awaiting_approval', 'returned'] },
] as const satisfies readonly { key: string; statuses: readonly OrderStatus[] }[];
export type OrderTab = (typeof ORDER_TABS)[number]['key'];

export const isOrderTab = (v: unknown): v is OrderTab => ORDER_TABS.some((t) => t.key === v);
export const statusesOfTab = (tab: string | undefined): OrderStatus[] => [...(ORDER_TABS.find((t) => t.key === tab)?.statuses ?? [])];

/** The list's orders (`?sort=`): the API's sort values; newest first when absent. */
export const ORDER_SORTS = ['-created_at', 'created_at', '-total', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const isOrderSort = (v: unknown): v is OrderSort => ORDER_SORTS.includes(v as OrderSort);

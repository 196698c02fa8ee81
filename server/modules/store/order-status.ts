/** Order statuses move only along ORDER_TRANSITIONS (contract/constants.ts); the repository enforces it in SQL too. */
import { ORDER_TRANSITIONS, type OrderStatus } from '../../../contract/constants.ts';

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** The statuses an order may be in to move to `to`. */
export const fromStatusesOf = (to: OrderStatus): OrderStatus[] =>
  (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((from) => ORDER_TRANSITIONS[from].includes(to));

/** What the member and support call an order: `ORD-10500`. */
export const orderNumber = (id: number) => `ORD-${id}`;

// How an order's lines read in the table (spec section 2): the first product, the total number of
// items (quantities added up), and how many more products follow the first.
import type { Order } from '@astroden/shared';
import { canTransition, SETTABLE_ORDER_STATUSES } from '@astroden/shared/constants';

export function itemCount(order: Pick<Order, 'products'>): number {
  return order.products.reduce((sum, line) => sum + line.quantity, 0);
}

export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** "+N more" when the order holds more products than the first; '' otherwise. */
export function moreProductsText(order: Pick<Order, 'products'>): string {
  const more = order.products.length - 1;
  return more > 0 ? `+${more} more` : '';
}

export type StatusAction = (typeof SETTABLE_ORDER_STATUSES)[number];

export const ACTION_LABELS: Record<StatusAction, string> = {
  processing: 'Mark Processing',
  completed: 'Mark Completed',
  cancelled: 'Cancel',
};

/** The moves an admin may make from this order's status, in the order the buttons show. */
export function statusActions(order: Pick<Order, 'status'>): StatusAction[] {
  return SETTABLE_ORDER_STATUSES.filter((to) => canTransition(order.status, to));
}

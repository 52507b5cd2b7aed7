// An order as its customer sees it, on the tracking page and in /profile: the status in the customer's words
// (ORDER_STATUS_LABELS) with the status tone, how it is paid, its amounts, what it holds and the parcel once it
// ships.
import type { OrderStatus, PaymentStatus, TrackedOrder } from '@astroden/shared';
import {
  ORDER_STATUS_LABELS,
  orderStatusTone,
  PAYMENT_STATUS_LABELS,
  paymentStatusTone,
} from '@astroden/shared/constants';
import { formatRupees } from '../../lib/format.ts';
import { Badge } from '../ui/badge.tsx';

export function CustomerOrderStatus({ status }: { status: OrderStatus }) {
  return <Badge tone={orderStatusTone(status)}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

export function CustomerPaymentStatus({ status }: { status: PaymentStatus }) {
  return <Badge tone={paymentStatusTone(status)}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

/** Whole rupees as the storefront shows them, with the paise when an amount has some (an order is a record). */
export function orderAmount(amount: number): string {
  return formatRupees(amount, Number.isInteger(amount) ? {} : { decimals: 2 });
}

/** "Nebula Tee × 2", "Nebula Tee × 2 and 3 more". */
export function itemsSummary(items: TrackedOrder['items']): string {
  const [first, ...rest] = items;
  if (!first) return 'No items';
  const head = `${first.name} × ${first.quantity}`;
  return rest.length > 0 ? `${head} and ${rest.length} more` : head;
}

/** The carrier and tracking number once an admin has set them; nothing before. */
export function ParcelDetails({ order }: { order: Pick<TrackedOrder, 'carrier' | 'trackingNumber'> }) {
  if (!order.carrier || !order.trackingNumber) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-400">Carrier</dt>
      <dd className="break-words text-slate-100">{order.carrier}</dd>
      <dt className="text-slate-400">Tracking number</dt>
      <dd className="break-all font-mono text-cyan-200">{order.trackingNumber}</dd>
    </dl>
  );
}

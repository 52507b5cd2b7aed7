// Order status badge (spec section 4): completed green, pending yellow, anything else red; and the payment status
// badge beside it (paid green, unpaid or partly refunded yellow, failed or refunded red).
import type { OrderStatus, PaymentStatus } from '@astroden/shared';
import { orderStatusTone, PAYMENT_STATUS_LABELS, paymentStatusTone } from '@astroden/shared/constants';
import { Badge } from '../ui/badge.tsx';

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderStatusTone(status)}>{statusLabel(status)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={paymentStatusTone(status)}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

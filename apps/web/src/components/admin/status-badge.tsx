// Order status badge (spec section 4): completed green, pending yellow, anything else red.
import type { OrderStatus } from '@astroden/shared';
import { orderStatusTone } from '@astroden/shared/constants';
import { Badge } from '../ui/badge.tsx';

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderStatusTone(status)}>{statusLabel(status)}</Badge>;
}

// What an admin may still give back of an order: a paid (or partly refunded) online order's total less what was
// refunded, to the paisa.
import type { Order } from '@astroden/shared';

export function refundableAmount(order: Pick<Order, 'totalAmount' | 'amountRefunded'>): number {
  return Math.max(0, Math.round((order.totalAmount - order.amountRefunded) * 100) / 100);
}

export function canRefund(order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'totalAmount' | 'amountRefunded'>) {
  return (
    order.paymentMethod === 'online' &&
    (order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded') &&
    refundableAmount(order) > 0
  );
}

const METHOD_NAMES: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  emi: 'EMI',
  paylater: 'Pay later',
};

/** How the provider says a payment was made ("upi", "card"), as the admin reads it. */
export function paymentMethodName(method: string | null): string {
  if (!method) return 'Unknown method';
  return METHOD_NAMES[method] ?? method;
}

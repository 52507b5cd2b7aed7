export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an admin may set (spec section 4): never "failed", never back to "pending". */
export const SETTABLE_ORDER_STATUSES = ['processing', 'completed', 'cancelled'] as const;
export type SettableOrderStatus = (typeof SETTABLE_ORDER_STATUSES)[number];

/** How an order is paid (DESIGN.md decision 13): online through Razorpay's own window, or cash on delivery. */
export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where an order's money stands, beside its status; it only moves forward (unpaid -> failed -> paid -> refunds). */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Pay online',
  cod: 'Cash on delivery',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

export function paymentStatusTone(status: PaymentStatus): BadgeTone {
  if (status === 'paid') return 'green';
  if (status === 'unpaid' || status === 'partially_refunded') return 'yellow';
  return 'red';
}

/** The columns the admin orders list sorts by: ?sort=-createdAt (newest first, the default), totalAmount, status. */
export const ORDER_SORT_KEYS = ['createdAt', 'totalAmount', 'status'] as const;

export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'completed' || status === 'cancelled';
}

/**
 * An admin may set processing, completed or cancelled on any order not already completed or cancelled
 * (spec section 4), so a processing order may be marked processing again: it changes nothing.
 */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (isFinalStatus(from)) return false;
  return (SETTABLE_ORDER_STATUSES as readonly string[]).includes(to);
}

export type BadgeTone = 'green' | 'yellow' | 'red';

export function orderStatusTone(status: OrderStatus): BadgeTone {
  if (status === 'completed') return 'green';
  if (status === 'pending') return 'yellow';
  return 'red';
}

export const ORDER_MESSAGES = {
  created: 'Order placed successfully',
  notFound: 'Order not found',
  productNotFound: 'One or more products are no longer available',
  insufficientStock: 'Not enough stock for one or more items',
  duplicateItems: 'Each product may appear only once in an order',
  forbiddenTransition: 'This order cannot move to that status',
  fetchFailed: 'Failed to fetch orders',
  statusUpdated: 'Order status updated successfully',
  statusUpdateFailed: 'Failed to update order status',
  confirmCancel: 'Are you sure you want to cancel this order?',
  cancelled: 'Order cancelled successfully',
  cancelFailed: 'Failed to cancel order',
  lineCap: (max: number) => `At most ${max} of each product per order`,
  orderCap: (max: number) => `At most ${max} items per order`,
  velocity:
    'You have ordered as many items as we can take from one customer in a day. Please contact us for a larger order.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different order',
  expired: (hours: number) => `Not confirmed within ${hours} hours: cancelled and its stock returned`,
  cancelledBy: (name: string) => `Cancelled by ${name}`,
  bulkMoved: 'Orders moved',
  confirmBulkStatus: (n: number, status: string) =>
    n === 1 ? `Move the selected order to ${status}?` : `Move the ${n} selected orders to ${status}?`,
  trackingSaved: 'Tracking details saved: the customer has been e-mailed',
  trackingFailed: 'Failed to save tracking details',
  trackingNotAllowed: 'Tracking can be added to an order that is not cancelled or failed',
  trackNotFound: 'We could not find an order with that order id and e-mail address',
  trackFailed: 'Could not look up the order. Please try again.',
  onlineUnavailable: 'Online payment is not available. Please choose cash on delivery.',
  codUnavailable: 'Cash on delivery is not available. Please pay online.',
  providerDown: 'We could not reach the payment provider. Your order is saved: please try again in a moment.',
  repriced: 'Prices changed while your order was being placed. Please review your cart and try again.',
  paymentReceived: 'Payment received',
  paymentPending: 'Payment is being confirmed',
  paymentInvalid: 'The payment could not be verified',
  paymentNotOnline: 'This order is not paid online',
  paymentClosed: 'This order can no longer be paid. Any amount taken for it is refunded automatically.',
  paymentExpired: (minutes: number) => `Not paid within ${minutes} minutes: its stock returned`,
  paymentCancelled: 'Payment cancelled. Your order is kept for a few minutes: you can pay now.',
  paymentFailed: 'The payment did not go through. You can try again.',
  webhookInvalid: 'Invalid webhook signature',
  webhookAccepted: 'Event received',
  refundStarted: 'Refund started: the money goes back to the customer in 5-7 business days',
  refundNotPaid: 'Only a paid online order can be refunded',
  refundTooMuch: (max: number) =>
    `At most ₹${max.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(max) ? 0 : 2, maximumFractionDigits: 2 })} can be refunded`,
  refundFailed: 'The refund could not be started. Please try again.',
  refundKeyReused: 'This Idempotency-Key was already used for a refund of another order',
  confirmRefund: (amount: string) => `Refund ${amount} to the customer?`,
  confirmedTitle: 'Order Confirmed!',
  confirmedText: 'We will send you an e-mail with your order details and tracking information shortly.',
} as const;

export const MAX_ORDER_LINES = 50;

/** The longest text each checkout field may hold: the order API's limits, which the checkout form keeps too. */
export const ORDER_FIELD_MAX_LENGTHS = {
  firstName: 100,
  lastName: 100,
  address: 300,
  city: 100,
  state: 100,
  postalCode: 20,
  country: 100,
  phone: 20,
} as const;

/** The most any setting may allow for one line: the request schema's hard limit. */
export const MAX_LINE_QUANTITY = 100;

/** The most any setting may allow for one order. */
export const MAX_ORDER_UNITS = 1000;

/** How long an Idempotency-Key of POST /api/orders is remembered. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** What a customer's tracking page calls each step of an order. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Order placed',
  processing: 'Processing',
  completed: 'Delivered',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** How long a signed tracking link in an e-mail opens the order without its e-mail address. */
export const TRACKING_LINK_DAYS = 180;

/** The longest carrier name and tracking number an admin may set. */
export const MAX_TRACKING_LENGTH = 100;

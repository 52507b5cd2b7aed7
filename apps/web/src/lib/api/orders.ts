import type {
  BulkResponse,
  CreatedOrder,
  CreateOrderBody,
  Order,
  OrderListQuery,
  OrderTrackingBody,
  PaymentCallbackBody,
  PaymentStatus,
  RefundBody,
  SettableOrderStatus,
  TrackedOrder,
  TrackOrderQuery,
} from '@astroden/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, authedApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse } from './types.ts';

export interface OrderListResponse {
  success: true;
  data: Order[];
  pagination: { total: number; totalPages: number; currentPage: number };
  message?: string;
}

/** Places an order; the key makes a retried submit return the same order instead of a second one. */
export const placeOrder = (body: CreateOrderBody, idempotencyKey: string) =>
  api<DataResponse<CreatedOrder>>('/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

/**
 * Hands the server what Razorpay's checkout gave its handler; the server checks the signature (400 when it does not
 * match, 409 when the order can no longer be paid).
 */
export const confirmPayment = (orderId: string, body: PaymentCallbackBody) =>
  api<DataResponse<{ orderId: string; paymentStatus: PaymentStatus }>>(
    `/orders/${encodeURIComponent(orderId)}/payment`,
    { method: 'POST', body },
  );

export const listOrders = (query: OrderListQuery, signal?: AbortSignal) =>
  authedApi<OrderListResponse>('/payment/checkouts', { query: { ...query }, signal });
export const updateOrderStatus = (orderId: string, status: SettableOrderStatus) =>
  authedApi<DataResponse<Order>>(`/payment/checkout/${orderId}/status`, { method: 'PATCH', body: { status } });

/** Moves the orders with these _ids to one status: what was done and what was refused, row by row. */
export const bulkUpdateOrderStatus = (ids: string[], status: SettableOrderStatus) =>
  authedApi<BulkResponse>('/payment/checkouts/bulk-status', { method: 'POST', body: { ids, status } }).then(
    (r) => r.data,
  );

/** Sets the parcel's carrier and tracking number (admin); the server e-mails the customer. */
export const setOrderTracking = (orderId: string, body: OrderTrackingBody) =>
  authedApi<DataResponse<Order>>(`/payment/checkout/${orderId}/tracking`, { method: 'PATCH', body });

/**
 * Gives money of a paid online order back (admin): `amount` in rupees, the whole remainder without it. One key per
 * refund the admin asks for, so a double click or a retried request never refunds twice.
 */
export const refundOrder = (orderId: string, body: RefundBody, idempotencyKey: string) =>
  authedApi<DataResponse<Order>>(`/payment/checkout/${encodeURIComponent(orderId)}/refund`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/**
 * An order as its customer sees it, by its id and the e-mail it was placed with or the token of an e-mailed link.
 * A wrong e-mail, a bad token and an unknown order are the same 404.
 */
export const trackOrder = (query: TrackOrderQuery, signal?: AbortSignal) =>
  api<DataResponse<TrackedOrder>>('/orders/track', { query: { ...query }, signal }).then((r) => r.data);

/** The signed-in customer's orders (those placed while signed in), newest first. */
export const listMyOrders = (signal?: AbortSignal) =>
  authedApi<DataResponse<TrackedOrder[]>>('/orders/mine', { signal }).then((r) => r.data);

export const orderListQuery = (query: OrderListQuery) =>
  queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    placeholderData: (previous) => previous,
  });

/** Personal data: only ever asked for in the browser (no loader fetches it), so no rendered page holds it. */
export const trackOrderQuery = (query: TrackOrderQuery) =>
  queryOptions({
    queryKey: queryKeys.orders.track(query),
    queryFn: ({ signal }) => trackOrder(query, signal),
    // Forgotten soon after the page is left: it is someone's address.
    gcTime: 60_000,
  });

export const myOrdersQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.orders.mine(userId), queryFn: ({ signal }) => listMyOrders(signal) });

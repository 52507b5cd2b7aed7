import type {
  BulkResponse,
  CreatedOrder,
  CreateOrderBody,
  Order,
  OrderListQuery,
  SettableOrderStatus,
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

export const listOrders = (query: OrderListQuery, signal?: AbortSignal) =>
  authedApi<OrderListResponse>('/payment/checkouts', { query: { ...query }, signal });
export const updateOrderStatus = (orderId: string, status: SettableOrderStatus) =>
  authedApi<DataResponse<Order>>(`/payment/checkout/${orderId}/status`, { method: 'PATCH', body: { status } });

/** Moves the orders with these _ids to one status: what was done and what was refused, row by row. */
export const bulkUpdateOrderStatus = (ids: string[], status: SettableOrderStatus) =>
  authedApi<BulkResponse>('/payment/checkouts/bulk-status', { method: 'POST', body: { ids, status } }).then(
    (r) => r.data,
  );

export const orderListQuery = (query: OrderListQuery) =>
  queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    placeholderData: (previous) => previous,
  });

// Order status changes and refunds. Each status change refreshes the orders, the dashboard (revenue counts
// completed orders) and the products (cancelling an order puts its stock back).
import type { OrderTrackingBody, SettableOrderStatus } from '@astroden/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkUpdateOrderStatus, refundOrder, setOrderTracking, updateOrderStatus } from '../../lib/api/orders.ts';
import { queryKeys } from '../../lib/query-keys.ts';

function invalidate(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: SettableOrderStatus }) =>
      updateOrderStatus(orderId, status),
    onSuccess: () => invalidate(queryClient),
  });
}

/** Several orders (by _id) to one status; refreshes even when some were refused (others moved). */
export function useBulkOrderStatus() {
  const queryClient = useQueryClient();
  return async (ids: string[], status: SettableOrderStatus) => {
    try {
      return await bulkUpdateOrderStatus(ids, status);
    } finally {
      invalidate(queryClient);
    }
  };
}

/** Sets the carrier and tracking number; the orders list (and the open details) refresh. */
export function useSetOrderTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: OrderTrackingBody }) => setOrderTracking(orderId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}

/**
 * Refunds a paid online order: `amount` in rupees, the whole remainder without it. `key` is the refund's
 * Idempotency-Key: the same for a retry of the same refund, so it is never made twice. The orders and the
 * dashboard (its sales) refresh.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, amount, key }: { orderId: string; amount?: number; key: string }) =>
      refundOrder(orderId, amount === undefined ? {} : { amount }, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}

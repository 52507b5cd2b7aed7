// Order status changes. Each refreshes the orders, the dashboard (revenue counts completed orders)
// and the products (cancelling an order puts its stock back).
import type { SettableOrderStatus } from '@astroden/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOrderStatus } from '../../lib/api/orders.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: SettableOrderStatus }) =>
      updateOrderStatus(orderId, status),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}

// "Your orders" (issue 24): the orders the signed-in customer placed while signed in, newest first, each with
// its status, what it holds, its total, how it is paid (issue 25) and, once it ships, the carrier and tracking number.
import type { TrackedOrder } from '@astroden/shared';
import { ORDER_MESSAGES, PAYMENT_METHOD_LABELS } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CustomerOrderStatus,
  CustomerPaymentStatus,
  itemsSummary,
  orderAmount,
  ParcelDetails,
} from '../../../components/catalog/customer-order.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { myOrdersQuery } from '../../../lib/api/orders.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';

export function MyOrders({ userId }: { userId: string }) {
  const orders = useQuery(myOrdersQuery(userId));
  let body: ReactNode;
  if (orders.isError) {
    body = (
      <ErrorState message={errorMessage(orders.error, ORDER_MESSAGES.fetchFailed)} onRetry={() => orders.refetch()} />
    );
  } else if (!orders.data) {
    body = <Spinner label="Loading your orders..." />;
  } else if (orders.data.length === 0) {
    body = (
      <EmptyState title="No orders yet">
        <ButtonLink to="/marketplace">Browse the Marketplace</ButtonLink>
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="Your orders" className="space-y-4">
        {orders.data.map((order) => (
          <li key={order.orderId}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="my-orders-heading" className="mt-10">
      <h2 id="my-orders-heading" className="mb-4 flex items-center gap-2 text-2xl">
        <Package aria-hidden="true" className="size-6 text-cyan-300" />
        Your orders
      </h2>
      {body}
    </section>
  );
}

function OrderCard({ order }: { order: TrackedOrder }) {
  return (
    <article aria-label={`Order ${order.orderId}`} className="glass space-y-3 rounded-2xl p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-mono text-base text-white">{order.orderId}</h3>
          <p className="text-sm text-slate-400">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
        </div>
        <CustomerOrderStatus status={order.status} />
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p className="min-w-0 break-words text-slate-200">{itemsSummary(order.items)}</p>
        <p className="font-semibold text-white tabular-nums">{orderAmount(order.totalAmount)}</p>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-300">
        <span className="text-slate-400">Payment</span>
        <span>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
        <CustomerPaymentStatus status={order.paymentStatus} />
      </p>
      <ParcelDetails order={order} />
    </article>
  );
}

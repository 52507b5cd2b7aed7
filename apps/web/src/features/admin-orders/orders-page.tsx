// Admin Orders: a search submitted with its button and the page, both in the URL; a paged table with
// status moves (cancelling asks first) and a details modal.
import type { Order } from '@astroden/shared';
import { ORDER_MESSAGES, PAGE_SIZES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { useListParams } from '../../components/admin/use-list-params.ts';
import { Button } from '../../components/ui/button.tsx';
import { orderListQuery } from '../../lib/api/orders.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { OrderDetailsModal } from './order-details-modal.tsx';
import type { StatusAction } from './order-lines.ts';
import { OrderPager } from './order-pager.tsx';
import { OrdersTable } from './orders-table.tsx';
import { useUpdateOrderStatus } from './use-order-mutations.ts';

export default function AdminOrdersPage() {
  usePageTitle('Orders');
  const { filters, page, setFilter, setPage } = useListParams(['search'] as const);
  const list = useQuery(orderListQuery({ page, limit: PAGE_SIZES.admin, search: filters.search || undefined }));
  const totalPages = list.data?.pagination.totalPages ?? 0;
  const total = list.data?.pagination.total ?? 0;

  // A page past the end (an old link, or the last order of the last page gone): go to the last one.
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [list.isPlaceholderData, totalPages, page, setPage]);

  // By orderId, so the open details follow the refreshed list after a status change.
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = list.data?.data.find((o) => o.orderId === viewingId) ?? null;
  const [cancelling, setCancelling] = useState<string | null>(null);
  const update = useUpdateOrderStatus();

  const setStatus = async (orderId: string, status: StatusAction) => {
    const isCancel = status === 'cancelled';
    try {
      await update.mutateAsync({ orderId, status });
      notify.success(isCancel ? ORDER_MESSAGES.cancelled : ORDER_MESSAGES.statusUpdated);
    } catch (err) {
      notify.error(errorMessage(err, isCancel ? ORDER_MESSAGES.cancelFailed : ORDER_MESSAGES.statusUpdateFailed));
    }
  };

  const onAction = (order: Order, action: StatusAction) => {
    if (action === 'cancelled') setCancelling(order.orderId);
    else void setStatus(order.orderId, action);
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    await setStatus(cancelling, 'cancelled');
    setCancelling(null);
  };

  return (
    <>
      <PageHeader title="Orders" description="Orders placed in the marketplace, newest first." />

      <SearchBox
        label="Search orders"
        placeholder="Order ID, name or email"
        value={filters.search}
        onSearch={(v) => setFilter('search', v)}
        submitLabel="Search"
        className="mb-4 max-w-2xl"
      />

      {list.data && total > 0 ? (
        <p className="mb-2 text-sm text-slate-400" aria-live="polite">
          {total} {total === 1 ? 'order' : 'orders'}
          {filters.search ? ` matching “${filters.search}”` : ''}
        </p>
      ) : null}

      <OrdersTable
        rows={list.data?.data}
        isLoading={list.isPending}
        isFetching={list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, ORDER_MESSAGES.fetchFailed) : null}
        onRetry={() => list.refetch()}
        emptyTitle="No orders found"
        emptyContent={
          filters.search ? (
            <Button variant="secondary" onClick={() => setFilter('search', '')}>
              Clear search
            </Button>
          ) : null
        }
        busyOrderId={update.isPending ? update.variables?.orderId : null}
        onView={(order) => setViewingId(order.orderId)}
        onAction={onAction}
      />

      {list.data && list.data.data.length > 0 ? (
        <div className="mt-4">
          <OrderPager page={page} totalPages={totalPages} onPageChange={setPage} />
        </div>
      ) : null}

      <OrderDetailsModal order={viewing} onClose={() => setViewingId(null)} />
      <CancelOrderDialog
        orderId={cancelling}
        busy={update.isPending}
        onConfirm={confirmCancel}
        onDismiss={() => setCancelling(null)}
      />
    </>
  );
}

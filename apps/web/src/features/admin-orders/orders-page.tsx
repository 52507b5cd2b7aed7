// Admin Orders: a search submitted with its button, status and payment-status filters, the sort and the page,
// all in the URL; a paged table with status moves (cancelling asks first, and offers to refund a paid online
// order), a details modal (with refunds), and the selected orders moved to a status together (one confirmation,
// then what was done and what was refused).
import type { Order, OrderListQuery, OrderStatus, PaymentStatus, SettableOrderStatus } from '@astroden/shared';
import {
  BULK_MESSAGES,
  ORDER_MESSAGES,
  ORDER_SORT_KEYS,
  ORDER_STATUSES,
  PAGE_SIZES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  sortValues,
} from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BulkSummaryDialog } from '../../components/admin/bulk-actions.tsx';
import { ListSelect } from '../../components/admin/list-select.tsx';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { statusLabel } from '../../components/admin/status-badge.tsx';
import { tableSort, toSortValue } from '../../components/admin/table-sort.ts';
import { useBulkAction } from '../../components/admin/use-bulk-action.ts';
import { useListParams } from '../../components/admin/use-list-params.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { orderListQuery } from '../../lib/api/orders.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { notify } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { OrderBulkBar } from './order-bulk-bar.tsx';
import { OrderDetailsModal } from './order-details-modal.tsx';
import type { StatusAction } from './order-lines.ts';
import { OrderPager } from './order-pager.tsx';
import { OrdersTable } from './orders-table.tsx';
import { useBulkOrderStatus, useRefundOrder, useUpdateOrderStatus } from './use-order-mutations.ts';

const SORTS = { values: sortValues(ORDER_SORT_KEYS), fallback: '-createdAt' as const };
const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

export default function AdminOrdersPage() {
  usePageTitle('Orders');
  const { filters, page, sort, setFilter, setFilters, setSort, setPage } = useListParams(
    ['search', 'status', 'paymentStatus'] as const,
    SORTS,
  );
  const status = isStatus(filters.status) ? filters.status : undefined;
  const paymentStatus = isPaymentStatus(filters.paymentStatus) ? filters.paymentStatus : undefined;
  const query: OrderListQuery = {
    page,
    limit: PAGE_SIZES.admin,
    search: filters.search || undefined,
    status,
    paymentStatus,
    sort,
  };
  const list = useQuery(orderListQuery(query));
  const moveOrders = useBulkOrderStatus();
  const orderIds = new Map((list.data?.data ?? []).map((o) => [o._id, `#${o.orderId}`]));
  const bulk = useBulkAction<SettableOrderStatus>(JSON.stringify(query), {
    send: moveOrders,
    nameOf: (id) => orderIds.get(id) ?? id,
    describe: (to) => ({ title: 'Move orders', doneLabel: `Moved to ${statusLabel(to)}` }),
    failedMessage: BULK_MESSAGES.failed,
  });
  const totalPages = list.data?.pagination.totalPages ?? 0;
  const total = list.data?.pagination.total ?? 0;

  // A page past the end (an old link, or the last order of the last page gone): go to the last one.
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [list.isPlaceholderData, totalPages, page, setPage]);

  // By orderId, so the open details follow the refreshed list after a status change.
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = list.data?.data.find((o) => o.orderId === viewingId) ?? null;
  const [cancellingId, setCancelling] = useState<string | null>(null);
  const cancelling = list.data?.data.find((o) => o.orderId === cancellingId) ?? null;
  const update = useUpdateOrderStatus();
  const refund = useRefundOrder();

  /** Moves an order; true when it moved. */
  const setStatus = async (orderId: string, status: StatusAction) => {
    const isCancel = status === 'cancelled';
    try {
      await update.mutateAsync({ orderId, status });
      notify.success(isCancel ? ORDER_MESSAGES.cancelled : ORDER_MESSAGES.statusUpdated);
      return true;
    } catch (err) {
      notify.error(errorMessage(err, isCancel ? ORDER_MESSAGES.cancelFailed : ORDER_MESSAGES.statusUpdateFailed));
      return false;
    }
  };

  const onAction = (order: Order, action: StatusAction) => {
    if (action === 'cancelled') setCancelling(order.orderId);
    else void setStatus(order.orderId, action);
  };

  // Cancelled first: money goes back only for an order that will not ship. The whole remainder is refunded.
  const confirmCancel = async ({ refundPaid }: { refundPaid: boolean }) => {
    if (!cancelling) return;
    const { orderId } = cancelling;
    if ((await setStatus(orderId, 'cancelled')) && refundPaid) {
      try {
        const res = await refund.mutateAsync({ orderId, key: newIdempotencyKey() });
        notify.success(res.message ?? ORDER_MESSAGES.refundStarted);
      } catch (err) {
        notify.error(errorMessage(err, ORDER_MESSAGES.refundFailed));
      }
    }
    setCancelling(null);
  };

  return (
    <>
      <PageHeader title="Orders" description="Orders placed in the marketplace, newest first." />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label="Search orders"
          placeholder="Order ID, name or email"
          value={filters.search}
          onSearch={(v) => setFilter('search', v)}
          submitLabel="Search"
          className="max-w-2xl flex-1"
        />
        <ListSelect label="Status" value={status ?? ''} onChange={(v) => setFilter('status', v)}>
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </ListSelect>
        <ListSelect label="Payment status" value={paymentStatus ?? ''} onChange={(v) => setFilter('paymentStatus', v)}>
          <option value="">All payments</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PAYMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </ListSelect>
      </div>

      {list.data && total > 0 ? (
        <p className="mb-2 text-sm text-slate-400" aria-live="polite">
          {total} {total === 1 ? 'order' : 'orders'}
          {filters.search ? ` matching “${filters.search}”` : ''}
        </p>
      ) : null}

      <OrderBulkBar count={bulk.selected.length} onMove={bulk.ask} onClear={bulk.clear} />

      <OrdersTable
        rows={list.data?.data}
        isLoading={list.isPending}
        isFetching={list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, ORDER_MESSAGES.fetchFailed) : null}
        onRetry={() => list.refetch()}
        emptyTitle="No orders found"
        emptyContent={
          filters.search || status || paymentStatus ? (
            <Button variant="secondary" onClick={() => setFilters({ search: '', status: '', paymentStatus: '' })}>
              {status || paymentStatus ? 'Clear filters' : 'Clear search'}
            </Button>
          ) : null
        }
        busyOrderId={update.isPending ? update.variables?.orderId : null}
        onView={(order) => setViewingId(order.orderId)}
        onAction={onAction}
        sort={tableSort(sort)}
        onSortChange={(next) => setSort(toSortValue(next) as typeof sort)}
        selection={{ selected: bulk.selected, onChange: bulk.setSelected, rowName: (o) => `order #${o.orderId}` }}
      />

      {list.data && list.data.data.length > 0 ? (
        <div className="mt-4">
          <OrderPager page={page} totalPages={totalPages} onPageChange={setPage} />
        </div>
      ) : null}

      <OrderDetailsModal order={viewing} onClose={() => setViewingId(null)} />
      <CancelOrderDialog
        order={cancelling}
        busy={update.isPending || refund.isPending}
        onConfirm={confirmCancel}
        onDismiss={() => setCancelling(null)}
      />
      <ConfirmDialog
        open={bulk.pending !== null}
        title="Move orders"
        message={ORDER_MESSAGES.confirmBulkStatus(bulk.selected.length, statusLabel(bulk.pending ?? ''))}
        confirmLabel="Move"
        busy={bulk.busy}
        onConfirm={bulk.confirm}
        onCancel={bulk.cancel}
      />
      <BulkSummaryDialog summary={bulk.summary} onClose={bulk.closeSummary} />
    </>
  );
}

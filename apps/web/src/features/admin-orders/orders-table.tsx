// The orders table: id, customer, items (first product, item count, "+N more"), total, status, payment (how
// and where its money stands), date, and the actions an order's status still allows. Total, status and date
// sort (the API's sort keys).
import type { Order } from '@astroden/shared';
import { PAYMENT_METHOD_LABELS } from '@astroden/shared/constants';
import { CircleCheck, CircleX, Eye, type LucideIcon, PackageOpen } from 'lucide-react';
import { type Column, DataTable, type DataTableProps } from '../../components/admin/data-table.tsx';
import { IconButton } from '../../components/admin/icon-button.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '../../components/admin/status-badge.tsx';
import { ProductImage } from '../../components/catalog/product-image.tsx';
import { formatDate, formatRupees } from '../../lib/format.ts';
import {
  ACTION_LABELS,
  itemCount,
  itemCountText,
  moreProductsText,
  type StatusAction,
  statusActions,
} from './order-lines.ts';

// Icons keep the dense table narrow on wide screens; the action's name (spec: 'Mark Processing',
// 'Mark Completed', 'Cancel') is the button's text, visible on phones (no tooltips on touch) and
// kept for screen readers everywhere.
const ACTION_ICONS: Record<StatusAction, LucideIcon> = {
  processing: PackageOpen,
  completed: CircleCheck,
  cancelled: CircleX,
};
function StatusButton({ action, disabled, onClick }: { action: StatusAction; disabled: boolean; onClick(): void }) {
  const Icon = ACTION_ICONS[action];
  const tone =
    action === 'cancelled' ? 'hover:bg-red-500/15 hover:text-red-300' : 'hover:bg-neon-cyan/10 hover:text-cyan-200';
  return (
    <button
      type="button"
      title={ACTION_LABELS[action]}
      disabled={disabled}
      onClick={onClick}
      // relative: the visually hidden text stays inside the button, not the scrolling table.
      className={`relative inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-slate-300 transition-colors disabled:cursor-not-allowed disabled:opacity-40 @max-4xl/table:border @max-4xl/table:border-white/10 @4xl/table:w-8 @4xl/table:justify-center @4xl/table:px-0 ${tone}`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="text-xs whitespace-nowrap @4xl/table:sr-only">{ACTION_LABELS[action]}</span>
    </button>
  );
}

// Eight columns need about 76rem. Between the table's 56rem and that, the Date column and the items'
// thumbnails give way, and the payment shows under the status (see DataTable for the container and its variants).
const MERGED_DATE =
  '@4xl/table:@max-[76rem]/table:after:mt-1 @4xl/table:@max-[76rem]/table:after:block @4xl/table:@max-[76rem]/table:after:text-xs @4xl/table:@max-[76rem]/table:after:whitespace-nowrap @4xl/table:@max-[76rem]/table:after:text-slate-400 @4xl/table:@max-[76rem]/table:after:content-[attr(data-date)]';

/** How an order is paid and where its money stands. */
function Payment({ order }: { order: Order }) {
  return (
    <span className="flex flex-col items-start gap-1 @max-4xl/table:items-end">
      <span className="text-xs whitespace-nowrap text-slate-300">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
      <PaymentStatusBadge status={order.paymentStatus} />
    </span>
  );
}

type TableState = Omit<DataTableProps<Order>, 'caption' | 'columns' | 'rowKey'>;

interface OrdersTableProps extends TableState {
  onView(order: Order): void;
  onAction(order: Order, action: StatusAction): void;
  /** The order whose status is being changed: its buttons wait. */
  busyOrderId?: string | null;
}

function ItemsCell({ order }: { order: Order }) {
  const first = order.products[0];
  if (!first) return <span className="text-slate-400">No items</span>;
  const more = moreProductsText(order);
  return (
    <span className="flex min-w-0 items-center gap-3 @max-4xl/table:justify-end">
      <ProductImage
        path={first.productId.images[0]}
        alt=""
        sizes="40px"
        width={40}
        height={40}
        className="size-10 shrink-0 rounded-md border border-white/10 bg-space-950 object-cover @4xl/table:@max-[76rem]/table:hidden"
      />
      <span className="min-w-0 text-left">
        <span className="block truncate @4xl/table:max-w-40" title={first.productId.name}>
          {first.productId.name}
        </span>
        <span className="block text-xs text-slate-400">
          {itemCountText(itemCount(order))}
          {more ? <span className="ml-1.5 text-cyan-300">{more}</span> : null}
        </span>
      </span>
    </span>
  );
}

export function OrdersTable({ onView, onAction, busyOrderId, ...state }: OrdersTableProps) {
  const columns: Column<Order>[] = [
    {
      id: 'id',
      header: 'Order ID',
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (o) => <span className="font-mono text-xs">#{o.orderId}</span>,
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: (o) => (
        <span className="block min-w-0">
          <span className="block truncate @4xl/table:max-w-36">{o.customer.fullName || 'N/A'}</span>
          <span className="block truncate text-xs text-slate-400 @4xl/table:max-w-36" title={o.customer.email}>
            {o.customer.email || 'N/A'}
          </span>
        </span>
      ),
    },
    { id: 'items', header: 'Items', cell: (o) => <ItemsCell order={o} /> },
    {
      id: 'totalAmount',
      header: 'Total',
      align: 'right',
      sortable: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (o) => formatRupees(o.totalAmount, { decimals: 2 }),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (o) => (
        // Up to 76rem of table the Date column gives way, and the date shows under the status. As
        // generated text it is read there by screen readers, and the page holds the date once.
        <span data-date={formatDate(o.createdAt)} className={MERGED_DATE}>
          <OrderStatusBadge status={o.status} />
          <span className="mt-1 hidden @4xl/table:@max-[76rem]/table:block">
            <Payment order={o} />
          </span>
          {/* Why a rule (not a person) moved it, e.g. cancelled because nobody confirmed it in time. */}
          {o.statusReason ? (
            <span className="mt-1 block max-w-48 whitespace-normal text-xs text-slate-400">{o.statusReason}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'payment',
      header: 'Payment',
      className: '@4xl/table:@max-[76rem]/table:hidden',
      cell: (o) => <Payment order={o} />,
    },
    {
      id: 'createdAt',
      header: 'Date',
      sortable: true,
      className: 'whitespace-nowrap @4xl/table:@max-[76rem]/table:hidden',
      cell: (o) => formatDate(o.createdAt),
    },
    {
      id: 'actions',
      // A visible header: an sr-only one is absolutely positioned and, when this wide table scrolls,
      // would stretch the whole page sideways.
      header: 'Actions',
      mobileLabel: '',
      align: 'right',
      cell: (o) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
        <span
          role="group"
          aria-label={`Actions for order #${o.orderId}`}
          className="inline-flex flex-wrap items-center justify-end gap-1 @max-4xl/table:gap-1.5 @4xl/table:flex-nowrap"
        >
          <IconButton label={`View details of order #${o.orderId}`} icon={Eye} onClick={() => onView(o)} />
          {statusActions(o).map((action) => (
            <StatusButton
              key={action}
              action={action}
              disabled={busyOrderId === o.orderId}
              onClick={() => onAction(o, action)}
            />
          ))}
        </span>
      ),
    },
  ];
  return (
    <DataTable caption="Orders" columns={columns} rowKey={(o) => o._id} loadingLabel="Loading orders..." {...state} />
  );
}

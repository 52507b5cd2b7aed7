import type { Order } from '@astroden/shared';
import { DataTable } from '../../../components/admin/data-table.tsx';
import { OrderStatusBadge } from '../../../components/admin/status-badge.tsx';
import { formatDate, formatRupees } from '../../../lib/format.ts';

export function RecentOrders({ orders }: { orders: Order[] }) {
  return (
    <DataTable
      caption="Recent orders"
      rows={orders}
      rowKey={(o) => o._id}
      emptyTitle="No orders yet"
      columns={[
        {
          id: 'id',
          header: 'Order ID',
          rowHeader: true,
          cell: (o) => <span className="font-mono text-xs">#{o.orderId}</span>,
        },
        {
          id: 'customer',
          header: 'Customer',
          cell: (o) => (
            <span className="block min-w-0">
              <span className="block truncate">{o.customer.fullName || 'N/A'}</span>
              <span className="block truncate text-xs text-slate-400">{o.customer.email || 'N/A'}</span>
            </span>
          ),
        },
        { id: 'date', header: 'Date', cell: (o) => formatDate(o.createdAt), className: 'whitespace-nowrap' },
        {
          id: 'total',
          header: 'Total',
          align: 'right',
          className: 'whitespace-nowrap tabular-nums',
          cell: (o) => formatRupees(o.totalAmount, { decimals: 2 }),
        },
        { id: 'status', header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
      ]}
    />
  );
}

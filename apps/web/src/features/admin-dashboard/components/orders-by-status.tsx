// How the range's orders stand: one line per status with its count; the bar only pictures the share.
import type { SalesAnalytics } from '@astroden/shared';
import { OrderStatusBadge } from '../../../components/admin/status-badge.tsx';

export function OrdersByStatus({ byStatus }: { byStatus: SalesAnalytics['byStatus'] }) {
  const all = byStatus.reduce((sum, s) => sum + s.count, 0);
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-200">Orders by status</h3>
      <ul aria-label="Orders by status" className="space-y-2">
        {byStatus.map(({ status, count }) => (
          <li key={status} className="text-sm">
            <div className="flex items-center justify-between gap-2">
              <OrderStatusBadge status={status} />
              <span className="text-slate-100 tabular-nums">{count}</span>
            </div>
            <div aria-hidden="true" className="mt-1 h-1 rounded-full bg-white/5">
              <div
                className="h-1 rounded-full bg-neon-cyan/60"
                style={{ width: `${all ? (count / all) * 100 : 0}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

// Sales Analytics: the period switch (Week / Month / Year, month first), the lazily loaded chart and,
// for screen readers, the same numbers as a table.
import { DEFAULT_SALES_PERIOD, type SalesPeriod } from '@astroden/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { salesQuery } from '../../../lib/api/dashboard.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatRupees } from '../../../lib/format.ts';
import { periodLabel } from '../sales-labels.ts';
import { Panel } from './panel.tsx';

const SalesChart = lazy(() => import('./sales-chart.tsx'));

const PERIOD_OPTIONS = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
] as const satisfies readonly { value: SalesPeriod; label: string }[];

export function SalesCard() {
  const [period, setPeriod] = useState<SalesPeriod>(DEFAULT_SALES_PERIOD);
  const sales = useQuery({ ...salesQuery(period), placeholderData: (previous) => previous });
  const rows = sales.data ?? [];
  const total = rows.reduce((sum, r) => sum + r.total, 0);
  const orders = rows.reduce((sum, r) => sum + r.count, 0);

  return (
    <Panel
      title="Sales Analytics"
      className="xl:col-span-2"
      actions={
        <SegmentedControl<SalesPeriod>
          label="Sales period"
          options={PERIOD_OPTIONS}
          value={period}
          onChange={(next) => setPeriod(next)}
        />
      }
    >
      {sales.isError ? (
        <ErrorState message={errorMessage(sales.error, 'Failed to fetch sales')} onRetry={() => sales.refetch()} />
      ) : sales.isPending ? (
        <Spinner label="Loading sales..." className="h-72" />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-400">
            <span className="font-semibold text-slate-100 tabular-nums">{formatRupees(total, { decimals: 2 })}</span>{' '}
            from {orders} completed {orders === 1 ? 'order' : 'orders'}
          </p>
          <div aria-hidden="true" className={`h-72 transition-opacity ${sales.isPlaceholderData ? 'opacity-50' : ''}`}>
            {rows.length > 0 ? (
              <Suspense fallback={<Spinner label="Loading chart..." className="h-full" />}>
                <SalesChart rows={rows} />
              </Suspense>
            ) : (
              <p className="flex h-full items-center justify-center text-sm text-slate-400">No sales yet.</p>
            )}
          </div>
          <table className="sr-only">
            <caption>Sales per {period}</caption>
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Sales</th>
                <th scope="col">Orders</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r._id}>
                  <th scope="row">{periodLabel(r._id)}</th>
                  <td>{formatRupees(r.total, { decimals: 2 })}</td>
                  <td>{r.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  );
}

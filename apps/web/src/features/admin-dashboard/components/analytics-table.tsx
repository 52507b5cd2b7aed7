// The table behind the chart, for screen readers and anyone who wants the numbers: folded away by default.
import type { SalesAnalytics } from '@astroden/shared';
import { formatRupees } from '../../../lib/format.ts';
import { rangeLabel } from '../analytics-figures.ts';

const money = (n: number) => formatRupees(n, { decimals: 2 });

export function AnalyticsTable({ analytics }: { analytics: SalesAnalytics }) {
  const { buckets, previous, bucket } = analytics;
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer text-cyan-200 hover:text-cyan-100">Show the numbers as a table</summary>
      <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-white/10">
        <table className="w-full text-left tabular-nums">
          <caption className="sr-only">
            Revenue and orders per {bucket}, {rangeLabel(analytics.from, analytics.to)}
          </caption>
          <thead className="sticky top-0 bg-space-900 text-xs text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2">
                Period
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Revenue
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Orders
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Completed
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Average order value
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Previous period revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            {buckets.map((b, i) => (
              <tr key={b.start}>
                <th scope="row" className="px-3 py-1.5 font-normal text-slate-200">
                  {b.label}
                </th>
                <td className="px-3 py-1.5 text-right">{money(b.revenue)}</td>
                <td className="px-3 py-1.5 text-right">{b.orders}</td>
                <td className="px-3 py-1.5 text-right">{b.completedOrders}</td>
                <td className="px-3 py-1.5 text-right">{money(b.averageOrderValue)}</td>
                <td className="px-3 py-1.5 text-right">
                  {previous.buckets[i] ? money(previous.buckets[i].revenue) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

// The table behind the analytics chart as CSV: one row per bucket, the previous period's bucket of the same
// position beside it. Numbers are plain (no currency sign or grouping) so a spreadsheet reads them as numbers.
import { ANALYTICS_CSV_COLUMNS, type SalesAnalytics } from '@astroden/shared';
import { stringify } from 'csv-stringify/sync';

export function analyticsCsv(analytics: SalesAnalytics): string {
  const rows = analytics.buckets.map((b, i) => {
    const before = analytics.previous.buckets[i];
    return [
      b.start,
      b.label,
      b.revenue.toFixed(2),
      b.orders,
      b.completedOrders,
      b.averageOrderValue.toFixed(2),
      before?.start ?? '',
      before ? before.revenue.toFixed(2) : '',
    ];
  });
  return stringify([[...ANALYTICS_CSV_COLUMNS], ...rows], { record_delimiter: 'windows' });
}

/** e.g. sales-2026-10-26-to-2026-11-24-day.csv */
export const analyticsCsvName = (a: SalesAnalytics) => `sales-${a.from}-to-${a.to}-${a.bucket}.csv`;

// Sales by date range (issue 11): the range and bucket from the URL, KPI cards against the previous period,
// the chart, orders by status, the table behind the chart and its CSV. Days are the shop's (its time zone).
import { ANALYTICS_MESSAGES, DEFAULT_SHOP_TIMEZONE, todayIn } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { salesAnalyticsQuery } from '../../../lib/api/analytics.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { rangeLabel } from '../analytics-figures.ts';
import { useAnalyticsRange } from '../analytics-range.ts';
import { AnalyticsControls } from './analytics-controls.tsx';
import { AnalyticsKpis } from './analytics-kpis.tsx';
import { AnalyticsTable } from './analytics-table.tsx';
import { CsvButton } from './csv-button.tsx';
import { OrdersByStatus } from './orders-by-status.tsx';
import { Panel } from './panel.tsx';

const AnalyticsChart = lazy(() => import('./analytics-chart.tsx'));

/** The time zone to count "today" in before the server has said which one the shop uses. */
const FALLBACK_TIMEZONE = DEFAULT_SHOP_TIMEZONE;

export function AnalyticsSection() {
  const { range, setRange } = useAnalyticsRange();
  const analytics = useQuery(salesAnalyticsQuery(range));
  const data = analytics.data;
  const today = todayIn(data?.timezone ?? FALLBACK_TIMEZONE);

  let body: ReactNode;
  if (analytics.isError) {
    body = (
      <ErrorState
        message={errorMessage(analytics.error, ANALYTICS_MESSAGES.fetchFailed)}
        onRetry={() => analytics.refetch()}
      />
    );
  } else if (!data) {
    body = <Spinner label="Loading sales analytics..." className="h-72" />;
  } else {
    body = (
      <div aria-busy={analytics.isPlaceholderData} className={analytics.isPlaceholderData ? 'opacity-60' : ''}>
        <p className="mb-3 text-xs text-slate-400">
          <span className="text-slate-200">{rangeLabel(data.from, data.to)}</span>, compared with{' '}
          {rangeLabel(data.previous.from, data.previous.to)} · days in {data.timezone}
        </p>
        <AnalyticsKpis totals={data.totals} previous={data.previous.totals} />
        <div className="mt-4 grid gap-4 lg:grid-cols-4">
          <div className="h-72 lg:col-span-3">
            {data.totals.orders > 0 ? (
              <div aria-hidden="true" className="h-full">
                <Suspense fallback={<Spinner label="Loading chart..." className="h-full" />}>
                  <AnalyticsChart analytics={data} />
                </Suspense>
              </div>
            ) : (
              <p className="flex h-full items-center justify-center rounded-lg border border-dashed border-white/10 text-sm text-slate-400">
                {ANALYTICS_MESSAGES.noOrders}
              </p>
            )}
          </div>
          <OrdersByStatus byStatus={data.byStatus} />
        </div>
        <AnalyticsTable analytics={data} />
      </div>
    );
  }

  return (
    <Panel title="Sales by Date Range" actions={<CsvButton range={range} />}>
      <AnalyticsControls
        from={range.from ?? data?.from ?? ''}
        to={range.to ?? data?.to ?? ''}
        bucket={range.bucket}
        today={today}
        onChange={(next) => setRange(next)}
      />
      {body}
    </Panel>
  );
}

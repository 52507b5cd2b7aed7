// Revenue per bucket (bars) against the previous period's bucket in the same position (a dashed line).
// Loaded lazily, like the sales chart; a picture only (accessibilityLayer off): the table carries the numbers.
import type { SalesAnalytics } from '@astroden/shared';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '../../../lib/format.ts';
import { tickLabel } from '../analytics-figures.ts';
import { gridProps, tooltipProps, xAxisProps, yAxisProps } from './chart-theme.ts';

export default function AnalyticsChart({ analytics }: { analytics: SalesAnalytics }) {
  const { buckets, previous, bucket } = analytics;
  const data = buckets.map((b, i) => ({
    tick: tickLabel(bucket, b.start),
    label: b.label,
    revenue: b.revenue,
    orders: b.orders,
    previous: previous.buckets[i]?.revenue ?? null,
  }));
  const max = Math.max(0, ...data.map((d) => Math.max(d.revenue, d.previous ?? 0)));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 280 }}>
      <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 12, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id="analytics-bar" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#22d3ee" stopOpacity={0.95} />
            <stop offset="100%" stopColor="#22d3ee" stopOpacity={0.45} />
          </linearGradient>
        </defs>
        <CartesianGrid {...gridProps} />
        <XAxis {...xAxisProps} dataKey="tick" minTickGap={12} />
        <YAxis {...yAxisProps(max)} />
        <Tooltip
          {...tooltipProps}
          labelFormatter={(_tick, items) => (items?.[0]?.payload as { label?: string } | undefined)?.label ?? ''}
          formatter={(value, name) => [formatRupees(Number(value), { decimals: 2 }), name]}
        />
        <Legend wrapperStyle={{ fontSize: 12, color: '#cbd5e1' }} />
        <Bar dataKey="revenue" name="This period" fill="url(#analytics-bar)" radius={[3, 3, 0, 0]} maxBarSize={40} />
        <Line
          dataKey="previous"
          name="Previous period"
          stroke="#a78bfa"
          strokeWidth={2}
          strokeDasharray="5 4"
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

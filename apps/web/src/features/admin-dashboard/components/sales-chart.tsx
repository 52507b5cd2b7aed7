// The recharts bar chart of sales per period. Loaded lazily: recharts stays out of every other chunk.
// The chart is a picture for sighted users (not focusable: accessibilityLayer off); the table beside it carries
// the same figures for screen readers.
import type { SalesRow } from '@astroden/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '../../../lib/format.ts';
import { periodLabel } from '../sales-labels.ts';
import { gridProps, tooltipProps, xAxisProps, yAxisProps } from './chart-theme.ts';

export default function SalesChart({ rows }: { rows: SalesRow[] }) {
  const data = rows.map((r) => ({ ...r, label: periodLabel(r._id) }));
  const max = Math.max(0, ...rows.map((r) => r.total));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 280 }}>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 12, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id="sales-bar" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#22d3ee" stopOpacity={0.95} />
            <stop offset="100%" stopColor="#a78bfa" stopOpacity={0.7} />
          </linearGradient>
        </defs>
        <CartesianGrid {...gridProps} />
        <XAxis {...xAxisProps} dataKey="label" minTickGap={8} />
        <YAxis {...yAxisProps(max)} />
        <Tooltip
          {...tooltipProps}
          formatter={(value, _name, item) => [
            `${formatRupees(Number(value), { decimals: 2 })} · ${(item.payload as SalesRow).count} orders`,
            'Sales',
          ]}
        />
        <Bar dataKey="total" name="Sales" fill="url(#sales-bar)" radius={[4, 4, 0, 0]} maxBarSize={48} />
      </BarChart>
    </ResponsiveContainer>
  );
}

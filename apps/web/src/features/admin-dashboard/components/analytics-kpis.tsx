// Revenue, orders and average order value for the range, each with its change against the previous period
// in words and sign (+12%, −5%, New), the arrow and colour only repeating it.
import type { AnalyticsTotals } from '@astroden/shared';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { formatRupees } from '../../../lib/format.ts';
import { type Change, changeOf } from '../analytics-figures.ts';

const countFormat = new Intl.NumberFormat('en-IN');
const money = (n: number) => formatRupees(n, { decimals: 2 });

const tone: Record<Change['direction'], string> = {
  up: 'text-emerald-300',
  down: 'text-red-300',
  same: 'text-slate-300',
  new: 'text-cyan-200',
};

function ChangeNote({ change, previous }: { change: Change; previous: string }) {
  const Icon = change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : Minus;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-slate-400">
      <span className={`inline-flex items-center gap-0.5 font-semibold ${tone[change.direction]}`}>
        <Icon aria-hidden="true" className="size-3.5" />
        {change.text}
      </span>
      <span>vs. previous period ({previous})</span>
    </p>
  );
}

export function AnalyticsKpis({ totals, previous }: { totals: AnalyticsTotals; previous: AnalyticsTotals }) {
  const cards = [
    {
      label: 'Revenue',
      hint: 'completed orders',
      value: money(totals.revenue),
      change: changeOf(totals.revenue, previous.revenue),
      before: money(previous.revenue),
    },
    {
      label: 'Orders placed',
      hint: `${countFormat.format(totals.completedOrders)} completed`,
      value: countFormat.format(totals.orders),
      change: changeOf(totals.orders, previous.orders),
      before: countFormat.format(previous.orders),
    },
    {
      label: 'Average order value',
      hint: 'per completed order',
      value: money(totals.averageOrderValue),
      change: changeOf(totals.averageOrderValue, previous.averageOrderValue),
      before: money(previous.averageOrderValue),
    },
  ];
  return (
    <ul aria-label="Sales figures" className="grid gap-3 sm:grid-cols-3">
      {cards.map((card) => (
        <li key={card.label} className="rounded-lg border border-white/10 bg-space-950/50 p-3">
          <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">
            {card.label} <span className="normal-case tracking-normal text-slate-400">· {card.hint}</span>
          </p>
          <p className="mt-1 truncate text-xl font-semibold text-white tabular-nums" title={card.value}>
            {card.value}
          </p>
          <ChangeNote change={card.change} previous={card.before} />
        </li>
      ))}
    </ul>
  );
}

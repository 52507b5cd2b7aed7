import type { DashboardOverview } from '@astroden/shared';
import { IndianRupee, type LucideIcon, Package, ShoppingCart, Users } from 'lucide-react';
import { formatRupees } from '../../../lib/format.ts';

const countFormat = new Intl.NumberFormat('en-IN');

export function OverviewCards({ overview }: { overview: DashboardOverview }) {
  const cards: { label: string; value: string; icon: LucideIcon; tone: string }[] = [
    { label: 'Total Users', value: countFormat.format(overview.totalUsers), icon: Users, tone: 'text-cyan-300' },
    {
      label: 'Total Products',
      value: countFormat.format(overview.totalProducts),
      icon: Package,
      tone: 'text-violet-300',
    },
    {
      label: 'Total Orders',
      value: countFormat.format(overview.totalOrders),
      icon: ShoppingCart,
      tone: 'text-amber-200',
    },
    {
      label: 'Total Revenue',
      value: formatRupees(overview.totalRevenue, { decimals: 2 }),
      icon: IndianRupee,
      tone: 'text-emerald-300',
    },
  ];
  return (
    <ul aria-label="Overview" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li key={label} className="rounded-xl border border-white/10 bg-space-900/60 p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</p>
            <Icon aria-hidden="true" className={`size-4 shrink-0 ${tone}`} />
          </div>
          <p className="mt-2 truncate text-xl font-semibold text-white tabular-nums sm:text-2xl" title={value}>
            {value}
          </p>
        </li>
      ))}
    </ul>
  );
}

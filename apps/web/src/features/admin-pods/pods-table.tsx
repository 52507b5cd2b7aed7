// The admin pods table's columns (the list screen adds Edit and Delete): the sortable ones are the
// API's sort keys.
import type { Pod } from '@astroden/shared';
import type { Column } from '../../components/admin/data-table.tsx';
import { formatRupees } from '../../lib/format.ts';

const SHOWN_FEATURES = 3;

function FeatureChips({ features }: { features: string[] }) {
  if (features.length === 0) return <span className="text-slate-500">—</span>;
  const rest = features.length - SHOWN_FEATURES;
  return (
    <ul className="flex flex-wrap gap-1 @max-4xl/table:justify-end" aria-label="Features">
      {features.slice(0, SHOWN_FEATURES).map((f) => (
        <li
          key={f}
          className="max-w-40 truncate rounded-full bg-violet-500/15 px-2 py-0.5 text-xs text-violet-100 ring-1 ring-violet-400/30"
          title={f}
        >
          {f}
        </li>
      ))}
      {rest > 0 ? (
        <li
          className="rounded-full bg-white/5 px-2 py-0.5 text-xs text-slate-300"
          title={features.slice(SHOWN_FEATURES).join(', ')}
        >
          +{rest}
          <span className="sr-only"> more</span>
        </li>
      ) : null}
    </ul>
  );
}

export const podColumns: Column<Pod>[] = [
  { id: 'name', header: 'Name', rowHeader: true, sortable: true, cell: (p) => p.name },
  {
    id: 'size',
    header: 'Size (sqft)',
    align: 'right',
    sortable: true,
    className: 'tabular-nums',
    cell: (p) => (p.size === null ? '—' : p.size),
  },
  {
    id: 'price',
    header: 'Price',
    align: 'right',
    sortable: true,
    className: 'whitespace-nowrap tabular-nums',
    cell: (p) => (p.price === null ? '—' : formatRupees(p.price, { decimals: 2 })),
  },
  { id: 'features', header: 'Features', cell: (p) => <FeatureChips features={p.features} /> },
];

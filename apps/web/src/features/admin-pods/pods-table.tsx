import type { Pod } from '@astroden/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { type Column, DataTable, type DataTableProps } from '../../components/admin/data-table.tsx';
import { IconButton } from '../../components/admin/icon-button.tsx';
import { formatRupees } from '../../lib/format.ts';

const SHOWN_FEATURES = 3;

type TableState = Omit<DataTableProps<Pod>, 'caption' | 'columns' | 'rowKey'>;

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

export function PodsTable({
  onEdit,
  onDelete,
  ...state
}: TableState & { onEdit(pod: Pod): void; onDelete(pod: Pod): void }) {
  const columns: Column<Pod>[] = [
    { id: 'name', header: 'Name', rowHeader: true, cell: (p) => p.name },
    {
      id: 'size',
      header: 'Size (sqft)',
      align: 'right',
      className: 'tabular-nums',
      cell: (p) => (p.size === null ? '—' : p.size),
    },
    {
      id: 'price',
      header: 'Price',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (p) => (p.price === null ? '—' : formatRupees(p.price, { decimals: 2 })),
    },
    { id: 'features', header: 'Features', cell: (p) => <FeatureChips features={p.features} /> },
    {
      id: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      mobileLabel: '',
      align: 'right',
      cell: (p) => (
        <span className="inline-flex gap-1">
          <IconButton label={`Edit ${p.name}`} icon={Pencil} onClick={() => onEdit(p)} />
          <IconButton label={`Delete ${p.name}`} icon={Trash2} tone="danger" onClick={() => onDelete(p)} />
        </span>
      ),
    },
  ];
  return <DataTable caption="Pods" columns={columns} rowKey={(p) => p._id} loadingLabel="Loading pods..." {...state} />;
}

// The dashboard's pods table (first 10); a failed fetch just shows nothing (spec section 7).
import { PAGE_SIZES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/admin/data-table.tsx';
import { podListQuery } from '../../../lib/api/pods.ts';
import { formatRupees } from '../../../lib/format.ts';
import { Panel } from './panel.tsx';

export function PodsOverview() {
  const pods = useQuery(podListQuery({ limit: PAGE_SIZES.dashboardPods }));
  if (pods.isError) return null;
  return (
    <Panel title="Space Pods">
      <DataTable
        caption="Space pods"
        rows={pods.data?.data}
        isLoading={pods.isPending}
        loadingLabel="Loading pods..."
        rowKey={(p) => p._id}
        emptyTitle="No pods yet"
        columns={[
          { id: 'name', header: 'Name', rowHeader: true, cell: (p) => p.name },
          { id: 'category', header: 'Category', cell: (p) => p.category ?? '—' },
          {
            id: 'size',
            header: 'Size (sqft)',
            align: 'right',
            className: 'tabular-nums',
            cell: (p) => (p.size ?? '—').toString(),
          },
          {
            id: 'price',
            header: 'Price',
            align: 'right',
            className: 'whitespace-nowrap tabular-nums',
            cell: (p) => (p.price === null ? '—' : formatRupees(p.price, { decimals: 2 })),
          },
          { id: 'features', header: 'Features', align: 'right', cell: (p) => p.features.length },
        ]}
      />
    </Panel>
  );
}

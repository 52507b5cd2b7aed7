import type { Product } from '@astroden/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { type Column, DataTable, type DataTableProps } from '../../components/admin/data-table.tsx';
import { IconButton } from '../../components/admin/icon-button.tsx';
import { ProductImage } from '../../components/catalog/product-image.tsx';
import { formatRupees } from '../../lib/format.ts';
import { StockBadge } from './stock-badge.tsx';

type TableState = Omit<DataTableProps<Product>, 'caption' | 'columns' | 'rowKey'>;

export function ProductsTable({
  onEdit,
  onDelete,
  ...state
}: TableState & { onEdit(product: Product): void; onDelete(product: Product): void }) {
  const columns: Column<Product>[] = [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (p) => (
        <span className="flex min-w-0 items-center gap-3">
          <ProductImage
            path={p.images[0] ?? p.image}
            alt=""
            sizes="40px"
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-md border border-white/10 bg-space-950 object-cover"
          />
          <span className="min-w-0 truncate @4xl/table:max-w-72" title={p.name}>
            {p.name}
          </span>
        </span>
      ),
    },
    { id: 'category', header: 'Category', cell: (p) => p.category },
    {
      id: 'price',
      header: 'Price',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (p) => formatRupees(p.price, { decimals: 2 }),
    },
    { id: 'stock', header: 'Stock', cell: (p) => <StockBadge stock={p.stock} /> },
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
  return (
    <DataTable
      caption="Products"
      columns={columns}
      rowKey={(p) => p._id}
      loadingLabel="Loading products..."
      {...state}
    />
  );
}

// The admin products table's columns (the list screen adds Edit and Delete): the sortable ones are
// the API's sort keys.
import type { Product } from '@astroden/shared';
import type { Column } from '../../components/admin/data-table.tsx';
import { ProductImage } from '../../components/catalog/product-image.tsx';
import { formatRupees } from '../../lib/format.ts';
import { StockBadge } from './stock-badge.tsx';

export const productColumns: Column<Product>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sortable: true,
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
  { id: 'category', header: 'Category', sortable: true, cell: (p) => p.category },
  {
    id: 'price',
    header: 'Price',
    align: 'right',
    sortable: true,
    className: 'whitespace-nowrap tabular-nums',
    cell: (p) => formatRupees(p.price, { decimals: 2 }),
  },
  { id: 'stock', header: 'Stock', sortable: true, cell: (p) => <StockBadge stock={p.stock} /> },
];

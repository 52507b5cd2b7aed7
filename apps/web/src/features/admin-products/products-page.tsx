// Admin products: search, category and stock-level filters and the sort (kept in the URL), a paged
// table, add/edit in a tabbed modal, delete after a confirmation, bulk delete of the selected rows.
import type { Product, ProductSort } from '@astroden/shared';
import {
  DEFAULT_CATEGORIES,
  DEFAULT_PRODUCT_SORT,
  PAGE_SIZES,
  PRODUCT_MESSAGES,
  PRODUCT_SORT_KEYS,
  STOCK_LEVEL_LABELS,
  STOCK_LEVELS,
  type StockLevel,
  sortValues,
} from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { ImageItemList } from '../../components/admin/image-item-list.tsx';
import { ListSelect } from '../../components/admin/list-select.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { tableSort, toSortValue } from '../../components/admin/table-sort.ts';
import { useListParams } from '../../components/admin/use-list-params.ts';
import { categoriesQuery, productListQuery } from '../../lib/api/products.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ProductCsvActions } from './csv/product-csv-actions.tsx';
import { ProductFormModal } from './product-form-modal.tsx';
import { productColumns } from './products-table.tsx';
import { useBulkDeleteProducts, useDeleteProduct } from './use-product-mutations.ts';

const SORTS = { values: sortValues(PRODUCT_SORT_KEYS), fallback: DEFAULT_PRODUCT_SORT };
const isStockLevel = (value: string): value is StockLevel => (STOCK_LEVELS as readonly string[]).includes(value);

function ProductModal({ open, item, onClose }: { open: boolean; item: Product | null; onClose(): void }) {
  return <ProductFormModal open={open} product={item} onClose={onClose} />;
}

export default function AdminProductsPage() {
  usePageTitle('Products');
  const { filters, page, sort, setFilter, setFilters, setSort, setPage } = useListParams(
    ['search', 'category', 'stock'] as const,
    SORTS,
  );
  const stock = isStockLevel(filters.stock) ? filters.stock : undefined;
  const list = useQuery(
    productListQuery({
      page,
      limit: PAGE_SIZES.admin,
      search: filters.search || undefined,
      category: filters.category || undefined,
      stock,
      sort,
    }),
  );
  const categories = useQuery(categoriesQuery());
  const categoryNames = (categories.data ?? DEFAULT_CATEGORIES.map((name) => ({ name })))
    .map((c) => c.name)
    .filter((name) => name.trim());
  const remove = useDeleteProduct();
  const bulkDelete = useBulkDeleteProducts();

  return (
    <ImageItemList
      title="Products"
      description="Everything on sale in the marketplace."
      noun="Product"
      messages={PRODUCT_MESSAGES}
      list={list}
      page={page}
      pageSize={PAGE_SIZES.admin}
      setPage={setPage}
      columns={productColumns}
      sort={tableSort(sort)}
      onSortChange={(next) => setSort(toSortValue(next) as ProductSort)}
      filtered={Boolean(filters.search || filters.category || stock)}
      onClearFilters={() => setFilters({ search: '', category: '', stock: '' })}
      headerActions={
        <ProductCsvActions
          filters={{ search: filters.search, category: filters.category, stock }}
          total={list.data?.total}
        />
      }
      FormModal={ProductModal}
      remove={remove}
      bulkDelete={{ send: bulkDelete, confirm: PRODUCT_MESSAGES.confirmBulkDelete, title: 'Delete products' }}
      filters={
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchBox
            label="Search products"
            placeholder="Search products..."
            value={filters.search}
            onSearch={(v) => setFilter('search', v)}
            className="flex-1"
          />
          <ListSelect label="Category" value={filters.category} onChange={(v) => setFilter('category', v)}>
            <option value="">All categories</option>
            {categoryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </ListSelect>
          <ListSelect label="Stock level" value={stock ?? ''} onChange={(v) => setFilter('stock', v)}>
            <option value="">Any stock level</option>
            {STOCK_LEVELS.map((level) => (
              <option key={level} value={level}>
                {STOCK_LEVEL_LABELS[level]}
              </option>
            ))}
          </ListSelect>
        </div>
      }
    />
  );
}

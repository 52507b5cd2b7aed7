// Admin products: search and category filter (kept in the URL), a paged table, add/edit in a
// tabbed modal, delete after a confirmation.
import type { Product } from '@astroden/shared';
import { DEFAULT_CATEGORIES, PAGE_SIZES, PRODUCT_MESSAGES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { useListParams } from '../../components/admin/use-list-params.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { categoriesQuery, productListQuery } from '../../lib/api/products.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ProductCsvActions } from './csv/product-csv-actions.tsx';
import { ProductFormModal } from './product-form-modal.tsx';
import { ProductsTable } from './products-table.tsx';
import { useDeleteProduct } from './use-product-mutations.ts';

export default function AdminProductsPage() {
  usePageTitle('Products');
  const categoryId = useId();
  const { filters, page, setFilter, setFilters, setPage } = useListParams(['search', 'category'] as const);
  const list = useQuery(
    productListQuery({
      page,
      limit: PAGE_SIZES.admin,
      search: filters.search || undefined,
      category: filters.category || undefined,
    }),
  );
  const categories = useQuery(categoriesQuery());
  const categoryNames = (categories.data ?? DEFAULT_CATEGORIES.map((name) => ({ name })))
    .map((c) => c.name)
    .filter((name) => name.trim());

  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const remove = useDeleteProduct();

  // A delete can empty the last page: step back to the new last one.
  const totalPages = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [list.isPlaceholderData, totalPages, page, setPage]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(PRODUCT_MESSAGES.deleted);
    } catch (err) {
      notify.error(errorMessage(err, PRODUCT_MESSAGES.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  const filtered = Boolean(filters.search || filters.category);
  const data = list.data;
  const first = data && data.total > 0 ? (data.currentPage - 1) * PAGE_SIZES.admin + 1 : 0;
  const last = data ? first + data.data.length - 1 : 0;

  return (
    <>
      <PageHeader
        title="Products"
        description="Everything on sale in the marketplace."
        actions={
          <>
            <ProductCsvActions filters={{ search: filters.search, category: filters.category }} total={data?.total} />
            <Button onClick={() => setEditing({ product: null })}>
              <Plus aria-hidden="true" className="size-4" />
              Add Product
            </Button>
          </>
        }
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label="Search products"
          placeholder="Search products..."
          value={filters.search}
          onSearch={(v) => setFilter('search', v)}
          className="flex-1"
        />
        <div className="sm:w-56">
          <label htmlFor={categoryId} className="sr-only">
            Category
          </label>
          <select
            id={categoryId}
            value={filters.category}
            onChange={(e) => setFilter('category', e.target.value)}
            className={controlClass}
          >
            <option value="">All categories</option>
            {categoryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {data && data.total > 0 ? (
        <p className="mb-2 text-sm text-slate-400" aria-live="polite">
          Showing {first} to {last} of {data.total} products
        </p>
      ) : null}

      <ProductsTable
        rows={data?.data}
        isLoading={list.isPending}
        isFetching={list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, PRODUCT_MESSAGES.fetchFailed) : null}
        onRetry={() => list.refetch()}
        emptyTitle={PRODUCT_MESSAGES.noneFound}
        emptyContent={
          filtered ? (
            <Button variant="secondary" onClick={() => setFilters({ search: '', category: '' })}>
              Clear filters
            </Button>
          ) : (
            <Button onClick={() => setEditing({ product: null })}>Add your first product</Button>
          )
        }
        onEdit={(product) => setEditing({ product })}
        onDelete={setDeleting}
      />

      <div className="mt-4">
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Products pages" />
      </div>

      <ProductFormModal open={editing !== null} product={editing?.product ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product"
        message={PRODUCT_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

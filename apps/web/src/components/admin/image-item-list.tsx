// The admin screen of a catalogue of items with images (products, pods): header with Add, the list's
// filters, a sortable paged table with Edit and Delete per row, add/edit in the item's modal, delete
// after a confirmation, and optionally bulk delete of the selected rows. Each screen brings its columns,
// filters, modal and messages; the rest is here, once.
import type { BulkResult } from '@astroden/shared';
import { BULK_MESSAGES } from '@astroden/shared/constants';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { PageResponse } from '../../lib/api/types.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { BulkActionBar, BulkSummaryDialog } from './bulk-actions.tsx';
import { type Column, DataTable, type TableSort } from './data-table.tsx';
import { IconButton } from './icon-button.tsx';
import { PageHeader } from './page-header.tsx';
import { useBulkAction } from './use-bulk-action.ts';

interface Item {
  _id: string;
  name: string;
}

export interface ImageItemMessages {
  deleted: string;
  deleteFailed: string;
  fetchFailed: string;
  confirmDelete: string;
  noneFound: string;
}

export interface ImageItemListProps<T extends Item> {
  /** The h1 and the table's caption, e.g. "Products". */
  title: string;
  description: string;
  /** The item in buttons and titles: "Product" → "Add Product", "Delete product". */
  noun: string;
  messages: ImageItemMessages;
  /** The current page of the list (its query). */
  list: UseQueryResult<PageResponse<T>>;
  page: number;
  pageSize: number;
  setPage(page: number): void;
  /** The columns but the actions, which this screen adds. */
  columns: Column<T>[];
  sort: TableSort;
  onSortChange(sort: { id: string; desc: boolean }): void;
  /** The filter bar (search box, selects). */
  filters: ReactNode;
  /** Whether a filter is set: the empty state then offers `onClearFilters`. */
  filtered: boolean;
  onClearFilters(): void;
  /** Other buttons of the header, beside Add. */
  headerActions?: ReactNode;
  /** The add/edit modal of the item. */
  FormModal: ComponentType<{ open: boolean; item: T | null; onClose(): void }>;
  remove: UseMutationResult<unknown, Error, string>;
  /** With it, rows can be selected and deleted together. */
  bulkDelete?: { send(ids: string[]): Promise<BulkResult>; confirm(count: number): string; title: string };
}

export function ImageItemList<T extends Item>(props: ImageItemListProps<T>) {
  const { title, noun, messages, list, page, setPage, remove, FormModal, bulkDelete } = props;
  const lower = noun.toLowerCase();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const data = list.data;
  const names = new Map((data?.data ?? []).map((item) => [item._id, item.name]));
  const bulk = useBulkAction<'delete'>(JSON.stringify([page, list.data?.currentPage, props.sort, props.filtered]), {
    send: (ids) => bulkDelete!.send(ids),
    nameOf: (id) => names.get(id) ?? id,
    describe: () => ({ title: bulkDelete?.title ?? '', doneLabel: 'Deleted' }),
    failedMessage: BULK_MESSAGES.failed,
  });

  // A delete can empty the last page: step back to the new last one.
  const totalPages = data?.totalPages ?? 0;
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [list.isPlaceholderData, totalPages, page, setPage]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(messages.deleted);
    } catch (err) {
      notify.error(errorMessage(err, messages.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  const first = data && data.total > 0 ? (data.currentPage - 1) * props.pageSize + 1 : 0;
  const last = data ? first + data.data.length - 1 : 0;
  const columns: Column<T>[] = [
    ...props.columns,
    {
      id: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      mobileLabel: '',
      align: 'right',
      cell: (item) => (
        <span className="inline-flex gap-1">
          <IconButton label={`Edit ${item.name}`} icon={Pencil} onClick={() => setEditing({ item })} />
          <IconButton label={`Delete ${item.name}`} icon={Trash2} tone="danger" onClick={() => setDeleting(item)} />
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        description={props.description}
        actions={
          <>
            {props.headerActions}
            <Button onClick={() => setEditing({ item: null })}>
              <Plus aria-hidden="true" className="size-4" />
              Add {noun}
            </Button>
          </>
        }
      />

      {props.filters}

      {data && data.total > 0 ? (
        <p className="mb-2 text-sm text-slate-400" aria-live="polite">
          Showing {first} to {last} of {data.total} {title.toLowerCase()}
        </p>
      ) : null}

      {bulkDelete ? (
        <BulkActionBar count={bulk.selected.length} onClear={bulk.clear}>
          <Button variant="danger" size="sm" onClick={() => bulk.ask('delete')}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete selected
          </Button>
        </BulkActionBar>
      ) : null}

      <DataTable
        caption={title}
        columns={columns}
        rows={data?.data}
        rowKey={(item) => item._id}
        loadingLabel={`Loading ${title.toLowerCase()}...`}
        isLoading={list.isPending}
        isFetching={list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, messages.fetchFailed) : null}
        onRetry={() => list.refetch()}
        emptyTitle={messages.noneFound}
        emptyContent={
          props.filtered ? (
            <Button variant="secondary" onClick={props.onClearFilters}>
              Clear filters
            </Button>
          ) : (
            <Button onClick={() => setEditing({ item: null })}>Add your first {lower}</Button>
          )
        }
        sort={props.sort}
        onSortChange={props.onSortChange}
        selection={
          bulkDelete ? { selected: bulk.selected, onChange: bulk.setSelected, rowName: (item) => item.name } : undefined
        }
      />

      <div className="mt-4">
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label={`${title} pages`} />
      </div>

      <FormModal open={editing !== null} item={editing?.item ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${lower}`}
        message={messages.confirmDelete}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      {bulkDelete ? (
        <>
          <ConfirmDialog
            open={bulk.pending !== null}
            title={bulkDelete.title}
            message={bulkDelete.confirm(bulk.selected.length)}
            confirmLabel="Delete"
            busy={bulk.busy}
            onConfirm={bulk.confirm}
            onCancel={bulk.cancel}
          />
          <BulkSummaryDialog summary={bulk.summary} onClose={bulk.closeSummary} />
        </>
      ) : null}
    </>
  );
}

// Admin pods: search (in the URL), a paged table, add/edit in a modal, delete after a confirmation.
import type { Pod } from '@astroden/shared';
import { PAGE_SIZES, POD_MESSAGES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { useListParams } from '../../components/admin/use-list-params.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { podListQuery } from '../../lib/api/pods.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PodFormModal } from './pod-form-modal.tsx';
import { PodsTable } from './pods-table.tsx';
import { useDeletePod } from './use-pod-mutations.ts';

export default function AdminPodsPage() {
  usePageTitle('Pods');
  const { filters, page, setFilter, setPage } = useListParams(['search'] as const);
  const list = useQuery(podListQuery({ page, limit: PAGE_SIZES.admin, search: filters.search || undefined }));
  const [editing, setEditing] = useState<{ pod: Pod | null } | null>(null);
  const [deleting, setDeleting] = useState<Pod | null>(null);
  const remove = useDeletePod();

  const totalPages = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [list.isPlaceholderData, totalPages, page, setPage]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(POD_MESSAGES.deleted);
    } catch (err) {
      notify.error(errorMessage(err, POD_MESSAGES.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Pods"
        description="The space pods shown on the site."
        actions={
          <Button onClick={() => setEditing({ pod: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Pod
          </Button>
        }
      />
      <SearchBox
        label="Search pods"
        placeholder="Search pods by name..."
        value={filters.search}
        onSearch={(v) => setFilter('search', v)}
        className="mb-4 sm:max-w-md"
      />
      <PodsTable
        rows={list.data?.data}
        isLoading={list.isPending}
        isFetching={list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, POD_MESSAGES.fetchFailed) : null}
        onRetry={() => list.refetch()}
        emptyTitle="No pods found"
        emptyContent={
          filters.search ? (
            <Button variant="secondary" onClick={() => setFilter('search', '')}>
              Clear search
            </Button>
          ) : (
            <Button onClick={() => setEditing({ pod: null })}>Add your first pod</Button>
          )
        }
        onEdit={(pod) => setEditing({ pod })}
        onDelete={setDeleting}
      />
      <div className="mt-4">
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Pods pages" />
      </div>
      <PodFormModal open={editing !== null} pod={editing?.pod ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete pod"
        message={POD_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

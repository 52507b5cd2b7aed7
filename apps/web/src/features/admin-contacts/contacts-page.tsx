// Contact Submissions: messages sent from the contact page, searchable (search and page in the URL),
// each viewable in full and deletable after a confirmation.
import type { Contact } from '@astroden/shared';
import { CONTACT_MESSAGES, CONTACT_SORT_KEYS, PAGE_SIZES, sortValues } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { tableSort, toSortValue } from '../../components/admin/table-sort.ts';
import { useListParams } from '../../components/admin/use-list-params.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { contactListQuery } from '../../lib/api/contacts.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ContactDetailsModal } from './contact-details-modal.tsx';
import { ContactsTable } from './contacts-table.tsx';
import { useDeleteContact } from './use-contact-mutations.ts';

const SORTS = { values: sortValues(CONTACT_SORT_KEYS), fallback: '-createdAt' as const };

export default function AdminContactsPage() {
  usePageTitle('Contact Submissions');
  const { filters, page, sort, setFilter, setSort, setPage } = useListParams(['search'] as const, SORTS);
  const list = useQuery(
    contactListQuery({ page, limit: PAGE_SIZES.contacts, search: filters.search || undefined, sort }),
  );
  const totalPages = list.data?.totalPages ?? 0;

  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [list.isPlaceholderData, totalPages, page, setPage]);

  const [viewing, setViewing] = useState<Contact | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useDeleteContact();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(CONTACT_MESSAGES.deleted);
      if (viewing?._id === deleting._id) setViewing(null);
    } catch (err) {
      notify.error(errorMessage(err, CONTACT_MESSAGES.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  const total = list.data?.total ?? 0;

  return (
    <>
      <PageHeader title="Contact Submissions" description="Messages sent through the contact page, newest first." />

      <SearchBox
        label="Search contacts"
        placeholder="Search by name, email or subject..."
        value={filters.search}
        onSearch={(v) => setFilter('search', v)}
        className="mb-4 max-w-xl"
      />

      {list.data && total > 0 ? (
        <p className="mb-2 text-sm text-slate-400" aria-live="polite">
          {total} {total === 1 ? 'message' : 'messages'}
        </p>
      ) : null}

      <ContactsTable
        rows={list.data?.data}
        isLoading={list.isPending}
        isFetching={list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, CONTACT_MESSAGES.fetchFailed) : null}
        onRetry={() => list.refetch()}
        emptyTitle={CONTACT_MESSAGES.noneFound}
        emptyContent={
          filters.search ? (
            <Button variant="secondary" onClick={() => setFilter('search', '')}>
              Clear search
            </Button>
          ) : null
        }
        onView={setViewing}
        onDelete={setDeleting}
        sort={tableSort(sort)}
        onSortChange={(next) => setSort(toSortValue(next) as typeof sort)}
      />

      <div className="mt-4">
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Contact pages" />
      </div>

      <ContactDetailsModal contact={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete contact"
        message={CONTACT_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

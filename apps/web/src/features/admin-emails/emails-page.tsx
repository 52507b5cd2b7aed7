// E-mails (issue 24): every message the shop sent, keeps or will send, newest first, filtered by status and
// recipient (both, and the page, in the URL); each opens to the message as sent, and a failed one can be resent.
import type { EmailStatus, EmailSummary } from '@astroden/shared';
import { EMAIL_MESSAGES, EMAIL_STATUS_LABELS, EMAIL_STATUSES, PAGE_SIZES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ListSelect } from '../../components/admin/list-select.tsx';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { useListParams } from '../../components/admin/use-list-params.ts';
import { Button } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { emailListQuery } from '../../lib/api/emails.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EmailDetailsModal } from './email-details-modal.tsx';
import { EmailsTable } from './emails-table.tsx';

const isStatus = (value: string): value is EmailStatus => (EMAIL_STATUSES as readonly string[]).includes(value);

export default function AdminEmailsPage() {
  usePageTitle('E-mails');
  const { filters, page, setFilter, setFilters, setPage } = useListParams(['status', 'recipient'] as const);
  const status = isStatus(filters.status) ? filters.status : undefined;
  const recipient = filters.recipient.trim() || undefined;
  const list = useQuery(emailListQuery({ page, limit: PAGE_SIZES.admin, status, recipient }));
  const totalPages = list.data?.totalPages ?? 0;
  const total = list.data?.total ?? 0;

  // A page past the end (an old link, or a resend that moved the last failed one): go to the last one.
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [list.isPlaceholderData, totalPages, page, setPage]);

  const [viewing, setViewing] = useState<EmailSummary | null>(null);

  return (
    <>
      <PageHeader
        title="E-mails"
        description="Every message the shop sent or keeps, newest first, exactly as it went out."
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label="Search by recipient"
          placeholder="Recipient e-mail address"
          value={filters.recipient}
          onSearch={(v) => setFilter('recipient', v)}
          className="max-w-xl flex-1"
        />
        <ListSelect label="Status" value={status ?? ''} onChange={(v) => setFilter('status', v)}>
          <option value="">All statuses</option>
          {EMAIL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {EMAIL_STATUS_LABELS[s]}
            </option>
          ))}
        </ListSelect>
      </div>

      {list.data && total > 0 ? (
        <p className="mb-2 text-sm text-slate-400" aria-live="polite">
          {total} {total === 1 ? 'e-mail' : 'e-mails'}
        </p>
      ) : null}

      <EmailsTable
        rows={list.data?.data}
        isLoading={list.isPending}
        isFetching={list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, EMAIL_MESSAGES.fetchFailed) : null}
        onRetry={() => list.refetch()}
        emptyTitle={EMAIL_MESSAGES.noneFound}
        emptyContent={
          status || recipient ? (
            <Button variant="secondary" onClick={() => setFilters({ status: '', recipient: '' })}>
              Clear filters
            </Button>
          ) : null
        }
        onView={setViewing}
      />

      <div className="mt-4">
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="E-mail pages" />
      </div>

      <EmailDetailsModal email={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

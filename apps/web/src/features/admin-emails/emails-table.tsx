// The e-mails table: date, recipient, type, subject, status and attempts, each opening to the message as sent.
import type { EmailSummary } from '@astroden/shared';
import { EMAIL_KIND_LABELS } from '@astroden/shared/constants';
import { Eye } from 'lucide-react';
import { type Column, DataTable, type DataTableProps } from '../../components/admin/data-table.tsx';
import { IconButton } from '../../components/admin/icon-button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { EmailStatusBadge } from './email-status.tsx';

type TableState = Omit<DataTableProps<EmailSummary>, 'caption' | 'columns' | 'rowKey'>;

/** A message is rendered for its first try: until then it has no subject. */
export const subjectOf = (email: Pick<EmailSummary, 'subject'>) => email.subject ?? '(not rendered yet)';

export function EmailsTable({ onView, ...state }: TableState & { onView(email: EmailSummary): void }) {
  const columns: Column<EmailSummary>[] = [
    {
      id: 'createdAt',
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (e) => formatDateTime(e.createdAt),
    },
    { id: 'recipient', header: 'Recipient', cell: (e) => <span className="break-all">{e.recipient}</span> },
    { id: 'kind', header: 'Type', cell: (e) => EMAIL_KIND_LABELS[e.kind] },
    {
      id: 'subject',
      header: 'Subject',
      rowHeader: true,
      cell: (e) => (
        <span className="block truncate @4xl/table:max-w-64" title={subjectOf(e)}>
          {subjectOf(e)}
        </span>
      ),
    },
    { id: 'status', header: 'Status', cell: (e) => <EmailStatusBadge status={e.status} /> },
    { id: 'attempts', header: 'Attempts', align: 'right', className: 'tabular-nums', cell: (e) => e.attempts },
    {
      id: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      mobileLabel: '',
      align: 'right',
      cell: (e) => (
        <IconButton label={`View e-mail to ${e.recipient}: ${subjectOf(e)}`} icon={Eye} onClick={() => onView(e)} />
      ),
    },
  ];
  return (
    <DataTable caption="E-mails" columns={columns} rowKey={(e) => e._id} loadingLabel="Loading e-mails..." {...state} />
  );
}

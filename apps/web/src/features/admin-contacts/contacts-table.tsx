// The contact submissions table: name, e-mail, phone, subject, date (en-IN) and view/delete.
import type { Contact } from '@astroden/shared';
import { Eye, Trash2 } from 'lucide-react';
import { type Column, DataTable, type DataTableProps } from '../../components/admin/data-table.tsx';
import { IconButton } from '../../components/admin/icon-button.tsx';
import { formatDate } from '../../lib/format.ts';

type TableState = Omit<DataTableProps<Contact>, 'caption' | 'columns' | 'rowKey'>;

export function ContactsTable({
  onView,
  onDelete,
  ...state
}: TableState & { onView(contact: Contact): void; onDelete(contact: Contact): void }) {
  const columns: Column<Contact>[] = [
    {
      id: 'fullName',
      sortable: true,
      header: 'Name',
      rowHeader: true,
      cell: (c) => (
        <span className="block truncate @4xl/table:max-w-48" title={c.fullName}>
          {c.fullName}
        </span>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      cell: (c) => (
        <a href={`mailto:${c.email}`} className="break-all text-cyan-200 hover:underline @4xl/table:break-normal">
          {c.email}
        </a>
      ),
    },
    { id: 'phone', header: 'Phone', className: 'whitespace-nowrap', cell: (c) => c.phoneNo },
    {
      id: 'subject',
      header: 'Subject',
      cell: (c) => (
        <span className="block truncate @4xl/table:max-w-48" title={c.subject}>
          {c.subject}
        </span>
      ),
    },
    {
      id: 'createdAt',
      header: 'Date',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (c) => formatDate(c.createdAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      mobileLabel: '',
      align: 'right',
      cell: (c) => (
        <span className="inline-flex gap-1">
          <IconButton label={`View message from ${c.fullName}`} icon={Eye} onClick={() => onView(c)} />
          <IconButton
            label={`Delete message from ${c.fullName}`}
            icon={Trash2}
            tone="danger"
            onClick={() => onDelete(c)}
          />
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption="Contact submissions"
      columns={columns}
      rowKey={(c) => c._id}
      loadingLabel="Loading contacts..."
      {...state}
    />
  );
}

// Audit Log: every admin write, newest first, filtered by admin, entity and date range (all in the URL),
// each entry opening to the fields before and after the write.

import { AUDIT_ENTITIES, type AuditEntry } from '@astroden/shared';
import { AUDIT_PAGE_SIZE } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '../../components/admin/data-table.tsx';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { useListParams } from '../../components/admin/use-list-params.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { auditListQuery } from '../../lib/api/audit.ts';
import { userListQuery } from '../../lib/api/users.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AuditEntryModal, changedFields } from './audit-entry-modal.tsx';

const PAGE_SIZE = AUDIT_PAGE_SIZE;
const ACTION_LABEL = { create: 'Created', update: 'Updated', delete: 'Deleted' } as const;
const ENTITY_LABEL: Record<(typeof AUDIT_ENTITIES)[number], string> = {
  product: 'Product',
  pod: 'Pod',
  user: 'User',
  order: 'Order',
  contact: 'Contact',
  setting: 'Setting',
  import: 'Products import',
};

export default function AdminAuditPage() {
  usePageTitle('Audit Log');
  const { filters, page, setFilter, setFilters, setPage } = useListParams(['actor', 'entity', 'from', 'to'] as const);
  const list = useQuery(
    auditListQuery({
      page,
      limit: PAGE_SIZE,
      actorId: filters.actor || undefined,
      entity: filters.entity || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
    }),
  );
  const admins = useQuery({ ...userListQuery(), select: (res) => res.data.filter((u) => u.role === 'admin') });
  const [viewing, setViewing] = useState<AuditEntry | null>(null);
  const filtered = Boolean(filters.actor || filters.entity || filters.from || filters.to);
  const total = list.data?.total ?? 0;

  const columns: Column<AuditEntry>[] = [
    { id: 'at', header: 'When', cell: (e) => formatDateTime(e.at) },
    { id: 'actor', header: 'Admin', cell: (e) => <span className="break-all">{e.actorEmail}</span> },
    {
      id: 'what',
      header: 'What',
      rowHeader: true,
      cell: (e) => (
        <span>
          {ACTION_LABEL[e.action]} {ENTITY_LABEL[e.entity].toLowerCase()}{' '}
          <span className="font-mono text-xs text-slate-400 break-all">{e.entityId}</span>
        </span>
      ),
    },
    {
      id: 'fields',
      header: 'Fields',
      cell: (e) => <span className="text-slate-300">{changedFields(e).join(', ') || '—'}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (e) => (
        <Button variant="secondary" size="sm" onClick={() => setViewing(e)}>
          View<span className="sr-only"> entry {e.id}</span>
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Audit Log" description="Every change an admin made, newest first. Entries cannot be edited." />

      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="Admin" value={filters.actor} onChange={(e) => setFilter('actor', e.target.value)}>
          <option value="">All admins</option>
          {admins.data?.map((a) => (
            <option key={a._id} value={a._id}>
              {a.email}
            </option>
          ))}
        </SelectField>
        <SelectField label="Entity" value={filters.entity} onChange={(e) => setFilter('entity', e.target.value)}>
          <option value="">Everything</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {ENTITY_LABEL[entity]}s
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => setFilter('from', e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => setFilter('to', e.target.value)}
        />
      </div>

      {list.data && total > 0 ? (
        <p className="mb-2 text-sm text-slate-400" aria-live="polite">
          {total} {total === 1 ? 'entry' : 'entries'}
        </p>
      ) : null}

      <DataTable
        caption="Audit log"
        columns={columns}
        rows={list.data?.data}
        rowKey={(e) => String(e.id)}
        isLoading={list.isPending}
        loadingLabel="Loading audit log..."
        isFetching={list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, 'Failed to load the audit log') : null}
        onRetry={() => list.refetch()}
        emptyTitle="No audit entries found"
        emptyContent={
          filtered ? (
            <Button variant="secondary" onClick={() => setFilters({ actor: '', entity: '', from: '', to: '' })}>
              Clear filters
            </Button>
          ) : null
        }
      />

      <div className="mt-4">
        <Pagination
          page={page}
          totalPages={list.data?.totalPages ?? 0}
          onPageChange={setPage}
          label="Audit log pages"
        />
      </div>

      <AuditEntryModal entry={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

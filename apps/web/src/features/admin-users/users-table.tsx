// The users table: name, e-mail, role and status badges, and the row actions. The signed-in admin's
// own row has no Delete (spec section 6).
import type { User } from '@astroden/shared';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { type Column, DataTable, type DataTableProps } from '../../components/admin/data-table.tsx';
import { IconButton } from '../../components/admin/icon-button.tsx';
import { Badge } from '../../components/ui/badge.tsx';

type TableState = Omit<DataTableProps<User>, 'caption' | 'columns' | 'rowKey'>;

interface UsersTableProps extends TableState {
  /** The signed-in admin's id. */
  selfId: string | undefined;
  onEdit(user: User): void;
  onChangePassword(user: User): void;
  onDelete(user: User): void;
}

export function RoleBadge({ role }: { role: User['role'] }) {
  return <Badge tone={role === 'admin' ? 'violet' : 'blue'}>{role === 'admin' ? 'Admin' : 'User'}</Badge>;
}

export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? 'green' : 'red'}>{isActive ? 'Active' : 'Inactive'}</Badge>;
}

export function UsersTable({ selfId, onEdit, onChangePassword, onDelete, ...state }: UsersTableProps) {
  const columns: Column<User>[] = [
    {
      id: 'name',
      sortable: true,
      header: 'Name',
      rowHeader: true,
      cell: (u) => (
        <span className="inline-flex min-w-0 items-center gap-2">
          <span className="truncate @4xl/table:max-w-64" title={u.name}>
            {u.name}
          </span>
          {u._id === selfId ? <span className="shrink-0 text-xs font-normal text-slate-400">(you)</span> : null}
        </span>
      ),
    },
    {
      id: 'email',
      sortable: true,
      header: 'Email',
      cell: (u) => (
        <span className="break-all @4xl/table:break-normal" title={u.email}>
          {u.email}
        </span>
      ),
    },
    { id: 'role', header: 'Role', sortable: true, cell: (u) => <RoleBadge role={u.role} /> },
    { id: 'status', header: 'Status', cell: (u) => <UserStatusBadge isActive={u.isActive} /> },
    {
      id: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      mobileLabel: '',
      align: 'right',
      cell: (u) => (
        <span className="inline-flex gap-1">
          <IconButton label={`Edit ${u.name}`} icon={Pencil} onClick={() => onEdit(u)} />
          <IconButton label={`Change password for ${u.name}`} icon={KeyRound} onClick={() => onChangePassword(u)} />
          {u._id === selfId ? (
            // Keeps the columns aligned; nothing to announce.
            <span aria-hidden="true" className="inline-block size-8" />
          ) : (
            <IconButton label={`Delete ${u.name}`} icon={Trash2} tone="danger" onClick={() => onDelete(u)} />
          )}
        </span>
      ),
    },
  ];
  return <DataTable caption="Users" columns={columns} rowKey={(u) => u._id} {...state} />;
}

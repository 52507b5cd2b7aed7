// User Management: every user (one request), filtered on the client by name/e-mail and role (kept in
// the URL), with Add New User, Edit User, Change Password and Delete.
import type { User } from '@astroden/shared';
import { USER_MESSAGES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { tableSort, toSortValue } from '../../components/admin/table-sort.ts';
import { useListParams } from '../../components/admin/use-list-params.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { userListQuery } from '../../lib/api/users.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { notify } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AddUserModal } from './add-user-modal.tsx';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { EditUserModal } from './edit-user-modal.tsx';
import { filterUsers, roleFilterOf, sortUsers, USER_SORTS, type UserSort } from './filter-users.ts';
import { useDeleteUser } from './use-user-mutations.ts';
import { UsersTable } from './users-table.tsx';

export default function AdminUsersPage() {
  usePageTitle('User Management');
  const roleId = useId();
  const { user: me } = useAuth();
  const { filters, sort, setFilter, setFilters, setSort } = useListParams(['search', 'role'] as const, USER_SORTS);
  const role = roleFilterOf(filters.role);
  const list = useQuery(userListQuery());
  const rows = useMemo(
    () => (list.data ? sortUsers(filterUsers(list.data.data, filters.search, role), sort) : undefined),
    [list.data, filters.search, role, sort],
  );

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const remove = useDeleteUser();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(USER_MESSAGES.deleted);
    } catch (err) {
      notify.error(errorMessage(err, USER_MESSAGES.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  const filtered = Boolean(filters.search || role !== 'all');
  const total = list.data?.data.length ?? 0;

  return (
    <>
      <PageHeader
        title="User Management"
        description="Accounts that can sign in: customers and admins."
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add New User
          </Button>
        }
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label="Search users by name or email"
          placeholder="Search by name or email..."
          value={filters.search}
          onSearch={(v) => setFilter('search', v)}
          className="flex-1"
        />
        <div className="sm:w-44">
          <label htmlFor={roleId} className="sr-only">
            Role
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(e) => setFilter('role', e.target.value === 'all' ? '' : e.target.value)}
            className={controlClass}
          >
            <option value="all">All roles</option>
            <option value="admin">Admin</option>
            <option value="user">User</option>
          </select>
        </div>
      </div>

      {rows && total > 0 ? (
        <p className="mb-2 text-sm text-slate-400" aria-live="polite">
          {filtered ? `Showing ${rows.length} of ${total} users` : `${total} ${total === 1 ? 'user' : 'users'}`}
        </p>
      ) : null}

      <UsersTable
        rows={rows}
        isLoading={list.isPending}
        error={list.isError ? errorMessage(list.error, USER_MESSAGES.fetchFailed) : null}
        onRetry={() => list.refetch()}
        emptyTitle="No users found"
        emptyContent={
          filtered ? (
            <Button variant="secondary" onClick={() => setFilters({ search: '', role: '' })}>
              Clear filters
            </Button>
          ) : null
        }
        sort={tableSort(sort)}
        onSortChange={(next) => setSort(toSortValue(next) as UserSort)}
        selfId={me?._id}
        onEdit={setEditing}
        onChangePassword={setPasswordFor}
        onDelete={setDeleting}
      />

      <AddUserModal open={adding} onClose={() => setAdding(false)} />
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
      <ChangePasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.name}` : 'Delete user'}
        message={USER_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

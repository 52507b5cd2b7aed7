// User Management filters and sorts on the client (spec section 2: every user is loaded): a
// case-insensitive match on name or e-mail, a role ('' or "all" keeps every role), and a sort by name,
// e-mail or role (?sort=, as the other lists), newest first by default.
import type { User } from '@astroden/shared';
import { parseSort, type SortValue, sortValues } from '@astroden/shared/constants';

export const USER_SORT_KEYS = ['name', 'email', 'role'] as const;
export type UserSort = SortValue<(typeof USER_SORT_KEYS)[number] | 'createdAt'>;
export const USER_SORTS = {
  values: sortValues([...USER_SORT_KEYS, 'createdAt'] as const),
  fallback: '-createdAt' as UserSort,
};

const byText = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function sortUsers(users: readonly User[], sort: UserSort): User[] {
  const { key, desc } = parseSort(sort);
  const sign = desc ? -1 : 1;
  return users.toSorted((a, b) => sign * byText.compare(String(a[key]), String(b[key])));
}

export type RoleFilter = 'all' | User['role'];

export const roleFilterOf = (value: string): RoleFilter => (value === 'admin' || value === 'user' ? value : 'all');

export function filterUsers(users: readonly User[], search: string, role: RoleFilter): User[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (u) =>
      (role === 'all' || u.role === role) &&
      (!needle || u.name.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle)),
  );
}

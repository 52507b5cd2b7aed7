// User Management filters on the client (spec section 2): a case-insensitive match on name or
// e-mail, and a role ('' or "all" keeps every role).
import type { User } from '@astroden/shared';

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

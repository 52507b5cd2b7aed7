// Where a successful sign-in leads (spec section 2, "Login screen"): admins to the remembered origin or
// the dashboard; everyone else to the remembered origin unless it is an admin path, else home.
import type { User } from '@astroden/shared';

export const ADMIN_HOME = '/admin/dashboard';

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?');

/** Only same-site paths are honoured, never a full URL or protocol-relative path. */
export function rememberedOrigin(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from === '/login' || from.startsWith('/login?')) return null;
  return from;
}

export function redirectAfterLogin(user: Pick<User, 'role'>, state: unknown): string {
  const from = rememberedOrigin(state);
  if (user.role === 'admin') return from ?? ADMIN_HOME;
  return from && !isAdminPath(from) ? from : '/';
}

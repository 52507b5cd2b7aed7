import { AUTH_MESSAGES, type Role, USER_MESSAGES } from '@astroden/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userPublicColumns as publicColumns, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { toUser } from './serialize.ts';

/** A unique-index violation (PostgreSQL 23505), as raised by node-postgres or PGlite, wrapped by Drizzle or not. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** '' from a form means "no mobile number". */
const mobile = (value: string | undefined) => (value === undefined ? undefined : value || null);

export async function listUsers(db: Database, q: { page: number; limit: number }) {
  const { limit, offset } = pageWindow(q.page, q.limit);
  const [rows, [totalRow]] = await Promise.all([
    db.select(publicColumns).from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users),
  ]);
  return { rows: rows.map(toUser), total: totalRow?.total ?? 0 };
}

export async function createUser(
  db: Database,
  input: { name: string; email: string; password: string; mobile_number?: string; role: Role },
) {
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      mobileNumber: mobile(input.mobile_number) ?? null,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing({ target: users.email })
    .returning(publicColumns);
  if (!row) throw conflict(AUTH_MESSAGES.emailTaken);
  return toUser(row);
}

export async function updateUser(
  db: Database,
  actor: AuthUser,
  id: string,
  input: { name: string; email: string; mobile_number?: string; role?: Role; isActive?: boolean },
) {
  if (id === actor.id) {
    if (input.isActive === false) throw badRequest(USER_MESSAGES.cannotDeactivateSelf);
    if (actor.role === 'admin' && input.role && input.role !== 'admin')
      throw badRequest(USER_MESSAGES.cannotDemoteSelf);
  }
  let row: AuthUser | undefined;
  try {
    [row] = await db
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        mobileNumber: mobile(input.mobile_number),
        role: input.role,
        isActive: input.isActive,
      })
      .where(eq(users.id, id))
      .returning(publicColumns);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw err;
  }
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return toUser(row);
}

export async function deleteUser(db: Database, actor: AuthUser, id: string) {
  if (id === actor.id) throw badRequest(USER_MESSAGES.cannotDeleteSelf);
  const [row] = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  if (!row) throw notFound(USER_MESSAGES.notFound);
}

/**
 * Users change their own password, admins anyone's. The current password is always the caller's own,
 * and a wrong one is a 400: a 401 would sign the caller out. Every token of that user issued before the
 * change stops working (the caller's own included: the route hands them a new one).
 */
export async function changePassword(
  db: Database,
  actor: AuthUser,
  id: string,
  input: { currentPassword: string; newPassword: string },
) {
  if (id !== actor.id && actor.role !== 'admin') throw forbidden(AUTH_MESSAGES.forbidden);
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!target) throw notFound(USER_MESSAGES.notFound);
  const [caller] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id));
  if (!caller || !(await verifyPassword(caller.passwordHash, input.currentPassword))) {
    throw badRequest(USER_MESSAGES.wrongCurrentPassword, [
      { path: 'currentPassword', message: USER_MESSAGES.wrongCurrentPassword },
    ]);
  }
  const [row] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), tokensValidAfter: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  if (!row) throw notFound(USER_MESSAGES.notFound);
}

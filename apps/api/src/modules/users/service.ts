import { AUTH_MESSAGES, type Role, USER_MESSAGES, type User } from '@astroden/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { userPublicColumns as publicColumns, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound, staleWrite } from '../../lib/http-errors.ts';
import { writeEmails } from '../../lib/outbox.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** The public shape of a user (spec section 3): never the password hash. Auth answers with it too. */
export function toUser(row: AuthUser): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile_number: row.mobileNumber,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
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

export async function getUser(db: Database, id: string) {
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return toUser(row);
}

/**
 * A new user's row, password hashed: made before the transaction that writes it, since argon2 takes tens of
 * milliseconds of CPU and the embedded database runs one transaction at a time.
 */
export async function newUser(input: {
  name: string;
  email: string;
  password: string;
  mobile_number?: string;
  role: Role;
}) {
  return {
    name: input.name,
    email: input.email,
    mobileNumber: mobile(input.mobile_number) ?? null,
    role: input.role,
    passwordHash: await hashPassword(input.password),
  };
}

export async function createUser(db: Database, user: Awaited<ReturnType<typeof newUser>>) {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning(publicColumns);
  if (!row) throw conflict(AUTH_MESSAGES.emailTaken);
  return toUser(row);
}

/** What an edit or a delete would do to an admin's standing: the shop must keep one active admin. */
interface AdminChange {
  deleting?: boolean;
  role?: Role;
  isActive?: boolean;
}

const takesAdminAway = (change: AdminChange) =>
  change.deleting === true || change.isActive === false || (change.role !== undefined && change.role !== 'admin');

/**
 * Refuses a change that would leave the shop without an active admin. The active admins are locked first,
 * so two admins demoting each other at the same moment are judged one after the other: the second sees
 * the first's change (PostgreSQL re-checks a locked row's condition once the lock is released).
 */
async function keepAnActiveAdmin(tx: Transaction, id: string, change: AdminChange) {
  if (!takesAdminAway(change)) return;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  if (admins.length <= 1 && admins.some((admin) => admin.id === id)) throw conflict(USER_MESSAGES.lastAdmin);
}

/** A write that named a version and matched no row: the row is gone (404) or has moved on (409). */
async function missedWrite(tx: Transaction, id: string): Promise<never> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
  throw row ? staleWrite(USER_MESSAGES.changed) : notFound(USER_MESSAGES.notFound);
}

export async function updateUser(
  db: Database,
  actor: AuthUser,
  id: string,
  input: { name: string; email: string; mobile_number?: string; role?: Role; isActive?: boolean; version?: number },
) {
  if (id === actor.id) {
    if (input.isActive === false) throw badRequest(USER_MESSAGES.cannotDeactivateSelf);
    if (actor.role === 'admin' && input.role && input.role !== 'admin')
      throw badRequest(USER_MESSAGES.cannotDemoteSelf);
  }
  return db.transaction(async (tx) => {
    await keepAnActiveAdmin(tx, id, input);
    let row: AuthUser | undefined;
    try {
      [row] = await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          mobileNumber: mobile(input.mobile_number),
          role: input.role,
          isActive: input.isActive,
          version: sql`${users.version} + 1`,
        })
        .where(and(eq(users.id, id), input.version === undefined ? undefined : eq(users.version, input.version)))
        .returning(publicColumns);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
      throw err;
    }
    if (!row) return missedWrite(tx, id);
    return toUser(row);
  });
}

export async function deleteUser(db: Database, actor: AuthUser, id: string) {
  if (id === actor.id) throw badRequest(USER_MESSAGES.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    await keepAnActiveAdmin(tx, id, { deleting: true });
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    if (!row) throw notFound(USER_MESSAGES.notFound);
  });
}

/**
 * Users change their own password, admins anyone's. The current password is always the caller's own,
 * and a wrong one is a 400: a 401 would sign the caller out. Checked, and the new one hashed, before any
 * transaction (argon2 is tens of milliseconds of CPU): the answer is the new hash for `setPassword`.
 */
export async function checkPasswordChange(
  db: Database,
  actor: AuthUser,
  id: string,
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  if (id !== actor.id && actor.role !== 'admin') throw forbidden(AUTH_MESSAGES.forbidden);
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!target) throw notFound(USER_MESSAGES.notFound);
  const [caller] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id));
  if (!caller || !(await verifyPassword(caller.passwordHash, input.currentPassword))) {
    throw badRequest(USER_MESSAGES.wrongCurrentPassword, [
      { path: 'currentPassword', message: USER_MESSAGES.wrongCurrentPassword },
    ]);
  }
  return hashPassword(input.newPassword);
}

/**
 * Sets a checked password: every token of that user issued before stops working, and the user is e-mailed that
 * the password was changed (in the same transaction). Answers the e-mail's id, to queue after commit.
 */
export async function setPassword(db: Database, id: string, passwordHash: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokensValidAfter: new Date() })
      .where(eq(users.id, id))
      .returning({ id: users.id, name: users.name, email: users.email, at: users.tokensValidAfter });
    if (!row) throw notFound(USER_MESSAGES.notFound);
    return writeEmails(tx, [
      {
        kind: 'password_changed',
        to: row.email,
        key: `password-changed:${row.id}:${row.at!.toISOString()}`,
        payload: { name: row.name },
      },
    ]);
  });
}

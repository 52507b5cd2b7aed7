import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, PASSWORD_RESET_MINUTES } from '@astroden/shared';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens, revokedTokens, users } from '../../db/schema/index.ts';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors.ts';
import { writeEmails } from '../../lib/outbox.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';
import type { TokenClaims } from '../../plugins/auth.ts';

export async function login(db: Database, email: string, password: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  // Same work and same answer for an unknown e-mail and a wrong password.
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  if (!row.isActive) throw unauthorized(AUTH_MESSAGES.inactive);
  const { passwordHash: _, ...user } = row;
  return user;
}

export async function register(db: Database, input: { name: string; email: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash, role: 'user' })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw conflict(AUTH_MESSAGES.emailTaken);
  const { passwordHash: _, ...user } = row;
  return user;
}

export async function revoke(db: Database, token: TokenClaims) {
  await db
    .insert(revokedTokens)
    .values({ jti: token.jti, expiresAt: new Date(token.exp * 1000) })
    .onConflictDoNothing();
  // An expired token fails on its own: its row is no longer needed.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A reset asked for (the job queue runs this, so the request that asked answers the same, in the same time, whether
 * the account exists or not): for an active account, a random single-use token valid PASSWORD_RESET_MINUTES, stored
 * only as its SHA-256, and its e-mail in the same transaction (the token rides sealed until the e-mail is out).
 * Earlier unused tokens of the account stop working: only the newest link does.
 */
export async function requestPasswordReset(db: Database, email: string, links: LinkSigner): Promise<string[]> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.isActive, true)));
  if (!user) return [];
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(or(eq(passwordResetTokens.userId, user.id), lt(passwordResetTokens.expiresAt, sql`now()`)));
    const [row] = await tx
      .insert(passwordResetTokens)
      .values({
        userId: user.id,
        tokenHash: tokenHash(token),
        expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_MINUTES})` as unknown as Date,
      })
      .returning({ id: passwordResetTokens.id });
    return writeEmails(tx, [
      {
        kind: 'password_reset',
        to: user.email,
        key: `password-reset:${row!.id}`,
        payload: { name: user.name, token: links.seal(token) },
      },
    ]);
  });
}

/**
 * Sets a new password from a reset link: the token must be unused and unexpired (a 400 otherwise, the same for an
 * unknown one). In one transaction the token is spent, the user's other tokens go, every session of the user ends
 * (tokensValidAfter), and "your password was changed" is written to the outbox. The hash is made by the caller,
 * before: argon2 is tens of milliseconds of CPU that no transaction should wait on.
 */
export async function resetPassword(db: Database, token: string, passwordHash: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: passwordResetTokens.id, userId: passwordResetTokens.userId });
    if (!spent) throw badRequest(AUTH_MESSAGES.resetInvalid, [{ path: 'token', message: AUTH_MESSAGES.resetInvalid }]);
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, spent.userId), ne(passwordResetTokens.id, spent.id)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokensValidAfter: new Date() })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, name: users.name, email: users.email, at: users.tokensValidAfter });
    return writeEmails(tx, [
      {
        kind: 'password_changed',
        to: user!.email,
        key: `password-changed:${user!.id}:${user!.at!.toISOString()}`,
        payload: { name: user!.name },
      },
    ]);
  });
}

import { AUTH_MESSAGES } from '@astroden/shared';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { revokedTokens, users } from '../../db/schema/index.ts';
import { conflict, unauthorized } from '../../lib/http-errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
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

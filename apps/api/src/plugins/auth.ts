// Bearer-token auth: HS256 JWTs with a jti, checked against revoked tokens and the user's current state.
import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@astroden/shared';
import { and, eq, isNull, lte, notExists, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { revokedTokens, type UserRow, userPublicColumns, users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';

export type AuthUser = Omit<UserRow, 'passwordHash' | 'tokensValidAfter'>;

export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
  /** When the token was issued, in ms (iat has whole seconds only). */
  issuedAtMs: number;
}

export interface TokenService {
  sign(userId: string): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    token: TokenClaims | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: 401 unless a valid, unrevoked token of an active user is sent. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler: authenticate, then 403 unless the user is an admin. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** preHandler of a public route: sets request.user when a valid token is sent, and refuses nobody. */
    identify(request: FastifyRequest): Promise<void>;
  }
}

const ALG = 'HS256';

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({ iatMs: Date.now() })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    async verify(token) {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALG] });
      if (!payload.sub || !payload.jti || !payload.exp || !payload.iat)
        throw new joseErrors.JWTClaimValidationFailed('missing claims', payload);
      const issuedAtMs = typeof payload.iatMs === 'number' ? payload.iatMs : payload.iat * 1000;
      return { sub: payload.sub, jti: payload.jti, exp: payload.exp, issuedAtMs };
    },
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default fp(async function auth(app: FastifyInstance, opts: { secret: string; expiresIn: string }) {
  app.decorate('tokens', createTokenService(opts.secret, opts.expiresIn));
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const raw = bearerToken(request);
    if (!raw) throw unauthorized(AUTH_MESSAGES.unauthenticated);
    let claims: TokenClaims;
    try {
      claims = await app.tokens.verify(raw);
    } catch {
      throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    }
    if (!UUID.test(claims.sub)) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    const [user] = await app.db
      .select(userPublicColumns)
      .from(users)
      .where(
        and(
          eq(users.id, claims.sub),
          eq(users.isActive, true),
          // A password change ends every session opened before it.
          or(isNull(users.tokensValidAfter), lte(users.tokensValidAfter, new Date(claims.issuedAtMs))),
          notExists(app.db.select().from(revokedTokens).where(eq(revokedTokens.jti, claims.jti))),
        ),
      );
    if (!user) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    request.user = user;
    request.token = claims;
  });

  app.decorate('identify', async (request: FastifyRequest) => {
    if (!bearerToken(request)) return;
    try {
      await app.authenticate(request);
    } catch {
      // A stale token on a public route is no reason to refuse it: the visitor is simply not signed in.
      request.user = null;
      request.token = null;
    }
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.user?.role !== 'admin') throw forbidden(AUTH_MESSAGES.forbidden);
  });
});

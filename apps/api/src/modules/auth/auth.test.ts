import { AUTH_MESSAGES } from '@astroden/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, everyRateLimit, loadConfig } from '../../config.ts';
import { revokedTokens } from '../../db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('auth', () => {
  it('registers a user (always role user), then /me returns it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nova', email: 'Nova@Example.com', password: 'stardust', role: 'admin' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ name: 'Nova', email: 'nova@example.com', role: 'user', isActive: true });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.data).toEqual({ token: body.token, user: body.user });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('nova@example.com');
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Dup', email: u.email.toUpperCase(), password: 'stardust' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailTaken });
  });

  it('validates register input with field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: '', email: 'not-an-email', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    const paths = body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(body.errors.find((e: { path: string }) => e.path === 'password').message).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('logs in; wrong password and unknown e-mail get the same 401', async () => {
    const u = await createUser(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    expect(ok.json().user.role).toBe('user');
    expect(ok.json().data).toEqual({ token: ok.json().token, user: ok.json().user });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@test.example', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses an inactive user at login and on its old token', async () => {
    const u = await createUser(t.app, { isActive: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(401);
    const me = await t.app.inject({ url: '/api/auth/me', headers: u.headers });
    expect(me.statusCode).toBe(401);
  });

  it('answers 401 for a missing, malformed, wrongly signed, expired or revoked token', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { authorization: 'Bearer abc.def.ghi' } })).statusCode,
    ).toBe(401);
    const u = await createUser(t.app);
    const [h, p] = u.token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${forged}` } })).statusCode,
    ).toBe(401);
    // alg "none" is never accepted
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect((await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${none}` } })).statusCode).toBe(
      401,
    );

    const expiring = await createTestApp({ jwtExpiresIn: '1s' });
    try {
      const e = await createUser(expiring.app);
      await new Promise((r) => setTimeout(r, 2100));
      expect((await expiring.app.inject({ url: '/api/auth/me', headers: e.headers })).statusCode).toBe(401);
    } finally {
      await expiring.close();
    }

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: u.headers });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/auth/me', headers: u.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
  });

  /** Four failed logins on an app that allows three a minute; `forwardedFor(i)` is the i-th X-Forwarded-For. */
  async function fourLogins(config: Partial<AppConfig> = {}, forwardedFor?: (i: number) => string) {
    const strict = { max: 3, timeWindow: '1 minute' };
    const limited = await createTestApp({
      ...config,
      rateLimits: everyRateLimit(strict),
    });
    try {
      const replies = [];
      for (let i = 0; i < 4; i++) {
        replies.push(
          await limited.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: forwardedFor ? { 'x-forwarded-for': forwardedFor(i) } : {},
            payload: { email: 'a@b.co', password: 'x' },
          }),
        );
      }
      return replies;
    } finally {
      await limited.close();
    }
  }

  it('rate limits login per IP with a 429 and a message', async () => {
    const replies = await fourLogins();
    expect(replies.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(replies[3]!.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.tooManyAttempts });
  });

  it('behind one trusted proxy (TRUST_PROXY=1), limits the address the proxy saw, not one the client made up', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '1' });
    // The client writes the first entry; the proxy appends the address it saw.
    const replies = await fourLogins({ trustProxy }, (i) => `10.0.0.${i}, 203.0.113.9`);
    expect(replies.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
  });
});

describe('logout', () => {
  it('forgets revoked tokens once they would have expired anyway', async () => {
    await t.app.db.insert(revokedTokens).values({ jti: 'long-gone', expiresAt: new Date(Date.now() - 60_000) });
    const u = await createUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: u.headers })).statusCode).toBe(200);
    const jtis = (await t.app.db.select({ jti: revokedTokens.jti }).from(revokedTokens)).map((r) => r.jti);
    expect(jtis).not.toContain('long-gone');
    expect(jtis.length).toBeGreaterThan(0);
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, a hop count, true or proxy addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
  });
});

import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, USER_MESSAGES } from '@astroden/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  member = await createUser(t.app);
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Luna Rover',
  email: `luna-${randomUUID().slice(0, 8)}@test.example`,
  password: 'moonwalk',
  ...overrides,
});

describe('users: access', () => {
  const routes = [
    { method: 'GET', url: '/api/users' },
    { method: 'GET', url: `/api/users/${randomUUID()}` },
    { method: 'POST', url: '/api/users', payload: newUser() },
    { method: 'PUT', url: `/api/users/${randomUUID()}`, payload: { name: 'X', email: 'x@test.example' } },
    { method: 'DELETE', url: `/api/users/${randomUUID()}` },
  ] as const;

  it('answers 401 without a token on every admin route and on the password route', async () => {
    for (const r of [
      ...routes,
      {
        method: 'PUT',
        url: `/api/users/${randomUUID()}/password`,
        payload: { currentPassword: 'whatever', newPassword: 'whatever-2' },
      },
    ] as const) {
      const res = await t.app.inject(r);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated });
    }
  });

  it('answers 403 to a non-admin on every admin route', async () => {
    for (const r of routes) {
      const res = await t.app.inject({ ...r, headers: member.headers });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden });
    }
  });
});

describe('GET /api/users', () => {
  it('lists users newest first with page fields and a message, never a password hash', async () => {
    const a = await createUser(t.app, { name: 'Older' });
    const b = await createUser(t.app, { name: 'Newer' });
    const res = await t.app.inject({ url: '/api/users', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, currentPage: 1, totalPages: 1, message: expect.any(String) });
    expect(body.total).toBe(body.data.length);
    const ids = body.data.map((u: { _id: string }) => u._id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(body.data[0]).toEqual({
      _id: b.id,
      name: 'Newer',
      email: b.email,
      mobile_number: null,
      role: 'user',
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('$argon2');
  });

  it('pages with limit and refuses out-of-range page and limit', async () => {
    const res = await t.app.inject({ url: '/api/users?page=2&limit=1', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currentPage: 2, data: [expect.any(Object)] });
    expect(res.json().totalPages).toBe(res.json().total);
    for (const q of ['page=0', 'limit=101', 'page=abc']) {
      const bad = await t.app.inject({ url: `/api/users?${q}`, headers: admin.headers });
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().success).toBe(false);
    }
  });
});

describe('POST /api/users', () => {
  it('creates a user (role user by default), lowercasing the e-mail; the new user can sign in', async () => {
    const input = newUser({ email: 'Comet.Tail@Test.Example', mobile_number: '+91 98765 43210' });
    const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload: input });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: USER_MESSAGES.created,
      data: expect.objectContaining({
        name: 'Luna Rover',
        email: 'comet.tail@test.example',
        mobile_number: '+91 98765 43210',
        role: 'user',
        isActive: true,
      }),
    });
    expect(res.body).not.toContain('moonwalk');
    const signIn = await login('comet.tail@test.example', 'moonwalk');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.role).toBe('user');
  });

  it('creates an admin when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: newUser({ role: 'admin' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.role).toBe('admin');
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: newUser({ email: member.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailTaken });
  });

  it('validates the body with the spec messages', async () => {
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: newUser({ email: 'not-an-email' }),
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({
      success: false,
      message: 'Please enter a valid email address',
      errors: [{ path: 'email', message: 'Please enter a valid email address' }],
    });

    const shortPassword = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: newUser({ password: '12345' }),
    });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().errors).toEqual([
      { path: 'password', message: 'Password must be at least 6 characters long' },
    ]);

    const missing = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['name', 'email', 'password']),
    );

    const badRole = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: newUser({ role: 'superuser' }),
    });
    expect(badRole.statusCode).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  it('edits name, e-mail, mobile number, role and active state', async () => {
    const u = await createUser(t.app);
    const email = `Edited-${randomUUID().slice(0, 8)}@Test.Example`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: admin.headers,
      payload: { name: 'Edited', email, mobile_number: '9000000001', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: USER_MESSAGES.updated,
      data: expect.objectContaining({
        _id: u.id,
        name: 'Edited',
        email: email.toLowerCase(),
        mobile_number: '9000000001',
        role: 'admin',
        isActive: true,
      }),
    });

    // Fields left out keep their values; an empty mobile number clears it.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: admin.headers,
      payload: { name: 'Edited again', email, mobile_number: '' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ name: 'Edited again', role: 'admin', mobile_number: null });
  });

  it('a deactivated user cannot sign in and its token stops working; reactivated it can', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: admin.headers,
      payload: { name: 'Sleeper', email: u.email, isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isActive).toBe(false);
    const refused = await login(u.email, u.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(AUTH_MESSAGES.inactive);
    expect((await t.app.inject({ url: '/api/auth/me', headers: u.headers })).statusCode).toBe(401);

    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: admin.headers,
      payload: { name: 'Sleeper', email: u.email, isActive: true },
    });
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('refuses to deactivate or demote oneself with 400', async () => {
    const self = await createAdmin(t.app);
    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${self.id}`,
      headers: self.headers,
      payload: { name: 'Me', email: self.email, isActive: false },
    });
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json()).toEqual({ success: false, message: USER_MESSAGES.cannotDeactivateSelf });

    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${self.id}`,
      headers: self.headers,
      payload: { name: 'Me', email: self.email, role: 'user' },
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({ success: false, message: USER_MESSAGES.cannotDemoteSelf });

    // Editing one's own details (keeping role and active state) is fine.
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${self.id}`,
      headers: self.headers,
      payload: { name: 'Me Myself', email: self.email, role: 'admin', isActive: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Me Myself', role: 'admin', isActive: true });
  });

  it('refuses an e-mail another user has with 409', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: admin.headers,
      payload: { name: 'Clash', email: member.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailTaken });
  });

  it('answers 404 for an unknown id, malformed or not, and 400 for a malformed body', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${randomUUID()}`,
      headers: admin.headers,
      payload: { name: 'Ghost', email: 'ghost@test.example' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: USER_MESSAGES.notFound });

    const badId = await t.app.inject({
      method: 'PUT',
      url: '/api/users/not-a-uuid',
      headers: admin.headers,
      payload: { name: 'Ghost', email: 'ghost@test.example' },
    });
    expect(badId.statusCode).toBe(404);
    expect(badId.json()).toEqual({ success: false, message: USER_MESSAGES.notFound });

    const badBody = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers: admin.headers,
      payload: { name: '', email: 'nope' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['name', 'email']),
    );
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes another user, then answers 404 for it', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${u.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: USER_MESSAGES.deleted });
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: u.headers })).statusCode).toBe(401);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/users/${u.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: USER_MESSAGES.notFound });
  });

  it('refuses to delete oneself with 400', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${admin.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: USER_MESSAGES.cannotDeleteSelf });
    expect((await t.app.inject({ url: '/api/auth/me', headers: admin.headers })).statusCode).toBe(200);
  });
});

describe('PUT /api/users/:id/password', () => {
  const change = (who: TestUser, id: string, currentPassword: string, newPassword: string, confirmPassword?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/password`,
      headers: who.headers,
      payload: { currentPassword, newPassword, confirmPassword },
    });

  it('lets a user change their own password: the new one signs in, the old one does not', async () => {
    const u = await createUser(t.app);
    const res = await change(u, u.id, u.password, 'fresh-pass-2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: USER_MESSAGES.passwordChanged, token: expect.any(String) });
    expect((await login(u.email, 'fresh-pass-2')).statusCode).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
  });

  it('ends every session opened before the change, and hands the caller a new token', async () => {
    const u = await createUser(t.app);
    const otherDevice = (await login(u.email, u.password)).json().token as string;
    const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(otherDevice)).statusCode).toBe(200);

    const res = await change(u, u.id, u.password, 'fresh-pass-3');
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(res.json().token)).statusCode).toBe(200);
  });

  it("ends the target's sessions when an admin changes their password, not the admin's", async () => {
    const u = await createUser(t.app);
    const res = await change(admin, u.id, admin.password, 'set-by-admin-2');
    expect(res.json()).toEqual({ success: true, message: USER_MESSAGES.passwordChanged });
    expect((await t.app.inject({ url: '/api/auth/me', headers: u.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: admin.headers })).statusCode).toBe(200);
  });

  it('answers a wrong current password with 400, never 401, and keeps the password', async () => {
    const u = await createUser(t.app);
    const res = await change(u, u.id, 'not-my-password', 'fresh-pass-2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: USER_MESSAGES.wrongCurrentPassword });
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: u.headers })).statusCode).toBe(200);
  });

  it("refuses a confirmation that differs from the new password with 'New passwords do not match'", async () => {
    const u = await createUser(t.app);
    const res = await change(u, u.id, u.password, 'fresh-pass-2', 'fresh-pass-3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: USER_MESSAGES.passwordsDoNotMatch,
      errors: [{ path: 'confirmPassword', message: USER_MESSAGES.passwordsDoNotMatch }],
    });
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    expect((await change(u, u.id, u.password, 'fresh-pass-2', 'fresh-pass-2')).statusCode).toBe(200);
  });

  it("lets an admin change anyone's password with the admin's own current password", async () => {
    const u = await createUser(t.app, { password: 'targets-own-pass' });
    // The target's password is not the admin's: refused.
    const withTargets = await change(admin, u.id, u.password, 'set-by-admin');
    expect(withTargets.statusCode).toBe(400);
    expect(withTargets.json().message).toBe(USER_MESSAGES.wrongCurrentPassword);

    const res = await change(admin, u.id, admin.password, 'set-by-admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(USER_MESSAGES.passwordChanged);
    expect((await login(u.email, 'set-by-admin')).statusCode).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    // The admin's own password is unchanged.
    expect((await login(admin.email, admin.password)).statusCode).toBe(200);
  });

  it("refuses a non-admin changing someone else's password with 403", async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    const res = await change(u, other.id, u.password, 'hijacked-1');
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a short new password or missing fields', async () => {
    const unknown = await change(admin, randomUUID(), admin.password, 'whatever-1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: USER_MESSAGES.notFound });

    const u = await createUser(t.app);
    const short = await change(u, u.id, u.password, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { path: 'newPassword', message: 'Password must be at least 6 characters long' },
    ]);

    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}/password`,
      headers: u.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['currentPassword', 'newPassword']),
    );
  });
});

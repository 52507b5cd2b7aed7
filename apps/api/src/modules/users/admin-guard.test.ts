// The shop never loses its last active admin: not through an id spelled in upper case, not through two
// admins demoting each other at the same moment.
import { USER_MESSAGES } from '@astroden/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { createAdmin, createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { deleteUser, updateUser } from './service.ts';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts with exactly two active admins, a and b.
beforeEach(async () => {
  await t.app.db.delete(users);
  a = await createAdmin(t.app);
  b = await createAdmin(t.app);
});

/** b as its request saw it once authenticated: an admin, whatever has happened to it since. */
async function asAuthenticated(user: TestUser): Promise<AuthUser> {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
  const { passwordHash: _, tokensValidAfter: __, ...rest } = row!;
  return rest;
}

const edit = (actor: TestUser, id: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: actor.headers,
    payload: { name: 'Still Here', email: actor === a ? b.email : a.email, ...body },
  });
const remove = (actor: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: actor.headers });

async function activeAdmins() {
  const rows = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return rows.map((r) => r.id);
}

describe('an id is one id however it is spelled', () => {
  it('refuses deleting, demoting or deactivating oneself through the id in upper case', async () => {
    const own = a.id.toUpperCase();
    const del = await remove(a, own);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe(USER_MESSAGES.cannotDeleteSelf);

    const self = { name: 'Me', email: a.email };
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${own}`,
      headers: a.headers,
      payload: { ...self, role: 'user' },
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe(USER_MESSAGES.cannotDemoteSelf);
    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${own}`,
      headers: a.headers,
      payload: { ...self, isActive: false },
    });
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json().message).toBe(USER_MESSAGES.cannotDeactivateSelf);
    expect((await activeAdmins()).sort()).toEqual([a.id, b.id].sort());
  });

  it('answers with the id in its canonical lower-case spelling', async () => {
    const res = await edit(a, b.id.toUpperCase(), { name: 'Second Admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(b.id);
  });
});

describe('the last active admin', () => {
  // Two requests at the same moment: b's was authenticated (b still an admin) before a's change landed.
  // Whichever order the database applies them in, the second is judged against the first.
  it.each([
    ['demoted', { role: 'user' as const }],
    ['deactivated', { isActive: false }],
  ])('cannot be %s by an admin who has just lost that role', async (_verb, change) => {
    const bAsAuthenticated = await asAuthenticated(b);
    expect((await edit(a, b.id, change)).statusCode).toBe(200);
    await expect(
      updateUser(t.app.db, bAsAuthenticated, a.id, { name: 'A', email: a.email, ...change }),
    ).rejects.toMatchObject({ statusCode: 409, message: USER_MESSAGES.lastAdmin });
    expect(await activeAdmins()).toEqual([a.id]);
  });

  it('cannot be deleted by an admin who has just been deleted', async () => {
    const bAsAuthenticated = await asAuthenticated(b);
    expect((await remove(a, b.id)).statusCode).toBe(200);
    await expect(deleteUser(t.app.db, bAsAuthenticated, a.id)).rejects.toMatchObject({
      statusCode: 409,
      message: USER_MESSAGES.lastAdmin,
    });
    expect(await activeAdmins()).toEqual([a.id]);
  });

  it.each([
    ['demote', (actor: TestUser, id: string) => edit(actor, id, { role: 'user' })],
    ['deactivate', (actor: TestUser, id: string) => edit(actor, id, { isActive: false })],
    ['delete', remove],
  ])('survives two admins who %s each other at the same moment over HTTP', async (_verb, act) => {
    const results = await Promise.all([act(a, b.id), act(b, a.id.toUpperCase())]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('lets an admin step down while another active admin remains', async () => {
    expect((await edit(a, b.id, { role: 'user' })).statusCode).toBe(200);
    expect(await activeAdmins()).toEqual([a.id]);
  });
});

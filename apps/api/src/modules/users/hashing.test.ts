// argon2 takes tens of milliseconds of CPU a hash. The embedded database runs one transaction at a time, so a hash
// made inside the admin's audited transaction held every other request up for as long (issue 22): passwords are
// hashed before the transaction begins. Here the hash waits on a gate the test holds shut, and the shop must go on
// answering meanwhile.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin, createTestApp, type TestApp, type TestUser } from '../../test/app.ts';

const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  let shut: Promise<void> = Promise.resolve();
  let entered: () => void = () => {};
  const state = {
    /** Resolves once a hash has begun behind the shut gate. */
    hashing: Promise.resolve(),
    shut() {
      shut = new Promise((resolve) => {
        open = resolve;
      });
      state.hashing = new Promise((resolve) => {
        entered = resolve;
      });
    },
    open: () => open(),
    async pass() {
      entered();
      await shut;
    },
  };
  return state;
});

vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords.ts')>();
  return {
    ...real,
    async hashPassword(password: string) {
      await gate.pass();
      return real.hashPassword(password);
    },
  };
});

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

/** `write` stays behind the shut gate while another request is answered; then it completes. */
async function othersGoOnWhileHashing(write: () => Promise<{ statusCode: number }>, expected: number) {
  gate.shut();
  const writing = write();
  let written = false;
  void writing.then(() => {
    written = true;
  });
  await gate.hashing;
  // A read that needs the database, answered while the hash is still under way.
  const read = await t.app.inject({ url: '/api/users', headers: admin.headers });
  expect(read.statusCode).toBe(200);
  expect(written).toBe(false);
  gate.open();
  expect((await writing).statusCode).toBe(expected);
}

describe('passwords are hashed outside transactions', () => {
  it('an admin adding a user holds nobody up', async () => {
    await othersGoOnWhileHashing(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/users',
          headers: admin.headers,
          payload: { name: 'Hash Later', email: 'hash.later@test.example', password: 'moonwalk', role: 'user' },
        }),
      201,
    );
  });

  it("an admin changing a user's password holds nobody up", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { name: 'Hash Again', email: 'hash.again@test.example', password: 'moonwalk', role: 'user' },
    });
    const id = created.json().data._id;
    await othersGoOnWhileHashing(
      () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/users/${id}/password`,
          headers: admin.headers,
          payload: { currentPassword: admin.password, newPassword: 'starlight' },
        }),
      200,
    );
  });
});

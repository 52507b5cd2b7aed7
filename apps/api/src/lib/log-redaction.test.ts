// No log line holds a password hash, a customer's name, e-mail, phone or address: not in a failed query's
// parameters, not in an error's detail, not in a URL's query string.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index.ts';
import { createAdmin, createTestApp, type TestApp, type TestUser } from '../test/app.ts';

const lines: string[] = [];
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
  admin = await createAdmin(t.app);
  // Make every write of an order or a user fail inside the database, as a broken disk or a bad migration
  // would: the failing query carries the customer's data and the password hash as its parameters.
  await t.app.db.execute(sql`
    create function refuse_write() returns trigger language plpgsql as $$
    begin raise exception 'the disk is on fire'; end $$`);
  await t.app.db.execute(
    sql`create trigger refuse_orders before insert on orders for each row execute function refuse_write()`,
  );
  await t.app.db.execute(
    sql`create trigger refuse_users before insert on users for each row execute function refuse_write()`,
  );
});
afterAll(() => t.close());

/** An admin adds a user: the trigger above makes it fail inside the database. */
const addUser = (name: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: admin.headers,
    payload: { name, email, password, role: 'user' },
  });

const customer = {
  email: 'zephyrina.quasar@private.example',
  firstName: 'Zephyrina',
  lastName: 'Quasarfield',
  address: '77 Hidden Nebula Road',
  city: 'Pune',
  country: 'India',
  postalCode: '411001',
  phone: '9123456780',
  state: 'Maharashtra',
};

describe('logs', () => {
  it('keep a failed order query but none of the customer data it was run with', async () => {
    const [p] = await t.app.db
      .insert(products)
      .values({ name: 'Logged Mug', description: 'd', pricePaise: 100, stock: 5, category: 'Collectibles' })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...customer, items: [{ productId: p!.id, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    // The failure is logged, with its query, so someone can fix it ...
    expect(log).toContain('the disk is on fire');
    expect(log).toContain('select place_order($1::jsonb)');
    // ... and nothing of the customer.
    for (const secret of ['Zephyrina', 'Quasarfield', 'zephyrina.quasar', 'Hidden Nebula', '9123456780', '411001']) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('never hold a password hash, nor the password', async () => {
    const res = await addUser('Orion Secretname', 'orion@private.example', 'hunter2-galaxy');
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('insert into \\"users\\"');
    for (const secret of ['$argon2', 'hunter2-galaxy', 'Secretname', 'orion@private.example']) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it("tie each failed request's lines together by its id: its own logger's and its answer's", async () => {
    const before = lines.length;
    for (const name of ['Vega Idline', 'Rigel Idline']) {
      expect((await addUser(name, `${name.split(' ')[0]}@private.example`, 'hunter3-galaxy')).statusCode).toBe(500);
    }
    const entries = lines.slice(before).map((line) => JSON.parse(line));
    const failures = entries.filter((entry) => entry.msg === 'unhandled error');
    expect(failures).toHaveLength(2);
    expect(failures[0].reqId).not.toBe(failures[1].reqId);
    for (const failure of failures) {
      expect(failure).toMatchObject({ level: 50, reqId: expect.any(String) });
      const answer = entries.find((entry) => entry.reqId === failure.reqId && entry !== failure);
      expect(answer).toMatchObject({ req: { method: 'POST', url: '/api/users' }, res: { statusCode: 500 } });
    }
  });

  it('keep the path of a request but not the values of its query string', async () => {
    await t.app.inject({ url: `/api/payment/checkouts?search=${customer.email}`, headers: admin.headers });
    const log = lines.join('');
    expect(log).toContain('/api/payment/checkouts?search=[redacted]');
    expect(log).not.toContain('zephyrina');
  });

  it('give a request one line: what was asked, the answer and how long it took', async () => {
    const res = await t.app.inject({ url: '/api/products?search=nebula&limit=2' });
    expect(res.statusCode).toBe(200);
    const entries = lines.map((line) => JSON.parse(line));
    const asked = entries.find((entry) => entry.req?.url === '/api/products?search=[redacted]&limit=[redacted]');
    const mine = entries.filter((entry) => entry.reqId === asked?.reqId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/products?search=[redacted]&limit=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(mine[0].responseTime).toBeGreaterThan(0);
  });
});

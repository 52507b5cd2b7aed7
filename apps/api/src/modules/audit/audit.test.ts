// The audit log (issue 11): every admin write is recorded with who, when, what and the fields before and
// after, never a secret or a password hash; a customer's order records nothing; nobody can change or
// delete an entry, through the API or the database.
import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@astroden/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, settings } from '../../db/schema/index.ts';
import { asActor } from '../../lib/audit.ts';
import { ensureDefaultSettings } from '../../lib/default-settings.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { multipart, orderBody } from '../../test/fixtures.ts';

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await ensureDefaultSettings(t.app.db);
  admin = await createAdmin(t.app);
  otherAdmin = await createAdmin(t.app);
  member = await createUser(t.app);
});
afterAll(() => t.close());

async function entries(query = '', who: TestUser = admin): Promise<AuditEntry[]> {
  const res = await t.app.inject({ url: `/api/audit${query ? `?${query}` : ''}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function insertProduct(stock = 8) {
  const [row] = await t.app.db
    .insert(products)
    .values({
      name: `Audited Lamp ${randomUUID().slice(0, 6)}`,
      description: 'Seen',
      pricePaise: 9900,
      stock,
      category: 'Lamps',
    })
    .returning();
  return row!;
}

describe('GET /api/audit', () => {
  it('records a product edit: who, when, and only the fields that changed, before and after', async () => {
    const product = await insertProduct();
    const form = await multipart({
      name: product.name,
      description: 'Seen in the dark',
      price: '120',
      stock: '8',
      category: 'Lamps',
      existingImages: '[]',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      payload: form.payload,
      headers: { ...form.headers, ...admin.headers },
    });
    expect(res.statusCode, res.body).toBe(200);

    const [entry] = await entries(`entity=product&entityId=${product.id}`);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'update',
      entity: 'product',
      entityId: product.id,
      before: { description: 'Seen', price_paise: 9900 },
      after: { description: 'Seen in the dark', price_paise: 12000 },
    });
    expect(Object.keys(entry!.after!).sort()).toEqual(['description', 'price_paise']);
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
  });

  it('records users without their password hash, and deletes with the whole row', async () => {
    const email = `audited-${randomUUID().slice(0, 6)}@test.example`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { name: 'Audited Astronaut', email, password: 'a-long-secret-1', role: 'user' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id ?? created.json().data.id;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(200);

    const log = await entries(`entity=user&entityId=${id}`);
    expect(log.map((e) => e.action)).toEqual(['delete', 'create']);
    expect(log[0]!.before).toMatchObject({ email, name: 'Audited Astronaut' });
    expect(log[1]!.after).toMatchObject({ email, role: 'user' });
    const text = JSON.stringify(log);
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('a-long-secret-1');
  });

  it('records a secret setting as changed, never its value', async () => {
    // The API does not edit secrets; whatever admin write does one day, the log holds no value of it.
    await asActor(t.app.db, admin, (db) =>
      db.update(settings).set({ value: 'sk_live_do_not_log_me' }).where(eq(settings.key, 'paymentKeySecret')),
    );
    const [secret] = await entries('entity=setting&entityId=paymentKeySecret');
    expect(secret).toMatchObject({ before: { value: '[secret]' }, after: { value: '[secret]' } });
    const visible = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/brandName',
      headers: otherAdmin.headers,
      payload: { value: 'Audited Den' },
    });
    expect(visible.statusCode).toBe(200);
    const [entry] = await entries('entity=setting&entityId=brandName');
    expect(entry).toMatchObject({
      actorId: otherAdmin.id,
      before: { value: 'AstroDen' },
      after: { value: 'Audited Den' },
    });
    expect(JSON.stringify(await entries('entity=setting'))).not.toContain('sk_live_do_not_log_me');
  });

  it("records an admin's order status move and the stock it returns, but not the customer's order", async () => {
    const product = await insertProduct(5);
    const before = (await entries('limit=100')).length;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([{ productId: product.id, quantity: 2 }]),
    });
    expect(placed.statusCode).toBe(201);
    expect((await entries('limit=100')).length).toBe(before);

    const orderId = placed.json().data.orderId;
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/payment/checkout/${orderId}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [order] = await entries(`entity=order&entityId=${orderId}`);
    expect(order).toMatchObject({ action: 'update', before: { status: 'pending' }, after: { status: 'cancelled' } });
    const [stock] = await entries(`entity=product&entityId=${product.id}`);
    expect(stock).toMatchObject({ before: { stock: 3 }, after: { stock: 5 } });
  });

  it('filters by admin and by time, newest first, in pages', async () => {
    const mine = await entries(`actorId=${otherAdmin.id}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actorId === otherAdmin.id)).toBe(true);
    const all = await entries('limit=100');
    const times = all.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`from=${today}&to=${today}&limit=100`)).length).toBe(all.length);
    expect(await entries('to=2020-01-01')).toEqual([]);
    const page = await t.app.inject({ url: '/api/audit?limit=1&page=2', headers: admin.headers });
    expect(page.json()).toMatchObject({ currentPage: 2, total: all.length, totalPages: all.length });
    expect(page.json().data[0].id).toBe(all[1]!.id);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/audit', headers: member.headers })).statusCode).toBe(403);
  });

  it.each([
    ['an unknown entity', 'entity=spaceship', 'entity'],
    ['a malformed admin id', 'actorId=nope', 'actorId'],
    ['a malformed date', 'from=yesterday', 'from'],
    ['from after to', 'from=2026-02-01&to=2026-01-01', 'from'],
    ['a page of 0', 'page=0', 'page'],
  ])('refuses %s with 400 naming the field', async (_label, query, path) => {
    const res = await t.app.inject({ url: `/api/audit?${query}`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('cannot be changed or deleted: no route does it, and the table refuses it', async () => {
    const [entry] = await entries();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `/api/audit/${entry!.id}`, headers: admin.headers, payload: {} });
      expect(res.statusCode, method).toBe(404);
    }
    await expect(t.app.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`update audit_log set actor_email = 'someone@else.example'`)).rejects.toThrow();
    expect((await entries())[0]).toEqual(entry);
  });
});

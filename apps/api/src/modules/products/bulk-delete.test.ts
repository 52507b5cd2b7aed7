// POST /api/products/bulk-delete (issue 11): each id deleted or refused with the reason, every delete in
// the audit log, the public cache forgets the deleted products, and only admins may ask.
import { randomUUID } from 'node:crypto';
import { PRODUCT_MESSAGES } from '@astroden/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
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

async function insertProducts(n: number) {
  const rows = await t.app.db
    .insert(products)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Bulk ${randomUUID().slice(0, 6)} ${i}`,
        description: 'To delete',
        pricePaise: 1000,
        stock: 2,
        category: 'Bulk',
      })),
    )
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

const bulkDelete = (payload: unknown, who: TestUser | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products/bulk-delete',
    payload: payload as object,
    headers: who?.headers ?? {},
  });

describe('POST /api/products/bulk-delete', () => {
  it('deletes the products that exist and refuses the others, saying why', async () => {
    const ids = await insertProducts(2);
    const missing = randomUUID();
    const res = await bulkDelete({ ids: [...ids, missing] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: PRODUCT_MESSAGES.bulkDeleted,
      data: { done: ids, refused: [{ id: missing, message: PRODUCT_MESSAGES.notFound }] },
    });
    expect(await t.app.db.select().from(products).where(inArray(products.id, ids))).toEqual([]);
  });

  it('records each deleted product in the audit log, signed by the admin', async () => {
    const ids = await insertProducts(2);
    await bulkDelete({ ids });
    for (const id of ids) {
      const res = await t.app.inject({ url: `/api/audit?entity=product&entityId=${id}`, headers: admin.headers });
      expect(res.json().data).toEqual([
        expect.objectContaining({ action: 'delete', entityId: id, actorId: admin.id, actorEmail: admin.email }),
      ]);
    }
  });

  it('makes the public listing forget the deleted products at once (the cache is invalidated)', async () => {
    const [id] = await insertProducts(1);
    const url = '/api/products?category=Bulk&limit=100';
    const listed = async () => (await t.app.inject({ url })).json().data.map((p: { _id: string }) => p._id);
    expect(await listed()).toContain(id);
    await bulkDelete({ ids: [id] });
    expect(await listed()).not.toContain(id);
  });

  it('answers 401 without a token and 403 to a non-admin, deleting nothing', async () => {
    const ids = await insertProducts(1);
    expect((await bulkDelete({ ids }, null)).statusCode).toBe(401);
    expect((await bulkDelete({ ids }, member)).statusCode).toBe(403);
    expect(await t.app.db.select().from(products).where(inArray(products.id, ids))).toHaveLength(1);
  });

  it('answers 400 to a malformed body: no ids, too many, not ids', async () => {
    const tooMany = Array.from({ length: 101 }, () => randomUUID());
    for (const payload of [{}, { ids: [] }, { ids: tooMany }, { ids: ['not-an-id'] }, { ids: 'x' }]) {
      const res = await bulkDelete(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: expect.any(Array) });
    }
  });
});

// POST /api/payment/checkouts/bulk-status and the list's sort (issue 11): each order moved or refused
// with the reason a single move would give, cancelling returns the stock, every move is audited, and
// only admins may ask.
import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES, type Order } from '@astroden/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { liftOrderVelocityLimits, orderBody } from '../../test/fixtures.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  member = await createUser(t.app);
  await liftOrderVelocityLimits(t.app.db);
});
afterAll(() => t.close());

async function insertProduct(stock = 10, pricePaise = 4000) {
  const [row] = await t.app.db
    .insert(products)
    .values({ name: `Bulk Mug ${randomUUID().slice(0, 6)}`, description: 'x', pricePaise, stock, category: 'Mugs' })
    .returning();
  return row!;
}

async function placeOrder(productId: string, quantity = 1) {
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId, quantity }]) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; orderId: string };
}

const bulkStatus = (payload: unknown, who: TestUser | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/checkouts/bulk-status',
    payload: payload as object,
    headers: who?.headers ?? {},
  });

async function statusOf(orderId: string): Promise<Order> {
  const res = await t.app.inject({ url: `/api/payment/checkouts?search=${orderId}`, headers: admin.headers });
  return res.json().data[0];
}

describe('POST /api/payment/checkouts/bulk-status', () => {
  it('moves each order it may and refuses a completed one and an unknown id, saying why', async () => {
    const product = await insertProduct();
    const [a, b, done] = [await placeOrder(product.id), await placeOrder(product.id), await placeOrder(product.id)];
    const finished = await bulkStatus({ ids: [done._id], status: 'completed' });
    expect(finished.json().data).toEqual({ done: [done._id], refused: [] });

    const missing = randomUUID();
    const res = await bulkStatus({ ids: [a._id, done._id, b._id, missing], status: 'processing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: ORDER_MESSAGES.bulkMoved,
      data: {
        done: [a._id, b._id],
        refused: [
          { id: done._id, message: ORDER_MESSAGES.forbiddenTransition },
          { id: missing, message: ORDER_MESSAGES.notFound },
        ],
      },
    });
    expect((await statusOf(a.orderId)).status).toBe('processing');
    expect((await statusOf(done.orderId)).status).toBe('completed');
  });

  it('cancels as a single cancel does: the stock comes back and the reason names the admin', async () => {
    const product = await insertProduct(10);
    const order = await placeOrder(product.id, 3);
    const res = await bulkStatus({ ids: [order._id], status: 'cancelled' });
    expect(res.json().data.done).toEqual([order._id]);
    const [row] = await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(10);
    expect((await statusOf(order.orderId)).statusReason).toMatch(/^Cancelled by /);
  });

  it('records each move in the audit log, signed by the admin', async () => {
    const order = await placeOrder((await insertProduct()).id);
    await bulkStatus({ ids: [order._id], status: 'completed' });
    const res = await t.app.inject({
      url: `/api/audit?entity=order&entityId=${order.orderId}`,
      headers: admin.headers,
    });
    expect(res.json().data).toContainEqual(
      expect.objectContaining({
        action: 'update',
        actorId: admin.id,
        after: expect.objectContaining({ status: 'completed' }),
      }),
    );
  });

  it('answers 401 without a token and 403 to a non-admin, moving nothing', async () => {
    const order = await placeOrder((await insertProduct()).id);
    expect((await bulkStatus({ ids: [order._id], status: 'completed' }, null)).statusCode).toBe(401);
    expect((await bulkStatus({ ids: [order._id], status: 'completed' }, member)).statusCode).toBe(403);
    expect((await statusOf(order.orderId)).status).toBe('pending');
  });

  it('answers 400 to a malformed body', async () => {
    const id = randomUUID();
    for (const payload of [
      { ids: [id] },
      { ids: [id], status: 'lost' },
      { ids: [], status: 'completed' },
      { status: 'completed' },
    ]) {
      const res = await bulkStatus(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

describe('GET /api/payment/checkouts?sort=', () => {
  it('sorts by total either way, newest first by default, and 400s an unknown sort', async () => {
    const email = `sorted-${randomUUID().slice(0, 6)}@test.example`;
    const cheap = await insertProduct(10, 1000);
    const dear = await insertProduct(10, 9000);
    for (const id of [cheap.id, dear.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody([{ productId: id, quantity: 1 }], { email }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const totals = async (sort: string) => {
      const res = await t.app.inject({ url: `/api/payment/checkouts?search=${email}${sort}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Order[]).map((o) => o.products[0]!.productId.price);
    };
    expect(await totals('&sort=totalAmount')).toEqual([10, 90]);
    expect(await totals('&sort=-totalAmount')).toEqual([90, 10]);
    expect(await totals('')).toEqual([90, 10]);
    const bad = await t.app.inject({ url: '/api/payment/checkouts?sort=email', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});

import { AUTH_MESSAGES, type Order, RECENT_ORDERS_LIMIT, type SalesRow, TOP_PRODUCTS_LIMIT } from '@astroden/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderRow, orderLines, orders, type ProductRow, products, users } from '../../db/schema/index.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: admin.headers });

async function insertProduct(name: string, price: number) {
  const [row] = await t.app.db
    .insert(products)
    .values({
      name,
      description: `${name} for the dashboard tests`,
      pricePaise: price * 100,
      stock: 100,
      category: 'Collectibles',
      images: [`/uploads/products/${name.toLowerCase().replaceAll(' ', '-')}.png`],
    })
    .returning();
  return row!;
}

let orderSeq = 0;
/** An order written straight to the tables, at a chosen time and status. */
async function insertOrder(
  status: OrderRow['status'],
  createdAt: Date,
  lines: { product: ProductRow; quantity: number }[],
  shippingPaise = 0,
) {
  orderSeq += 1;
  const totalPaise = lines.reduce((s, l) => s + l.product.pricePaise * l.quantity, shippingPaise);
  const [order] = await t.app.db
    .insert(orders)
    .values({
      orderNumber: `ORD-20000101-${String(orderSeq).padStart(4, '0')}`,
      status,
      customerFullName: `Customer ${orderSeq}`,
      customerEmail: `c${orderSeq}@test.example`,
      addressLine1: '1 Crater Lane',
      town: 'Pune',
      pincode: '411001',
      totalPaise,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await t.app.db.insert(orderLines).values(
    lines.map((l) => ({
      orderId: order!.id,
      productId: l.product.id,
      name: l.product.name,
      images: l.product.images,
      unitPricePaise: l.product.pricePaise,
      quantity: l.quantity,
    })),
  );
  return order!;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthLabel = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
const yearLabel = (d: Date) => String(d.getUTCFullYear());
function isoWeekLabel(d: Date) {
  const thursday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const week = Math.ceil(((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${pad(week)}`;
}

/** The rows a period should show, computed in JS from every completed order in the table. */
async function expectedSales(labels: string[], labelOf: (d: Date) => string): Promise<SalesRow[]> {
  const completed = await t.app.db.select().from(orders).where(eq(orders.status, 'completed'));
  return labels.map((label) => {
    const inBucket = completed.filter((o) => labelOf(o.createdAt) === label);
    return { _id: label, total: inBucket.reduce((s, o) => s + o.totalPaise, 0) / 100, count: inBucket.length };
  });
}

describe('admin only', () => {
  it.each(['/api/dashboard', '/api/dashboard/sales', '/api/dashboard/sales?period=year', '/api/dashboard/products'])(
    'GET %s: 401 without or with a bad token, 403 for a non-admin',
    async (url) => {
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated });
      expect((await t.app.inject({ url, headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
      const user = await t.app.inject({ url, headers: customer.headers });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden });
    },
  );
});

describe('on an empty shop', () => {
  it('has zero figures, zero-filled sales and no top products', async () => {
    const overview = await get('/api/dashboard');
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toEqual({
      success: true,
      data: { totalUsers: 2, totalProducts: 0, totalOrders: 0, totalRevenue: 0, recentOrders: [] },
    });
    const sales = (await get('/api/dashboard/sales')).json().data as SalesRow[];
    expect(sales).toHaveLength(12);
    expect(sales.every((r) => r.total === 0 && r.count === 0)).toBe(true);
    expect((await get('/api/dashboard/products')).json()).toEqual({ success: true, data: [] });
  });
});

describe('with orders', () => {
  const now = new Date();
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  let p: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g', ProductRow>;
  let apiOrderId: string;

  beforeAll(async () => {
    p = {
      a: await insertProduct('Astro Mug', 100),
      b: await insertProduct('Black Hole Hoodie', 200),
      c: await insertProduct('Comet Keychain', 50),
      d: await insertProduct('Deleted Decal', 80),
      e: await insertProduct('Eclipse Pin', 10),
      f: await insertProduct('Flare Sticker', 5),
      g: await insertProduct('Galaxy Badge', 1),
    };
    await insertOrder('completed', secondsAgo(10), [
      { product: p.a, quantity: 2 },
      { product: p.c, quantity: 8 },
    ]);
    await insertOrder('cancelled', secondsAgo(20), [{ product: p.c, quantity: 100 }]);
    await insertOrder('pending', secondsAgo(30), [{ product: p.b, quantity: 50 }]);
    await insertOrder('failed', secondsAgo(40), [{ product: p.g, quantity: 70 }]);
    await insertOrder('processing', secondsAgo(50), [{ product: p.f, quantity: 70 }]);
    await insertOrder('completed', daysAgo(10), [{ product: p.e, quantity: 2 }], 1500);
    await insertOrder('completed', new Date(Date.UTC(y, m - 2, 15, 12)), [
      { product: p.a, quantity: 3 },
      { product: p.b, quantity: 3 },
    ]);
    await insertOrder('completed', new Date(Date.UTC(y, m - 13, 15, 12)), [{ product: p.d, quantity: 4 }]);
    await insertOrder(
      'completed',
      new Date(Date.UTC(y - 3, 6, 1, 12)),
      [
        { product: p.e, quantity: 1 },
        { product: p.f, quantity: 1 },
        { product: p.g, quantity: 1 },
      ],
      1500,
    );
    await insertOrder('completed', new Date(Date.UTC(y - 6, 3, 1, 12)), [{ product: p.a, quantity: 1 }]);

    // One order through the API, completed by the admin: the modules agree with each other.
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        email: 'nova@test.example',
        firstName: 'Nova',
        lastName: 'Star',
        address: '7 Nebula Street',
        city: 'Chennai',
        country: 'India',
        postalCode: '600001',
        items: [{ productId: p.g.id, quantity: 2 }],
      },
    });
    expect(placed.statusCode).toBe(201);
    apiOrderId = placed.json().data.orderId;
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/payment/checkout/${apiOrderId}/status`,
      headers: admin.headers,
      payload: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);

    // The product is gone, its lines stay with their snapshot; the mug's price changes after its sales.
    await t.app.db.delete(products).where(eq(products.id, p.d.id));
    await t.app.db.update(products).set({ pricePaise: 12_000 }).where(eq(products.id, p.a.id));
  });

  it('gives overview figures that match the tables', async () => {
    const res = await get('/api/dashboard');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const all = await t.app.db.select().from(orders);
    const [userCount] = await t.app.db.select({ n: count() }).from(users);
    const completedPaise = all.filter((o) => o.status === 'completed').reduce((s, o) => s + o.totalPaise, 0);
    expect(data.totalUsers).toBe(userCount!.n);
    expect(data.totalProducts).toBe(6);
    expect(data.totalOrders).toBe(11);
    expect(data.totalOrders).toBe(all.length);
    // 600 + 35 + 900 + 320 + 31 + 100 + (2 x 1 + 15 shipping)
    expect(data.totalRevenue).toBe(2003);
    expect(data.totalRevenue).toBe(completedPaise / 100);

    const newest = [...all].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, RECENT_ORDERS_LIMIT);
    expect(data.recentOrders.map((o: Order) => o.orderId)).toEqual(newest.map((o) => o.orderNumber));
    expect(data.recentOrders[0]).toMatchObject({
      orderId: apiOrderId,
      status: 'completed',
      totalAmount: 17,
      customer: { fullName: 'Nova Star', email: 'nova@test.example' },
      products: [{ productId: { _id: p.g.id, name: 'Galaxy Badge', images: p.g.images, price: 1 }, quantity: 2 }],
    });
  });

  it('sums completed sales per month over the last 12 months (the default)', async () => {
    const res = await get('/api/dashboard/sales');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as SalesRow[];
    const labels = Array.from({ length: 12 }, (_, i) => monthLabel(new Date(Date.UTC(y, m - 11 + i, 1))));
    expect(rows).toEqual(await expectedSales(labels, monthLabel));
    expect((await get('/api/dashboard/sales?period=month')).json().data).toEqual(rows);
    // The order of 13 months ago and the older ones are out of range; two months ago is in.
    expect(rows.find((r) => r._id === monthLabel(new Date(Date.UTC(y, m - 2, 15))))!.total).toBeGreaterThanOrEqual(900);
    expect(rows.map((r) => r._id)).not.toContain(monthLabel(new Date(Date.UTC(y, m - 13, 15))));
    const sum = rows.reduce((s, r) => s + r.total * 100, 0);
    const inRange = (await t.app.db.select().from(orders)).filter(
      (o) => o.status === 'completed' && o.createdAt >= new Date(Date.UTC(y, m - 11, 1)),
    );
    expect(Math.round(sum)).toBe(inRange.reduce((s, o) => s + o.totalPaise, 0));
    expect(rows.reduce((s, r) => s + r.count, 0)).toBe(inRange.length);
  });

  it('sums completed sales per ISO week over the last 12 weeks', async () => {
    const res = await get('/api/dashboard/sales?period=week');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as SalesRow[];
    const labels = Array.from({ length: 12 }, (_, i) => isoWeekLabel(daysAgo(7 * (11 - i))));
    expect(rows.map((r) => r._id)).toEqual(labels);
    expect(rows.at(-1)!._id).toMatch(/^\d{4}-W\d{2}$/);
    expect(rows).toEqual(await expectedSales(labels, isoWeekLabel));
    expect(rows.reduce((s, r) => s + r.count, 0)).toBeGreaterThanOrEqual(3);
  });

  it('sums completed sales per year over the last 5 years', async () => {
    const res = await get('/api/dashboard/sales?period=year');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as SalesRow[];
    const labels = [y - 4, y - 3, y - 2, y - 1, y].map(String);
    expect(rows.map((r) => r._id)).toEqual(labels);
    expect(rows).toEqual(await expectedSales(labels, yearLabel));
    // six years ago is out of range; three years ago holds 16 + 15 shipping
    expect(rows[1]).toEqual({ _id: String(y - 3), total: 31, count: 1 });
    expect(rows[0]).toEqual({ _id: String(y - 4), total: 0, count: 0 });
  });

  it.each(['day', 'MONTH', '', 'week;drop table orders'])('refuses period=%j with 400', async (period) => {
    const res = await get(`/api/dashboard/sales?period=${encodeURIComponent(period)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'period must be one of week, month, year' });
  });

  it('ranks top products by quantity sold in completed orders', async () => {
    const res = await get('/api/dashboard/products');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows).toHaveLength(TOP_PRODUCTS_LIMIT);
    expect(rows).toEqual([
      // 8 in a completed order; the cancelled 100 do not count
      { _id: p.c.id, name: 'Comet Keychain', images: p.c.images, price: 50, totalSold: 8, totalRevenue: 400 },
      // sold at 100 each; the current price is 120
      { _id: p.a.id, name: 'Astro Mug', images: p.a.images, price: 120, totalSold: 6, totalRevenue: 600 },
      // deleted: shown from its lines' snapshot
      { _id: null, name: 'Deleted Decal', images: p.d.images, price: 80, totalSold: 4, totalRevenue: 320 },
      // ties on quantity (3 each: hoodie, pin, badge) are broken by revenue; the pending 50 do not count
      { _id: p.b.id, name: 'Black Hole Hoodie', images: p.b.images, price: 200, totalSold: 3, totalRevenue: 600 },
      { _id: p.e.id, name: 'Eclipse Pin', images: p.e.images, price: 10, totalSold: 3, totalRevenue: 30 },
    ]);
  });
});

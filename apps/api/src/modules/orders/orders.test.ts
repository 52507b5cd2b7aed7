import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type CreateOrderBody, ORDER_MESSAGES, type Order } from '@astroden/shared';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products, settings } from '../../db/schema/index.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { liftOrderVelocityLimits } from '../../test/fixtures.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  customer = await createUser(t.app);
  // Every order of this file comes from one e-mail and one address: the velocity limits are
  // order-limits.test.ts's subject, not this file's.
  await liftOrderVelocityLimits(t.app.db);
});
afterAll(() => t.close());

let productCounter = 0;
async function insertProduct(opts: { price?: number; stock?: number; name?: string } = {}) {
  productCounter += 1;
  const [row] = await t.app.db
    .insert(products)
    .values({
      name: opts.name ?? `Test Product ${productCounter}`,
      description: 'A product for the order tests',
      pricePaise: Math.round((opts.price ?? 40) * 100),
      stock: opts.stock ?? 10,
      category: 'Collectibles',
      images: [`/uploads/products/p${productCounter}.png`],
    })
    .returning();
  return row!;
}

async function stockOf(id: string) {
  const [row] = await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock;
}

async function orderCount() {
  const [row] = await t.app.db.select({ n: count() }).from(orders);
  return row!.n;
}

function checkoutBody(items: { productId: string; quantity: number }[], overrides: Partial<CreateOrderBody> = {}) {
  return {
    email: 'Stella@Example.com',
    firstName: 'Stella',
    lastName: 'Nova',
    address: '42 Orbit Road',
    city: 'Bengaluru',
    country: 'India',
    postalCode: '560001',
    phone: '9876543210',
    state: 'Karnataka',
    items,
    ...overrides,
  };
}

function placeOrder(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/orders', payload: payload as object, headers });
}

async function placeOk(items: { productId: string; quantity: number }[], overrides: Partial<CreateOrderBody> = {}) {
  const res = await placeOrder(checkoutBody(items, overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; orderId: string; totalAmount: number; status: string };
}

function setStatus(orderId: string, status: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/payment/checkout/${orderId}/status`,
    headers: admin.headers,
    payload: { status },
  });
}

function listOrders(query: string) {
  return t.app.inject({ url: `/api/payment/checkouts?${query}`, headers: admin.headers });
}

const todayStamp = () => new Date().toISOString().slice(0, 10).replaceAll('-', '');

describe('POST /api/orders', () => {
  it('places an order priced from the database, whatever the client claims, and takes the stock', async () => {
    const p = await insertProduct({ price: 40, stock: 5 });
    const res = await placeOrder({
      ...checkoutBody([{ productId: p.id, quantity: 2, price: 0.01 } as never]),
      totalAmount: 1,
      cardNumber: '4242424242424242',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: ORDER_MESSAGES.created,
      data: { _id: expect.any(String), orderId: expect.any(String), totalAmount: 95, status: 'pending' },
    });
    // 2 x 40 = 80, not over the free-shipping threshold of 100, so the flat 15 is added.
    expect(body.data.orderId).toMatch(new RegExp(`^ORD-${todayStamp()}-\\d{4}$`));
    expect(await stockOf(p.id)).toBe(3);

    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, body.data._id));
    expect(row).toMatchObject({
      orderNumber: body.data.orderId,
      status: 'pending',
      customerFullName: 'Stella Nova',
      customerEmail: 'stella@example.com',
      customerPhone: '9876543210',
      addressLine1: '42 Orbit Road',
      addressLine2: null,
      town: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      country: 'India',
      totalPaise: 9500,
      units: 2,
      clientAddress: '127.0.0.1',
      statusReason: null,
    });
    const lines = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, body.data._id));
    expect(lines).toEqual([
      expect.objectContaining({
        productId: p.id,
        name: p.name,
        images: p.images,
        unitPricePaise: 4000,
        quantity: 2,
      }),
    ]);
  });

  it('numbers orders one after another within the UTC day', async () => {
    const p = await insertProduct();
    const a = await placeOk([{ productId: p.id, quantity: 1 }]);
    const b = await placeOk([{ productId: p.id, quantity: 1 }]);
    const seq = (id: string) => Number(id.split('-')[2]);
    expect(seq(b.orderId)).toBe(seq(a.orderId) + 1);
  });

  it('keeps every digit of the order number past the 9,999th order, and finds such an order by it', async () => {
    const p = await insertProduct();
    await t.app.db.execute(sql`select setval('order_number_seq', 9998)`);
    const a = await placeOk([{ productId: p.id, quantity: 1 }]);
    const b = await placeOk([{ productId: p.id, quantity: 1 }]);
    expect(a.orderId).toBe(`ORD-${todayStamp()}-9999`);
    expect(b.orderId).toBe(`ORD-${todayStamp()}-10000`);
    const found = await t.app.inject({
      url: `/api/orders/track?orderId=${b.orderId}&email=${encodeURIComponent(checkoutBody([]).email)}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.orderId).toBe(b.orderId);
  });

  it('adds shipping up to the threshold and none above it', async () => {
    const p = await insertProduct({ price: 50, stock: 10 });
    const q = await insertProduct({ price: 0.5, stock: 10 });
    // exactly 100 is not over the threshold
    expect((await placeOk([{ productId: p.id, quantity: 2 }])).totalAmount).toBe(115);
    // 100.50 is
    expect(
      (
        await placeOk([
          { productId: p.id, quantity: 2 },
          { productId: q.id, quantity: 1 },
        ])
      ).totalAmount,
    ).toBe(100.5);
    expect((await placeOk([{ productId: p.id, quantity: 3 }])).totalAmount).toBe(150);
    expect(await stockOf(p.id)).toBe(3);
    expect(await stockOf(q.id)).toBe(9);
  });

  it('takes the shipping fee and threshold from the public settings', async () => {
    const p = await insertProduct({ price: 150, stock: 10 });
    await t.app.db.insert(settings).values([
      { key: 'freeShippingThreshold', value: 500, type: 'number', group: 'shipping', isPublic: true },
      { key: 'shippingFee', value: 49.5, type: 'number', group: 'shipping', isPublic: true },
    ]);
    try {
      expect((await placeOk([{ productId: p.id, quantity: 1 }])).totalAmount).toBe(199.5);
    } finally {
      await t.app.db.delete(settings).where(inArray(settings.key, ['freeShippingThreshold', 'shippingFee']));
    }
  });

  it('keeps phone and state optional', async () => {
    const p = await insertProduct();
    const created = await placeOk([{ productId: p.id, quantity: 1 }], { phone: undefined, state: '' });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, created._id));
    expect(row).toMatchObject({ customerPhone: null, state: null });
  });

  it('stores a name with a lone UTF-16 surrogate as the replacement character, not a 500', async () => {
    const p = await insertProduct();
    const res = await placeOrder(
      checkoutBody([{ productId: p.id, quantity: 1 }], { firstName: 'Vega\ud800', city: 'Pune\udc00' }),
    );
    expect(res.json()).toMatchObject({ success: true });
    const created = res.json().data;
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, created._id));
    expect(row).toMatchObject({ customerFullName: 'Vega\ufffd Nova', town: 'Pune\ufffd' });
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['no items', { items: [] }, 'items', 'Your cart is empty'],
    ['a missing first name', { firstName: undefined }, 'firstName', 'First name is required'],
    ['a blank city', { city: '   ' }, 'city', 'City is required'],
  ])('refuses %s with 400 and the field', async (_label, overrides, path, message) => {
    const p = await insertProduct();
    const before = await orderCount();
    const res = await placeOrder(checkoutBody([{ productId: p.id, quantity: 1 }], overrides as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().errors).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await orderCount()).toBe(before);
    expect(await stockOf(p.id)).toBe(10);
  });

  it('refuses a quantity of 0, a fractional one, a duplicate product and a malformed product id', async () => {
    const p = await insertProduct();
    const zero = await placeOrder(checkoutBody([{ productId: p.id, quantity: 0 }]));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual([{ path: 'items.0.quantity', message: 'Quantity must be at least 1' }]);

    const half = await placeOrder(checkoutBody([{ productId: p.id, quantity: 1.5 }]));
    expect(half.statusCode).toBe(400);
    expect(half.json().errors[0].path).toBe('items.0.quantity');

    const dup = await placeOrder(
      checkoutBody([
        { productId: p.id, quantity: 1 },
        { productId: p.id, quantity: 2 },
      ]),
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ message: ORDER_MESSAGES.duplicateItems });

    const bad = await placeOrder(checkoutBody([{ productId: 'abc', quantity: 1 }]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'items.0.productId', message: 'Invalid product id' }]);
    expect(await stockOf(p.id)).toBe(10);
  });

  it('refuses an unknown product with 400 and writes nothing', async () => {
    const p = await insertProduct({ stock: 4 });
    const before = await orderCount();
    const res = await placeOrder(
      checkoutBody([
        { productId: p.id, quantity: 2 },
        { productId: randomUUID(), quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: ORDER_MESSAGES.productNotFound,
      errors: [{ path: 'items.1.productId', message: expect.any(String) }],
    });
    expect(await stockOf(p.id)).toBe(4);
    expect(await orderCount()).toBe(before);
  });

  it('refuses more than the stock with 409 and writes nothing', async () => {
    const p = await insertProduct({ stock: 5 });
    const q = await insertProduct({ stock: 3 });
    const before = await orderCount();
    const res = await placeOrder(
      checkoutBody([
        { productId: p.id, quantity: 2 },
        { productId: q.id, quantity: 4 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: ORDER_MESSAGES.insufficientStock,
      errors: [{ path: 'items.1.quantity', message: 'Only 3 left' }],
    });
    expect(await stockOf(p.id)).toBe(5);
    expect(await stockOf(q.id)).toBe(3);
    expect(await orderCount()).toBe(before);

    const empty = await insertProduct({ stock: 0 });
    const none = await placeOrder(checkoutBody([{ productId: empty.id, quantity: 1 }]));
    expect(none.statusCode).toBe(409);
    expect(none.json().errors).toEqual([{ path: 'items.0.quantity', message: 'Out of stock' }]);
  });

  it('sells the last item once when two orders race for it', async () => {
    const p = await insertProduct({ stock: 1 });
    const before = await orderCount();
    const results = await Promise.all([
      placeOrder(checkoutBody([{ productId: p.id, quantity: 1 }])),
      placeOrder(checkoutBody([{ productId: p.id, quantity: 1 }], { firstName: 'Luna' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(p.id)).toBe(0);
    expect(await orderCount()).toBe(before + 1);
    const sold = await t.app.db.select().from(orderLines).where(eq(orderLines.productId, p.id));
    expect(sold).toHaveLength(1);
  });

  it('never oversells under a burst of concurrent orders, even with lines in opposite orders', async () => {
    const p = await insertProduct({ stock: 5 });
    const q = await insertProduct({ stock: 5 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        placeOrder(
          checkoutBody(
            i % 2
              ? [
                  { productId: p.id, quantity: 1 },
                  { productId: q.id, quantity: 1 },
                ]
              : [
                  { productId: q.id, quantity: 1 },
                  { productId: p.id, quantity: 1 },
                ],
          ),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    expect(await stockOf(p.id)).toBe(0);
    expect(await stockOf(q.id)).toBe(0);
    const numbers = results.filter((r) => r.statusCode === 201).map((r) => r.json().data.orderId);
    expect(new Set(numbers).size).toBe(5);
  });

  it('returns the same order with 200 when retried with the same Idempotency-Key', async () => {
    const p = await insertProduct({ stock: 5 });
    const key = randomUUID();
    const before = await orderCount();
    const first = await placeOrder(checkoutBody([{ productId: p.id, quantity: 2 }]), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const retry = await placeOrder(checkoutBody([{ productId: p.id, quantity: 2 }]), { 'Idempotency-Key': key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await stockOf(p.id)).toBe(3);
    expect(await orderCount()).toBe(before + 1);

    // a different key is a different order
    const other = await placeOrder(checkoutBody([{ productId: p.id, quantity: 1 }]), { 'idempotency-key': 'k-2' });
    expect(other.statusCode).toBe(201);
    expect(other.json().data._id).not.toBe(first.json().data._id);
  });

  it('answers concurrent twins with one order: 201 for one, 200 for the other', async () => {
    const p = await insertProduct({ stock: 1 });
    const key = randomUUID();
    const payload = checkoutBody([{ productId: p.id, quantity: 1 }]);
    const before = await orderCount();
    const [a, b] = await Promise.all([
      placeOrder(payload, { 'idempotency-key': key }),
      placeOrder(payload, { 'idempotency-key': key }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data).toEqual(b.json().data);
    expect(await stockOf(p.id)).toBe(0);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses an empty or overlong Idempotency-Key', async () => {
    const p = await insertProduct();
    const long = await placeOrder(checkoutBody([{ productId: p.id, quantity: 1 }]), {
      'idempotency-key': 'k'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().success).toBe(false);
    const blank = await placeOrder(checkoutBody([{ productId: p.id, quantity: 1 }]), { 'idempotency-key': '' });
    expect(blank.statusCode).toBe(400);
    expect(await stockOf(p.id)).toBe(10);
  });
});

describe('GET /api/payment/checkouts', () => {
  const tag = `lister${randomUUID().slice(0, 6)}`;
  const placed: { _id: string; orderId: string }[] = [];
  let product: Awaited<ReturnType<typeof insertProduct>>;

  beforeAll(async () => {
    product = await insertProduct({ price: 25, stock: 100, name: 'Saturn Ring Lamp' });
    for (let i = 0; i < 5; i++) {
      placed.push(
        await placeOk([{ productId: product.id, quantity: i + 1 }], {
          lastName: `${tag}${i}`,
          email: `pilot${i}@${tag}.example`,
        }),
      );
    }
  });

  it('lists newest first with the spec shape and pagination', async () => {
    const res = await listOrders(`search=${tag}&limit=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ total: 5, totalPages: 3, currentPage: 1 });
    expect(body.data.map((o: Order) => o.orderId)).toEqual([placed[4]!.orderId, placed[3]!.orderId]);
    expect(body.data[0]).toEqual({
      _id: placed[4]!._id,
      orderId: placed[4]!.orderId,
      customer: {
        fullName: `Stella ${tag}4`,
        email: `pilot4@${tag}.example`,
        phone: '9876543210',
        address: {
          addressLine1: '42 Orbit Road',
          addressLine2: null,
          town: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
          country: 'India',
        },
      },
      products: [
        {
          productId: { _id: product.id, name: 'Saturn Ring Lamp', images: product.images, price: 25 },
          quantity: 5,
        },
      ],
      totalAmount: 125,
      status: 'pending',
      statusReason: null,
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      amountRefunded: 0,
      payments: [],
      refunds: [],
      carrier: null,
      trackingNumber: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(body.data[0].createdAt).toISOString()).toBe(body.data[0].createdAt);

    const last = (await listOrders(`search=${tag}&limit=2&page=3`)).json();
    expect(last.data.map((o: Order) => o.orderId)).toEqual([placed[0]!.orderId]);
    expect(last.pagination).toEqual({ total: 5, totalPages: 3, currentPage: 3 });
    const beyond = (await listOrders(`search=${tag}&limit=2&page=9`)).json();
    expect(beyond.data).toEqual([]);
  });

  it('keeps the lines in the order the customer sent them (the list shows the first)', async () => {
    const zeta = await insertProduct({ name: 'Zeta Poster' });
    const alpha = await insertProduct({ name: 'Alpha Mug' });
    const created = await placeOk([
      { productId: zeta.id, quantity: 1 },
      { productId: alpha.id, quantity: 2 },
    ]);
    const [order] = (await listOrders(`search=${created.orderId}`)).json().data;
    expect(order.products.map((l: { productId: { name: string } }) => l.productId.name)).toEqual([
      'Zeta Poster',
      'Alpha Mug',
    ]);
  });

  it('defaults to 10 a page and keeps page and limit within bounds', async () => {
    const all = (await listOrders('')).json();
    expect(all.data.length).toBe(Math.min(10, all.pagination.total));
    expect(all.pagination.currentPage).toBe(1);
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'limit=0', 'limit=101', 'limit=x']) {
      const res = await listOrders(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await listOrders('limit=100')).statusCode).toBe(200);
  });

  it('searches order id, name and e-mail, case-insensitively, with % and _ matching themselves', async () => {
    const byId = (await listOrders(`search=${placed[2]!.orderId.toLowerCase()}`)).json();
    expect(byId.data.map((o: Order) => o._id)).toEqual([placed[2]!._id]);
    const byName = (await listOrders(`search=${encodeURIComponent(`stella ${tag.toUpperCase()}1`)}`)).json();
    expect(byName.data.map((o: Order) => o._id)).toEqual([placed[1]!._id]);
    const byEmail = (await listOrders(`search=PILOT3@${tag}`)).json();
    expect(byEmail.data.map((o: Order) => o._id)).toEqual([placed[3]!._id]);
    expect((await listOrders(`search=${encodeURIComponent(`${tag}%`)}`)).json().pagination.total).toBe(0);
    expect((await listOrders(`search=${encodeURIComponent(`${tag}_`)}`)).json().pagination.total).toBe(0);
    expect((await listOrders('search=nobody-by-this-name')).json().data).toEqual([]);
  });

  it('filters by status', async () => {
    expect((await setStatus(placed[0]!.orderId, 'cancelled')).statusCode).toBe(200);
    const cancelled = (await listOrders(`search=${tag}&status=cancelled`)).json();
    expect(cancelled.data.map((o: Order) => o._id)).toEqual([placed[0]!._id]);
    expect(cancelled.data[0].status).toBe('cancelled');
    const pending = (await listOrders(`search=${tag}&status=pending`)).json();
    expect(pending.pagination.total).toBe(4);
    expect((await listOrders('status=shipped')).statusCode).toBe(400);
  });
});

describe('admin routes refuse anonymous and non-admin callers', () => {
  const routes = [
    { method: 'GET' as const, url: '/api/payment/checkouts' },
    {
      method: 'PATCH' as const,
      url: '/api/payment/checkout/ORD-20260101-0001/status',
      payload: { status: 'completed' },
    },
  ];
  it.each(routes)('$method $url', async (route) => {
    const anonymous = await t.app.inject(route);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated });
    const forged = await t.app.inject({ ...route, headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    const user = await t.app.inject({ ...route, headers: customer.headers });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden });
  });
});

describe('PATCH /api/payment/checkout/:orderId/status', () => {
  async function orderIn(status: 'pending' | 'processing' | 'completed' | 'failed' | 'cancelled') {
    const p = await insertProduct({ stock: 10 });
    const created = await placeOk([{ productId: p.id, quantity: 1 }]);
    if (status !== 'pending') await t.app.db.update(orders).set({ status }).where(eq(orders.id, created._id));
    return created.orderId;
  }

  it('moves pending to processing, then to completed', async () => {
    const orderId = await orderIn('pending');
    const processing = await setStatus(orderId, 'processing');
    expect(processing.statusCode).toBe(200);
    expect(processing.json()).toMatchObject({
      success: true,
      message: ORDER_MESSAGES.statusUpdated,
      data: { orderId, status: 'processing' },
    });
    expect(processing.json().data.products).toHaveLength(1);
    const completed = await setStatus(orderId, 'completed');
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.status).toBe('completed');
  });

  it('moves pending straight to completed, and failed to processing', async () => {
    expect((await setStatus(await orderIn('pending'), 'completed')).json().data.status).toBe('completed');
    const failed = await setStatus(await orderIn('failed'), 'processing');
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data.status).toBe('processing');
    expect((await setStatus(await orderIn('failed'), 'cancelled')).statusCode).toBe(200);
  });

  it('lets a processing order be marked processing again, changing nothing', async () => {
    const res = await setStatus(await orderIn('processing'), 'processing');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('processing');
  });

  it.each([
    ['completed', 'processing'],
    ['completed', 'cancelled'],
    ['completed', 'completed'],
    ['cancelled', 'processing'],
    ['cancelled', 'completed'],
    ['cancelled', 'cancelled'],
  ] as const)('refuses %s → %s with 409', async (from, to) => {
    const orderId = await orderIn(from);
    const res = await setStatus(orderId, to);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.forbiddenTransition });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.orderNumber, orderId));
    expect(row!.status).toBe(from);
  });

  it.each([
    ['processing', 'pending'],
    ['processing', 'failed'],
    ['pending', 'failed'],
    ['completed', 'pending'],
  ] as const)('refuses the move %s → %s, which no admin action makes, with 409', async (from, to) => {
    const orderId = await orderIn(from);
    const res = await setStatus(orderId, to);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.forbiddenTransition });
  });

  it.each(['shipped', ''])('refuses %j, which is no status, with 400', async (status) => {
    const orderId = await orderIn('processing');
    const res = await setStatus(orderId, status);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('status');
  });

  it('answers 404 for an unknown order id, malformed or not', async () => {
    for (const id of ['ORD-20000101-9999', 'abc', 'ORD-2026-0001', randomUUID()]) {
      const res = await setStatus(id, 'processing');
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.notFound });
    }
  });

  it('cancelling returns every line to stock, skipping deleted products', async () => {
    const kept = await insertProduct({ stock: 10 });
    const gone = await insertProduct({ stock: 10, name: 'Discontinued Patch' });
    const created = await placeOk([
      { productId: kept.id, quantity: 3 },
      { productId: gone.id, quantity: 2 },
    ]);
    expect(await stockOf(kept.id)).toBe(7);
    await t.app.db.delete(products).where(eq(products.id, gone.id));

    const res = await setStatus(created.orderId, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_MESSAGES.cancelled);
    expect(res.json().data.status).toBe('cancelled');
    expect(await stockOf(kept.id)).toBe(10);
    const deleted = res.json().data.products.find((l: Order['products'][number]) => l.productId._id === null);
    expect(deleted).toEqual({
      productId: { _id: null, name: 'Discontinued Patch', images: gone.images, price: 40 },
      quantity: 2,
    });
  });

  it('returns the stock once when two cancels race', async () => {
    const p = await insertProduct({ stock: 10 });
    const created = await placeOk([{ productId: p.id, quantity: 4 }]);
    expect(await stockOf(p.id)).toBe(6);
    const results = await Promise.all([
      setStatus(created.orderId, 'cancelled'),
      setStatus(created.orderId, 'cancelled'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(p.id)).toBe(10);
  });

  it('does not return stock when an order completes', async () => {
    const p = await insertProduct({ stock: 10 });
    const created = await placeOk([{ productId: p.id, quantity: 4 }]);
    expect((await setStatus(created.orderId, 'completed')).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(6);
  });
});

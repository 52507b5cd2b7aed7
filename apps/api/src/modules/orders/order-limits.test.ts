// What keeps one visitor from emptying the shop: caps per line and per order, units per e-mail and per
// client address in 24 hours, pending orders that expire, and Idempotency-Keys bound to their body.
import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES } from '@astroden/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderIdempotencyKeys, orders, products, settings } from '../../db/schema/index.ts';
import { createAdmin, createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { orderBody } from '../../test/fixtures.ts';
import { expirePendingOrders } from './service.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

let n = 0;
async function insertProduct(stock = 500) {
  n += 1;
  const [row] = await t.app.db
    .insert(products)
    .values({ name: `Limit Product ${n}`, description: 'd', pricePaise: 10_000, stock, category: 'Collectibles' })
    .returning();
  return row!;
}

const stockOf = async (id: string) =>
  (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

/** A fresh customer (e-mail and network address) unless the test names one. */
function customer(overrides: { email?: string; address?: string } = {}) {
  n += 1;
  return {
    email: overrides.email ?? `buyer${n}@limits.example`,
    address: overrides.address ?? `10.1.${n >> 8}.${n & 255}`,
  };
}

function order(
  items: { productId: string; quantity: number }[],
  who = customer(),
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: who.address,
    headers,
    payload: orderBody(items, who),
  });
}

async function setSetting(key: string, value: number) {
  await t.app.db
    .insert(settings)
    .values({
      key,
      value,
      type: 'number',
      group: 'orders',
      isPublic: key.startsWith('maxUnitsPer') && !key.endsWith('Day'),
    })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

describe('caps per line and per order', () => {
  it('refuses a line over the cap (10 by default) with 400, names the line, and takes nothing', async () => {
    const p = await insertProduct();
    const res = await order([{ productId: p.id, quantity: 11 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: ORDER_MESSAGES.lineCap(10),
      errors: [{ path: 'items.0.quantity', message: ORDER_MESSAGES.lineCap(10) }],
    });
    expect(await stockOf(p.id)).toBe(500);
    expect((await order([{ productId: p.id, quantity: 10 }])).statusCode).toBe(201);
  });

  it('refuses 20 lines of a whole stock each: one order cannot empty the catalogue', async () => {
    const catalogue = await Promise.all(Array.from({ length: 20 }, () => insertProduct(3)));
    const res = await order(catalogue.map((p) => ({ productId: p.id, quantity: 3 })));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MESSAGES.orderCap(30));
    for (const p of catalogue) expect(await stockOf(p.id)).toBe(3);
  });

  it('takes its caps from the settings, which the storefront reads too', async () => {
    const p = await insertProduct();
    const q = await insertProduct();
    await setSetting('maxUnitsPerLine', 2);
    await setSetting('maxUnitsPerOrder', 3);
    try {
      const pub = (await t.app.inject({ url: '/api/settings/public' })).json().data;
      expect(pub).toMatchObject({ maxUnitsPerLine: 2, maxUnitsPerOrder: 3 });
      expect((await order([{ productId: p.id, quantity: 3 }])).json().message).toBe(ORDER_MESSAGES.lineCap(2));
      const tooMany = await order([
        { productId: p.id, quantity: 2 },
        { productId: q.id, quantity: 2 },
      ]);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe(ORDER_MESSAGES.orderCap(3));
      expect(
        (
          await order([
            { productId: p.id, quantity: 2 },
            { productId: q.id, quantity: 1 },
          ])
        ).statusCode,
      ).toBe(201);
    } finally {
      await t.app.db.delete(settings).where(inArray(settings.key, ['maxUnitsPerLine', 'maxUnitsPerOrder']));
    }
  });
});

describe('units per e-mail and per client address in 24 hours', () => {
  it('refuses a customer who has already ordered the most a day allows, by e-mail (429)', async () => {
    const p = await insertProduct();
    const email = `hoarder-${randomUUID().slice(0, 6)}@limits.example`;
    // 60 a day by default, in orders of at most 10 a line: six orders of 10 from six addresses.
    for (let i = 0; i < 6; i++) {
      expect((await order([{ productId: p.id, quantity: 10 }], customer({ email }))).statusCode).toBe(201);
    }
    const res = await order([{ productId: p.id, quantity: 1 }], customer({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.velocity });
    expect(await stockOf(p.id)).toBe(440);
    // Another customer still buys.
    expect((await order([{ productId: p.id, quantity: 1 }])).statusCode).toBe(201);
  });

  it('refuses one network address that spreads its orders over many e-mails (429)', async () => {
    const p = await insertProduct();
    const address = '10.9.9.9';
    await setSetting('maxUnitsPerAddressPerDay', 25);
    try {
      for (let i = 0; i < 2; i++) {
        expect((await order([{ productId: p.id, quantity: 10 }], customer({ address }))).statusCode).toBe(201);
      }
      expect((await order([{ productId: p.id, quantity: 6 }], customer({ address }))).statusCode).toBe(429);
      expect((await order([{ productId: p.id, quantity: 5 }], customer({ address }))).statusCode).toBe(201);
    } finally {
      await t.app.db.delete(settings).where(eq(settings.key, 'maxUnitsPerAddressPerDay'));
    }
  });

  it('counts one e-mail however it is tagged, and one IPv6 /64 however its last half varies (429)', async () => {
    const p = await insertProduct();
    const name = `tagger-${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 6; i++) {
      const email = `${i % 2 ? name.toUpperCase() : name}+shop${i}@limits.example`;
      expect((await order([{ productId: p.id, quantity: 10 }], customer({ email }))).statusCode).toBe(201);
    }
    const tagged = await order([{ productId: p.id, quantity: 1 }], customer({ email: `${name}+new@limits.example` }));
    expect(tagged.statusCode).toBe(429);

    const prefix = `2001:db8:${(n % 9000) + 1000}:7`;
    for (let i = 1; i <= 10; i++) {
      const who = customer({ address: `${prefix}::${i.toString(16)}` });
      expect((await order([{ productId: p.id, quantity: 10 }], who)).statusCode).toBe(201);
    }
    const sameBlock = await order([{ productId: p.id, quantity: 1 }], customer({ address: `${prefix}:ffff:1:2:3` }));
    expect(sameBlock.statusCode).toBe(429);
    const nextBlock = await order(
      [{ productId: p.id, quantity: 1 }],
      customer({ address: `${prefix.slice(0, -1)}8::1` }),
    );
    expect(nextBlock.statusCode).toBe(201);
  });

  it('holds the limit when one customer sends many orders at once', async () => {
    const p = await insertProduct();
    const email = `burst-${randomUUID().slice(0, 6)}@limits.example`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => order([{ productId: p.id, quantity: 10 }], customer({ email }))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(6);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    expect(await stockOf(p.id)).toBe(440);
  });

  it('counts only the last 24 hours', async () => {
    const p = await insertProduct();
    const email = `returning-${randomUUID().slice(0, 6)}@limits.example`;
    for (let i = 0; i < 6; i++) await order([{ productId: p.id, quantity: 10 }], customer({ email }));
    await t.app.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.customerEmail, email));
    expect((await order([{ productId: p.id, quantity: 10 }], customer({ email }))).statusCode).toBe(201);
  });
});

describe('pending orders that nobody confirms', () => {
  const listed = async (orderId: string) =>
    (await t.app.inject({ url: `/api/payment/checkouts?search=${orderId}`, headers: admin.headers })).json().data[0];

  it('are cancelled after 48 hours with their reason, and their stock comes back', async () => {
    const p = await insertProduct(10);
    const stale = (await order([{ productId: p.id, quantity: 4 }])).json().data;
    const fresh = (await order([{ productId: p.id, quantity: 3 }])).json().data;
    const confirmed = (await order([{ productId: p.id, quantity: 2 }])).json().data;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/payment/checkout/${confirmed.orderId}/status`,
      headers: admin.headers,
      payload: { status: 'processing' },
    });
    expect(await stockOf(p.id)).toBe(1);
    await t.app.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where(inArray(orders.orderNumber, [stale.orderId, confirmed.orderId]));

    expect((await expirePendingOrders(t.app.db)).result).toBe(1);
    expect(await stockOf(p.id)).toBe(5);
    expect(await listed(stale.orderId)).toMatchObject({
      status: 'cancelled',
      statusReason: ORDER_MESSAGES.expired(48),
    });
    expect(await listed(fresh.orderId)).toMatchObject({ status: 'pending', statusReason: null });
    expect(await listed(confirmed.orderId)).toMatchObject({ status: 'processing' });
    // A second sweep finds nothing more to do: the stock is returned once.
    expect((await expirePendingOrders(t.app.db)).result).toBe(0);
    expect(await stockOf(p.id)).toBe(5);
  });

  it('follow the expiry setting', async () => {
    const p = await insertProduct(10);
    const placed = (await order([{ productId: p.id, quantity: 2 }])).json().data;
    await t.app.db.update(orders).set({ createdAt: sql`now() - interval '3 hours'` }).where(eq(orders.id, placed._id));
    await setSetting('pendingOrderExpiryHours', 2);
    try {
      expect((await expirePendingOrders(t.app.db)).result).toBeGreaterThanOrEqual(1);
      expect(await listed(placed.orderId)).toMatchObject({ statusReason: ORDER_MESSAGES.expired(2) });
      expect(await stockOf(p.id)).toBe(10);
    } finally {
      await t.app.db.delete(settings).where(eq(settings.key, 'pendingOrderExpiryHours'));
    }
  });

  it('are swept by the running app on its own, without anyone asking', async () => {
    const swept = await createTestApp({ orderExpirySweepMs: 50 });
    try {
      const [p] = await swept.app.db
        .insert(products)
        .values({ name: 'Swept', description: 'd', pricePaise: 100, stock: 5, category: 'Collectibles' })
        .returning();
      const res = await swept.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody([{ productId: p!.id, quantity: 2 }]),
      });
      const placed = res.json().data;
      await swept.app.db
        .update(orders)
        .set({ createdAt: sql`now() - interval '49 hours'` })
        .where(eq(orders.id, placed._id));
      await expect
        .poll(async () => (await swept.app.db.select().from(orders).where(eq(orders.id, placed._id)))[0]!.status, {
          timeout: 10_000,
        })
        .toBe('cancelled');
    } finally {
      await swept.close();
    }
  });

  it('say who cancelled them when an admin did', async () => {
    const p = await insertProduct(10);
    const placed = (await order([{ productId: p.id, quantity: 2 }])).json().data;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/payment/checkout/${placed.orderId.toLowerCase()}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.statusReason).toMatch(/^Cancelled by /);
  });
});

describe('Idempotency-Key', () => {
  it('returns the same order for an exact retry, also with its lines and keys in another order', async () => {
    const p = await insertProduct();
    const q = await insertProduct();
    const who = customer();
    const key = randomUUID();
    const first = await order(
      [
        { productId: p.id, quantity: 1 },
        { productId: q.id, quantity: 2 },
      ],
      who,
      { 'idempotency-key': key },
    );
    expect(first.statusCode).toBe(201);
    const retry = await order(
      [
        { productId: q.id.toUpperCase(), quantity: 2 },
        { productId: p.id, quantity: 1 },
      ],
      who,
      { 'idempotency-key': key },
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    expect(await stockOf(q.id)).toBe(498);
  });

  it('refuses the same key with another body with 422 and places nothing', async () => {
    const p = await insertProduct();
    const who = customer();
    const key = randomUUID();
    expect((await order([{ productId: p.id, quantity: 1 }], who, { 'idempotency-key': key })).statusCode).toBe(201);
    const changed = await order([{ productId: p.id, quantity: 2 }], who, { 'idempotency-key': key });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ success: false, message: ORDER_MESSAGES.idempotencyMismatch });
    expect(await stockOf(p.id)).toBe(499);
  });

  it('forgets a key after 24 hours: it may then name a new order', async () => {
    const p = await insertProduct();
    const who = customer();
    const key = randomUUID();
    const first = (await order([{ productId: p.id, quantity: 1 }], who, { 'idempotency-key': key })).json().data;
    await t.app.db
      .update(orderIdempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(orderIdempotencyKeys.key, key));
    const again = await order([{ productId: p.id, quantity: 2 }], who, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).not.toBe(first._id);
  });
});

describe('product ids', () => {
  it('are one product however they are spelled: the same product twice in two spellings is refused', async () => {
    const p = await insertProduct();
    const res = await order([
      { productId: p.id, quantity: 1 },
      { productId: p.id.toUpperCase(), quantity: 1 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MESSAGES.duplicateItems);
    expect(await stockOf(p.id)).toBe(500);
  });
});

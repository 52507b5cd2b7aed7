import { CONTACT_SUBJECTS, DEFAULT_CATEGORIES, ORDER_STATUSES } from '@astroden/shared';
import { count, eq, gt } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { contacts, orderLines, orders, pods, pricingPlans, products, settings, users } from '../schema/index.ts';
import { type BootstrapResult, bootstrap } from './bootstrap.ts';

const counts = async (t: TestApp) => {
  const n = async (table: PgTable) => {
    const [row] = await t.app.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  return {
    users: await n(users),
    products: await n(products),
    pods: await n(pods),
    orders: await n(orders),
    orderLines: await n(orderLines),
    contacts: await n(contacts),
    settings: await n(settings),
    pricingPlans: await n(pricingPlans),
  };
};

describe('first start with SEED_DEMO unset', () => {
  let t: TestApp;
  let first: BootstrapResult;
  let seedMs: number;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: undefined, adminEmail: 'first-admin@astroden.example' });
    const started = performance.now();
    first = await bootstrap(t.app);
    seedMs = performance.now() - started;
  }, 120_000);
  afterAll(() => t?.close());

  it('creates the first admin once, with a password to print', async () => {
    expect(first.adminCreated?.email).toBe('first-admin@astroden.example');
    expect(first.adminCreated?.password).toMatch(/^\S{12,}$/);
    expect(first.demoSeeded).toBe(true);
    const admins = await t.app.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    console.info(`bootstrap with demo data took ${Math.round(seedMs)} ms`);
  });

  it('is idempotent: a second start creates nothing', async () => {
    const before = await counts(t);
    const second = await bootstrap(t.app);
    expect(second).toEqual({ adminCreated: undefined, demoSeeded: false });
    expect(await counts(t)).toEqual(before);
  });

  it('seeds at least 40 products, six or more in each default category', async () => {
    const rows = await t.app.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const category of DEFAULT_CATEGORIES) {
      expect(rows.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(6);
    }
    expect(rows.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((p) => p.stock >= 1 && p.stock <= 10).length).toBeGreaterThanOrEqual(8);
    expect(rows.some((p) => p.stock > 10)).toBe(true);
    expect(rows.some((p) => p.pricePaise % 100 !== 0)).toBe(true);
    for (const p of rows) {
      expect(p.rating).toBeGreaterThanOrEqual(3);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10) / 10).toBeCloseTo(p.rating, 5);
      expect(p.features.length).toBeGreaterThanOrEqual(3);
      expect(p.features.length).toBeLessThanOrEqual(5);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(2);
    }
    const months = new Set(rows.map((p) => p.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
  });

  it('stores every image like an upload: PNG served under /uploads with WebP variants', async () => {
    const productImages = (await t.app.db.select({ images: products.images }).from(products)).flatMap((r) => r.images);
    const podImages = (await t.app.db.select({ images: pods.images }).from(pods)).flatMap((r) => r.images);
    for (const path of productImages) expect(path).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/);
    for (const path of podImages) expect(path).toMatch(/^\/uploads\/pods\/[0-9a-f-]{36}\.png$/);
    expect(new Set([...productImages, ...podImages]).size).toBe(productImages.length + podImages.length);
    for (const path of [...productImages, ...podImages]) {
      const png = await t.app.inject({ url: path });
      expect(png.statusCode, path).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const webp = await t.app.inject({ url: path.replace(/\.png$/, '-400.webp') });
      expect(webp.statusCode, path).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
    }
  });

  it('seeds at least four pods with images, features, specs and a WhatsApp link', async () => {
    const rows = await t.app.db.select().from(pods);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.some((p) => p.pricePaise === null)).toBe(true);
    for (const pod of rows) {
      expect(pod.images.length).toBeGreaterThanOrEqual(2);
      expect(pod.features.length).toBeGreaterThanOrEqual(4);
      expect(Object.keys(pod.specs).length).toBeGreaterThan(0);
      expect(pod.shortDescription).toBeTruthy();
      expect(pod.whatsappLink).toMatch(/^https:\/\/wa\.me\/919000000000\?text=/);
    }
  });

  it('seeds orders in every status across the year with totals that match their lines', async () => {
    const rows = await t.app.db.select().from(orders);
    const lines = await t.app.db.select().from(orderLines);
    const productIds = new Set((await t.app.db.select({ id: products.id }).from(products)).map((p) => p.id));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const status of ORDER_STATUSES)
      expect(
        rows.some((o) => o.status === status),
        status,
      ).toBe(true);
    const months = new Set(rows.map((o) => o.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((o) => o.orderNumber)).size).toBe(rows.length);
    let shipped = 0;
    for (const order of rows) {
      const own = lines.filter((l) => l.orderId === order.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(4);
      for (const line of own) expect(productIds.has(line.productId!)).toBe(true);
      const subtotal = own.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
      const shipping = subtotal <= 10_000 ? 1500 : 0;
      if (shipping) shipped += 1;
      expect(order.totalPaise, order.orderNumber).toBe(subtotal + shipping);
      const day = order.createdAt.toISOString().slice(0, 10).replaceAll('-', '');
      expect(order.orderNumber).toMatch(new RegExp(`^ORD-${day}-\\d{4}$`));
      expect(order.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(order.pincode).toMatch(/^\d{6}$/);
    }
    expect(shipped).toBeGreaterThan(0);
  });

  it('gives a new order a fresh number after the demo ones', async () => {
    const seeded = await t.app.db.select({ orderNumber: orders.orderNumber }).from(orders);
    const [product] = await t.app.db.select().from(products).where(gt(products.stock, 10)).limit(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        email: 'new.buyer@mail.example',
        firstName: 'New',
        lastName: 'Buyer',
        address: '1 Test Street',
        city: 'Pune',
        country: 'India',
        postalCode: '411001',
        items: [{ productId: product!.id, quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(201);
    const { orderId } = res.json().data;
    expect(seeded.map((o) => o.orderNumber)).not.toContain(orderId);
    // One sequence numbers every day's orders: the new one comes after the highest demo number.
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const n = (orderNumber: string) => Number(orderNumber.split('-')[2]);
    expect(orderId).toMatch(new RegExp(`^ORD-${today}-\\d{4,}$`));
    expect(n(orderId)).toBe(Math.max(...seeded.map((o) => n(o.orderNumber))) + 1);
  });

  it('seeds contact messages from the last two months and demo users, one inactive', async () => {
    const rows = await t.app.db.select().from(contacts);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const c of rows) {
      expect(CONTACT_SUBJECTS).toContain(c.subject);
      expect(Date.now() - c.createdAt.getTime()).toBeLessThanOrEqual(61 * 86_400_000);
    }
    const demoUsers = await t.app.db.select().from(users).where(eq(users.role, 'user'));
    expect(demoUsers.length).toBeGreaterThanOrEqual(3);
    expect(demoUsers.filter((u) => !u.isActive)).toHaveLength(1);
    expect(demoUsers[0]!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('creates the default settings and three pricing plans', async () => {
    const c = await counts(t);
    expect(c.settings).toBeGreaterThan(0);
    expect(c.pricingPlans).toBe(3);
  });

  it('gives demo accounts no password anyone knows', async () => {
    const demoUsers = await t.app.db.select().from(users).where(eq(users.role, 'user'));
    for (const user of demoUsers) {
      for (const password of ['stardust-demo', 'password', 'demo1234']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
        });
        expect(res.statusCode, `${user.email} / ${password}`).toBe(401);
      }
    }
  });

  // Last in this block: it empties the shop.
  it('never brings the demo back: an emptied shop stays empty across restarts', async () => {
    await t.app.db.delete(orders);
    await t.app.db.delete(products);
    await t.app.db.delete(pods);
    await t.app.db.delete(contacts);
    await t.app.db.delete(users).where(eq(users.role, 'user'));
    const restart = await bootstrap(t.app);
    expect(restart.demoSeeded).toBe(false);
    expect(await counts(t)).toMatchObject({ products: 0, pods: 0, orders: 0, contacts: 0, users: 1 });
  });
});

describe('first start with SEED_DEMO=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false, adminPassword: 'chosen-admin-pass' });
  });
  afterAll(() => t?.close());

  it('creates only the admin, the settings and the pricing plans', async () => {
    const result = await bootstrap(t.app);
    expect(result.demoSeeded).toBe(false);
    // A password from ADMIN_PASSWORD is never echoed back for printing.
    expect(result.adminCreated).toEqual({ email: t.app.config.adminEmail, password: undefined });
    const c = await counts(t);
    expect(c).toMatchObject({ users: 1, products: 0, pods: 0, orders: 0, orderLines: 0, contacts: 0, pricingPlans: 3 });
    expect(c.settings).toBeGreaterThan(0);
    expect(await bootstrap(t.app)).toEqual({ adminCreated: undefined, demoSeeded: false });
    expect(await counts(t)).toEqual(c);
  });
});

// The admin products list (issue 11): every column sorts either way, the stock-level filter follows the
// lowStockThreshold setting, and both are refused to anyone but an admin (they have no index of their own).
import { randomUUID } from 'node:crypto';
import type { Product } from '@astroden/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, settings } from '../../db/schema/index.ts';
import { ensureDefaultSettings } from '../../lib/default-settings.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
// Every product of this file is in one category of its own, so other files' rows never mix in.
const category = `Listing ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  t = await createTestApp();
  await ensureDefaultSettings(t.app.db);
  admin = await createAdmin(t.app);
  member = await createUser(t.app);
  await t.app.db.insert(products).values(
    [
      { name: 'b Comet Cap', pricePaise: 30000, stock: 0, rating: 4 },
      { name: 'Asteroid Mug', pricePaise: 10000, stock: 5, rating: 2 },
      { name: 'Dust Poster', pricePaise: 20000, stock: 6, rating: 5 },
      { name: 'Cosmic Lamp', pricePaise: 40000, stock: 1, rating: 3 },
    ].map((p) => ({ ...p, description: 'Listed', category })),
  );
});
afterAll(() => t.close());

async function names(query: string, who: TestUser = admin): Promise<string[]> {
  const res = await t.app.inject({
    url: `/api/products?category=${encodeURIComponent(category)}&${query}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Product[]).map((p) => p.name);
}

describe('GET /api/products, admin sorts and the stock filter', () => {
  it('sorts by name (ignoring case), stock and price either way', async () => {
    expect(await names('sort=name')).toEqual(['Asteroid Mug', 'b Comet Cap', 'Cosmic Lamp', 'Dust Poster']);
    expect(await names('sort=-name')).toEqual(['Dust Poster', 'Cosmic Lamp', 'b Comet Cap', 'Asteroid Mug']);
    expect(await names('sort=stock')).toEqual(['b Comet Cap', 'Cosmic Lamp', 'Asteroid Mug', 'Dust Poster']);
    expect(await names('sort=-stock&limit=2')).toEqual(['Dust Poster', 'Asteroid Mug']);
    expect(await names('sort=-stock&limit=2&page=2')).toEqual(['Cosmic Lamp', 'b Comet Cap']);
    expect(await names('sort=rating')).toEqual(['Asteroid Mug', 'Cosmic Lamp', 'b Comet Cap', 'Dust Poster']);
  });

  it('filters by stock level: out, low (1 up to the lowStockThreshold setting) and in', async () => {
    expect(await names('stock=out')).toEqual(['b Comet Cap']);
    expect(await names('stock=low&sort=name')).toEqual(['Asteroid Mug', 'Cosmic Lamp']);
    expect(await names('stock=in')).toEqual(['Dust Poster']);

    await t.app.db.update(settings).set({ value: 6 }).where(eq(settings.key, 'lowStockThreshold'));
    try {
      expect(await names('stock=low&sort=name')).toEqual(['Asteroid Mug', 'Cosmic Lamp', 'Dust Poster']);
      expect(await names('stock=in')).toEqual([]);
    } finally {
      await t.app.db.update(settings).set({ value: 5 }).where(eq(settings.key, 'lowStockThreshold'));
    }
  });

  it('gives the total of the filter, also on a page past the end', async () => {
    const res = await t.app.inject({
      url: `/api/products?category=${encodeURIComponent(category)}&stock=low&page=9`,
      headers: admin.headers,
    });
    expect(res.json()).toMatchObject({ data: [], total: 2, totalPages: 1, currentPage: 9 });
  });

  it('combines a search with an admin sort', async () => {
    expect(await names('search=cos&sort=-price')).toEqual(['Cosmic Lamp']);
  });

  it('refuses admin sorts and the stock filter without a token (401) and to a non-admin (403)', async () => {
    for (const query of ['sort=stock', 'sort=name', 'sort=-createdAt&stock=out']) {
      const anonymous = await t.app.inject({ url: `/api/products?${query}` });
      expect(anonymous.statusCode, query).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false });
      const res = await t.app.inject({ url: `/api/products?${query}`, headers: member.headers });
      expect(res.statusCode, query).toBe(403);
    }
    // The marketplace's sorts stay open to everyone.
    expect((await t.app.inject({ url: '/api/products?sort=-price' })).statusCode).toBe(200);
  });

  it('answers 400 to a sort or stock level it does not know', async () => {
    for (const query of ['sort=description', 'sort=--name', 'stock=some']) {
      const res = await t.app.inject({ url: `/api/products?${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  type Category,
  PRODUCT_MESSAGES,
  type Product,
  productSchema,
  UPLOAD_MESSAGES,
} from '@astroden/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewProductRow, orderLines, orders, products } from '../../db/schema/index.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import {
  type FilePart,
  multipart,
  png,
  type StorageRecord,
  storageKey,
  trackStorage,
  UPLOAD_REJECTIONS,
  variantPath,
} from '../../test/fixtures.ts';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
let storage: StorageRecord;

beforeAll(async () => {
  t = await createTestApp();
  storage = trackStorage(t.app.storage);
  admin = await createAdmin(t.app);
  user = await createUser(t.app);
});
afterAll(() => t.close());

const tag = () => randomUUID().slice(0, 8);

async function insertProduct(values: Partial<NewProductRow> & { name: string }) {
  const [row] = await t.app.db
    .insert(products)
    .values({ description: 'Seeded', pricePaise: 1000, stock: 3, category: 'Seeded', ...values })
    .returning();
  return row!;
}

function productFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    name: 'Nebula Hoodie',
    description: 'Warm in the void',
    price: '1299.99',
    stock: '7',
    category: 'Shirts',
    weight: '0.5',
    dimensions: JSON.stringify({ length: 30, width: 20, height: 2.5 }),
    features: JSON.stringify([' Glow print ', 'Glow print', '  ', 'Cotton']),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
  headers: Record<string, string> = admin.headers,
) {
  const body = await multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers } });
}

const pngs = (n: number) => Promise.all(Array.from({ length: n }, async (_, i) => ({ data: await png(10 + i, 6) })));

async function createProduct(images = 0, overrides: Record<string, string | undefined> = {}): Promise<Product> {
  const res = await send('POST', '/api/products', productFields(overrides), await pngs(images));
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const list = (query: string) => t.app.inject({ url: `/api/products?${query}` });
const getProduct = (id: string) => t.app.inject({ url: `/api/products/${id}` });
const productCount = async () => (await t.app.db.select({ n: count() }).from(products))[0]!.n;

/** Asserts an image and its 400px WebP variant are served, with long-lived caching. */
async function expectServed(imagePath: string) {
  const res = await t.app.inject({ url: imagePath });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const variant = await t.app.inject({ url: variantPath(imagePath, 400) });
  expect(variant.statusCode).toBe(200);
  expect(variant.headers['content-type']).toBe('image/webp');
}

async function expectGone(imagePath: string) {
  expect((await t.app.inject({ url: imagePath })).statusCode).toBe(404);
  expect((await t.app.inject({ url: variantPath(imagePath, 400) })).statusCode).toBe(404);
  expect((await t.app.inject({ url: variantPath(imagePath, 800) })).statusCode).toBe(404);
}

describe('GET /api/products', () => {
  it('pages with total, totalPages and currentPage; a page past the last is empty', async () => {
    const category = `Paging ${tag()}`;
    for (let i = 0; i < 5; i++) await insertProduct({ name: `Paged ${i}`, category });
    const q = `category=${encodeURIComponent(category)}&limit=2`;

    const first = await list(`${q}&page=1`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, total: 5, totalPages: 3, currentPage: 1 });
    expect(first.json().data).toHaveLength(2);
    for (const p of first.json().data) expect(() => productSchema.parse(p)).not.toThrow();

    const last = await list(`${q}&page=3`);
    expect(last.json().data).toHaveLength(1);

    const beyond = await list(`${q}&page=4`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual({ success: true, data: [], total: 5, totalPages: 3, currentPage: 4 });

    const ids = [...first.json().data, ...(await list(`${q}&page=2`)).json().data, ...last.json().data].map(
      (p: Product) => p._id,
    );
    expect(new Set(ids).size).toBe(5);
  });

  it('defaults to page 1 and the marketplace page size', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.json().currentPage).toBe(1);
    expect(res.json().data.length).toBeLessThanOrEqual(9);
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=abc', 'page must be a number'],
    ['page=1.5', 'page must be a whole number'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    [
      'sort=description',
      'sort must be one of name, -name, price, -price, stock, -stock, category, -category, createdAt, -createdAt, rating, -rating',
    ],
  ])('answers 400 for %s', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('sorts by every allowed value, breaking ties so pages are stable', async () => {
    const category = `Sorting ${tag()}`;
    const base = Date.UTC(2026, 0, 1);
    const at = (s: number) => new Date(base + s * 1000);
    const a = await insertProduct({ name: 'A', category, pricePaise: 50000, rating: 4, createdAt: at(1) });
    const b = await insertProduct({ name: 'B', category, pricePaise: 30000, rating: 5, createdAt: at(2) });
    const c = await insertProduct({ name: 'C', category, pricePaise: 50000, rating: 4, createdAt: at(3) });
    const d = await insertProduct({ name: 'D', category, pricePaise: 10000, rating: 4, createdAt: at(3) });
    const byId = (...rows: { id: string }[]) => rows.map((r) => r.id).sort();
    const [cd1, cd2] = byId(c, d);
    const [ac1, ac2] = byId(a, c);
    const expected: Record<string, string[]> = {
      '': [cd1!, cd2!, b.id, a.id],
      '-createdAt': [cd1!, cd2!, b.id, a.id],
      price: [d.id, b.id, ac1!, ac2!],
      '-price': [ac2!, ac1!, b.id, d.id],
      '-rating': [b.id, cd1!, cd2!, a.id],
    };
    for (const [sort, ids] of Object.entries(expected)) {
      const q = `category=${encodeURIComponent(category)}${sort ? `&sort=${sort}` : ''}`;
      const all = await list(q);
      expect(all.statusCode).toBe(200);
      expect(
        all.json().data.map((p: Product) => p._id),
        `sort ${sort || '(default)'}`,
      ).toEqual(ids);
      // One row a page walks the same order.
      const walked: string[] = [];
      for (let page = 1; page <= 4; page++) walked.push((await list(`${q}&limit=1&page=${page}`)).json().data[0]._id);
      expect(walked).toEqual(ids);
    }
    const prices = (await list(`category=${encodeURIComponent(category)}&sort=price`)).json().data;
    expect(prices.map((p: Product) => p.price)).toEqual([100, 300, 500, 500]);
  });

  it('filters by exact category; "all" means every category', async () => {
    const category = `Figures ${tag()}`;
    await insertProduct({ name: 'Exact one', category });
    await insertProduct({ name: 'Exact two', category });
    await insertProduct({ name: 'Other case', category: category.toUpperCase() });
    await insertProduct({ name: 'Prefix', category: `${category} Deluxe` });

    const res = await list(`category=${encodeURIComponent(category)}`);
    expect(res.json().total).toBe(2);
    expect(res.json().data.every((p: Product) => p.category === category)).toBe(true);

    const all = await list('category=all&limit=100');
    expect(all.json().total).toBe(await productCount());
  });

  it('searches the words of names by their start, case-insensitively, in any order (decision 009)', async () => {
    const category = `Search ${tag()}`;
    const names = ['Nebula 100% Cotton Tee', 'Nebula 1000 Cotton Tee', 'Orbit_Mug', 'OrbitXMug', 'nebula sticker'];
    for (const name of names) await insertProduct({ name, category });
    const search = async (term: string) => {
      const res = await list(`category=${encodeURIComponent(category)}&search=${encodeURIComponent(term)}`);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .data.map((p: Product) => p.name)
        .sort();
    };
    expect(await search('NEBULA')).toEqual(['Nebula 100% Cotton Tee', 'Nebula 1000 Cotton Tee', 'nebula sticker']);
    expect(await search('neb')).toEqual(['Nebula 100% Cotton Tee', 'Nebula 1000 Cotton Tee', 'nebula sticker']);
    expect(await search('tee cott')).toEqual(['Nebula 100% Cotton Tee', 'Nebula 1000 Cotton Tee']);
    expect(await search('nebula sticker')).toEqual(['nebula sticker']);
    expect(await search('orbit mug')).toEqual(['Orbit_Mug']);
    // % and _ are no wildcards: they are not letters or digits, so a search of them alone finds nothing.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('100%')).toEqual(['Nebula 100% Cotton Tee', 'Nebula 1000 Cotton Tee']);
    expect(await search('   ')).toEqual([...names].sort());
    expect(await search('comet')).toEqual([]);

    const token = tag();
    await insertProduct({ name: `Comet ${token} Poster`, category: 'Posters' });
    const res = await list(`search=${token.toUpperCase()}`);
    expect(res.json()).toMatchObject({ total: 1, totalPages: 1 });
  });

  it('finds a name through a word typed with a typo when no word matches', async () => {
    const category = `Typo ${tag()}`;
    await insertProduct({ name: 'Nebula Sticker Pack', category });
    await insertProduct({ name: 'Cotton Tee', category });
    const res = await list(`category=${encodeURIComponent(category)}&search=nebual`);
    expect(res.json()).toMatchObject({ total: 1, data: [{ name: 'Nebula Sticker Pack' }] });
    // A page past the end of real matches is empty, with the real total: no typo fallback there.
    const beyond = await list(`category=${encodeURIComponent(category)}&search=nebula&page=3&limit=1`);
    expect(beyond.json()).toMatchObject({ data: [], total: 1, totalPages: 1, currentPage: 3 });
  });

  it('ranks names matching the search best first when no order is chosen', async () => {
    const category = `Rank ${tag()}`;
    await insertProduct({ name: 'Galaxy Mug', category });
    await insertProduct({ name: 'Nebula Galaxy Nebula Poster', category });
    await insertProduct({ name: 'Nebula Mug', category });
    const ranked = (await list(`category=${encodeURIComponent(category)}&search=nebula`)).json().data;
    expect(ranked.map((p: Product) => p.name)).toEqual(['Nebula Galaxy Nebula Poster', 'Nebula Mug']);
    const byPrice = (await list(`category=${encodeURIComponent(category)}&search=mug&sort=price`)).json().data;
    expect(byPrice.map((p: Product) => p.name)).toHaveLength(2);
  });
});

describe('GET /api/products/categories/all', () => {
  it('lists distinct non-blank categories with counts, by name', async () => {
    const k = tag();
    await insertProduct({ name: 'c1', category: `zeta ${k}` });
    await insertProduct({ name: 'c2', category: `Alpha ${k}` });
    await insertProduct({ name: 'c3', category: `Alpha ${k}` });
    await insertProduct({ name: 'c4', category: `Manga & Comics ${k}` });
    await insertProduct({ name: 'blank', category: '' });
    await insertProduct({ name: 'spaces', category: '   ' });

    const res = await t.app.inject({ url: '/api/products/categories/all' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json() as { success: boolean; data: Category[] };
    expect(success).toBe(true);
    expect(data.every((c) => c.name.trim() !== '')).toBe(true);
    expect(new Set(data.map((c) => c.name)).size).toBe(data.length);
    const mine = data.filter((c) => c.name.endsWith(k));
    expect(mine).toEqual([
      { name: `Alpha ${k}`, count: 2 },
      { name: `Manga & Comics ${k}`, count: 1 },
      { name: `zeta ${k}`, count: 1 },
    ]);
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product in the shared shape', async () => {
    const row = await insertProduct({ name: 'Single', pricePaise: 129999, rating: 4.5, features: ['A'] });
    const res = await getProduct(row.id);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(productSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({ _id: row.id, name: 'Single', price: 1299.99, rating: 4.5, image: null });
    expect(data.createdAt).toBe(row.createdAt.toISOString());
  });

  it('answers 404 for an unknown id, malformed or not', async () => {
    const unknown = await getProduct(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: PRODUCT_MESSAGES.notFound });
    const malformed = await getProduct('not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ success: false, message: PRODUCT_MESSAGES.notFound });
  });
});

describe('POST /api/products', () => {
  it('creates a product from a multipart form with PNG images', async () => {
    const puts = storage.puts;
    const res = await send('POST', '/api/products', productFields({ rating: '4.5' }), [
      { data: await png(), filename: 'front.PNG' },
      { data: await png(20, 10) },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: PRODUCT_MESSAGES.created });
    const product: Product = body.data;
    expect(product).toMatchObject({
      name: 'Nebula Hoodie',
      description: 'Warm in the void',
      price: 1299.99,
      stock: 7,
      category: 'Shirts',
      weight: 0.5,
      dimensions: { length: 30, width: 20, height: 2.5 },
      features: ['Glow print', 'Cotton'],
      rating: 4.5,
    });
    expect(product.images).toHaveLength(2);
    for (const image of product.images) expect(image).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/);
    expect(product.image).toBe(product.images[0]);
    expect(storage.puts - puts).toBe(6); // each image: the PNG and two WebP variants
    for (const image of product.images) await expectServed(image);

    const [row] = await t.app.db.select().from(products).where(eq(products.id, product._id));
    expect(row!.pricePaise).toBe(129999);
    expect((await getProduct(product._id)).json().data).toEqual(product);
  });

  it('accepts a JSON body (no images) and treats blank optional fields as absent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        name: 'Plain Mug',
        description: 'Holds coffee',
        price: 250,
        stock: 0,
        category: 'Accessories',
        weight: '',
        features: ['Ceramic'],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      price: 250,
      stock: 0,
      weight: null,
      dimensions: null,
      images: [],
      image: null,
      features: ['Ceramic'],
      rating: 0,
    });
  });

  it('answers 401 without a token and 403 for a non-admin, changing nothing', async () => {
    const before = { count: await productCount(), keys: storage.keys(), puts: storage.puts };
    const files = await pngs(1);
    const anonymous = await send('POST', '/api/products', productFields(), files, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated });
    const forbidden = await send('POST', '/api/products', productFields(), files, user.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden });
    expect({ count: await productCount(), keys: storage.keys(), puts: storage.puts }).toEqual(before);
  });

  it('refuses a NUL character in a form field with 400, storing nothing', async () => {
    const before = { count: await productCount(), keys: storage.keys(), puts: storage.puts };
    const res = await send('POST', '/api/products', productFields({ features: '["Glow\\u0000print"]' }), await pngs(1));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'features.0', message: 'Text must not contain the NUL character' }]);
    expect({ count: await productCount(), keys: storage.keys(), puts: storage.puts }).toEqual(before);
  });

  it('answers a broken multipart body (no boundary, or cut short) with 400, not 500', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=XX']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...admin.headers, 'content-type': contentType },
        payload: contentType.includes('boundary')
          ? '--XX\r\nContent-Disposition: form-data; name="name"\r\n\r\nHal'
          : 'abc',
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['a negative price', { price: '-5' }, 'price', 'Price must be at least 0'],
    ['a price that is not a number', { price: 'cheap' }, 'price', 'Price must be a number'],
    ['a fractional stock', { stock: '1.5' }, 'stock', 'Stock must be a whole number'],
    ['bad JSON in features', { features: '["unterminated' }, 'features', 'features must be valid JSON'],
    ['bad JSON in dimensions', { dimensions: '{length: 1}' }, 'dimensions', 'dimensions must be valid JSON'],
    ['a negative dimension', { dimensions: '{"length":-1,"width":1,"height":1}' }, 'dimensions.length', undefined],
    ['a weight with 3 decimals', { weight: '0.125' }, 'weight', 'Weight can have at most 2 decimals'],
    [
      'a dimension with 3 decimals',
      { dimensions: '{"length":1,"width":1.005,"height":1}' },
      'dimensions.width',
      'Width can have at most 2 decimals',
    ],
    ['a missing category', { category: undefined }, 'category', 'Category is required'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, overrides, path, message) => {
    const before = { count: await productCount(), keys: storage.keys(), puts: storage.puts };
    const res = await send('POST', '/api/products', productFields(overrides), await pngs(1));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    if (message) expect(body.message).toBe(message);
    expect({ count: await productCount(), keys: storage.keys(), puts: storage.puts }).toEqual(before);
  });

  it('answers 415 for a body that is neither multipart nor JSON', async () => {
    for (const [type, payload] of [
      ['text/plain', 'name=Mug'],
      ['application/x-www-form-urlencoded', 'name=Mug&price=1'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...admin.headers, 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().success).toBe(false);
    }
  });

  it('refuses existingImages on a new product', async () => {
    const res = await send('POST', '/api/products', productFields({ existingImages: '["/uploads/products/x.png"]' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('existingImages');
  });

  it.each(UPLOAD_REJECTIONS)('refuses $name, leaving no row and no file', async ({ files, status, message }) => {
    const before = { count: await productCount(), keys: storage.keys(), puts: storage.puts };
    const res = await send('POST', '/api/products', productFields(), await files());
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(message);
    expect({ count: await productCount(), keys: storage.keys(), puts: storage.puts }).toEqual(before);
  });
});

describe('PUT /api/products/:id', () => {
  it('replaces the fields, keeps the listed images, appends new ones and deletes the rest', async () => {
    const created = await createProduct(2, { rating: '4.5' });
    const [a, b] = created.images as [string, string];
    const res = await send(
      'PUT',
      `/api/products/${created._id}`,
      productFields({
        name: 'Renamed Hoodie',
        price: '999',
        weight: undefined,
        dimensions: undefined,
        features: '[]',
        existingImages: JSON.stringify([b]),
      }),
      await pngs(1),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: PRODUCT_MESSAGES.updated });
    const updated: Product = res.json().data;
    expect(updated).toMatchObject({
      _id: created._id,
      name: 'Renamed Hoodie',
      price: 999,
      weight: null,
      dimensions: null,
      features: [],
      rating: 4.5,
      createdAt: created.createdAt,
    });
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toBe(b);
    expect(updated.image).toBe(b);
    const c = updated.images[1]!;
    expect(c).not.toBe(a);
    await expectGone(a);
    await expectServed(b);
    await expectServed(c);
    expect(storage.keys()).not.toContain(storageKey(a));
    expect((await getProduct(created._id)).json().data).toEqual(updated);
  });

  it('keeps every image when existingImages is omitted, and removes all for an empty list', async () => {
    const created = await createProduct(1);
    const kept = await send('PUT', `/api/products/${created._id}`, productFields(), await pngs(2));
    expect(kept.statusCode).toBe(200);
    const images: string[] = kept.json().data.images;
    expect(images).toHaveLength(3);
    expect(images[0]).toBe(created.images[0]);

    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${created._id}`,
      headers: admin.headers,
      payload: { ...productFields(), existingImages: [] },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ images: [], image: null });
    for (const image of images) await expectGone(image);
  });

  it('answers 404 for an unknown product, malformed id or not, storing nothing', async () => {
    const before = { keys: storage.keys(), puts: storage.puts };
    const unknown = await send('PUT', `/api/products/${randomUUID()}`, productFields(), await pngs(1));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: PRODUCT_MESSAGES.notFound });
    const malformed = await send('PUT', '/api/products/123', productFields(), await pngs(1));
    expect(malformed.statusCode).toBe(404);
    expect({ keys: storage.keys(), puts: storage.puts }).toEqual(before);
  });

  it('removes the new files when the row write fails', async () => {
    const created = await createProduct(1);
    const before = storage.keys();
    // The product disappears between validation and the write.
    storage.beforeNextPut = async () => {
      await t.app.db.delete(products).where(eq(products.id, created._id));
    };
    const res = await send('PUT', `/api/products/${created._id}`, productFields(), await pngs(2));
    expect(res.statusCode).toBe(404);
    expect(storage.keys()).toEqual(before);
    await expectServed(created.images[0]!);
  });

  describe('refusals leave the product and its images unchanged', () => {
    let product: Product;
    let before: { product: unknown; keys: string[]; puts: number };
    const snapshot = async () => ({
      product: (await getProduct(product._id)).json(),
      keys: storage.keys(),
      puts: storage.puts,
    });

    beforeAll(async () => {
      product = await createProduct(3);
    });

    it('401 without a token, 403 for a non-admin', async () => {
      before = await snapshot();
      const url = `/api/products/${product._id}`;
      const fields = productFields({ name: 'Hijacked', existingImages: '[]' });
      expect((await send('PUT', url, fields, await pngs(1), {})).statusCode).toBe(401);
      expect((await send('PUT', url, fields, await pngs(1), user.headers)).statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it('400 for kept plus new images over 5', async () => {
      before = await snapshot();
      const res = await send('PUT', `/api/products/${product._id}`, productFields({ name: 'Too many' }), await pngs(3));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(UPLOAD_MESSAGES.tooMany);
      expect(await snapshot()).toEqual(before);
    });

    it('400 for an existingImages path that is not on the product', async () => {
      const other = await createProduct(1);
      before = await snapshot();
      const res = await send(
        'PUT',
        `/api/products/${product._id}`,
        productFields({ existingImages: JSON.stringify([product.images[0], other.images[0]]) }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'existingImages' })]);
      expect(await snapshot()).toEqual(before);
    });

    it('400 for a missing name, a negative price or bad JSON', async () => {
      before = await snapshot();
      for (const overrides of [{ name: undefined }, { price: '-1' }, { features: 'nope' }]) {
        const res = await send('PUT', `/api/products/${product._id}`, productFields(overrides), await pngs(1));
        expect(res.statusCode).toBe(400);
      }
      expect(await snapshot()).toEqual(before);
    });

    it.each(UPLOAD_REJECTIONS)('$status for $name', async ({ files, status, message }) => {
      before = await snapshot();
      const res = await send(
        'PUT',
        `/api/products/${product._id}`,
        productFields({ name: 'Should not stick', existingImages: '[]' }),
        await files(),
      );
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await snapshot()).toEqual(before);
    });

    it('still serves every image of the product', async () => {
      for (const image of product.images) await expectServed(image);
    });
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the product and its images, but those a past order still shows; order lines keep their snapshot', async () => {
    const product = await createProduct(2);
    const [order] = await t.app.db
      .insert(orders)
      .values({
        orderNumber: `ORD-TEST-${tag()}`,
        customerFullName: 'Ada Star',
        customerEmail: 'ada@test.example',
        addressLine1: '1 Orbit Way',
        town: 'Pune',
        pincode: '411001',
        totalPaise: 129999,
      })
      .returning();
    const [line] = await t.app.db
      .insert(orderLines)
      .values({
        orderId: order!.id,
        productId: product._id,
        name: product.name,
        images: [product.images[0]!],
        unitPricePaise: 129999,
        quantity: 1,
      })
      .returning();

    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/products/${product._id}` });
    expect(anonymous.statusCode).toBe(401);
    const nonAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}`,
      headers: user.headers,
    });
    expect(nonAdmin.statusCode).toBe(403);
    expect((await getProduct(product._id)).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${product._id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PRODUCT_MESSAGES.deleted });
    expect((await getProduct(product._id)).statusCode).toBe(404);
    // Admin Orders still shows the ordered image; the other one is gone.
    await expectServed(product.images[0]!);
    await expectGone(product.images[1]!);

    const [kept] = await t.app.db.select().from(orderLines).where(eq(orderLines.id, line!.id));
    expect(kept).toMatchObject({
      productId: null,
      name: product.name,
      images: [product.images[0]],
      unitPricePaise: 129999,
    });

    const again = await t.app.inject({ method: 'DELETE', url: `/api/products/${product._id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: PRODUCT_MESSAGES.notFound });
  });

  it('answers 404 for a malformed id', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/products/nope', headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: PRODUCT_MESSAGES.notFound });
  });
});

// The response cache of public reads (issue 9): answers from memory, shares the load with browsers and
// CDNs (ETag, 304, stale-while-revalidate), shows an admin's write on the very next request of every
// instance, and stock taken by orders within 2 s.
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index.ts';
import { ensureDefaultSettings } from '../lib/default-settings.ts';
import { createAdmin, createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { orderBody } from '../test/fixtures.ts';
import { cacheKey, PUBLIC_CACHE_CHANNEL } from './public-cache.ts';

const cacheOn = { publicCache: { enabled: true, maxBytes: 8 * 1024 * 1024, ttlMs: 1000 } };

let queries = 0;
/** Runs inside the next statement sent to the database (once): a write landing while a read is under way. */
let duringNextQuery: (() => void) | undefined;
const onQuery = () => {
  queries++;
  const run = duringNextQuery;
  duringNextQuery = undefined;
  run?.();
};
async function insertProduct(app: FastifyInstance, name: string, stock = 5, category = 'Cache') {
  const [row] = await app.db
    .insert(products)
    .values({ name, description: 'Cached', pricePaise: 5000, stock, category })
    .returning();
  return row!;
}

const brandName = async (app: FastifyInstance) =>
  (await app.inject({ url: '/api/settings/public' })).json().data.brandName;
const renameBrand = (app: FastifyInstance, admin: TestUser, value: string) =>
  app.inject({ method: 'PUT', url: '/api/settings/brandName', headers: admin.headers, payload: { value } });

describe('cache keys', () => {
  it('are one per question: parameters sorted, empty ones dropped', () => {
    expect(cacheKey('/api/products?sort=price&category=Mugs&page=2')).toBe(
      '/api/products?category=Mugs&page=2&sort=price',
    );
    expect(cacheKey('/api/products?search=&page=1')).toBe('/api/products?page=1');
    expect(cacheKey('/api/products?')).toBe('/api/products');
    expect(cacheKey('/api/pods')).toBe('/api/pods');
  });
});

describe('with the cache on', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(cacheOn, { onQuery });
    await ensureDefaultSettings(t.app.db);
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  it('answers a repeated read, in any parameter order, without the database', async () => {
    await insertProduct(t.app, 'Cached Comet Mug');
    const first = await t.app.inject({ url: '/api/products?category=Cache&sort=price' });
    queries = 0;
    const again = await t.app.inject({ url: '/api/products?sort=price&category=Cache' });
    expect(queries).toBe(0);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.json().data[0].name).toBe('Cached Comet Mug');
  });

  it('tags public reads for browsers and CDNs, and answers 304 to a matching ETag', async () => {
    const res = await t.app.inject({ url: '/api/pods' });
    expect(res.headers['cache-control']).toBe('public, max-age=1, stale-while-revalidate=59');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    for (let i = 0; i < 2; i++) {
      // Once from the handler's answer, once from the cache.
      const revalidated = await t.app.inject({ url: '/api/pods', headers: { 'if-none-match': res.headers.etag } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    }
    const changed = await t.app.inject({ url: '/api/pods', headers: { 'if-none-match': '"another"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('keeps private reads out: nothing may store an answer to a signed-in client, or a personal one', async () => {
    for (const url of ['/api/settings', '/api/products?sort=-stock', '/api/pods', '/api/auth/me']) {
      const res = await t.app.inject({ url, headers: admin.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const order = await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(order.headers['cache-control']).toBe('private, no-store');
  });

  it('never keeps a read that an admin write overtook', async () => {
    const url = '/api/products?category=Race';
    await insertProduct(t.app, 'Racing Comet', 3, 'Race');
    // The write forgets the cache while the read is at the database: the read answers, but is not kept.
    duringNextQuery = () => void t.app.publicCache.invalidate();
    expect((await t.app.inject({ url })).json().total).toBe(1);
    queries = 0;
    expect((await t.app.inject({ url })).json().total).toBe(1);
    expect(queries).toBeGreaterThan(0);
    // The read after that one is kept as usual.
    queries = 0;
    await t.app.inject({ url });
    expect(queries).toBe(0);
  });

  it("keeps what the storefront's render read without a request as its route's answer, unless a write overtook it", async () => {
    await insertProduct(t.app, 'Rendered Nova Mug', 4, 'Render');
    const url = '/api/products?category=Render&sort=price';
    const since = t.app.publicCache.generation();
    const read = await t.app.storefrontReads.answer(url);
    t.app.publicCache.keep(url, read?.body, since);
    queries = 0;
    const again = await t.app.inject({ url: '/api/products?sort=price&category=Render' });
    expect(queries).toBe(0);
    expect(again.json()).toEqual(read?.body);
    expect(again.headers.etag).toMatch(/^"[\w-]+"$/);
    // A write between the read and its keeping: the read is not kept.
    const categories = '/api/products/categories/all';
    const before = t.app.publicCache.generation();
    const stale = await t.app.storefrontReads.answer(categories);
    await t.app.publicCache.invalidate();
    t.app.publicCache.keep(categories, stale?.body, before);
    queries = 0;
    await t.app.inject({ url: categories });
    expect(queries).toBeGreaterThan(0);
  });

  it('answers a signed-in client from the database: its own writes and the latest stock', async () => {
    const product = await insertProduct(t.app, 'Signed-in Star Chart', 6);
    const url = `/api/products/${product.id}`;
    expect((await t.app.inject({ url })).json().data.stock).toBe(6);
    await t.app.db.update(products).set({ stock: 2 }).where(sql`id = ${product.id}`);
    expect((await t.app.inject({ url })).json().data.stock).toBe(6);
    const signedIn = await t.app.inject({ url, headers: admin.headers });
    expect(signedIn.json().data.stock).toBe(2);
    // Nothing may keep a signed-in client's answer: not the browser's cache, not a shared one.
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('serves cached bodies compressed for clients that take it', async () => {
    for (let i = 0; i < 30; i++) await insertProduct(t.app, `Brotli Poster ${i}`, 1, 'Brotli');
    const url = '/api/products?category=Brotli&limit=50';
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).total).toBe(30);
    }
  });

  it('shows an admin write on the next request', async () => {
    expect(await brandName(t.app)).toBe('AstroDen');
    expect((await renameBrand(t.app, admin, 'Cached Den')).statusCode).toBe(200);
    expect(await brandName(t.app)).toBe('Cached Den');
    await renameBrand(t.app, admin, 'AstroDen');
  });

  it('shows stock taken by an order once its cached read has lived its time (1 s here)', async () => {
    const product = await insertProduct(t.app, 'Scarce Nebula Lamp', 5);
    const stockOf = async () => (await t.app.inject({ url: `/api/products/${product.id}` })).json().data.stock;
    expect(await stockOf()).toBe(5);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([{ productId: product.id, quantity: 2 }]),
    });
    expect(order.statusCode).toBe(201);
    // The order does not empty the cache (only admin writes do): the stock shows once the entry has expired.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await stockOf()).toBe(3);
  });
});

describe('with the cache off (PUBLIC_CACHE=off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the database every time, and still tags reads with an ETag', async () => {
    const product = await insertProduct(t.app, 'Uncached Orbit Cap', 4);
    const url = `/api/products/${product.id}`;
    const first = await t.app.inject({ url });
    await t.app.db.execute(sql`update products set stock = 1 where id = ${product.id}`);
    const second = await t.app.inject({ url });
    expect(second.json().data.stock).toBe(1);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('memoBy: what an instance makes from public reads (rendered pages)', () => {
  interface Page {
    status: number;
  }
  /** A render that counts its calls; held ones settle only when released. */
  function render(status: number, { held = false } = {}) {
    const waiting: (() => void)[] = [];
    const counted = {
      calls: 0,
      load(): Promise<Page> {
        counted.calls++;
        if (!held) return Promise.resolve({ status });
        return new Promise<Page>((resolve) => waiting.push(() => resolve({ status })));
      },
      release() {
        for (const resolve of waiting.splice(0)) resolve();
      },
    };
    return counted;
  }
  // Each kept page counts 200 of 1,000 bytes.
  const options = { maxBytes: 1000, sizeOf: () => 200, keep: (page: Page) => page.status === 200 };

  it('renders once per key for visitors who ask together, keeps it, and forgets it on a write', async () => {
    const t = await createTestApp(cacheOn);
    try {
      const pages = t.app.publicCache.memoBy(options);
      const home = render(200, { held: true });
      const together = [pages('/', home.load), pages('/', home.load)];
      home.release();
      expect(await Promise.all(together)).toEqual([{ status: 200 }, { status: 200 }]);
      await pages('/', home.load);
      expect(home.calls).toBe(1);

      await t.app.publicCache.invalidate();
      const after = pages('/', home.load);
      home.release();
      await after;
      expect(home.calls).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('keeps nothing that `keep` refuses or that failed, and no more than its memory', async () => {
    const t = await createTestApp(cacheOn);
    try {
      const pages = t.app.publicCache.memoBy(options);
      const missing = render(404);
      for (let i = 0; i < 2; i++) await pages('/missing', missing.load);
      expect(missing.calls).toBe(2);

      let failures = 0;
      const broken = () => Promise.reject(new Error(`render ${++failures} failed`));
      for (let i = 0; i < 2; i++) await expect(pages('/broken', broken)).rejects.toThrow();
      expect(failures).toBe(2);

      const any = render(200);
      for (const key of ['/1', '/2', '/3', '/4', '/5', '/6']) await pages(key, any.load);
      await pages('/6', any.load);
      expect(any.calls).toBe(6);
      // The sixth pushed out the least recently used.
      await pages('/1', any.load);
      expect(any.calls).toBe(7);
    } finally {
      await t.close();
    }
  });

  it('renders every time when the cache is off', async () => {
    const t = await createTestApp();
    try {
      const pages = t.app.publicCache.memoBy(options);
      const home = render(200);
      for (let i = 0; i < 2; i++) await pages('/', home.load);
      expect(home.calls).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe('two instances on one database', () => {
  const redisUrl = process.env.TEST_REDIS_URL;

  it.runIf(redisUrl)('share invalidation through Redis: a write on one is read on the other at once', async () => {
    const t = await createTestApp({ ...cacheOn, publicCache: { ...cacheOn.publicCache, ttlMs: 2000 }, redisUrl });
    try {
      await ensureDefaultSettings(t.app.db);
      const other = await t.sibling();
      const admin = await createAdmin(t.app);
      // Both instances listen before the write (other test files may be listening too).
      const listening = async () => {
        const [, n] = (await t.app.redis!.pubsub('NUMSUB', PUBLIC_CACHE_CHANNEL)) as [string, number];
        return n >= 2;
      };
      for (let waited = 0; !(await listening()); waited += 50) {
        expect(waited).toBeLessThan(5000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await brandName(other)).toBe('AstroDen');
      expect((await renameBrand(t.app, admin, 'Shared Den')).statusCode).toBe(200);
      expect(await brandName(other)).toBe('Shared Den');
    } finally {
      await t.close();
    }
  });

  it('without Redis, each forgets its own reads after the time to live (at most 2 s)', async () => {
    const t = await createTestApp(cacheOn);
    try {
      await ensureDefaultSettings(t.app.db);
      const other = await t.sibling();
      const admin = await createAdmin(t.app);
      expect(await brandName(other)).toBe('AstroDen');
      await renameBrand(t.app, admin, 'Local Den');
      expect(await brandName(t.app)).toBe('Local Den');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await brandName(other)).toBe('Local Den');
    } finally {
      await t.close();
    }
  });
});

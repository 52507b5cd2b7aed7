// Safe to deploy (issue 22, decision 015): what a page says and what the shop keeps is fixed by the shop, never by
// a request. A forged Host or X-Forwarded-Host names no origin in any page or sitemap; made-up query parameters
// neither render a page again nor push real pages out; server renders per address are limited; a page whose reads
// failed answers 503 and is not kept.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, settings } from '../apps/api/src/db/schema/index.ts';
import { rawGet } from './support/http.ts';
import { type RunningServer, startServer } from './support/server.ts';

const ORIGIN = 'https://shop.example';
const RENDERS_PER_MINUTE = 12;
let server: RunningServer;
/** While set, the API answers a product read 500 (a database that just went away). */
let failingProductReads = false;
/** While set, the public settings read fails alike. */
let failingSettingsReads = false;

const failing = (url: string) =>
  (failingProductReads && url.startsWith('/api/products/')) ||
  (failingSettingsReads && url.startsWith('/api/settings/public'));

function breakReads(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (failing(request.url)) await reply.status(500).send({ success: false, message: 'Internal server error' });
  });
  // A page's own reads go to the services without a request (lib/storefront-reads.ts).
  const reads = app.storefrontReads;
  const answer = reads.answer.bind(reads);
  reads.answer = (url) => (failing(url) ? Promise.reject(new Error('database went away')) : answer(url));
}

beforeAll(async () => {
  server = await startServer(
    {
      publicUrl: ORIGIN,
      trustProxy: true,
      pageRendersPerMinute: RENDERS_PER_MINUTE,
      // Pages stay cached for the whole file: a render counted is a render made, whatever the machine's speed.
      publicCache: { enabled: true, maxBytes: 32 * 1024 * 1024, ttlMs: 10 * 60_000 },
    },
    breakReads,
  );
});
afterAll(() => server?.close());

/** A GET with exactly these headers, its body as text. */
async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await rawGet(server.url, path, headers);
  return { ...answer, body: answer.body.toString() };
}

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

/** The id of the demo catalogue's `n`th product (from 0). */
async function productId(n: number): Promise<string> {
  const list = JSON.parse((await get(`/api/products?limit=${n + 1}`)).body) as { data: { _id: string }[] };
  return list.data[n]!._id;
}

describe('a deployed shop', () => {
  it('names its own origin in pages, sitemaps and robots.txt, whatever Host a request claims', async () => {
    const id = await productId(0);
    for (const path of [`/product/${id}`, '/', '/marketplace', '/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml']) {
      const answer = await get(path, forged);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain('evil.example');
      expect(answer.body, path).toContain(`${ORIGIN}/`);
    }
    const page = (await get(`/product/${id}`, forged)).body;
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/product/${id}"`);
    expect(page).toContain(`property="og:url" content="${ORIGIN}/product/${id}"`);
  });

  it('renders a page once for any made-up query parameters, and limits renders per address', async () => {
    // Warm: /about is rendered once.
    expect((await get('/about')).status).toBe(200);
    // Made-up parameters are the same page: answered from the cache, never rendered, so never over the budget.
    for (let i = 0; i < RENDERS_PER_MINUTE * 2; i++) {
      const answer = await get(`/about?utm_source=${i}&x=${Math.random()}`);
      expect(answer.status, `made-up parameters ${i}`).toBe(200);
      expect(answer.body).toContain('About');
    }
    // Real pages that are not cached are renders: past the address's budget they are refused, for a minute.
    const statuses: number[] = [];
    for (let page = 2; page < 2 + RENDERS_PER_MINUTE * 2; page++) {
      statuses.push((await get(`/marketplace?page=${page}`)).status);
    }
    const refused = statuses.indexOf(429);
    expect(refused).toBeGreaterThan(0);
    expect(statuses.slice(refused).every((s) => s === 429)).toBe(true);
    const tooMany = await get('/marketplace?page=999');
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers['retry-after']).toBe('60');
    // What is cached is still served to that address.
    expect((await get('/about?again=1')).status).toBe(200);
    // Another address has a budget of its own (X-Forwarded-For is trusted here: TRUST_PROXY).
    expect((await get('/marketplace?page=998', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(200);
  });

  it("keeps the reads a page made as the API's answers, as if the page had asked the API for them", async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.9' };
    expect((await get('/marketplace?sort=price', visitor)).status).toBe(200);
    // A category added behind the API's back (no write through it, so nothing forgets the cache): the API still
    // answers what the page read, from the cache.
    const [first] = (await server.app.db.select().from(products).limit(1)) as [typeof products.$inferSelect];
    await server.app.db.insert(products).values({ ...first, id: undefined, category: 'Kept Elsewhere', version: 1 });
    const categories = JSON.parse((await get('/api/products/categories/all', visitor)).body) as {
      data: { name: string }[];
    };
    expect(categories.data.map((c) => c.name)).not.toContain('Kept Elsewhere');
  });

  it('answers 503 for a page whose reads failed, and keeps none of it', async () => {
    // A product nothing has read yet: neither its page nor its API read is cached.
    const id = await productId(1);
    const visitor = { 'x-forwarded-for': '203.0.113.8' };
    failingProductReads = true;
    try {
      const broken = await get(`/product/${id}`, visitor);
      expect(broken.status).toBe(503);
      expect(broken.headers['cache-control']).toBe('no-store');
    } finally {
      failingProductReads = false;
    }
    const healed = await get(`/product/${id}`, visitor);
    expect(healed.status).toBe(200);
    expect(healed.body).toContain('Add to Cart');
  });

  it("keeps the shell's data as long as its reads, and answers 503 without keeping it when one failed", async () => {
    // The brand changed behind the API's back, and the cache forgotten as a write through it would.
    const brand = `Nebula Den ${Date.now()}`;
    await server.app.db.update(settings).set({ value: brand }).where(eq(settings.key, 'brandName'));
    await server.app.publicCache.invalidate();
    const visitor = { 'x-forwarded-for': '203.0.113.6' };
    failingSettingsReads = true;
    try {
      // The page is made, with the default settings, but answered 503: no cache keeps it.
      const broken = await get('/contact', visitor);
      expect(broken.status).toBe(503);
      expect(broken.headers['cache-control']).toBe('no-store');
      expect(broken.body).toContain('Contact');
      expect(broken.body).not.toContain(brand);
    } finally {
      failingSettingsReads = false;
    }
    // Neither the page nor the shell made while the settings read failed was kept: both read them again.
    for (const path of ['/contact', '/space-pods']) {
      const healed = await get(path, visitor);
      expect(healed.status, path).toBe(200);
      expect(healed.body, path).toContain(brand);
    }
  });
});

// The storefront's server render reads a product or a pod by id without a request (lib/storefront-reads.ts): what
// it gets must be what the route answers an anonymous GET, found or not, and anything else goes to the routes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pods, products } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let productId: string;
let podId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [product] = await t.app.db
    .insert(products)
    .values({
      name: 'Quasar Hoodie',
      description: 'Warm',
      pricePaise: 129_900,
      stock: 4,
      category: 'Shirts',
      images: ['/uploads/products/q.png'],
      weight: 0.5,
      dimensions: { length: 30, width: 20, height: 4 },
      features: ['Soft'],
      rating: 4.5,
    })
    .returning();
  const [pod] = await t.app.db
    .insert(pods)
    .values({ name: 'Lunar Lounge', description: 'Quiet', pricePaise: null, size: 120.5, specs: { Bed: 'Queen' } })
    .returning();
  productId = product!.id;
  podId = pod!.id;
});
afterAll(() => t.close());

describe('reads for the storefront render', () => {
  it('answer as the route answers an anonymous GET, found or not', async () => {
    const missing = randomUUID();
    const urls = [
      `/api/products/${productId}`,
      `/api/pods/${podId}`,
      `/api/products/${missing}`,
      `/api/pods/${missing}`,
      '/api/products',
      '/api/products?page=1&limit=9&sort=-createdAt',
      '/api/products?page=2&limit=1&sort=-price',
      `/api/products?category=${encodeURIComponent('Shirts')}&sort=price`,
      '/api/products?category=Shirts+and+more',
      '/api/products?search=quasar',
      '/api/products?search=qasar+hoodie',
      '/api/products?page=40',
      '/api/products/categories/all',
      '/api/settings/public',
      '/api/pods?limit=6',
      '/api/pods?search=lunar&sort=name',
    ];
    for (const url of urls) {
      const direct = await t.app.storefrontReads.answer(url);
      const routed = await t.app.inject({ url });
      expect(direct, url).toEqual({ status: routed.statusCode, body: routed.json() });
    }
    expect((await t.app.storefrontReads.answer(`/api/products/${missing}`))?.body).toEqual({
      success: false,
      message: 'Product not found',
    });
    expect((await t.app.storefrontReads.answer('/api/products?search=quasar'))?.body).toMatchObject({
      data: [{ _id: productId }],
      total: 1,
    });
  });

  it('leave to the routes what they refuse or read another way', async () => {
    for (const url of [
      `/api/products/${productId.toUpperCase()}`,
      `/api/products/${productId}?fields=name`,
      `/api/products/${productId}/images`,
      `/api/orders/${productId}`,
      '/api/products/not-an-id',
      '/api/products/',
      '/api/products?page=0',
      '/api/products?limit=1000',
      '/api/products?sort=name',
      '/api/products?stock=out',
      '/api/products?page=1&page=2',
      '/api/products?search=%E0%A4',
      '/api/products/categories/all?fresh=1',
      '/api/settings/public?fresh=1',
      '/api/settings',
      '/api/pods?sort=features',
    ]) {
      expect(t.app.storefrontReads.answer(url), url).toBeUndefined();
      // What the route says of it (a refusal, or its own answer) is what the render gets through the routes.
      expect((await t.app.inject({ url })).statusCode, url).not.toBe(500);
    }
  });
});

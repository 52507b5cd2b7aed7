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

describe('reads by id for the storefront render', () => {
  it('answer as the route answers an anonymous GET, found or not', async () => {
    const missing = randomUUID();
    const urls = [
      `/api/products/${productId}`,
      `/api/pods/${podId}`,
      `/api/products/${missing}`,
      `/api/pods/${missing}`,
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
  });

  it('leave every other read to the routes', () => {
    for (const url of [
      '/api/products',
      '/api/products/categories/all',
      `/api/products/${productId.toUpperCase()}`,
      `/api/products/${productId}?fields=name`,
      `/api/products/${productId}/images`,
      `/api/orders/${productId}`,
      '/api/products/not-an-id',
    ]) {
      expect(t.app.storefrontReads.answer(url), url).toBeUndefined();
    }
  });
});

// robots.txt names the sitemap index; the index's product sitemaps, read one after another, list every
// product exactly once (keyset pages), beside the static pages, category pages and pods.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pods, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
const productIds: string[] = [];
let podId = '';

beforeAll(async () => {
  // Three products a sitemap, so seven products take three pages (the last one short).
  t = await createTestApp({ sitemapPageSize: 3, publicUrl: 'https://shop.example', trustProxy: true });
  const rows = await t.app.db
    .insert(products)
    .values(
      Array.from({ length: 7 }, (_, i) => ({
        name: `Sitemap Product ${i}`,
        description: 'Listed',
        pricePaise: 1000 + i,
        stock: 1,
        category: i % 2 ? 'Manga & Comics' : 'Shirts',
      })),
    )
    .returning({ id: products.id });
  productIds.push(...rows.map((r) => r.id));
  const [pod] = await t.app.db
    .insert(pods)
    .values({ name: 'Sitemap Pod', description: 'Listed', size: 40, pricePaise: 100_000 })
    .returning({ id: pods.id });
  podId = pod!.id;
});
afterAll(() => t.close());

/** A request that names another origin: nothing the shop answers may take it (PUBLIC_URL is the origin). */
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('robots.txt and sitemaps', () => {
  it('robots.txt allows the shop, keeps crawlers out of the admin and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: forged });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('the sitemap index pages the products, and together its sitemaps list every product once', async () => {
    const index = await t.app.inject({ url: '/sitemap.xml', headers: forged });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex');
    const maps = locs(index.body);
    expect(maps[0]).toBe('https://shop.example/sitemaps/pages.xml');
    const productMaps = maps.filter((loc) => loc.includes('/sitemaps/products.xml?from='));
    expect(productMaps).toHaveLength(3);

    const listed: string[] = [];
    for (const loc of productMaps) {
      const page = await t.app.inject({
        url: loc.replace('https://shop.example', ''),
        headers: forged,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<urlset');
      const urls = locs(page.body);
      expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...urls);
    }
    expect(listed.sort()).toEqual(productIds.map((id) => `https://shop.example/product/${id}`).sort());
  });

  it('the pages sitemap lists the static pages, the categories in use and every pod', async () => {
    const res = await t.app.inject({ url: '/sitemaps/pages.xml', headers: forged });
    const urls = locs(res.body);
    expect(urls).toContain('https://shop.example/');
    expect(urls).toContain('https://shop.example/marketplace');
    expect(urls).toContain('https://shop.example/contact');
    expect(urls).toContain('https://shop.example/marketplace/Manga%20%26%20Comics');
    expect(urls).toContain(`https://shop.example/space-pods/${podId}`);
    expect(urls.some((u) => u.includes('/admin') || u.includes('/cart'))).toBe(false);
  });

  it('a product sitemap asks for a real key', async () => {
    const res = await t.app.inject({ url: '/sitemaps/products.xml?from=nope' });
    expect(res.statusCode).toBe(400);
    // A well-formed id the index never handed out is not a sitemap (each would read a page of products, uncached).
    const unknown = await t.app.inject({ url: '/sitemaps/products.xml?from=00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('never names the origin a request claims', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml']) {
      const res = await t.app.inject({ url, headers: forged });
      expect(res.body, url).not.toContain('evil.example');
      expect(res.body, url).toContain('https://shop.example/');
    }
  });
});

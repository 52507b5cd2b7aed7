// What the sitemaps list, read page by page. Product pages are keyset ranges of the primary key: the index
// reads where each page starts (one pass over the key's index), a page reads `id >= start` up to its size, so
// any page costs the same at 100 or 100,000 products.
import { asc, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pods, productCategoryCounts, products } from '../../db/schema/index.ts';

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** The first product id of each sitemap page, in key order. */
export async function productPageStarts(db: Database, pageSize: number): Promise<string[]> {
  const rows = (await db.execute(sql`
    select id from (
      select ${products.id} as id, row_number() over (order by ${products.id}) as n from ${products}
    ) numbered
    where (n - 1) % ${pageSize} = 0
    order by id`)) as unknown as { rows: { id: string }[] };
  return rows.rows.map((row) => String(row.id));
}

/** One page of product URLs, from `start` in key order. */
export async function productPage(db: Database, start: string, pageSize: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(gte(products.id, start))
    .orderBy(asc(products.id))
    .limit(pageSize);
  return rows.map((row) => ({ path: `/product/${row.id}`, lastmod: row.updatedAt }));
}

const STATIC_PAGES = [
  '/',
  '/about',
  '/team',
  '/faq',
  '/contact',
  '/space-pods',
  '/marketplace',
  '/privacy',
  '/terms',
  '/cancellation-refunds',
  '/shipping',
];

/** The pages that are not products: static pages, category pages and pods (a few hundred at most). */
export async function otherPages(db: Database): Promise<SitemapEntry[]> {
  const [categoryRows, podRows] = await Promise.all([
    db
      .select({ category: productCategoryCounts.category })
      .from(productCategoryCounts)
      .where(sql`${productCategoryCounts.count} > 0 and trim(${productCategoryCounts.category}) <> ''`)
      .orderBy(asc(productCategoryCounts.category)),
    db.select({ id: pods.id, updatedAt: pods.updatedAt }).from(pods).orderBy(asc(pods.id)),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...categoryRows.map((row) => ({ path: `/marketplace/${encodeURIComponent(row.category)}` })),
    ...podRows.map((row) => ({ path: `/space-pods/${row.id}`, lastmod: row.updatedAt })),
  ];
}

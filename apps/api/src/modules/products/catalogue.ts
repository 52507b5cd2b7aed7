// The public catalogue reads at any catalogue size: a page is one index range, a total is read from the
// counts the triggers keep (never a count of the table), and search is word-prefix full-text search
// through a GIN index, ranked, with trigram similarity for a word with a typo (decision 009).
// At most two queries per listing, whatever the query.
import { DEFAULT_PRODUCT_SORT, type ProductSort } from '@astroden/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productCategoryCounts, products } from '../../db/schema/index.ts';
import { pageWindow } from '../../lib/pagination.ts';

/** Every column but the search vector, which only the database reads. */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  pricePaise: products.pricePaise,
  stock: products.stock,
  category: products.category,
  images: products.images,
  weight: products.weight,
  dimensions: products.dimensions,
  features: products.features,
  rating: products.rating,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  version: products.version,
};

export type ProductListRow = Omit<typeof products.$inferSelect, 'searchVector'>;

// Each order ends on the id so equal keys keep one order across pages; each matches an index exactly
// (products_newest_idx, _price_idx, _rating_idx and their per-category twins).
const ORDER_BY: Record<ProductSort, SQL[]> = {
  '-createdAt': [desc(products.createdAt), asc(products.id)],
  price: [asc(products.pricePaise), asc(products.id)],
  '-price': [desc(products.pricePaise), desc(products.id)],
  '-rating': [desc(products.rating), desc(products.createdAt), asc(products.id)],
};

/** The words of a search, lower case, letters and digits only: what the name's tsvector holds. */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** 'neb pc' → every word of the name set must start with one of them: neb:* & pc:* */
const prefixQuery = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');

export interface ListQuery {
  page: number;
  limit: number;
  sort: ProductSort;
  category?: string;
  search?: string;
}

export async function listCatalogue(db: Database, q: ListQuery): Promise<{ rows: ProductListRow[]; total: number }> {
  return q.search ? searchCatalogue(db, q, q.search) : browseCatalogue(db, q);
}

const inCategory = (category: string | undefined) => (category ? eq(products.category, category) : undefined);

/** Products in the catalogue (or a category): the trigger-kept counts, summed over a handful of rows. */
const countedTotal = (category: string | undefined) =>
  sql<number>`(select coalesce(sum(${productCategoryCounts.count}), 0)::int from ${productCategoryCounts}${
    category ? sql` where ${productCategoryCounts.category} = ${category}` : sql``
  })`;

async function browseCatalogue(db: Database, q: ListQuery) {
  const { limit, offset } = pageWindow(q.page, q.limit);
  const rows = await db
    .select({ ...productColumns, total: countedTotal(q.category) })
    .from(products)
    .where(inCategory(q.category))
    .orderBy(...ORDER_BY[q.sort])
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  // A page past the end: the total still tells the client how many pages there are.
  const [count] = await db.select({ total: countedTotal(q.category) }).from(sql`(select 1) as one`);
  return { rows, total: count?.total ?? 0 };
}

async function searchCatalogue(db: Database, q: ListQuery, search: string) {
  const words = searchWords(search);
  // Nothing a name could hold (punctuation only): nothing matches.
  if (words.length === 0) return { rows: [], total: 0 };
  const { limit, offset } = pageWindow(q.page, q.limit);
  const query = sql`to_tsquery('simple', ${prefixQuery(words)})`;
  const matches = and(sql`${products.searchVector} @@ ${query}`, inCategory(q.category));
  // Ranked when the visitor has not chosen an order: names matching more of the words, and whole words,
  // first; newest first among equals.
  const order =
    q.sort === DEFAULT_PRODUCT_SORT
      ? [sql`ts_rank(${products.searchVector}, ${query}) desc`, ...ORDER_BY[q.sort]]
      : ORDER_BY[q.sort];
  const rows = await db
    .select({ ...productColumns, total: sql<number>`(count(*) over ())::int` })
    .from(products)
    .where(matches)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  return searchFallback(db, q, search, matches, offset, limit);
}

/**
 * No word matched on this page. One query tells whether any did (a page past the end keeps its total),
 * and if none did, gives the names most like the search: trigram word similarity, through the name's
 * trigram index, for a word typed with a typo ('nebual' finds 'Nebula').
 */
async function searchFallback(
  db: Database,
  q: ListQuery,
  search: string,
  matches: SQL | undefined,
  offset: number,
  limit: number,
) {
  const similar = and(sql`${search} <% ${products.name}`, inCategory(q.category));
  const order =
    q.sort === DEFAULT_PRODUCT_SORT
      ? sql`word_similarity(${search}, ${products.name}) desc, ${products.createdAt} desc, ${products.id}`
      : sql.join(ORDER_BY[q.sort], sql`, `);
  const result = (await db.execute(sql`
    with exact as (select count(*)::int as n from ${products} where ${matches})
    select exact.n as exact, fuzzy.* from exact left join lateral (
      select ${sql.join(
        Object.values(productColumns).map((column) => sql`${column}`),
        sql`, `,
      )}, (count(*) over ())::int as total
      from ${products} where exact.n = 0 and ${similar}
      order by ${order} limit ${limit} offset ${offset}
    ) as fuzzy on true`)) as unknown as { rows: Record<string, unknown>[] };
  const first = result.rows[0];
  const exact = Number(first?.exact ?? 0);
  if (exact > 0) return { rows: [], total: exact };
  const found = result.rows.filter((row) => row.id !== null).map(fromRaw);
  return { rows: found, total: found.length > 0 ? Number(result.rows[0]!.total) : 0 };
}

/** A row of raw SQL (snake_case, driver types) in the shape the select builder gives. */
function fromRaw(row: Record<string, unknown>): ProductListRow {
  return {
    id: row.id as string,
    name: row.name as string,
    description: row.description as string,
    pricePaise: Number(row.price_paise),
    stock: Number(row.stock),
    category: row.category as string,
    images: row.images as string[],
    weight: row.weight === null ? null : Number(row.weight),
    dimensions: row.dimensions as ProductListRow['dimensions'],
    features: row.features as string[],
    rating: Number(row.rating),
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
    version: Number(row.version),
  };
}

// The admin products list: any column either way and the stock-level filter. Admins only (the route
// answers 401/403 to others), so these orders need no index of their own; still one statement per page,
// two for a page past the end.
import { type ProductSort, parseSort, type StockLevel } from '@astroden/shared';
import { and, asc, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { lowStockThresholdSql } from '../../lib/shop-settings.ts';
import { type ProductListRow, prefixQuery, productColumns, searchWords } from './catalogue.ts';

const SORT_COLUMNS = {
  name: sql`lower(${products.name})`,
  price: products.pricePaise,
  stock: products.stock,
  category: sql`lower(${products.category})`,
  createdAt: products.createdAt,
  rating: products.rating,
} as const;

export function stockCondition(level: StockLevel | undefined): SQL | undefined {
  if (level === 'out') return lte(products.stock, 0);
  if (level === 'low') return and(gt(products.stock, 0), sql`${products.stock} <= ${lowStockThresholdSql}`);
  if (level === 'in') return sql`${products.stock} > ${lowStockThresholdSql}`;
  return undefined;
}

export interface AdminListQuery {
  page: number;
  limit: number;
  sort: ProductSort;
  category?: string;
  search?: string;
  stock?: StockLevel;
}

export async function listAdminCatalogue(
  db: Database,
  q: AdminListQuery,
): Promise<{ rows: ProductListRow[]; total: number }> {
  const words = q.search ? searchWords(q.search) : [];
  if (q.search && words.length === 0) return { rows: [], total: 0 };
  const where = and(
    q.category ? eq(products.category, q.category) : undefined,
    stockCondition(q.stock),
    words.length ? sql`${products.searchVector} @@ to_tsquery('simple', ${prefixQuery(words)})` : undefined,
  );
  const { key, desc: descending } = parseSort(q.sort);
  const direction = descending ? desc : asc;
  const { limit, offset } = pageWindow(q.page, q.limit);
  const rows = await db
    .select({ ...productColumns, total: sql<number>`(count(*) over ())::int` })
    .from(products)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[key]), direction(products.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

// The dashboard's restock list (issue 11): products at or below the low-stock threshold setting, out of stock
// first, then the lowest stock, then by name.
import { RESTOCK_LIMIT, type RestockList } from '@astroden/shared';
import { asc, count, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

export async function getRestockList(db: Database, threshold: number): Promise<RestockList> {
  const needs = lte(products.stock, threshold);
  const [rows, [total]] = await Promise.all([
    db
      .select({ _id: products.id, name: products.name, category: products.category, stock: products.stock })
      .from(products)
      .where(needs)
      .orderBy(asc(products.stock), asc(products.name), asc(products.id))
      .limit(RESTOCK_LIMIT),
    db.select({ n: count() }).from(products).where(needs),
  ]);
  return { threshold, total: total?.n ?? 0, items: rows };
}

import type { Dimensions } from '@astroden/shared';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull(),
    /** Money in paise, never a float. */
    pricePaise: integer().notNull(),
    stock: integer().notNull().default(0),
    category: text().notNull(),
    images: jsonb().$type<string[]>().notNull().default([]),
    weight: doublePrecision(),
    dimensions: jsonb().$type<Dimensions>(),
    features: jsonb().$type<string[]>().notNull().default([]),
    rating: real().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('products_created_at_idx').on(t.createdAt.desc(), t.id),
    index('products_price_idx').on(t.pricePaise, t.id),
    index('products_rating_idx').on(t.rating.desc(), t.createdAt.desc(), t.id),
    index('products_category_created_at_idx').on(t.category, t.createdAt.desc()),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.pricePaise} >= 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

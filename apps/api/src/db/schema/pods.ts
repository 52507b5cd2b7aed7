import { doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.ts';

export const pods = pgTable(
  'pods',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull(),
    shortDescription: text(),
    category: text(),
    /** Per night, in paise; null means "Price on request". */
    pricePaise: integer(),
    /** Square feet. */
    size: doublePrecision(),
    features: jsonb().$type<string[]>().notNull().default([]),
    specs: jsonb().$type<Record<string, string>>().notNull().default({}),
    images: jsonb().$type<string[]>().notNull().default([]),
    whatsappLink: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('pods_created_at_idx').on(t.createdAt.desc(), t.id),
    index('pods_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export type PodRow = typeof pods.$inferSelect;
export type NewPodRow = typeof pods.$inferInsert;

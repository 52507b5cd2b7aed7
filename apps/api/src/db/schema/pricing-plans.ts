import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const pricingPlans = pgTable('pricing_plans', {
  id: id(),
  name: text().notNull(),
  pricePaise: integer().notNull(),
  period: text().notNull(),
  features: jsonb().$type<string[]>().notNull().default([]),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
});

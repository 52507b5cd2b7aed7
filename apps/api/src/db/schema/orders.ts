import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { products } from './products.ts';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The human order id, e.g. ORD-20261122-0001. */
    orderNumber: text().notNull(),
    status: text({ enum: ['pending', 'processing', 'completed', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    customerFullName: text().notNull(),
    customerEmail: text().notNull(),
    customerPhone: text(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    town: text().notNull(),
    state: text(),
    pincode: text().notNull(),
    country: text(),
    totalPaise: bigint({ mode: 'number' }).notNull(),
    idempotencyKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key_key').on(t.idempotencyKey),
    index('orders_created_at_idx').on(t.createdAt.desc()),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    index('orders_search_trgm_idx').using(
      'gin',
      sql`(${t.orderNumber} || ' ' || ${t.customerFullName} || ' ' || ${t.customerEmail}) gin_trgm_ops`,
    ),
    check('orders_status_check', sql`${t.status} in ('pending', 'processing', 'completed', 'failed', 'cancelled')`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted; the line keeps its name, image and price. */
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    name: text().notNull(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    unitPricePaise: integer().notNull(),
    quantity: integer().notNull(),
    /** The line's place in the order as the customer sent it: the first is the one lists show. */
    position: integer().notNull().default(0),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId),
    index('order_lines_product_id_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** One counter a day for human order numbers, bumped inside the order's transaction. */
export const orderCounters = pgTable('order_counters', {
  day: date({ mode: 'string' }).primaryKey(),
  last: integer().notNull(),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

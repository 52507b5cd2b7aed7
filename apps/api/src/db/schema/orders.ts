import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';

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
    /** Units over all lines: what the per-e-mail and per-address velocity limits add up. */
    units: integer().notNull().default(0),
    /** The address the order came from (never sent to any client): the per-address velocity limit. */
    clientAddress: text(),
    /** Why the order has its status when nobody chose it, e.g. cancelled because nobody confirmed it in time. */
    statusReason: text(),
    /** The signed-in customer who placed it (their /profile lists it); null for a guest checkout. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Set by an admin once the parcel ships; the customer is e-mailed and sees it on the tracking page. */
    carrier: text(),
    trackingNumber: text(),
    /** Online (Razorpay's window) or cash on delivery (decision 13). */
    paymentMethod: text({ enum: ['online', 'cod'] })
      .notNull()
      .default('cod'),
    /** Beside the status, and only forward: unpaid -> failed -> paid -> partially_refunded -> refunded. */
    paymentStatus: text({ enum: ['unpaid', 'paid', 'failed', 'refunded', 'partially_refunded'] })
      .notNull()
      .default('unpaid'),
    /** The Razorpay order that collects an online order's money (its amount is ours, in paise). */
    razorpayOrderId: text(),
    /** Paise of the order's payment given back (refunds started and not failed). */
    refundedPaise: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The velocity limits' keys: the e-mail without case and `+tag`, the address with an IPv6 address cut to its /64
     * (one subscriber's whole block), so neither is dodged by a new spelling.
     */
    emailKey: text(),
    addressKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    index('orders_created_at_idx').on(t.createdAt.desc()),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('orders_email_key_created_at_idx').on(t.emailKey, t.createdAt),
    index('orders_address_key_created_at_idx').on(t.addressKey, t.createdAt),
    uniqueIndex('orders_razorpay_order_id_key').on(t.razorpayOrderId),
    // What the reconciler and the expiry walk: online orders still waiting for their money.
    index('orders_online_unpaid_created_at_idx')
      .on(t.createdAt)
      .where(sql`payment_method = 'online' and payment_status in ('unpaid', 'failed') and status = 'pending'`),
    index('orders_payment_status_created_at_idx').on(t.paymentStatus, t.createdAt),
    index('orders_search_trgm_idx').using(
      'gin',
      sql`(${t.orderNumber} || ' ' || ${t.customerFullName} || ' ' || ${t.customerEmail}) gin_trgm_ops`,
    ),
    check('orders_status_check', sql`${t.status} in ('pending', 'processing', 'completed', 'failed', 'cancelled')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('online', 'cod')`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('unpaid', 'paid', 'failed', 'refunded', 'partially_refunded')`,
    ),
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

/**
 * Idempotency-Key of POST /api/orders, bound to a fingerprint of the body it came with: an exact retry
 * gets the same order, the same key with another body is refused, and a key is forgotten when it expires.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    key: text().primaryKey(),
    fingerprint: text().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('order_idempotency_keys_expires_at_idx').on(t.expiresAt)],
);

/** Each status an order took, when, and why when nobody chose it: the customer's tracking timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_id_created_at_idx').on(t.orderId, t.createdAt)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

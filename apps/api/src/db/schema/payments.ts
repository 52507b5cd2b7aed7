import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/**
 * Each Razorpay payment the shop heard of for one of its orders (callback, webhook or reconciler: whoever came first
 * wrote it, the others found it). At most one per order `settles` it; any other captured one is refunded.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    razorpayPaymentId: text().notNull(),
    razorpayOrderId: text().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** As Razorpay last told it: authorized, captured, failed, refunded. */
    status: text().notNull(),
    method: text(),
    /** The payment that paid the order. */
    settles: boolean().notNull().default(false),
    /** Why it did not settle the order (and was refunded), or why it failed. */
    note: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_razorpay_payment_id_key').on(t.razorpayPaymentId),
    index('payments_order_id_idx').on(t.orderId),
    uniqueIndex('payments_settles_order_key').on(t.orderId).where(sql`settles`),
  ],
);

/**
 * Webhook events by Razorpay's event id: a redelivery finds its row and changes nothing. An event about an order the
 * shop cannot match yet stays unprocessed, and the reconciler applies it later.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text().primaryKey(),
    event: text().notNull(),
    razorpayOrderId: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('payment_events_unprocessed_idx').on(t.receivedAt).where(sql`processed_at is null`)],
);

/**
 * Money given back: by an admin (whole or part) or by the shop itself (a payment that came for an order that had
 * already failed, was cancelled, or was paid). The idempotency key goes to Razorpay too, so a retry never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    razorpayRefundId: text(),
    reason: text(),
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_key').on(t.idempotencyKey),
    uniqueIndex('refunds_razorpay_refund_id_key').on(t.razorpayRefundId),
    index('refunds_order_id_idx').on(t.orderId),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

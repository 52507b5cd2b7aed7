import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/**
 * Every e-mail the shop sends (issue 24, decision 018): written in the same transaction as the change that causes
 * it, under an idempotency key (the same cause never writes two), then handed to SMTP by the job queue. The row
 * keeps the message as it was rendered and sent, so the back office shows it and a failed one can be sent again.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    /** What caused it, e.g. `order-placed:<order id>`: a second write for the same cause is a no-op. */
    idempotencyKey: text().notNull(),
    kind: text().notNull(),
    recipient: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    /** What the message needs beyond the order (a tracking number, a contact message, a sealed reset token). */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** pending → sending → sent | kept (no SMTP configured) | failed; sending → pending when SMTP said "later". */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** When the next try is due: the sweep hands overdue rows to the queue again. */
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When a worker took it (status sending); a claim older than the lease may be taken again. */
    claimedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The message as rendered on its first try, and sent on every try: subject, HTML, plain text, Message-ID. */
    subject: text(),
    html: text(),
    text: text(),
    messageId: text(),
    lastError: text(),
    /** The SMTP server's answer to the accepted message. */
    smtpResponse: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('email_outbox_idempotency_key_key').on(t.idempotencyKey),
    index('email_outbox_created_at_idx').on(t.createdAt.desc()),
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('email_outbox_status_created_at_idx').on(t.status, t.createdAt),
    index('email_outbox_recipient_trgm_idx').using('gin', sql`${t.recipient} gin_trgm_ops`),
    index('email_outbox_order_id_idx').on(t.orderId),
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'kept', 'failed')`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;

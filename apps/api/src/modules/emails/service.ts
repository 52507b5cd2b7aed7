// Sending the outbox (decision 018). A worker claims a row (status sending, with a lease), renders it on its first
// try and keeps that rendition, hands it to SMTP and records the answer: sent; failed for a 5xx; otherwise pending
// again with its next try scheduled, exponentially later. Without SMTP_URL it is kept, not sent. Every step is safe
// to run twice: a second claim of a sent row finds nothing, and only a crash between SMTP's acceptance and our
// record of it sends a message twice (with the same Message-ID, which mail clients fold).
import {
  EMAIL_MESSAGES,
  type EmailDetail,
  type EmailKind,
  type EmailListQuery,
  type EmailStatus,
  type EmailSummary,
} from '@astroden/shared';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type EmailOutboxRow, emailOutbox, orders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { MailTransport } from '../../lib/mail-transport.ts';
import { smtpFailure } from '../../lib/mail-transport.ts';
import { EMAIL_QUEUE, type JobSender } from '../../lib/outbox.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { getPublicSettings } from '../../lib/public-settings.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';
import { orderForCustomer } from '../orders/service.ts';
import { type MessageInput, type Rendered, renderEmail, type ShopContext } from './templates.ts';

/** Tries before a message that SMTP keeps deferring is marked failed: some 4 hours at the longest delay. */
export const MAX_ATTEMPTS = 30;
const MAX_DELAY_SECONDS = 600;
/** Where a password reset link's token stands in the stored copy of the message: the real one goes out only. */
const HIDDEN_TOKEN = '[hidden]';

/** Seconds before try `attempt + 1`: 5, 10, 20 ... up to 10 minutes, with a little jitter. */
export function retryDelaySeconds(attempt: number, random = Math.random()): number {
  const base = Math.min(MAX_DELAY_SECONDS, 5 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random));
}

export interface Delivery {
  db: Database;
  /** Undefined: no SMTP_URL, messages are kept. */
  transport: MailTransport | undefined;
  /** MAIL_FROM, or undefined: the brand at the shop's contact e-mail. */
  from: string | undefined;
  publicUrl: string;
  links: LinkSigner;
  jobs: JobSender;
  /** A claim older than this is taken to be a worker that died: the row may be claimed again. */
  leaseSeconds: number;
}

async function shopContext(delivery: Delivery): Promise<ShopContext & { from: string }> {
  const settings = await getPublicSettings(delivery.db);
  const from = delivery.from ?? `${settings.brandName.replace(/["<>]/g, '')} <${settings.contactEmail}>`;
  return { brandName: settings.brandName, contactEmail: settings.contactEmail, publicUrl: delivery.publicUrl, from };
}

const ORDER_KINDS: readonly EmailKind[] = [
  'order_placed',
  'order_processing',
  'order_completed',
  'order_cancelled',
  'order_tracking',
  'payment_received',
  'payment_refunded',
];

/** The message of a row; `reveal` puts a reset link's real token in (what is sent), else a stand-in (what is kept). */
async function render(
  delivery: Delivery,
  row: EmailOutboxRow,
  shop: ShopContext,
  reveal: boolean,
): Promise<Rendered | { gone: string }> {
  const kind = row.kind as EmailKind;
  const input: MessageInput = { kind, recipient: row.recipient, payload: row.payload };
  if (ORDER_KINDS.includes(kind)) {
    const order = row.orderId ? await orderForCustomer(delivery.db, row.orderId) : undefined;
    if (!order) return { gone: 'The order of this message no longer exists' };
    input.order = order;
    const token = delivery.links.trackingToken(order.orderId);
    input.trackUrl = `${delivery.publicUrl}/track-order?orderId=${encodeURIComponent(order.orderId)}&token=${token}`;
  }
  if (kind === 'password_reset') {
    const sealed = typeof row.payload.token === 'string' ? row.payload.token : '';
    const token = reveal ? delivery.links.unseal(sealed) : HIDDEN_TOKEN;
    if (!token) return { gone: 'The reset link is no longer kept: the customer can ask for a new one' };
    input.resetUrl = `${delivery.publicUrl}/reset-password?token=${reveal ? encodeURIComponent(token) : token}`;
  }
  return renderEmail(input, shop);
}

/** Takes a row for sending: pending, or sending under a lease that has run out. */
async function claim(db: Database, id: string, leaseSeconds: number): Promise<EmailOutboxRow | undefined> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, claimedAt: sql`now()` })
    .where(
      and(
        eq(emailOutbox.id, id),
        or(
          eq(emailOutbox.status, 'pending'),
          and(
            eq(emailOutbox.status, 'sending'),
            lt(emailOutbox.claimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

async function record(db: Database, id: string, values: Partial<typeof emailOutbox.$inferInsert>) {
  await db.update(emailOutbox).set(values).where(eq(emailOutbox.id, id));
}

/** What became of one try. */
export type DeliveryOutcome = 'sent' | 'kept' | 'retry' | 'failed' | 'skipped';

/** A pending row as it is (the embedded default, without SMTP, keeps it in one conditional write, no claim). */
async function pendingRow(db: Database, id: string): Promise<EmailOutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
  return row;
}

/**
 * One try at one message (the job handler). Its writes are few, as each is a commit (an fsync on the embedded
 * database): with SMTP, the claim and the outcome, which also keeps the first try's rendition; without, one.
 */
export async function deliver(delivery: Delivery, id: string): Promise<DeliveryOutcome> {
  const { db, transport } = delivery;
  const row = transport ? await claim(db, id, delivery.leaseSeconds) : await pendingRow(db, id);
  if (!row) return 'skipped';
  const shop = await shopContext(delivery);
  const sending = await render(delivery, row, shop, true);
  if ('gone' in sending) {
    await record(db, id, { status: 'failed', lastError: sending.gone });
    return 'failed';
  }
  const messageId = `<${row.id}@${new URL(delivery.publicUrl).hostname}>`;
  // The first try keeps what is sent (a reset link's token hidden), so the back office shows it as it went; and the
  // reset token leaves the database once its message is out (or kept, or given up on).
  let rendition: Partial<typeof emailOutbox.$inferInsert> = {};
  if (!row.subject) {
    const kept = row.kind === 'password_reset' ? await render(delivery, row, shop, false) : sending;
    rendition = 'gone' in kept ? {} : { subject: kept.subject, html: kept.html, text: kept.text, messageId };
  }
  const scrubbed = row.kind === 'password_reset' ? { payload: { ...row.payload, token: null } } : {};
  if (!transport) {
    const [kept] = await db
      .update(emailOutbox)
      .set({
        status: 'kept',
        attempts: sql`${emailOutbox.attempts} + 1`,
        sentAt: new Date(),
        ...rendition,
        ...scrubbed,
      })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')))
      .returning({ id: emailOutbox.id });
    return kept ? 'kept' : 'skipped';
  }
  try {
    const info = await transport.send({
      from: shop.from,
      to: row.recipient,
      replyTo: row.kind === 'contact_notice' && typeof row.payload.email === 'string' ? row.payload.email : undefined,
      subject: sending.subject,
      html: sending.html,
      text: sending.text,
      messageId,
    });
    await record(db, id, {
      status: 'sent',
      sentAt: new Date(),
      smtpResponse: info.response.slice(0, 500),
      lastError: null,
      ...rendition,
      ...scrubbed,
    });
    return 'sent';
  } catch (err) {
    const failure = smtpFailure(err);
    if (!failure.retry || row.attempts >= MAX_ATTEMPTS) {
      await record(db, id, { status: 'failed', lastError: failure.message, ...rendition, ...scrubbed });
      return 'failed';
    }
    const delay = retryDelaySeconds(row.attempts);
    await record(db, id, {
      status: 'pending',
      lastError: failure.message,
      nextAttemptAt: sql`now() + make_interval(secs => ${delay})` as unknown as Date,
      ...rendition,
    });
    await delivery.jobs.send(EMAIL_QUEUE, { id }, { singletonKey: id, startAfter: delay });
    return 'retry';
  }
}

/**
 * Queues what should be under way and is not: a row whose try is overdue by `graceSeconds` and has no job waiting (its
 * job was lost with a crash, or never queued), or whose claim has outlived its lease. A backlog's rows are overdue
 * but have their jobs, so the sweep's cost is one read and at most one write however long the backlog: it reads
 * pg-boss's table for the rows' jobs (index job_i1: a 'short' queue's waiting job per singleton key, the row's id).
 */
export async function sweep(
  db: Database,
  jobs: JobSender,
  { graceSeconds, leaseSeconds }: { graceSeconds: number; leaseSeconds: number },
  limit = 1000,
): Promise<number> {
  const due = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(
          eq(emailOutbox.status, 'pending'),
          lt(emailOutbox.nextAttemptAt, sql`now() - make_interval(secs => ${graceSeconds})`),
          sql`not exists (select 1 from pgboss.job j where j.name = ${EMAIL_QUEUE} and j.state = 'created'
            and j.policy = 'short' and coalesce(j.singleton_key, '') = ${emailOutbox.id}::text)`,
        ),
        and(
          eq(emailOutbox.status, 'sending'),
          lt(emailOutbox.claimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
        ),
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit);
  await jobs.insert(
    EMAIL_QUEUE,
    due.map(({ id }) => ({ data: { id }, singletonKey: id })),
  );
  return due.length;
}

function toSummary(row: EmailOutboxRow & { orderNumber: string | null }): EmailSummary {
  return {
    _id: row.id,
    kind: row.kind as EmailKind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status as EmailStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    orderId: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

const withOrderNumber = { orderNumber: orders.orderNumber };

/** The back office's list: newest first, by status and by part of the recipient's address. */
export async function listEmails(db: Database, q: EmailListQuery & { page: number; limit: number }) {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(emailOutbox.status, q.status));
  if (q.recipient) conditions.push(ilike(emailOutbox.recipient, likePattern(q.recipient)));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(q.page, q.limit);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: emailOutbox, ...withOrderNumber })
      .from(emailOutbox)
      .leftJoin(orders, eq(orders.id, emailOutbox.orderId))
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return { rows: rows.map((r) => toSummary({ ...r.row, orderNumber: r.orderNumber })), total: total?.n ?? 0 };
}

/** One message as it was (or will be) sent. */
export async function getEmail(db: Database, id: string): Promise<EmailDetail> {
  const [found] = await db
    .select({ row: emailOutbox, ...withOrderNumber })
    .from(emailOutbox)
    .leftJoin(orders, eq(orders.id, emailOutbox.orderId))
    .where(eq(emailOutbox.id, id));
  if (!found) throw notFound(EMAIL_MESSAGES.notFound);
  const { row } = found;
  return {
    ...toSummary({ ...row, orderNumber: found.orderNumber }),
    html: row.html,
    text: row.text,
    messageId: row.messageId,
    smtpResponse: row.smtpResponse,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

/**
 * Sends a failed message again (admin): it is pending once more, its tries counted afresh, and queued. A message
 * that is not failed is a 409: a sent one is not sent twice from here. Answers the id to queue after commit.
 */
export async function resendEmail(db: Database, id: string): Promise<string> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning({ id: emailOutbox.id });
  if (row) return row.id;
  const [exists] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!exists) throw notFound(EMAIL_MESSAGES.notFound);
  throw conflict(EMAIL_MESSAGES.notResendable);
}

/** The outbox's health for the dashboard. */
export async function emailCounts(db: Database) {
  const rows = await db
    .select({ status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['pending', 'sending', 'failed']))
    .groupBy(emailOutbox.status);
  const [sent] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['sent', 'kept']), gte(emailOutbox.sentAt, sql`now() - interval '1 day'`)));
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { pending: of('pending') + of('sending'), failed: of('failed'), sent24h: sent?.n ?? 0 };
}

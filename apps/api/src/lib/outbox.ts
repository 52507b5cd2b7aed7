// The write side of the e-mail outbox (decision 018): a message is a row written in the transaction of the change
// that causes it, under an idempotency key, and handed to the job queue after that transaction commits. The send
// side (rendering, SMTP, retries) is modules/emails.
import type { EmailKind } from '@astroden/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

/** The queue whose jobs hand one outbox row each to SMTP. */
export const EMAIL_QUEUE = 'email-send';

export interface OutboxMessage {
  kind: EmailKind;
  to: string;
  /** The cause, e.g. `order-placed:<order id>`: the same cause never writes a second message. */
  key: string;
  orderId?: string | null;
  payload?: Record<string, unknown>;
}

/** Writes messages (in the caller's transaction); answers the ids of those written, not of those already there. */
export async function writeEmails(db: Database, messages: OutboxMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(
      messages.map((m) => ({
        kind: m.kind,
        recipient: m.to,
        idempotencyKey: m.key,
        orderId: m.orderId ?? null,
        payload: m.payload ?? {},
      })),
    )
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

/** The part of the job queue the outbox needs (plugins/jobs.ts provides it). */
export interface JobSender {
  send(name: string, data: object, options?: { singletonKey?: string; startAfter?: number }): Promise<string | null>;
  insert(name: string, jobs: { data: object; singletonKey: string }[]): Promise<void>;
  insertSoon(name: string, jobs: { data: object; singletonKey: string }[]): Promise<void>;
  started(): boolean;
}

/**
 * Hands committed messages to the queue, one job per message (a message already queued is not queued twice), with
 * those other requests commit at the same moment: one insert for them all. A failure here loses nothing: the row is
 * in the outbox and the sweep (modules/emails) queues it within a minute.
 */
export async function dispatchEmails(jobs: JobSender, ids: string[], log: (err: unknown) => void): Promise<void> {
  if (!jobs.started() || ids.length === 0) return;
  await jobs
    .insertSoon(
      EMAIL_QUEUE,
      ids.map((id) => ({ data: { id }, singletonKey: id })),
    )
    .catch((err: unknown) => log(err));
}

/** Pushes messages' next try to now (a resend by an admin, or the sweep); answers the ids it moved. */
export async function makeDue(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(inArray(emailOutbox.id, ids));
}

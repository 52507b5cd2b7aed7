import type { Contact, ContactBody } from '@astroden/shared';
import { CONTACT_MESSAGES, type CONTACT_SORT_KEYS, type SortValue } from '@astroden/shared';
import { count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ContactRow, contacts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { writeEmails } from '../../lib/outbox.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { getPublicSettings } from '../../lib/public-settings.ts';
import { orderBySort } from '../../lib/sorting.ts';

export function toContact(row: ContactRow): Contact {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNo: row.phoneNo,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a contact message and, in the same transaction, its two e-mails: an acknowledgement to the sender and a
 * notice to the shop's contact e-mail (which answers the sender through Reply-To).
 */
export async function createContact(db: Database, input: ContactBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contacts).values(input).returning();
    const { contactEmail } = await getPublicSettings(tx);
    const payload = {
      fullName: row!.fullName,
      email: row!.email,
      phoneNo: row!.phoneNo,
      subject: row!.subject,
      message: row!.message,
    };
    const emailIds = await writeEmails(tx, [
      { kind: 'contact_ack', to: row!.email, key: `contact-ack:${row!.id}`, payload },
      { kind: 'contact_notice', to: contactEmail, key: `contact-notice:${row!.id}`, payload },
    ]);
    return { contact: toContact(row!), emailIds };
  });
}

// Matches the expression of contacts_search_trgm_idx so the GIN index serves the search.
const searchText = sql`(${contacts.fullName} || ' ' || ${contacts.email} || ' ' || ${contacts.subject})`;

const CONTACT_SORT_COLUMNS = { createdAt: contacts.createdAt, fullName: sql`lower(${contacts.fullName})` };

export async function listContacts(
  db: Database,
  q: { page: number; limit: number; search?: string; sort?: SortValue<(typeof CONTACT_SORT_KEYS)[number]> },
) {
  const where = q.search ? ilike(searchText, likePattern(q.search)) : undefined;
  const { limit, offset } = pageWindow(q.page, q.limit);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(
        ...orderBySort(q.sort ?? '-createdAt', CONTACT_SORT_COLUMNS, [desc(contacts.createdAt), desc(contacts.id)]),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(contacts).where(where),
  ]);
  return { rows: rows.map(toContact), total: totalRow?.total ?? 0 };
}

export async function deleteContact(db: Database, id: string) {
  const [row] = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
}

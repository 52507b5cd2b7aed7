import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    fullName: text().notNull(),
    email: text().notNull(),
    phoneNo: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_created_at_idx').on(t.createdAt.desc()),
    index('contacts_search_trgm_idx').using(
      'gin',
      sql`(${t.fullName} || ' ' || ${t.email} || ' ' || ${t.subject}) gin_trgm_ops`,
    ),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    mobileNumber: text(),
    role: text({ enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    isActive: boolean().notNull().default(true),
    passwordHash: text().notNull(),
    /** Set when the password changes: tokens issued before it no longer sign in (plugins/auth.ts). */
    tokensValidAfter: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Every column but the password hash: what a query may select to hand a user to a route. */
export const userPublicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobileNumber: users.mobileNumber,
  role: users.role,
  isActive: users.isActive,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  version: users.version,
};

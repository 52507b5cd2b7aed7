import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation that must outlive its data, e.g. that its first start (and the demo
 * data that comes with it) has happened: emptying the catalogue must not bring the demo back.
 */
export const appState = pgTable('app_state', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

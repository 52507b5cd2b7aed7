import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Bumped by every write of the row's editable fields (stock taken by orders included): an admin's save
 * names the version it loaded and is refused when the row has moved on (DESIGN.md decision 11).
 */
export const version = () => integer().notNull().default(1);

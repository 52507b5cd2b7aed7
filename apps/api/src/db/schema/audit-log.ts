import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin write, recorded by triggers in the same transaction as the write (migration 0012): who, when,
 * which row, and the row before and after, without secrets or password hashes. Entries are never changed
 * or deleted (a trigger refuses it); the API only lists them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The admin's id, kept after the admin is deleted (no foreign key). */
    actorId: uuid().notNull(),
    actorEmail: text().notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_at_idx').on(t.actorId, t.at.desc()),
    index('audit_log_entity_at_idx').on(t.entity, t.at.desc()),
    check('audit_log_action_check', sql`${t.action} in ('create', 'update', 'delete')`),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

// The audit log's reader side: entries newest first, filtered by admin, entity, row and time. Entries are
// written only by the triggers of migration 0012; nothing here changes them.
import type { AuditEntry, AuditListQuery } from '@astroden/shared';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AuditLogRow, auditLog } from '../../db/schema/index.ts';
import { pageWindow } from '../../lib/pagination.ts';

/** A bare day is the whole day: from its first instant, to its last. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const fromInstant = (text: string) => new Date(DAY.test(text) ? `${text}T00:00:00.000Z` : text);
const toInstant = (text: string) => new Date(DAY.test(text) ? `${text}T23:59:59.999Z` : text);

function toEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action as AuditEntry['action'],
    entity: row.entity as AuditEntry['entity'],
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export async function listAudit(db: Database, q: AuditListQuery): Promise<{ rows: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.actorId) conditions.push(eq(auditLog.actorId, q.actorId));
  if (q.entity) conditions.push(eq(auditLog.entity, q.entity));
  if (q.entityId) conditions.push(eq(auditLog.entityId, q.entityId));
  if (q.from) conditions.push(gte(auditLog.at, fromInstant(q.from)));
  if (q.to) conditions.push(lte(auditLog.at, toInstant(q.to)));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(q.page, q.limit);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows.map(toEntry), total: total?.n ?? 0 };
}

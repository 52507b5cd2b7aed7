import { limitParam, pageParam, uuidParam } from './api.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_PAGE_SIZE } from './audit-constants.ts';
import { z } from './zod.ts';

export * from './audit-constants.ts';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /** The row before the write: all of it for a delete, the changed fields for an update, null for a create. */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** The row after the write: all of it for a create, the changed fields for an update, null for a delete. */
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A day or an instant: '2026-11-24' or an ISO date-time. */
const instantParam = (name: string) =>
  z
    .string()
    .trim()
    .refine(
      (text) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text)),
      {
        error: `${name} must be a date (YYYY-MM-DD) or an ISO date-time`,
      },
    )
    .optional();

export const auditListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam(AUDIT_PAGE_SIZE),
    actorId: uuidParam('actorId must be an admin id').optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of ${AUDIT_ENTITIES.join(', ')}` }).optional(),
    entityId: z.string().trim().max(100, 'entityId must be at most 100 characters').optional(),
    /** From this instant (a day: its start, UTC) ... */
    from: instantParam('from'),
    /** ... to this one (a day: its end, UTC), both included. */
    to: instantParam('to'),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    error: 'from must not be after to',
    path: ['from'],
  });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

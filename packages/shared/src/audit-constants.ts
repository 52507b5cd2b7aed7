// The audit log's vocabulary and page size, without zod (the admin's audit screen reads them).

/** What the audit log records, as the API names it. */
export const AUDIT_ENTITIES = ['product', 'pod', 'user', 'order', 'contact', 'setting', 'import'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

export const AUDIT_PAGE_SIZE = 20;

import type { AuditEntry } from '@astroden/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { PageResponse } from './types.ts';

export interface AuditListQuery {
  page: number;
  limit?: number;
  actorId?: string;
  entity?: string;
  from?: string;
  to?: string;
}

export const listAudit = (query: AuditListQuery, signal?: AbortSignal) =>
  authedApi<PageResponse<AuditEntry>>('/audit', { query: { ...query }, signal });

export const auditListQuery = (query: AuditListQuery) =>
  queryOptions({
    queryKey: queryKeys.audit.list(query),
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: (previous) => previous,
  });

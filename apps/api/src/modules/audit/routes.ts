import { apiErrorSchema, auditEntrySchema, auditListQuerySchema, pageResponse } from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelope } from '../../lib/pagination.ts';
import * as audit from './service.ts';

/** Read only: no route changes or deletes an entry (and the table refuses it, migration 0012). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['audit'],
        operationId: 'listAuditEntries',
        summary: 'The audit log: every admin write, newest first, with the fields before and after (admin)',
        description:
          'Filter by admin (actorId), entity, row (entityId) and time (from, to: a day, YYYY-MM-DD, covers the ' +
          'whole day in UTC, or an ISO date-time). Secrets and password hashes are never recorded.',
        security: [{ bearerAuth: [] }],
        querystring: auditListQuerySchema,
        response: {
          200: pageResponse(auditEntrySchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { rows, total } = await audit.listAudit(app.db, request.query);
      return pageEnvelope(rows, total, request.query.page, request.query.limit);
    },
  );
};

import {
  apiErrorSchema,
  CONTACT_MESSAGES,
  contactBodySchema,
  contactListQuerySchema,
  contactSchema,
  dataResponse,
  idParamSchema,
  messageResponseSchema,
  pageResponse,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asActor } from '../../lib/audit.ts';
import { dispatchEmails } from '../../lib/outbox.ts';
import { pageEnvelope } from '../../lib/pagination.ts';
import * as contacts from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { rateLimit: app.config.rateLimits.contact },
      schema: {
        tags: ['contact'],
        operationId: 'sendContactMessage',
        security: [],
        summary: 'Send a contact message',
        body: contactBodySchema,
        response: {
          201: dataResponse(contactSchema).extend({ message: messageResponseSchema.shape.message }),
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { contact, emailIds } = await contacts.createContact(app.db, request.body);
      await dispatchEmails(app.jobs, emailIds, (err) => app.log.warn({ err }, 'e-mail not queued yet; the sweep will'));
      return reply.status(201).send({ success: true as const, message: CONTACT_MESSAGES.sent, data: contact });
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['contact'],
        operationId: 'listContactMessages',
        summary:
          'List contact messages, newest first unless sorted by fullName or createdAt (- for descending) (admin)',
        security: [{ bearerAuth: [] }],
        querystring: contactListQuerySchema,
        response: { 200: pageResponse(contactSchema), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { rows, total } = await contacts.listContacts(app.db, request.query);
      return pageEnvelope(rows, total, request.query.page, request.query.limit);
    },
  );

  app.delete(
    '/:id',
    {
      config: { notFoundMessage: CONTACT_MESSAGES.notFound },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['contact'],
        operationId: 'deleteContactMessage',
        summary: 'Delete a contact message (admin)',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        response: { 200: messageResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await asActor(app.db, request.user!, (db) => contacts.deleteContact(db, request.params.id));
      return { success: true as const, message: CONTACT_MESSAGES.deleted };
    },
  );
};

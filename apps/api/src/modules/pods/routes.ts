import {
  apiErrorSchema,
  dataResponse,
  idParamSchema,
  messageResponseSchema,
  POD_MESSAGES,
  pageResponse,
  podListQuerySchema,
  podSchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUploadForm } from '../../lib/multipart.ts';
import { pageEnvelope } from '../../lib/pagination.ts';
import * as pods from './service.ts';

const writeResponse = dataResponse(podSchema).extend({ message: messageResponseSchema.shape.message });
const writeErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};
// Fields as in podFieldsSchema, files as repeated `images` parts; JSON bodies are also accepted.
const consumes = ['multipart/form-data', 'application/json'];

export const podRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['pods'],
        summary: 'List pods, newest first, optionally searched by name',
        querystring: podListQuerySchema,
        response: { 200: pageResponse(podSchema), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { rows, total } = await pods.listPods(app.db, request.query);
      return pageEnvelope(rows, total, request.query.page, request.query.limit);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['pods'],
        summary: 'One pod',
        params: idParamSchema,
        response: { 200: dataResponse(podSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await pods.getPod(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['pods'],
        summary: 'Add a pod with up to 5 PNG images (admin)',
        security: [{ bearerAuth: [] }],
        consumes,
        response: { 201: writeResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      const pod = await pods.createPod(app.db, app.storage, form);
      return reply.status(201).send({ success: true as const, message: POD_MESSAGES.created, data: pod });
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['pods'],
        summary: 'Replace a pod; existingImages lists the images to keep, new images are appended (admin)',
        security: [{ bearerAuth: [] }],
        consumes,
        params: idParamSchema,
        response: { 200: writeResponse, ...writeErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const form = await readUploadForm(request);
      const pod = await pods.updatePod(app.db, app.storage, request.params.id, form);
      return { success: true as const, message: POD_MESSAGES.updated, data: pod };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['pods'],
        summary: 'Delete a pod and its images (admin)',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await pods.deletePod(app.db, app.storage, request.params.id);
      return { success: true as const, message: POD_MESSAGES.deleted };
    },
  );
};

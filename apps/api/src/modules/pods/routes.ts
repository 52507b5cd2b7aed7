import {
  apiErrorSchema,
  POD_MESSAGES,
  pageResponse,
  podFieldsSchema,
  podListQuerySchema,
  podSchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageItemRoutes } from '../../lib/image-item-routes.ts';
import { pageEnvelope } from '../../lib/pagination.ts';
import * as pods from './service.ts';

export const podRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['pods'],
        operationId: 'listPods',
        security: [],
        summary:
          'List pods, newest first unless sorted (name, size, price, createdAt; - for descending), searched by name',
        querystring: podListQuerySchema,
        response: { 200: pageResponse(podSchema), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { rows, total } = await pods.listPods(app.db, request.query);
      return pageEnvelope(rows, total, request.query.page, request.query.limit);
    },
  );

  await app.register(
    imageItemRoutes({
      tag: 'pods',
      noun: 'pod',
      schema: podSchema,
      fields: podFieldsSchema,
      messages: POD_MESSAGES,
      get: pods.getPod,
      create: pods.createPod,
      update: pods.updatePod,
      remove: pods.deletePod,
    }),
  );
};

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
  const listing = async (query: pods.PodListQuery) => {
    const { rows, total } = await pods.listPods(app.db, query);
    return pageEnvelope(rows, total, query.page, query.limit);
  };
  const listResponse = pageResponse(podSchema);
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
        response: { 200: listResponse, 400: apiErrorSchema },
      },
    },
    (request) => listing(request.query),
  );
  // The footer's and the Space Pods page's lists for the storefront's server render (lib/storefront-reads.ts).
  app.storefrontReads.addRead(app.prefix, { query: podListQuerySchema, response: listResponse }, listing);

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

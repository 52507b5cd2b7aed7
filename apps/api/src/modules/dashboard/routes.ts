import {
  apiErrorSchema,
  dashboardOverviewSchema,
  dataResponse,
  salesQuerySchema,
  salesRowSchema,
  topProductSchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as dashboard from './service.ts';

const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        summary: 'Overview figures and the most recent orders (admin)',
        security: [{ bearerAuth: [] }],
        response: { 200: dataResponse(dashboardOverviewSchema), ...denied },
      },
    },
    async () => ({ success: true as const, data: await dashboard.getOverview(app.db) }),
  );

  app.get(
    '/sales',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        summary: 'Completed sales per week, month or year, oldest first, empty periods included (admin)',
        security: [{ bearerAuth: [] }],
        querystring: salesQuerySchema,
        response: { 200: dataResponse(z.array(salesRowSchema)), 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => ({ success: true as const, data: await dashboard.getSales(app.db, request.query.period) }),
  );

  app.get(
    '/products',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        summary: 'Best-selling products in completed orders (admin)',
        security: [{ bearerAuth: [] }],
        response: { 200: dataResponse(z.array(topProductSchema)), ...denied },
      },
    },
    async () => ({ success: true as const, data: await dashboard.getTopProducts(app.db) }),
  );
};

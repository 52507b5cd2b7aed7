import {
  analyticsQuerySchema,
  apiErrorSchema,
  DEFAULT_ANALYTICS_DAYS,
  dashboardOverviewSchema,
  dataResponse,
  MAX_ANALYTICS_DAYS,
  queueHealthSchema,
  RESTOCK_LIMIT,
  restockListSchema,
  salesAnalyticsSchema,
  salesQuerySchema,
  salesRowSchema,
  topProductSchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getShopSettings, SHOP_SETTING_DEFAULTS } from '../../lib/shop-settings.ts';
import { emailCounts } from '../emails/service.ts';
import { getSalesAnalytics } from './analytics.ts';
import { analyticsCsv, analyticsCsvName } from './analytics-csv.ts';
import { getRestockList } from './restock.ts';
import * as dashboard from './service.ts';

const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

const ANALYTICS_DESCRIPTION =
  `from and to (YYYY-MM-DD, both included; default: the last ${DEFAULT_ANALYTICS_DAYS} days up to today) are days ` +
  `on the shop's clock (setting timezone, ${SHOP_SETTING_DEFAULTS.timezone} by default); bucket is day (default, ` +
  `up to ${MAX_ANALYTICS_DAYS.day} days), week (Monday to Sunday, up to ${MAX_ANALYTICS_DAYS.week} days) or month ` +
  `(up to ${MAX_ANALYTICS_DAYS.month} days). revenue and averageOrderValue count completed ` +
  'orders only (averageOrderValue = revenue / completedOrders); orders counts every order placed, whatever ' +
  'its status. previous is the range of the same length just before from. Empty buckets are zeros.';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Time zone and low-stock threshold, read once per cache lifetime and again after any settings write.
  const shopSettings = app.publicCache.memo(() => getShopSettings(app.db));

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        operationId: 'getDashboardOverview',
        summary: 'Overview figures and the most recent orders (admin)',
        security: [{ bearerAuth: [] }],
        response: { 200: dataResponse(dashboardOverviewSchema), ...denied },
      },
    },
    async () => ({ success: true as const, data: await dashboard.getOverview(app.db) }),
  );

  app.get(
    '/queue',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        operationId: 'getQueueHealth',
        summary: "The job queue's health: jobs waiting, running and failed per queue, and the e-mail outbox (admin)",
        security: [{ bearerAuth: [] }],
        response: { 200: dataResponse(queueHealthSchema), ...denied },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const [queues, emails] = await Promise.all([
        app.jobs.started() ? app.jobs.counts() : Promise.resolve([]),
        emailCounts(app.db),
      ]);
      return { success: true as const, data: { queues, emails } };
    },
  );

  app.get(
    '/sales',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        operationId: 'getSales',
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
        operationId: 'getTopProducts',
        summary: 'Best-selling products in completed orders (admin)',
        security: [{ bearerAuth: [] }],
        response: { 200: dataResponse(z.array(topProductSchema)), ...denied },
      },
    },
    async () => ({ success: true as const, data: await dashboard.getTopProducts(app.db) }),
  );

  app.get(
    '/analytics',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        operationId: 'getSalesAnalytics',
        summary: 'Sales analytics for a date range, per day, week or month, beside the previous range (admin)',
        description: ANALYTICS_DESCRIPTION,
        security: [{ bearerAuth: [] }],
        querystring: analyticsQuerySchema,
        response: { 200: dataResponse(salesAnalyticsSchema), 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const { timezone } = await shopSettings();
      return { success: true as const, data: await getSalesAnalytics(app.db, request.query, timezone) };
    },
  );

  app.get(
    '/analytics.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        operationId: 'exportSalesAnalyticsCsv',
        summary: 'The sales analytics table as a CSV download (admin)',
        description: `Same query as GET /api/dashboard/analytics; answers text/csv, one row per bucket with the previous range's bucket beside it. ${ANALYTICS_DESCRIPTION}`,
        security: [{ bearerAuth: [] }],
        querystring: analyticsQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().meta({ description: 'The CSV: a header row, then one row per bucket (text/csv)' }),
          400: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const { timezone } = await shopSettings();
      const analytics = await getSalesAnalytics(app.db, request.query, timezone);
      return reply
        .header('content-disposition', `attachment; filename="${analyticsCsvName(analytics)}"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(analyticsCsv(analytics));
    },
  );

  app.get(
    '/restock',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        operationId: 'getRestockList',
        summary: 'Products that need restocking: stock at or below the low-stock threshold (admin)',
        description:
          `Products whose stock is at or below the lowStockThreshold setting (${SHOP_SETTING_DEFAULTS.lowStockThreshold} ` +
          'by default), out of stock first, then the lowest stock, then by name; ' +
          `at most ${RESTOCK_LIMIT}, with total saying how many there are.`,
        security: [{ bearerAuth: [] }],
        response: { 200: dataResponse(restockListSchema), ...denied },
      },
    },
    async () => {
      const { lowStockThreshold } = await shopSettings();
      return { success: true as const, data: await getRestockList(app.db, lowStockThreshold) };
    },
  );
};

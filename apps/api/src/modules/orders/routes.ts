import {
  apiErrorSchema,
  bulkOrderStatusBodySchema,
  bulkResponseSchema,
  createdOrderSchema,
  createOrderBodySchema,
  dataResponse,
  IDEMPOTENCY_KEY_HOURS,
  ORDER_MESSAGES,
  orderIdParamSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderSchema,
  totalPages,
  updateOrderStatusBodySchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asActor } from '../../lib/audit.ts';
import { getOrderRules } from '../../lib/order-rules.ts';
import * as orders from './service.ts';

const placedOrderResponse = dataResponse(createdOrderSchema).extend({ message: z.string() });

// A loose object: the validated headers replace request.headers, so every other header must survive.
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must not be empty')
    .max(100, 'Idempotency-Key must be at most 100 characters')
    .optional(),
});

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // The rules each order is placed under, read once per cache lifetime and again after a settings write.
  const orderRules = app.publicCache.memo(() => getOrderRules(app.db));

  // Pending orders nobody confirmed in time are cancelled and give their stock back: a sweep at start-up,
  // then every minute (config orderExpirySweepMs). One sweep at a time; the app is ready once the first is done,
  // and closing it waits for the one under way.
  let sweep: Promise<void> | undefined;
  const expire = () => {
    sweep ??= orders
      .expirePendingOrders(app.db)
      .then((n) => {
        if (n > 0) app.log.info({ expired: n }, 'pending orders expired and their stock returned');
      })
      .catch((err) => app.log.warn({ err }, 'could not expire pending orders; the next sweep tries again'))
      .finally(() => {
        sweep = undefined;
      });
    return sweep;
  };
  const timer = setInterval(expire, app.config.orderExpirySweepMs).unref();
  app.addHook('onReady', async () => {
    await expire();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweep;
  });

  app.post(
    '/orders',
    {
      config: { rateLimit: app.config.rateLimits.orders },
      schema: {
        tags: ['orders'],
        operationId: 'placeOrder',
        security: [],
        summary: 'Place an order from the checkout form (priced and stock-checked on the server)',
        description:
          `Send an Idempotency-Key header to make retries safe: an exact retry within ${IDEMPOTENCY_KEY_HOURS} hours ` +
          'returns the same ' +
          'order with 200; the same key with another body is a 422. Units per line and per order are capped ' +
          '(400), and so are the units one e-mail or one client address may order in 24 hours (429).',
        headers: idempotencyHeaders,
        body: createOrderBodySchema,
        response: {
          200: placedOrderResponse,
          201: placedOrderResponse,
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, created } = await orders.placeOrder(
        app.db,
        request.body,
        { idempotencyKey: request.headers['idempotency-key'] || undefined, clientAddress: request.ip },
        await orderRules(),
      );
      return reply
        .status(created ? 201 : 200)
        .send({ success: true as const, message: ORDER_MESSAGES.created, data: order });
    },
  );

  app.get(
    '/payment/checkouts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['orders'],
        operationId: 'listOrders',
        summary: 'List orders, newest first unless sorted otherwise (admin)',
        description:
          'Filter by status; search the order id and the customer; sort by createdAt, totalAmount or status ' +
          '(a leading - for descending; default -createdAt).',
        security: [{ bearerAuth: [] }],
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await orders.listOrders(app.db, request.query);
      return {
        success: true as const,
        data: rows,
        pagination: { total, totalPages: totalPages(total, limit), currentPage: page },
      };
    },
  );

  app.post(
    '/payment/checkouts/bulk-status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['orders'],
        operationId: 'bulkUpdateOrderStatus',
        summary: 'Move several orders to one status (admin); cancelling returns their stock',
        description:
          "ids are the orders' _id. Each move is judged as a single one (PATCH .../status) would be: the " +
          'answer lists the ids moved (done) and those refused with the reason (refused), e.g. a completed ' +
          'order cannot move. Every move is in the audit log. A malformed body is a 400.',
        security: [{ bearerAuth: [] }],
        body: bulkOrderStatusBodySchema,
        response: { 200: bulkResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: ORDER_MESSAGES.bulkMoved,
      data: await orders.updateOrdersStatus(app.db, request.body.ids, request.body.status, request.user!),
    }),
  );

  app.patch(
    '/payment/checkout/:orderId/status',
    {
      config: { notFoundMessage: ORDER_MESSAGES.notFound },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['orders'],
        operationId: 'updateOrderStatus',
        summary: 'Move an order to processing, completed or cancelled (admin); cancelling returns the stock',
        security: [{ bearerAuth: [] }],
        params: orderIdParamSchema,
        body: updateOrderStatusBodySchema,
        response: {
          200: dataResponse(orderSchema).extend({ message: z.string() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { status } = request.body;
      const order = await asActor(app.db, request.user!, (db) =>
        orders.updateOrderStatus(db, request.params.orderId, status, request.user!),
      );
      return {
        success: true as const,
        message: status === 'cancelled' ? ORDER_MESSAGES.cancelled : ORDER_MESSAGES.statusUpdated,
        data: order,
      };
    },
  );
};

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
  orderTrackingBodySchema,
  totalPages,
  trackedOrderSchema,
  trackOrderQuerySchema,
  updateOrderStatusBodySchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asActor } from '../../lib/audit.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { idempotencyHeaders } from '../../lib/idempotency-header.ts';
import { getOrderRules } from '../../lib/order-rules.ts';
import { dispatchEmails } from '../../lib/outbox.ts';
import * as payments from '../payments/service.ts';
import * as orders from './service.ts';

/** How often the expiry of unconfirmed orders runs, across all instances (the job queue keeps one per tick). */
const EXPIRY_QUEUE = 'orders-expire';

const placedOrderResponse = dataResponse(createdOrderSchema).extend({ message: z.string() });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // The rules each order is placed under, read once per cache lifetime and again after a settings write.
  const orderRules = app.publicCache.memo(() => getOrderRules(app.db));

  /** Hands the e-mails a committed change wrote to the queue (the outbox's sweep catches any this misses). */
  const dispatch = (ids: string[]) =>
    dispatchEmails(app.jobs, ids, (err) => app.log.warn({ err }, 'e-mail not queued yet; the outbox sweep will'));

  // Pending orders nobody confirmed in time are cancelled and give their stock back: a sweep at start-up (the app
  // is ready once it is done), then once per tick (config orderExpirySweepMs) across all instances, by the queue.
  const expire = async () => {
    const { result, emailIds } = await orders.expirePendingOrders(app.db);
    if (result > 0) app.log.info({ expired: result }, 'pending orders expired and their stock returned');
    await dispatch(emailIds);
  };
  app.jobs.define(EXPIRY_QUEUE, { queue: { retryLimit: 0 }, handler: expire });
  app.jobs.every(EXPIRY_QUEUE, Math.max(1, Math.round(app.config.orderExpirySweepMs / 1000)));
  app.addHook('onReady', async () => {
    await expire().catch((err) => app.log.warn({ err }, 'could not expire pending orders; the next sweep will'));
  });

  app.post(
    '/orders',
    {
      config: { rateLimit: app.config.rateLimits.orders },
      // A signed-in customer's order is theirs (their /profile lists it); anyone may order without signing in.
      preHandler: app.identify,
      schema: {
        tags: ['orders'],
        operationId: 'placeOrder',
        security: [],
        summary: 'Place an order from the checkout form (priced and stock-checked on the server)',
        description:
          `Send an Idempotency-Key header to make retries safe: an exact retry within ${IDEMPOTENCY_KEY_HOURS} hours ` +
          'returns the same ' +
          'order with 200; the same key with another body is a 422. Units per line and per order are capped ' +
          '(400), and so are the units one e-mail or one client address may order in 24 hours (429). ' +
          'paymentMethod online (when the shop has Razorpay keys) answers the Razorpay order to pay it with; 503 ' +
          'when Razorpay cannot be reached (nothing is placed: retry with the same Idempotency-Key).',
        headers: idempotencyHeaders,
        body: createOrderBodySchema,
        response: {
          200: placedOrderResponse,
          201: placedOrderResponse,
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const rules = await orderRules();
      const { paymentMethod } = request.body;
      if (!rules.paymentMethods.includes(paymentMethod)) {
        const message = paymentMethod === 'online' ? ORDER_MESSAGES.onlineUnavailable : ORDER_MESSAGES.codUnavailable;
        throw badRequest(message, [{ path: 'paymentMethod', message }]);
      }
      const context = {
        idempotencyKey: request.headers['idempotency-key'] || undefined,
        clientAddress: request.ip,
        userId: request.user?.id,
      };
      const razorpay =
        paymentMethod === 'online' ? payments.razorpayFor(rules.payment, app.config.payments.apiUrl) : null;
      if (razorpay) {
        const { order, created } = await payments.placeOnlineOrder(app.db, razorpay, request.body, context, rules);
        return reply
          .status(created ? 201 : 200)
          .send({ success: true as const, message: ORDER_MESSAGES.created, data: order });
      }
      const { order: data, created, emailIds } = await orders.placeOrder(app.db, request.body, context, rules);
      await dispatch(emailIds);
      return reply.status(created ? 201 : 200).send({ success: true as const, message: ORDER_MESSAGES.created, data });
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
    async (request) => {
      const { result, emailIds } = await orders.updateOrdersStatus(
        app.db,
        request.body.ids,
        request.body.status,
        request.user!,
      );
      await dispatch(emailIds);
      return { success: true as const, message: ORDER_MESSAGES.bulkMoved, data: result };
    },
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
      const { result: order, emailIds } = await asActor(app.db, request.user!, (db) =>
        orders.updateOrderStatus(db, request.params.orderId, status, request.user!),
      );
      await dispatch(emailIds);
      return {
        success: true as const,
        message: status === 'cancelled' ? ORDER_MESSAGES.cancelled : ORDER_MESSAGES.statusUpdated,
        data: order,
      };
    },
  );

  app.patch(
    '/payment/checkout/:orderId/tracking',
    {
      config: { notFoundMessage: ORDER_MESSAGES.notFound },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['orders'],
        operationId: 'setOrderTracking',
        summary: "Set a shipped order's carrier and tracking number (admin); the customer is e-mailed",
        description:
          'A new tracking number sends the customer a new e-mail; the same one again sends none. A cancelled or ' +
          'failed order is a 409. Audited.',
        security: [{ bearerAuth: [] }],
        params: orderIdParamSchema,
        body: orderTrackingBodySchema,
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
      const { result: order, emailIds } = await asActor(app.db, request.user!, (db) =>
        orders.setOrderTracking(db, request.params.orderId, request.body),
      );
      await dispatch(emailIds);
      return { success: true as const, message: ORDER_MESSAGES.trackingSaved, data: order };
    },
  );

  app.get(
    '/orders/track',
    {
      config: { rateLimit: app.config.rateLimits.track },
      schema: {
        tags: ['orders'],
        operationId: 'trackOrder',
        security: [],
        summary: 'Track an order: its id with the e-mail it was placed with, or with the token of an e-mailed link',
        description:
          'Answers the order as its customer sees it: the status and its timeline, the items, totals, shipping ' +
          'address and, once set, the carrier and tracking number. An unknown order, a wrong e-mail and a bad ' +
          'token get the same 404. Rate-limited per client address.',
        querystring: trackOrderQuerySchema,
        response: {
          200: dataResponse(trackedOrderSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await orders.trackOrder(app.db, request.query, app.links);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: order };
    },
  );

  app.get(
    '/orders/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        operationId: 'listMyOrders',
        summary: "The signed-in customer's orders, newest first (those placed while signed in)",
        security: [{ bearerAuth: [] }],
        response: { 200: dataResponse(z.array(trackedOrderSchema)), 401: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await orders.listCustomerOrders(app.db, request.user!.id) }),
  );
};

// Online payment (issue 25, decision 019): the checkout's callback, Razorpay's webhook, the script of its Standard
// Checkout, refunds from the back office, and the jobs that send refunds and reconcile unpaid orders with Razorpay.
import { createHash, randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  dataResponse,
  ORDER_MESSAGES,
  orderIdParamSchema,
  orderSchema,
  paymentCallbackBodySchema,
  paymentStatusSchema,
  refundBodySchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asActor } from '../../lib/audit.ts';
import { idempotencyHeaders } from '../../lib/idempotency-header.ts';
import { toPaise } from '../../lib/money.ts';
import { dispatchEmails } from '../../lib/outbox.ts';
import { getPaymentSettings } from '../../lib/payment-settings.ts';
import { verifyWebhookSignature } from '../../lib/razorpay.ts';
import * as ordersService from '../orders/service.ts';
import * as payments from './service.ts';

const RECONCILE_QUEUE = 'payments-reconcile';
const REFUND_QUEUE = 'payment-refund';

const messageOnly = z.object({ success: z.literal(true), message: z.string() });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read once per cache lifetime and again after a settings write (the keys are settings).
  const paymentSettings = app.publicCache.memo(() => getPaymentSettings(app.db));
  const razorpay = async () => payments.razorpayFor(await paymentSettings(), app.config.payments.apiUrl);

  /** What a committed change left: its e-mails and refunds go to the queue (the reconciler catches any missed). */
  const finish = async (after: payments.AfterCommit) => {
    await dispatchEmails(app.jobs, after.emailIds, (err) => app.log.warn({ err }, 'e-mail not queued yet'));
    if (!app.jobs.started()) return;
    await Promise.all(
      after.refundIds.map((refundId) =>
        app.jobs
          .send(REFUND_QUEUE, { refundId }, { singletonKey: refundId })
          .catch((err: unknown) => app.log.warn({ err, refundId }, 'refund not queued yet; the reconciler will')),
      ),
    );
  };

  app.jobs.define<{ refundId: string }>(REFUND_QUEUE, {
    // Razorpay unreachable: again in 30 s, then longer, for about a day; the refund's own id keeps it one refund.
    queue: { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
    async handler([job]) {
      const client = await razorpay();
      if (!client) throw new Error('Refund waits: the shop has no Razorpay keys');
      const sent = await payments.sendRefund(app.db, client, job!.data.refundId);
      await finish({ emailIds: sent.emailIds, refundIds: [] });
    },
  });

  app.jobs.define(RECONCILE_QUEUE, {
    queue: { retryLimit: 0 },
    async handler() {
      const settings = await paymentSettings();
      const client = payments.razorpayFor(settings, app.config.payments.apiUrl);
      const result = await payments.reconcile(app.db, client, settings.onlinePaymentExpiryMinutes);
      await finish({
        ...result.after,
        refundIds: [...result.after.refundIds, ...(await payments.unsentRefunds(app.db))],
      });
      if (result.applied + result.failed + result.unreachable > 0) {
        app.log.info(
          { applied: result.applied, failed: result.failed, unreachable: result.unreachable },
          'payments reconciled',
        );
      }
    },
  });
  app.jobs.every(RECONCILE_QUEUE, app.config.payments.reconcileSeconds);

  app.get(
    '/payments/razorpay/checkout.js',
    {
      schema: {
        tags: ['payments'],
        operationId: 'razorpayCheckoutScript',
        summary: "Redirects to Razorpay's Standard Checkout script (RAZORPAY_CHECKOUT_URL)",
        security: [],
        response: { 302: z.null().describe("Location: the provider's script") },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').redirect(app.config.payments.checkoutUrl, 302),
  );

  app.post(
    '/orders/:orderId/payment',
    {
      config: { notFoundMessage: ORDER_MESSAGES.notFound, rateLimit: app.config.rateLimits.orders },
      schema: {
        tags: ['payments'],
        operationId: 'confirmPayment',
        summary: "The checkout's callback: Razorpay's signed payment of an online order",
        description:
          'The signature (HMAC-SHA256 of order_id|payment_id under the key secret) must match the Razorpay order ' +
          'stored for this order; Razorpay is then asked what the payment is, and a captured payment of the ' +
          "order's total marks it paid. 400 for anything that does not verify.",
        security: [],
        params: orderIdParamSchema,
        body: paymentCallbackBodySchema,
        response: {
          200: dataResponse(z.object({ orderId: z.string(), paymentStatus: paymentStatusSchema })).extend({
            message: z.string(),
          }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const result = await payments.confirmPayment(app.db, await razorpay(), orderId, request.body);
      await finish(result.after);
      if (result.outcome === 'refunding' && result.paymentStatus !== 'paid') {
        return reply.status(409).send({ success: false, message: ORDER_MESSAGES.paymentClosed });
      }
      const paid = result.paymentStatus === 'paid';
      return {
        success: true as const,
        message: paid ? ORDER_MESSAGES.paymentReceived : ORDER_MESSAGES.paymentPending,
        data: { orderId, paymentStatus: result.paymentStatus },
      };
    },
  );

  // The webhook reads its body as the bytes Razorpay signed: its own scope, with a parser that keeps them.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    hook.post(
      '/payments/razorpay/webhook',
      {
        schema: {
          tags: ['payments'],
          operationId: 'razorpayWebhook',
          summary: "Razorpay's webhook: payment.captured, order.paid, payment.failed, refund.processed",
          description:
            'X-Razorpay-Signature is HMAC-SHA256 of the raw body under the webhook secret (setting ' +
            'paymentWebhookSecret): 400 when it does not match. Every correctly signed event is answered 200 and ' +
            'handled once per X-Razorpay-Event-Id, in any order.',
          security: [],
          response: { 200: messageOnly, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-razorpay-signature'];
        const { webhookSecret } = await paymentSettings();
        if (!verifyWebhookSignature(raw, typeof signature === 'string' ? signature : undefined, webhookSecret)) {
          return reply.status(400).send({ success: false, message: ORDER_MESSAGES.webhookInvalid });
        }
        let body: Parameters<typeof payments.receiveWebhook>[2];
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          return reply.status(400).send({ success: false, message: ORDER_MESSAGES.webhookInvalid });
        }
        const header = request.headers['x-razorpay-event-id'];
        const eventId =
          typeof header === 'string' && header.length > 0 && header.length <= 100
            ? header
            : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
        const { after } = await payments.receiveWebhook(app.db, eventId, body);
        await finish(after);
        return { success: true as const, message: ORDER_MESSAGES.webhookAccepted };
      },
    );
  });

  app.post(
    '/payment/checkout/:orderId/refund',
    {
      config: { notFoundMessage: ORDER_MESSAGES.notFound },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['payments'],
        operationId: 'refundOrder',
        summary: "Refund an online order's payment, whole or in part (admin)",
        description:
          'amount in rupees; the whole remainder when absent. Send an Idempotency-Key: the same key is the same ' +
          'refund however often it is sent.',
        security: [{ bearerAuth: [] }],
        params: orderIdParamSchema,
        headers: idempotencyHeaders,
        body: refundBodySchema,
        response: {
          200: dataResponse(orderSchema).extend({ message: z.string() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const key = request.headers['idempotency-key'] || randomUUID();
      const amount = request.body?.amount;
      const { refundId } = await asActor(app.db, request.user!, (db) =>
        payments.startRefund(db, orderId, {
          amountPaise: amount === undefined ? undefined : toPaise(amount),
          key: `admin:${key}`,
          reason: `Refunded by ${request.user!.name}`,
        }),
      );
      const client = await razorpay();
      let outcome: payments.SendOutcome['outcome'] = 'done';
      try {
        if (client) {
          const sent = await payments.sendRefund(app.db, client, refundId);
          outcome = sent.outcome;
          await finish({ emailIds: sent.emailIds, refundIds: [] });
        }
      } catch (err) {
        // No answer from Razorpay: the queue sends it again (under the same idempotency key) until it does.
        app.log.warn({ err, refundId }, 'refund not sent yet; queued');
        await finish({ emailIds: [], refundIds: [refundId] });
      }
      if (outcome === 'refused') {
        return reply.status(502).send({ success: false, message: ORDER_MESSAGES.refundFailed });
      }
      return {
        success: true as const,
        message: ORDER_MESSAGES.refundStarted,
        data: await ordersService.getOrder(app.db, orderId),
      };
    },
  );
};

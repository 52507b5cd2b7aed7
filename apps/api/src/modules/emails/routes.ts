import { setTimeout as sleep } from 'node:timers/promises';
import {
  apiErrorSchema,
  dataResponse,
  EMAIL_MESSAGES,
  emailDetailSchema,
  emailListQuerySchema,
  emailSummarySchema,
  idParamSchema,
  messageResponseSchema,
  pageResponse,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BusyGauge, createBusyGauge } from '../../lib/busy-gauge.ts';
import { createSmtpTransport } from '../../lib/mail-transport.ts';
import { dispatchEmails, EMAIL_QUEUE } from '../../lib/outbox.ts';
import { pageEnvelope } from '../../lib/pagination.ts';
import * as emails from './service.ts';

/**
 * Between two messages while the event loop is busy with requests: the two workers then send a message or two a second
 * in all, a few percent of the loop (bench:mail's storefront rounds).
 */
const BUSY_PAUSE_MS = 500;

/** Sends a batch one message after another, pausing before each while the event loop stays busy. */
async function oneByOne<T>(jobs: T[], send: (job: T) => Promise<emails.DeliveryOutcome>, gauge: BusyGauge) {
  const outcomes: emails.DeliveryOutcome[] = [];
  for (const job of jobs) {
    if (gauge.busy()) await sleep(BUSY_PAUSE_MS);
    outcomes.push(await send(job));
  }
  return outcomes;
}

/** Looks for messages whose job went missing, once per tick across all instances (config outboxSweepSeconds). */
const SWEEP_QUEUE = 'email-sweep';

/** The e-mail outbox's sending (the job queue's workers) and its back-office screen (admin). */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const transport = app.config.mail.smtpUrl ? createSmtpTransport(app.config.mail.smtpUrl) : undefined;
  const gauge = createBusyGauge();
  app.addHook('onClose', async () => {
    gauge.stop();
    transport?.close();
  });
  const delivery: emails.Delivery = {
    db: app.db,
    transport,
    from: app.config.mail.from,
    publicUrl: app.config.publicUrl,
    links: app.links,
    jobs: app.jobs,
    leaseSeconds: app.config.jobs.outboxLeaseSeconds,
  };

  app.jobs.define<{ id: string }>(EMAIL_QUEUE, {
    // One queued job per message (its id is the singleton key: "short" keeps one queued, and does not hold it back
    // behind a job of a worker that died mid-send, as "stately" would until that job expires). The handler records
    // SMTP's answers itself; the queue's own retries are for what it could not record (the database away).
    queue: {
      policy: 'short',
      retryLimit: 10,
      retryBackoff: true,
      retryDelay: 5,
      retryDelayMax: 300,
      expireInSeconds: 180,
    },
    // A batch's messages go out together (the SMTP pool's connections share them), two batches at a time, and a full
    // batch is followed by the next at once: under a burst of orders the queue keeps up instead of waiting for the
    // next wake-up. While requests keep the event loop full, they go one at a time with a pause between, so that
    // a backlog of thousands takes little from shoppers (bench/results/mail.md).
    work: { batchSize: 20, localConcurrency: 2, burstWhenBatchFull: true },
    async handler(jobs) {
      const send = (job: { data: { id: string } }) => emails.deliver(delivery, job.data.id);
      const outcomes = gauge.busy() ? await oneByOne(jobs, send, gauge) : await Promise.all(jobs.map(send));
      const failed = outcomes.filter((o) => o === 'failed').length;
      if (failed > 0) app.log.warn({ failed }, 'e-mails refused for good by SMTP (see the back office)');
    },
  });
  app.jobs.define(SWEEP_QUEUE, {
    queue: { retryLimit: 0 },
    async handler() {
      const queued = await emails.sweep(app.db, app.jobs, {
        graceSeconds: app.config.jobs.outboxSweepSeconds / 2,
        leaseSeconds: app.config.jobs.outboxLeaseSeconds,
      });
      if (queued > 0) app.log.info({ queued }, 'e-mails queued again by the sweep');
    },
  });
  app.jobs.every(SWEEP_QUEUE, app.config.jobs.outboxSweepSeconds);

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['emails'],
        operationId: 'listEmails',
        summary: 'The e-mails the shop sent, keeps or will send, newest first (admin)',
        description: 'Filter by status and by part of the recipient address.',
        security: [{ bearerAuth: [] }],
        querystring: emailListQuerySchema,
        response: {
          200: pageResponse(emailSummarySchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { rows, total } = await emails.listEmails(app.db, request.query);
      return pageEnvelope(rows, total, request.query.page, request.query.limit);
    },
  );

  app.get(
    '/:id',
    {
      config: { notFoundMessage: EMAIL_MESSAGES.notFound },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['emails'],
        operationId: 'getEmail',
        summary: 'One e-mail as it was sent: subject, HTML, plain text, Message-ID, SMTP answer (admin)',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        response: {
          200: dataResponse(emailDetailSchema),
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await emails.getEmail(app.db, request.params.id) }),
  );

  app.post(
    '/:id/resend',
    {
      config: { notFoundMessage: EMAIL_MESSAGES.notFound },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['emails'],
        operationId: 'resendEmail',
        summary: 'Send a failed e-mail again (admin)',
        description: 'Only a failed e-mail can be sent again (409 otherwise); it keeps its Message-ID.',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        response: {
          200: messageResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const id = await emails.resendEmail(app.db, request.params.id);
      await dispatchEmails(app.jobs, [id], (err) => app.log.warn({ err }, 'resend not queued yet; the sweep will'));
      return { success: true as const, message: EMAIL_MESSAGES.resent };
    },
  );
};

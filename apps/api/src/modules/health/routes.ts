import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const redisState = z.enum(['up', 'degraded', 'off']).describe('off: no REDIS_URL');
const probe = z.object({ success: z.boolean(), status: z.string(), message: z.string().optional() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        security: [],
        summary: 'Liveness, database and Redis check',
        description:
          'status is degraded while Redis (REDIS_URL) is unreachable: the shop still serves, with rate limits ' +
          'per instance. A database that does not answer is a 503.',
        response: {
          200: z.object({
            success: z.literal(true),
            status: z.enum(['ok', 'degraded']),
            database: z.literal('up'),
            redis: redisState,
          }),
          503: z.object({
            success: z.literal(false),
            message: z.string(),
            database: z.literal('down'),
            redis: redisState,
          }),
        },
      },
    },
    async (_request, reply) => {
      const redis = app.redisState();
      try {
        await app.db.execute(sql`select 1`);
        const status = redis === 'degraded' ? ('degraded' as const) : ('ok' as const);
        return { success: true as const, status, database: 'up' as const, redis };
      } catch (err) {
        app.log.error({ err }, 'health check: database down');
        return reply
          .status(503)
          .send({ success: false as const, message: 'Database unavailable', database: 'down' as const, redis });
      }
    },
  );

  // For a load balancer or an orchestrator (decision 016). Neither is cached.
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        operationId: 'getLiveness',
        security: [],
        summary: 'Liveness: the process answers',
        description: 'Always 200 while the process runs, draining included: restart it only when this fails.',
        response: { 200: probe },
      },
    },
    async () => ({ success: true, status: 'live' }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        security: [],
        summary: 'Readiness: send traffic here',
        description:
          '200 when migrations and start-up are done, the database answers and, with REDIS_URL, Redis is up. 503 ' +
          'while starting, while draining after SIGTERM (the instance still serves what reaches it, closing each ' +
          'connection after its answer), or while a dependency is down.',
        response: { 200: probe, 503: probe },
      },
    },
    async (_request, reply) => {
      const unready = (status: string, message: string) => reply.status(503).send({ success: false, status, message });
      const state = app.lifecycle.state();
      if (state === 'starting') return unready('starting', 'Starting up');
      if (state === 'draining') return unready('draining', 'Shutting down: send new requests elsewhere');
      if (app.redisState() === 'degraded') return unready('redis-down', 'Redis unavailable');
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        app.log.error({ err }, 'readiness check: database down');
        return unready('database-down', 'Database unavailable');
      }
      return { success: true, status: 'ready' };
    },
  );
};

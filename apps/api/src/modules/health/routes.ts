import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const redisState = z.enum(['up', 'degraded', 'off']).describe('off: no REDIS_URL');

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
};

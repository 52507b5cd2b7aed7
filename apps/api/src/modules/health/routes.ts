import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ success: z.literal(true), status: z.literal('ok'), database: z.literal('up') }),
          503: z.object({ success: z.literal(false), message: z.string(), database: z.literal('down') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { success: true as const, status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        app.log.error({ err }, 'health check: database down');
        return reply
          .status(503)
          .send({ success: false as const, message: 'Database unavailable', database: 'down' as const });
      }
    },
  );
};

// Security headers and per-route rate limits (Redis-backed when REDIS_URL is set, so limits hold across instances).

import { AUTH_MESSAGES } from '@astroden/shared';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function security(app: FastifyInstance, opts: { redisUrl?: string }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  let redis: import('ioredis').Redis | undefined;
  if (opts.redisUrl) {
    const { Redis } = await import('ioredis');
    redis = new Redis(opts.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'astroden-rl-',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: AUTH_MESSAGES.tooManyAttempts,
      retryAfter: context.after,
    }),
  });
});

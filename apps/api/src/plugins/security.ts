// Security headers and per-route rate limits (counted in Redis when it answers, so limits hold across
// instances; in this process while it does not).

import { AUTH_MESSAGES } from '@astroden/shared';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fallbackRateStore } from '../lib/fallback-rate-store.ts';

export default fp(async function security(app: FastifyInstance) {
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

  const nameSpace = 'astroden-rl-';
  await app.register(rateLimit, {
    global: false,
    nameSpace,
    ...(app.redis ? { store: fallbackRateStore(app.redis, app.log, nameSpace) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: AUTH_MESSAGES.tooManyAttempts,
      retryAfter: context.after,
    }),
  });
});

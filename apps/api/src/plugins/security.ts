// Security headers and per-route rate limits (counted in Redis when it answers, so limits hold across
// instances; in this process while it does not).

import { AUTH_MESSAGES } from '@astroden/shared';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { fallbackRateStore } from '../lib/fallback-rate-store.ts';

export default fp(async function security(app: FastifyInstance) {
  // Razorpay's Standard Checkout (decision 019): its script, and the window it opens and talks to, from exactly the
  // origins the shop is configured with, and no other.
  const { checkoutUrl, apiUrl } = app.config.payments;
  const checkout = new URL(checkoutUrl).origin;
  const provider = [...new Set([checkout, new URL(apiUrl).origin])];
  // The headers are the same on every answer: helmet works them out once here. (@fastify/helmet ran all
  // of helmet again on every request, an eighth of a cached read's time.)
  const headers = staticHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", checkout],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...provider],
        frameSrc: provider,
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
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

/** What helmet sets on a response with these options (it removes nothing a Fastify answer carries). */
function staticHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  return headers;
}

// The optional Redis connection (REDIS_URL): rate limits shared across instances. Redis is a help, never a
// dependency: while it is unreachable every command fails at once (no queue), callers fall back to what
// this instance alone knows, /api/health reports Redis as degraded, and ioredis keeps reconnecting.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export type RedisState = 'up' | 'degraded' | 'off';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis, or undefined without REDIS_URL. Check redisState() before relying on it. */
    redis: Redis | undefined;
    redisState(): RedisState;
  }
}

/** At most one warning a minute about the same outage: a down Redis must not flood the logs. */
const WARN_EVERY_MS = 60_000;

export default fp(async function redisPlugin(app: FastifyInstance, opts: { url?: string }) {
  let redis: Redis | undefined;
  if (opts.url) {
    const { Redis } = await import('ioredis');
    redis = new Redis(opts.url, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      // Fail fast while disconnected instead of holding requests in a queue.
      enableOfflineQueue: false,
      // Keep trying, at most every 2 s, for as long as the process lives.
      retryStrategy: (times) => Math.min(times * 200, 2000),
      lazyConnect: false,
    });
    let lastWarning = 0;
    redis.on('error', (err: Error) => {
      if (Date.now() - lastWarning < WARN_EVERY_MS) return;
      lastWarning = Date.now();
      app.log.warn(
        { err: { message: err.message } },
        'Redis unreachable: rate limits are per instance until it is back',
      );
    });
    redis.on('ready', () => {
      if (lastWarning > 0) app.log.info('Redis is back: rate limits are shared again');
      lastWarning = 0;
    });
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  app.decorate('redis', redis);
  app.decorate('redisState', (): RedisState => (!redis ? 'off' : redis.status === 'ready' ? 'up' : 'degraded'));
});

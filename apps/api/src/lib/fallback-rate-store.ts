// A @fastify/rate-limit store that counts in Redis while Redis answers and in this process while it does
// not: an unreachable Redis must cost the shop its shared limits for a while, never its sign-in or checkout.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

interface Counter {
  current: number;
  ttl: number;
}
type Done = (err: Error | null, result?: Counter) => void;

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** The stores' own shape; the plugin's typings describe child()'s argument as route options only. */
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}

// The plugin's own two stores, so counting behaves exactly as the plugin documents it.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/** The store class to hand to the plugin (`store:`); it builds one instance per route through child(). */
export function fallbackRateStore(redis: Redis, log: FastifyBaseLogger, nameSpace: string) {
  return class FallbackRateStore implements FastifyRateLimitStore {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(options: object, shared?: Store, local?: Store) {
      const { continueExceeding, exponentialBackoff } = options as Record<string, unknown>;
      this.shared = shared ?? new RedisStore(Boolean(continueExceeding), Boolean(exponentialBackoff), redis, nameSpace);
      this.local = local ?? new LocalStore(Boolean(continueExceeding), Boolean(exponentialBackoff));
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      if (redis.status !== 'ready') {
        this.local.incr(key, done, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (err, result) => {
          if (!err) return done(null, result);
          log.warn({ err: { message: err.message } }, 'Redis rate limit failed: counted in this instance instead');
          this.local.incr(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new FallbackRateStore(routeOptions, this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  };
}

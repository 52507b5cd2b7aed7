// The response cache of public reads (issue 9): in-process, bounded in bytes, keyed by the normalised URL,
// each entry living `ttlMs` (1 s by default, so stock taken by orders shows within 2 s). An admin write of
// the catalogue or the settings empties it before its own answer goes out, here and, through Redis, on
// every other instance. Every public read carries an ETag (304 for a match) and a Cache-Control that lets
// browsers and CDNs share the load (stale-while-revalidate). Hits skip validation, the handler and the
// serializer, and keep their compressed bodies.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { COMPRESS_FROM, compressed, preferredEncoding } from '../lib/accept-encoding.ts';
import { siblings } from '../lib/cluster.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read: cached, with an ETag and a shared Cache-Control. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    publicCache: {
      /** Forgets every cached read, here and on the other instances. */
      invalidate(): Promise<void>;
      /**
       * `load`, kept for the cache's time to live and forgotten with the cached reads (on every admin write
       * of the catalogue or the settings, on any instance); called every time when the cache is off.
       */
      memo<T>(load: () => Promise<T>): () => Promise<T>;
      /**
       * `memo` per key, for what this instance makes from public reads (the storefront's rendered pages):
       * one load per key at a time, its result kept for the cache's time to live when `keep` says so, in
       * at most `maxBytes`, and forgotten with the cached reads; a load every time when the cache is off.
       */
      memoBy<T>(options: MemoByOptions<T>): (key: string, load: () => Promise<T>) => Promise<T>;
      /**
       * The cached answer to an anonymous GET of this URL, if there is one: what a request for it would be sent,
       * for the storefront's own reads while it renders a page (plugins/web.ts), without a trip through the routes.
       */
      lookup(url: string): { body: string; contentType: string; etag: string } | undefined;
      /** How many times the cache has been forgotten: a read that begins under one count is kept only under it. */
      generation(): number;
      /**
       * Keeps `body`, as JSON, as the answer to an anonymous GET of `url` (as its route's answer is kept) when the
       * cache has not been forgotten since `generation` (when its read began): the storefront's reads made without
       * a request (lib/storefront-reads.ts).
       */
      keep(url: string, body: unknown, generation: number): void;
    };
  }
  interface FastifyRequest {
    /** This read's cache key, when its route is a public read. */
    publicCacheKey?: string;
    /** How many times the cache had been forgotten when this read began (see `generation`). */
    publicCacheGeneration?: number;
  }
}

export interface PublicCacheOptions {
  enabled: boolean;
  maxBytes: number;
  ttlMs: number;
}

export interface MemoByOptions<T> {
  maxBytes: number;
  sizeOf(value: T): number;
  keep(value: T): boolean;
}

interface Entry {
  body: string;
  etag: string;
  contentType: string;
  compressed: { br?: Buffer; gzip?: Buffer };
}

/**
 * The admin writes that change what a public read answers (an order's status moves stock back on a cancel).
 * A customer's order changes stock only: the TTL covers it, so orders never empty the cache.
 */
const INVALIDATING = /^\/api\/(products|pods|settings|pricing|payment)(\/|\?|$)/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const PUBLIC_CACHE_CHANNEL = 'astroden:public-cache';
const ACK_CHANNEL = 'astroden:public-cache:ack';
/** How long a write waits for the other instances to forget: past it, their TTL covers them. */
const ACK_WAIT_MS = 250;
export const PUBLIC_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=59';
/** Every other API answer: a signed-in client's, a write's, anything personal. No cache may keep it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** A shared cache keeps the anonymous answer apart from a signed-in client's (which it may not store at all). */
const PUBLIC_VARY = 'accept-encoding, authorization';

/** What Fastify says of a JSON answer, as the routes' answers are kept with it. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The URL with its query parameters sorted and empty ones dropped: one key for one question. */
export function cacheKey(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = [...new URLSearchParams(url.slice(at + 1))].filter(([, v]) => v !== '');
  params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return params.length ? `${url.slice(0, at)}?${new URLSearchParams(params)}` : url.slice(0, at);
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

const matches = (request: FastifyRequest, etag: string) => {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('etag', entry.etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', PUBLIC_VARY);
  if (matches(request, entry.etag)) return reply.status(304).send();
  reply.type(entry.contentType);
  const encoding =
    entry.body.length >= COMPRESS_FROM ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(entry.body);
  entry.compressed[encoding] ??= compressed(entry.body, encoding);
  return reply.header('content-encoding', encoding).send(entry.compressed[encoding]);
}

export default fp(async function publicCache(app: FastifyInstance, opts: PublicCacheOptions) {
  const store = opts.enabled
    ? new LRUCache<string, Entry>({
        maxSize: opts.maxBytes,
        sizeCalculation: (entry) => entry.body.length * 2 + 200,
        ttl: opts.ttlMs,
        ttlAutopurge: false,
      })
    : undefined;
  const listeners: (() => void)[] = [];
  /** Counts the times the cache was forgotten: a read that began under an older count never stores its answer. */
  let generation = 0;
  const forget = () => {
    generation += 1;
    store?.clear();
    for (const listener of listeners) listener();
  };

  // Other instances' writes arrive on a connection of their own (a subscribing Redis client does nothing
  // else). Each instance that hears one forgets its reads, then says so on the ack channel: the writer
  // answers only once every listening instance has forgotten (or ACK_WAIT_MS has passed), so the next
  // request, wherever it lands, reads the write.
  const subscriber = app.redis?.duplicate();
  const awaitingAcks = new Map<string, { heard: number; expected: number; done: () => void }>();
  if (subscriber) {
    subscriber.on('error', () => {}); // the main connection already warns about an unreachable Redis
    subscriber.on('message', (channel, id) => {
      if (channel === PUBLIC_CACHE_CHANNEL) {
        forget();
        app.redis?.publish(ACK_CHANNEL, id).catch(() => {});
        return;
      }
      const waiting = awaitingAcks.get(id);
      if (waiting && ++waiting.heard >= waiting.expected) waiting.done();
    });
    // On every (re)connection: subscribe (commands fail while disconnected), and forget what was cached,
    // since writes announced while the connection was down were never heard.
    subscriber.on('ready', () => {
      forget();
      subscriber.subscribe(PUBLIC_CACHE_CHANNEL, ACK_CHANNEL).catch(() => {});
    });
    app.addHook('onClose', async () => subscriber.disconnect());
  }

  // The other workers of this server (WEB_CONCURRENCY), told through the primary when Redis cannot tell them.
  const workers = siblings('public-cache', forget);

  /** Announces a write to every instance and waits (briefly) until each listening one has acted on it. */
  async function announce(redis: Redis) {
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const acked = new Promise<void>((resolve) => {
      awaitingAcks.set(id, { heard: 0, expected: Number.POSITIVE_INFINITY, done: resolve });
      timer = setTimeout(resolve, ACK_WAIT_MS);
    });
    try {
      const listening = await redis.publish(PUBLIC_CACHE_CHANNEL, id);
      const waiting = awaitingAcks.get(id)!;
      waiting.expected = listening;
      if (waiting.heard >= listening) waiting.done();
      await acked;
    } catch {
      // An unreachable Redis leaves the other instances their TTL.
    } finally {
      clearTimeout(timer);
      awaitingAcks.delete(id);
    }
  }

  function memoBy<T>({ maxBytes, sizeOf, keep }: MemoByOptions<T>) {
    if (!opts.enabled) return (_key: string, load: () => Promise<T>) => load();
    // The promise is kept from the start, so requests that arrive while it loads share it; its size is
    // counted once it has settled. A write forgets loads under way too: the next request loads anew.
    const kept = new LRUCache<string, Promise<T>>({ maxSize: maxBytes, ttl: opts.ttlMs, ttlAutopurge: false });
    listeners.push(() => kept.clear());
    return (key: string, load: () => Promise<T>) => {
      const cached = kept.get(key);
      if (cached) return cached;
      const value = load();
      kept.set(key, value, { size: 1 });
      value.then(
        (result) => {
          if (kept.peek(key) !== value) return;
          // A settled promise of its own: lru-cache counts a new size only when the value changes.
          const size = Math.max(1, sizeOf(result));
          if (keep(result)) kept.set(key, Promise.resolve(result), { size, noUpdateTTL: true });
          else kept.delete(key);
        },
        () => {
          if (kept.peek(key) === value) kept.delete(key);
        },
      );
      return value;
    };
  }

  app.decorate('publicCache', {
    async invalidate() {
      forget();
      if (app.redisState() === 'up') await announce(app.redis!);
      else await workers?.announce(ACK_WAIT_MS);
    },
    memo<T>(load: () => Promise<T>) {
      const once = memoBy<T>({ maxBytes: 1, sizeOf: () => 1, keep: () => true });
      return () => once('', load);
    },
    memoBy,
    lookup(url: string) {
      if (!store) return undefined;
      const entry = store.get(cacheKey(url));
      if (entry) app.metrics.cacheLookup('api', true);
      return entry;
    },
    generation: () => generation,
    keep(url: string, body: unknown, since: number) {
      if (!store || since !== generation) return;
      const json = JSON.stringify(body);
      store.set(cacheKey(url), { body: json, etag: etagOf(json), contentType: JSON_TYPE, compressed: {} });
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.publicCache || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const key = cacheKey(request.url);
    request.publicCacheKey = key;
    request.publicCacheGeneration = generation;
    // A signed-in client (an admin reloading a form after a 409, a customer back from checkout) reads the
    // database: it must see its own writes and today's stock, not the last second's answer.
    if (request.headers.authorization || !store) return;
    const entry = store.get(key);
    app.metrics.cacheLookup('api', entry !== undefined);
    if (entry) return sendCached(request, reply, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Only an anonymous public read may be kept by a browser or a shared cache: an admin's read of the same list
    // must show its own edit next time, and nothing personal may sit in a cache.
    const publicRead = request.publicCacheKey !== undefined && !request.headers.authorization;
    if (request.url.startsWith('/api/') && !publicRead) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    if (WRITES.has(request.method) && reply.statusCode < 400 && INVALIDATING.test(request.url)) {
      await app.publicCache.invalidate();
      return payload;
    }
    const key = request.publicCacheKey;
    if (!publicRead || !key || reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('etag'))
      return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', PUBLIC_VARY);
    // A read that began before a write (which forgot the cache) answers what it read, but is not kept.
    if (request.publicCacheGeneration === generation)
      store?.set(key, { body: payload, etag, contentType: String(reply.getHeader('content-type')), compressed: {} });
    if (matches(request, etag)) {
      reply.status(304);
      return '';
    }
    return payload;
  });
});

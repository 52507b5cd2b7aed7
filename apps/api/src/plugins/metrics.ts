// Prometheus metrics (issue 22, decision 016): requests by route and status, their latency, the database pool, the
// caches' hits, orders placed, readiness, and Node's own process figures. Never on the public port for anyone: on a
// port of its own (METRICS_PORT, bound to HOST like the shop; keep it off the internet) or at /metrics behind a
// bearer token (METRICS_TOKEN); with neither, not served at all. Labels are bounded: a route is its pattern
// (`/api/products/:id`), never the URL a client sent.
import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { clusterMetrics, inCluster, shareMetrics } from '../lib/cluster.ts';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** Serve /metrics on this port, apart from the shop. */
  port?: number;
  host: string;
  /** Serve /metrics on the shop's port to requests bearing this token. */
  token?: string;
  /** The PostgreSQL pool's connections (none on the embedded database). */
  poolStats?: () => PoolStats;
}

export type CacheName = 'api' | 'page';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** A lookup in one of the caches: answered from it (`hit`) or not. */
      cacheLookup(cache: CacheName, hit: boolean): void;
      /** The exposition text, as Prometheus scrapes it. */
      text(): Promise<string>;
    };
  }
}

const CLUSTER_METRICS_WAIT_MS = 2_000;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(async function metrics(app: FastifyInstance, opts: MetricsOptions) {
  // A registry per app: tests run several apps in one process.
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'astroden_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'astroden_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const lookups = new Counter({
    name: 'astroden_cache_lookups_total',
    help: 'Lookups in the response cache of public reads (api) and the rendered page cache (page), by result',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const orders = new Counter({
    name: 'astroden_orders_placed_total',
    help: 'Orders placed (answered 201)',
    registers,
  });
  new Gauge({
    name: 'astroden_ready',
    help: '1 while the instance takes traffic; 0 while it starts or drains',
    registers,
    collect() {
      this.set(app.lifecycle.state() === 'ready' ? 1 : 0);
    },
  });
  const poolStats = opts.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'astroden_db_pool_connections',
      help: 'PostgreSQL pool connections: open (total), idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  new Gauge({
    name: 'astroden_jobs',
    help: 'Jobs of the job queue (decision 018) by queue and state: waiting (queued, due or later), active, failed (kept)',
    labelNames: ['queue', 'state'] as const,
    registers,
    // Every worker of a cluster reads the same queue: the server's count is any one's, not their sum.
    aggregator: 'max',
    async collect() {
      // The queue starts with the app (onReady): before that, and when it cannot be read, there is nothing to say.
      if (!app.hasDecorator('jobs') || !app.jobs.started()) return;
      const queues = await app.jobs.counts().catch(() => []);
      for (const q of queues) {
        this.set({ queue: q.name, state: 'waiting' }, q.waiting);
        this.set({ queue: q.name, state: 'active' }, q.active);
        this.set({ queue: q.name, state: 'failed' }, q.failed);
      }
    },
  });

  // In a cluster (WEB_CONCURRENCY) a scrape reaches one worker: it answers for all of them, summed by the primary
  // (its own alone if the primary does not answer in time).
  if (inCluster()) shareMetrics(registry);
  async function exposition(): Promise<{ text: string; contentType: string }> {
    const all = inCluster() ? await clusterMetrics(CLUSTER_METRICS_WAIT_MS) : undefined;
    return all ?? { text: await registry.metrics(), contentType: registry.contentType };
  }

  app.decorate('metrics', {
    cacheLookup(cache: CacheName, hit: boolean) {
      lookups.inc({ cache, result: hit ? 'hit' : 'miss' });
    },
    text: async () => (await exposition()).text,
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode === 201 && request.method === 'POST' && route === '/api/orders') orders.inc();
  });

  if (opts.port !== undefined) {
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      exposition().then(
        ({ text, contentType }) => res.writeHead(200, { 'content-type': contentType }).end(text),
        (err: unknown) => {
          app.log.error({ err }, 'metrics: could not collect');
          res.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, opts.host, () => resolve());
    });
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  } else if (opts.token) {
    const token = opts.token;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ success: false, message: 'Unauthorized' });
      }
      const { text, contentType } = await exposition();
      return reply.header('cache-control', 'no-store').type(contentType).send(text);
    });
  }
});

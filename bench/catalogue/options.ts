// The catalogue benchmark's command line: what to fill, where, and how hard to load it.
import { parseArgs } from 'node:util';

export interface BenchOptions {
  products: number;
  /** A PostgreSQL server URL (a throw-away database is made on it) or 'pglite'. */
  db: string;
  seconds: number;
  orderSeconds: number;
  warmupSeconds: number;
  /**
   * Real-traffic mode: seconds of each kind of request a newly started server is given before its cases, so that
   * they measure it warm (V8 optimises a page's render over some 10-20 s of load on 2 busy cores).
   */
  serverWarmupSeconds: number;
  connections: number;
  /** The app server's pino level: request logging is left out by default, as in the bare Fastify. */
  logLevel: string;
  /** Send `Accept-Encoding: br, gzip` like a browser (the app then compresses bodies over 1 KiB). */
  compress: boolean;
  /** Keep the throw-away PostgreSQL database or PGlite directory afterwards (its name is printed). */
  keep: boolean;
  /** Rebuild apps/api/dist/server.js first (off: measure the build that is there). */
  build: boolean;
  /** Measure only the order placement (with the bare Fastify beside it), e.g. to compare two builds. */
  ordersOnly: boolean;
  /**
   * 'real': real-traffic mode (issue 26): a fresh random URL every request, of each kind and in a mix, on the
   * normal server and with PUBLIC_CACHE=off; no order phase. 'default': the hot and cold cases and the orders.
   */
  traffic: 'default' | 'real';
  /** Another build's server (e.g. a worktree of an older commit) to measure instead of this one's. */
  server?: string;
}

const USAGE = `npm run bench:catalogue -- [--products 100000] [--db postgres://…|pglite] [--seconds 5]
  [--order-seconds 10] [--warmup 1] [--server-warmup 4] [--connections 50] [--log-level warn] [--compress] [--keep] [--no-build]
  [--orders-only] [--traffic real] [--server path/to/apps/api/dist/server.js]
Without --db: DATABASE_URL when set (a throw-away database is created on that server), else PGlite.`;

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number (got ${text})\n${USAGE}`);
  return value;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string' },
      db: { type: 'string' },
      seconds: { type: 'string' },
      'order-seconds': { type: 'string' },
      warmup: { type: 'string' },
      'server-warmup': { type: 'string' },
      connections: { type: 'string' },
      'log-level': { type: 'string' },
      compress: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'orders-only': { type: 'boolean', default: false },
      server: { type: 'string' },
      traffic: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const db = values.db ?? env.DATABASE_URL ?? 'pglite';
  if (db !== 'pglite' && !/^postgres(ql)?:\/\//.test(db))
    throw new Error(`--db must be pglite or a postgres:// URL\n${USAGE}`);
  const traffic = values.traffic ?? 'default';
  if (traffic !== 'default' && traffic !== 'real') throw new Error(`--traffic must be default or real\n${USAGE}`);
  if (traffic === 'real' && values['orders-only']) throw new Error(`--traffic real has no order phase\n${USAGE}`);
  return {
    products: Math.round(positive('products', values.products, 100_000)),
    db,
    seconds: positive('seconds', values.seconds, 5),
    orderSeconds: positive('order-seconds', values['order-seconds'], 10),
    warmupSeconds: positive('warmup', values.warmup, 1),
    serverWarmupSeconds: positive('server-warmup', values['server-warmup'], 4),
    connections: Math.max(1, Math.round(positive('connections', values.connections, 50))),
    logLevel: values['log-level'] ?? 'warn',
    compress: values.compress,
    keep: values.keep,
    build: !values['no-build'] && !values.server,
    ordersOnly: values['orders-only'],
    server: values.server,
    traffic,
  };
}

// Runtime configuration from the environment, checked once at start-up (DESIGN.md "Runtime configuration").
import os from 'node:os';
import path from 'node:path';
import { MIN_PASSWORD_LENGTH } from '@astroden/shared';
import { z } from 'zod';
import { defaultWebDist } from './paths.ts';

export interface DbLimits {
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  /** PGlite's shared_buffers. PostgreSQL's own default of 128 MB (PGlite's: 160) is touched in full at start. */
  embeddedSharedBuffersMb: number;
}

/** DB_POOL_SIZE, DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS and PGLITE_SHARED_BUFFERS_MB when unset. */
export const DEFAULT_DB_LIMITS: DbLimits = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  embeddedSharedBuffersMb: 16,
};

const boolText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Which proxies may tell the client's address (X-Forwarded-For). A hop count or a list of proxy
 * addresses is safe; `true` trusts every hop, so a client could name any address it likes (and dodge
 * the rate limits) unless the proxy overwrites the header.
 */
const PROXY_NAMES = /^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/\d{1,3})?)$/i;
const trustProxyText = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string => {
    if (/^(false|0|no|)$/i.test(v)) return false;
    if (/^(true|yes)$/i.test(v)) return true;
    if (/^\d+$/.test(v)) return Number(v);
    if (v.split(',').every((item) => PROXY_NAMES.test(item.trim()))) return v;
    ctx.addIssue({ code: 'custom', message: 'must be false, a hop count (e.g. 1), true, or proxy addresses' });
    return z.NEVER;
  });

/** A whole number from 1: milliseconds, or a count. */
const positiveWhole = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  PUBLIC_URL: z
    .url({ error: 'must be a URL, e.g. https://shop.example' })
    .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://')
    .refine((u) => new URL(u).pathname === '/' && !new URL(u).search, 'must be an origin: no path or query')
    .optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((u) => u === 'memory://' || /^postgres(ql)?:\/\//.test(u), 'must be memory:// or a postgres:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 15m, 12h or 7d')
    .default('7d'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('admin@astroden.example'),
  ADMIN_PASSWORD: z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  S3_ENDPOINT: z.url({ error: 'must be a URL' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SEED_DEMO: boolText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxyText.default(false),
  DB_POOL_SIZE: positiveWhole.pipe(z.number().max(200, 'must be at most 200')).default(DEFAULT_DB_LIMITS.poolSize),
  DB_CONNECT_TIMEOUT_MS: positiveWhole.default(DEFAULT_DB_LIMITS.connectTimeoutMs),
  DB_STATEMENT_TIMEOUT_MS: positiveWhole.default(DEFAULT_DB_LIMITS.statementTimeoutMs),
  PGLITE_SHARED_BUFFERS_MB: positiveWhole
    .pipe(z.number().max(4096, 'must be at most 4096'))
    .default(DEFAULT_DB_LIMITS.embeddedSharedBuffersMb),
  REQUEST_TIMEOUT_MS: positiveWhole.default(30_000),
  SHUTDOWN_TIMEOUT_MS: positiveWhole.default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number({ error: 'must be a whole number' }).int().min(0).default(5_000),
  PUBLIC_CACHE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  SEARCH_INDEX: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  PUBLIC_CACHE_MB: positiveWhole.pipe(z.number().max(4096, 'must be at most 4096')).default(32),
  PAGE_RENDERS_PER_MINUTE: positiveWhole.default(300),
  WEB_CONCURRENCY: positiveWhole.pipe(z.number().max(64, 'must be at most 64')).optional(),
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SMTP_URL: z
    .url({ error: 'must be a URL, e.g. smtp://user:pass@mail.example:587' })
    .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine(
      (v) => /^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(v),
      'must be an address or Name <address>, e.g. AstroDen <hello@astroden.example>',
    )
    .optional(),
  RAZORPAY_API_URL: z
    .url({ error: 'must be a URL, e.g. https://api.razorpay.com' })
    .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://')
    .default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z
    .url({ error: 'must be a URL, e.g. https://checkout.razorpay.com/v1/checkout.js' })
    .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://')
    .default('https://checkout.razorpay.com/v1/checkout.js'),
  PAYMENTS_RECONCILE_SECONDS: positiveWhole.default(60),
  JOBS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  OUTBOX_SWEEP_SECONDS: positiveWhole.default(30),
  OUTBOX_LEASE_SECONDS: positiveWhole.default(300),
  PUBLIC_CACHE_TTL_MS: positiveWhole
    .pipe(z.number().max(2000, 'must be at most 2000: stock must show within 2 s'))
    .default(1000),
});

export interface RateLimitRule {
  max: number;
  timeWindow: string;
}

export interface AppConfig {
  port: number;
  /**
   * The shop's public origin (PUBLIC_URL, or http://localhost:PORT): every absolute URL the shop writes
   * (canonical links, Open Graph, sitemaps, robots.txt, e-mails) starts with it, never with a request's Host.
   */
  publicUrl: string;
  host: string;
  dataDir: string;
  /** undefined: PGlite on disk in dataDir/db; 'memory://': in-memory PGlite; else PostgreSQL. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  adminEmail: string;
  adminPassword: string | undefined;
  redisUrl: string | undefined;
  s3: { endpoint?: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string } | undefined;
  /** undefined: seed demo data when the database is empty. */
  seedDemo: boolean | undefined;
  logLevel: string;
  trustProxy: boolean | number | string;
  rateLimits: {
    auth: RateLimitRule;
    contact: RateLimitRule;
    orders: RateLimitRule;
    /** Order tracking lookups per client address (GET /api/orders/track). */
    track: RateLimitRule;
    /** Password reset requests per client address, and per e-mail address (POST /api/auth/forgot-password). */
    passwordReset: RateLimitRule;
    passwordResetPerEmail: RateLimitRule;
  };
  /**
   * PostgreSQL: connections, and how long to wait for one and for a query. The embedded PGlite: its
   * shared buffers.
   */
  database: DbLimits;
  /** The longest a request may take before it is answered 503 (uploads get four times as long). */
  requestTimeoutMs: number;
  /** After the drain: stop accepting, let requests under way finish, and exit after this long at the latest. */
  shutdownTimeoutMs: number;
  /** On SIGTERM: how long to keep serving, not ready and closing connections, before stopping (decision 016). */
  shutdownDrainMs: number;
  /** Processes serving the port (node:cluster workers): 1 on the embedded database, else the cores by default. */
  workers: number;
  /** The response cache of public reads (plugins/public-cache.ts). */
  publicCache: { enabled: boolean; maxBytes: number; ttlMs: number };
  /** Searches read a word index held in memory (decision 024); off: PostgreSQL answers every search. */
  searchIndex: boolean;
  /** Server renders (pages not in the page cache) one client address may ask for per minute (plugins/web.ts). */
  pageRendersPerMinute: number;
  /** Prometheus /metrics (plugins/metrics.ts): on a port of its own, or on the shop's behind a token; else off. */
  metrics: { port?: number; token?: string };
  /** How often each instance cancels the pending orders past their expiry. */
  orderExpirySweepMs: number;
  /**
   * E-mail (decision 018): SMTP_URL (unset: messages are kept in the database and shown in the back office, nothing
   * is sent) and MAIL_FROM (default: the brand at the shop's contact e-mail, read when each message is rendered).
   */
  mail: { smtpUrl: string | undefined; from: string | undefined };
  /**
   * Razorpay (decision 019): its API (RAZORPAY_API_URL, without /v1) and Standard Checkout script (RAZORPAY_CHECKOUT_URL),
   * which the CSP allows and nothing else; how often unpaid online orders are checked with Razorpay
   * (PAYMENTS_RECONCILE_SECONDS). The keys and the webhook secret are settings an admin sets.
   */
  payments: { apiUrl: string; checkoutUrl: string; reconcileSeconds: number };
  /**
   * The job queue in the shop's own database (pg-boss, decision 018): e-mail, order expiry, CSV imports. `enabled`
   * false (JOBS=off) leaves the work queued for another instance; `pollingSeconds` is how often an idle worker looks;
   * `outboxSweepSeconds` how often the outbox is checked for messages whose job went missing; `outboxLeaseSeconds` how
   * long a worker's claim on a message holds before another may take it (a worker that died mid-send).
   */
  jobs: { enabled: boolean; pollingSeconds: number; outboxSweepSeconds: number; outboxLeaseSeconds: number };
  /** Where the built web app lives; serving is skipped when it does not exist. */
  webDist: string;
  /** Product URLs per sitemap (the protocol allows 50,000). */
  sitemapPageSize: number;
}

export const DEFAULT_RATE_LIMITS: AppConfig['rateLimits'] = {
  auth: { max: 10, timeWindow: '1 minute' },
  contact: { max: 5, timeWindow: '1 minute' },
  orders: { max: 20, timeWindow: '1 minute' },
  track: { max: 30, timeWindow: '1 minute' },
  passwordReset: { max: 5, timeWindow: '15 minutes' },
  passwordResetPerEmail: { max: 3, timeWindow: '1 hour' },
};

/** Every rate limit set to one rule (tests and benchmarks that must not be limited, or must be at once). */
export function everyRateLimit(rule: RateLimitRule): AppConfig['rateLimits'] {
  return Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, rule])) as AppConfig['rateLimits'];
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDist?: string): AppConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([k, v]) => k in envSchema.shape && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.S3_ENDPOINT && !e.S3_BUCKET)
    throw new ConfigError('Invalid environment:\n  S3_BUCKET: required when S3_ENDPOINT is set');
  // The embedded database is one process's (decision 001): more workers need PostgreSQL.
  if (!e.DATABASE_URL && e.WEB_CONCURRENCY !== undefined && e.WEB_CONCURRENCY > 1)
    throw new ConfigError(
      "Invalid environment:\n  WEB_CONCURRENCY: more than one worker needs DATABASE_URL (the embedded database is one process's)",
    );
  const workers = e.DATABASE_URL ? (e.WEB_CONCURRENCY ?? os.availableParallelism()) : 1;
  return {
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    redisUrl: e.REDIS_URL,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: DEFAULT_RATE_LIMITS,
    database: {
      // The server's connections, shared out among its workers: more backends than PostgreSQL's cores only
      // contend (online orders per second fell a fifth with two workers of 10 each, bench:payments).
      poolSize: Math.max(2, Math.ceil(e.DB_POOL_SIZE / workers)),
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      embeddedSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    workers,
    publicCache: {
      enabled: e.PUBLIC_CACHE === 'on',
      maxBytes: e.PUBLIC_CACHE_MB * 1024 * 1024,
      ttlMs: e.PUBLIC_CACHE_TTL_MS,
    },
    searchIndex: e.SEARCH_INDEX === 'on',
    pageRendersPerMinute: e.PAGE_RENDERS_PER_MINUTE,
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    orderExpirySweepMs: 60_000,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    payments: {
      apiUrl: e.RAZORPAY_API_URL,
      checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
      reconcileSeconds: e.PAYMENTS_RECONCILE_SECONDS,
    },
    jobs: {
      enabled: e.JOBS === 'on',
      pollingSeconds: 0.5,
      outboxSweepSeconds: e.OUTBOX_SWEEP_SECONDS,
      outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
    },
    webDist: webDist ?? defaultWebDist,
    sitemapPageSize: 50_000,
  };
}

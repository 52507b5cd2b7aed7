// Builds the Fastify instance: plugins, modules, web app. server.ts only listens.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@astroden/shared';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { destination, type Logger, pino } from 'pino';
import type { AppConfig } from './config.ts';
import { createDb, type DbHandle } from './db/client.ts';
import type { DataDirLock } from './db/data-dir-lock.ts';
import { migrateDb } from './db/migrate.ts';
import { BROTLI_OPTIONS, COMPRESS_FROM, DEFLATE_LEVEL } from './lib/accept-encoding.ts';
import { defaultBackupFile, writeBackup } from './lib/backup.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { REDACT_PATHS, redactedError, redactedRequest } from './lib/log-redaction.ts';
import { childWhenUsed } from './lib/request-logger.ts';
import { createLinkSigner, type LinkSigner } from './lib/signed-links.ts';
import { configuredStorage, LocalDiskStorage, localUploadsDir, type Storage } from './lib/storage.ts';
import { StorefrontReads } from './lib/storefront-reads.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { emailRoutes } from './modules/emails/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { podRoutes } from './modules/pods/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin from './plugins/errors.ts';
import jobsPlugin from './plugins/jobs.ts';
import lifecyclePlugin from './plugins/lifecycle.ts';
import metricsPlugin from './plugins/metrics.ts';
import publicCachePlugin from './plugins/public-cache.ts';
import redisPlugin from './plugins/redis.ts';
import securityPlugin from './plugins/security.ts';
import storagePlugin from './plugins/storage.ts';
import webPlugin from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Signs tracking links and seals reset tokens in the outbox (lib/signed-links.ts). */
    links: LinkSigner;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise one is opened from config. */
  db?: DbHandle;
  storage?: Storage;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** DATA_DIR's lock, already held by the caller (server.ts), or `false` in a first start's child. */
  lock?: DataDirLock | false;
}

/**
 * One line per request, when it is answered: what was asked (the URL without its query's values), the answer and how
 * long it took. Fastify's own is two lines, one when the request comes and one when it is answered.
 *
 * A good answer's line holds only what `redactedRequest` keeps of the request, its status and its time: nothing the
 * redaction paths look for. It is written by a logger of its own, on the same stream, without them: run over every
 * key of that line (a request, an answer, a number), they made writing it 29-32 µs instead of 7, and pino 9.9% of a
 * worker's CPU on random catalogue reads instead of 1.3% (`perf`, issue 26). An error's line keeps them, since its
 * error may carry anything.
 */
class OneLinePerRequest extends LogController {
  constructor(private readonly access: Logger) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, responseTime, err: error }, 'request errored');
      return;
    }
    if (!this.access.isLevelEnabled('info')) return;
    this.access.info(
      { reqId: request.id, req: redactedRequest(request), res: { statusCode: reply.statusCode }, responseTime },
      'request completed',
    );
  }
}

/** The router's own refusals (a bad escape, an over-long id), in the API's error shape. */
function malformedUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply
    .status(tooLong ? 414 : 400)
    .send({ success: false, message: tooLong ? 'Request URL is too long' : 'Request URL is not valid' });
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const instanceId = randomBytes(6).toString('hex');
  let requestCount = 0;
  const { trustProxy } = config;
  // Lines are written as they come, without waiting: those logged while a write is under way go out with the next
  // one (at most 4 KiB a write, whole lines, so that workers sharing a pipe never interleave within a line), and
  // whatever is left is written when the process exits. One write per line was a fifth of the orders a second under
  // load (bench:payments at LOG_LEVEL=info).
  const logStream = options.logStream ?? destination({ dest: 1, sync: false, maxWrite: 4096 });
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: redactedError, req: redactedRequest },
      stream: logStream,
    },
    logController: new OneLinePerRequest(pino({ level: config.logLevel }, logStream)),
    // Each request's logger is made only if it logs (lib/request-logger.ts).
    childLoggerFactory: childWhenUsed,
    // A hop count trusts that many proxies next to us (what proxy-addr does with a number).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    // A request that reaches us while the server closes (it was under way on a connection when the drain ended) is
    // served like any other, not answered 503: the balancer would pass a 503 on (decision 016).
    return503OnClosing: false,
    // A request that takes longer than this is answered 503 (plugins/errors.ts), whatever holds it up.
    handlerTimeout: config.requestTimeoutMs,
    // Long enough for any id; a longer path segment gets the 414 of frameworkErrors, in the API's shape.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: malformedUrl,
    // This instance's random prefix and a counter: unique across instances, and no entropy to draw per request.
    genReqId: () => `${instanceId}-${(++requestCount).toString(36)}`,
  }).withTypeProvider<ZodTypeProvider>();

  // Calls without a payload (logout, deletes) may still say they send JSON: an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body.length === 0 ? done(null, undefined) : parseJson(request, body as string, done),
  );

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  const handle =
    options.db ?? (await createDb(config.databaseUrl, config.dataDir, { limits: config.database, lock: options.lock }));
  if (!options.db) await migrateDb(handle);
  // `npm run backup` asks the shop that holds DATA_DIR for a snapshot (lib/backup.ts, decision 015).
  if (handle.lock && handle.pglite) {
    const source = {
      pglite: handle.pglite,
      dataDir: config.dataDir,
      uploadsDir: localUploadsDir(config),
    };
    handle.lock.handle('backup', async (request) => ({
      file: await writeBackup(
        source,
        typeof request.file === 'string' ? request.file : defaultBackupFile(config.dataDir),
      ),
    }));
  }
  // An in-memory database gets throw-away uploads that go with the app.
  const scratchUploads =
    !options.storage && !config.s3 && config.databaseUrl === 'memory://'
      ? await mkdtemp(path.join(os.tmpdir(), 'astroden-uploads-'))
      : undefined;
  const storage =
    options.storage ?? (scratchUploads ? new LocalDiskStorage(scratchUploads) : configuredStorage(config));
  if (scratchUploads) app.addHook('onClose', () => rm(scratchUploads, { recursive: true, force: true }));

  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin, { ...config.metrics, host: config.host, poolStats: handle.poolStats });
  await app.register(dbPlugin, { handle: options.db ? { ...handle, close: async () => {} } : handle });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(securityPlugin);
  // Before compression: its hooks see (and keep) the uncompressed bodies.
  await app.register(publicCachePlugin, config.publicCache);
  await app.register(compress, {
    threshold: COMPRESS_FROM,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: { level: DEFLATE_LEVEL },
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  });
  const secret = await resolveJwtSecret(config);
  await app.register(authPlugin, { secret, expiresIn: config.jwtExpiresIn });
  app.decorate('links', createLinkSigner(secret));
  // After the database (it closes before it) and before the modules that define their queues.
  await app.register(jobsPlugin, {
    work: config.jobs.enabled,
    pollingSeconds: config.jobs.pollingSeconds,
    stopTimeoutMs: config.shutdownTimeoutMs / 2,
  });
  await app.register(storagePlugin, { storage });
  await app.register(docsPlugin);

  app.decorate('storefrontReads', new StorefrontReads());
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(productRoutes, { prefix: '/products' });
      await api.register(podRoutes, { prefix: '/pods' });
      await api.register(orderRoutes);
      await api.register(paymentRoutes);
      await api.register(contactRoutes, { prefix: '/contact' });
      await api.register(emailRoutes, { prefix: '/emails' });
      await api.register(auditRoutes, { prefix: '/audit' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(settingsRoutes, { prefix: '/settings' });
      await api.register(pricingRoutes, { prefix: '/pricing' });
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, { pageSize: config.sitemapPageSize, cacheBytes: config.publicCache.maxBytes / 4 });
  // A quarter of the cache's memory for rendered pages: some 100 pages in the default 32 MB.
  await app.register(webPlugin, {
    root: config.webDist,
    pageCacheBytes: config.publicCache.maxBytes / 4,
    publicUrl: config.publicUrl,
    rendersPerMinute: config.pageRendersPerMinute,
  });
  return app;
}

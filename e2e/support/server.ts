// Starts the real product for browser tests: the production build of the web app served by the API,
// on a fresh in-memory database with the demo data, on a free port.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../apps/api/src/app.ts';
import { type AppConfig, everyRateLimit, loadConfig } from '../../apps/api/src/config.ts';
import { migrateDb } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { LocalDiskStorage } from '../../apps/api/src/lib/storage.ts';
import { openMemoryDb } from '../../apps/api/src/test/databases.ts';

export const ADMIN = { email: 'admin@astroden.example', password: 'e2e-admin-password' };

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * `overrides` change the configuration; `beforeListen` may add hooks to the app before it serves (a test's way to
 * make a dependency fail).
 */
export async function startServer(
  overrides: Partial<AppConfig> = {},
  beforeListen?: (app: FastifyInstance) => void,
): Promise<RunningServer> {
  const base = loadConfig({
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const relaxed = { max: 10_000, timeWindow: '1 minute' };
  const config: AppConfig = {
    ...base,
    rateLimits: everyRateLimit(relaxed),
    // Every browser test visits from one address.
    pageRendersPerMinute: 100_000,
    ...overrides,
  };
  // The run's migrated database and drawn demo images (support/global-setup.ts), copied for this shop alone.
  const demo = inject('demoImages');
  const db = await openMemoryDb({ limits: config.database });
  await migrateDb(db);
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'astroden-uploads-'));
  if (demo) await cp(demo.dir, uploads, { recursive: true });
  const app = await buildApp(config, { db, storage: new LocalDiskStorage(uploads) });
  beforeListen?.(app);
  await bootstrap(app, demo && config.seedDemo !== false ? Promise.resolve(demo.images) : undefined);
  app.lifecycle.markReady();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const close = async () => {
    await app.close();
    await db.close();
    await rm(uploads, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${address.port}`, app, close };
}

// Starts the real product for browser tests: the production build of the web app served by the API,
// on a fresh in-memory database with the demo data, on a free port.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { type AppConfig, everyRateLimit, loadConfig } from '../../apps/api/src/config.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';

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
  const app = await buildApp({
    ...base,
    rateLimits: everyRateLimit(relaxed),
    // Every browser test visits from one address.
    pageRendersPerMinute: 100_000,
    ...overrides,
  });
  beforeListen?.(app);
  await bootstrap(app);
  app.lifecycle.markReady();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return { url: `http://127.0.0.1:${address.port}`, app, close: () => app.close() };
}

// Test harness: a real app on a real database per test file: in-memory PGlite, or a fresh
// database on the PostgreSQL of TEST_DATABASE_URL, each a copy of one migrated for the run. No mocks.
import { randomUUID } from 'node:crypto';
import type { Role } from '@astroden/shared';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { type AppConfig, DEFAULT_RATE_LIMITS, everyRateLimit, loadConfig } from '../config.ts';
import { createDb, type DbHandle, type DbOptions } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { dropDatabase, onServer, openMemoryDb } from './databases.ts';

export interface TestApp {
  /** A second instance on the same database (two servers behind one load balancer); closed with this one. */
  sibling(overrides?: Partial<AppConfig>): Promise<FastifyInstance>;
  app: FastifyInstance;
  close(): Promise<void>;
}

const RELAXED = { max: 10_000, timeWindow: '1 minute' };

async function openTestDb(dbOptions: DbOptions): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { handle: await openMemoryDb(dbOptions), drop: async () => {} };
  const name = `astroden_test_${randomUUID().replaceAll('-', '')}`;
  // A copy of the run's migrated template (test/global-setup.ts) when there is one.
  const template = inject('templateDatabase');
  await onServer(base, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await createDb(url.toString(), '', dbOptions);
  return { handle, drop: () => dropDatabase(base, name) };
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildOptions, 'logStream'> & Pick<DbOptions, 'onQuery'> = {},
): Promise<TestApp> {
  const { handle, drop } = await openTestDb({ onQuery: options.onQuery });
  await migrateDb(handle);
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    databaseUrl: 'memory://',
    jwtSecret: randomUUID() + randomUUID(),
    seedDemo: false,
    rateLimits: everyRateLimit(RELAXED),
    // Tests write to the database behind the API's back: the response cache would answer from before.
    // plugins/public-cache.test.ts turns it on.
    publicCache: { enabled: false, maxBytes: 8 * 1024 * 1024, ttlMs: 1000 },
    webDist: '/nonexistent',
    ...overrides,
  };
  const build = async (more: Partial<AppConfig> = {}) => {
    const built = await buildApp({ ...config, ...more }, { db: handle, logStream: options.logStream });
    await built.ready();
    built.lifecycle.markReady();
    return built;
  };
  const app = await build();
  const siblings: FastifyInstance[] = [];
  return {
    app,
    async sibling(more) {
      const other = await build(more);
      siblings.push(other);
      return other;
    },
    async close() {
      for (const other of siblings) await other.close();
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

export { DEFAULT_RATE_LIMITS };

let counter = 0;
export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

/** Inserts a user straight into the database and signs a token for it. */
export async function createUser(
  app: FastifyInstance,
  opts: { role?: Role; isActive?: boolean; name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = opts.email ?? `user${counter}-${randomUUID().slice(0, 8)}@test.example`;
  const password = opts.password ?? 'secret-pass-1';
  const [row] = await app.db
    .insert(users)
    .values({
      name: opts.name ?? `Test User ${counter}`,
      email,
      role: opts.role ?? 'user',
      isActive: opts.isActive ?? true,
      passwordHash: await hashPassword(password),
    })
    .returning();
  const token = await app.tokens.sign(row!.id);
  return { id: row!.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}

export const createAdmin = (app: FastifyInstance) => createUser(app, { role: 'admin' });

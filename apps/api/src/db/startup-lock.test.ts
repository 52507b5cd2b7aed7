// Five instances started at once on a new PostgreSQL database (a deploy of five replicas): each migrates and
// bootstraps under the start-up lock, so all five come up and the first admin and the demo data exist once.
// Without the lock, two of three exited on a duplicate pg_extension row (issue 22).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { bootstrap } from './seed/bootstrap.ts';

const base = process.env.TEST_DATABASE_URL;

describe.runIf(base)('instances that start together on one new PostgreSQL database', () => {
  it('all five become ready, and the first admin and the demo data are made once', async () => {
    const { default: pg } = await import('pg');
    const name = `astroden_start_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const apps: FastifyInstance[] = [];
    // The demo images go to a scratch directory (PostgreSQL keeps the rows, the uploads stay on disk).
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'astroden-start-'));
    try {
      const config = {
        ...loadConfig({
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          ADMIN_EMAIL: 'first@start.example',
          ADMIN_PASSWORD: 'first-start-pass',
        }),
        databaseUrl: url.toString(),
        jwtSecret: randomUUID() + randomUUID(),
        webDist: '/nonexistent',
      };
      const started = await Promise.allSettled(
        Array.from({ length: 5 }, async () => {
          const app = await buildApp(config);
          apps.push(app);
          const result = await bootstrap(app);
          await app.ready();
          app.lifecycle.markReady();
          return result;
        }),
      );
      expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
      const results = started.map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof bootstrap>>>).value);
      expect(results.filter((r) => r.adminCreated)).toHaveLength(1);
      expect(results.filter((r) => r.demoSeeded)).toHaveLength(1);
      for (const app of apps) expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);

      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      try {
        const count = async (query: string) => (await db.query(query)).rows[0].n as number;
        expect(await count(`select count(*)::int as n from users where role = 'admin'`)).toBe(1);
        // Every demo product once: no name twice.
        expect(await count('select count(*)::int as n from products')).toBeGreaterThan(0);
        expect(
          await count('select count(*)::int as n from (select name from products group by name having count(*) > 1) d'),
        ).toBe(0);
      } finally {
        await db.end();
      }
    } finally {
      for (const app of apps) await app.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

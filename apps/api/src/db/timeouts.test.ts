// A PostgreSQL that stops answering must not hold requests, nor the process, forever: statement and
// client time-outs answer 503, a request time-out bounds every request, and SIGTERM exits by its deadline.
// These need a real PostgreSQL to stall (TEST_DATABASE_URL; .ci/run sets it).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { apiRoot } from '../paths.ts';
import { UNAVAILABLE_MESSAGE } from '../plugins/errors.ts';
import { closedPort, type TcpProxy, tcpProxy } from '../test/tcp-proxy.ts';
import { createDb } from './client.ts';
import { migrateDb } from './migrate.ts';

const base = process.env.TEST_DATABASE_URL;

// Generous test time-outs: a loaded CI machine starts a server process slowly; none of them is a measure.
describe.skipIf(!base)(
  'time-outs on a PostgreSQL that stops answering (TEST_DATABASE_URL)',
  { timeout: 120_000 },
  () => {
    let name: string;
    let proxy: TcpProxy;
    let proxiedUrl: string;

    beforeAll(async () => {
      const { default: pg } = await import('pg');
      name = `astroden_timeouts_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const direct = new URL(base!);
      direct.pathname = `/${name}`;
      const handle = await createDb(direct.toString(), '');
      await migrateDb(handle);
      // A contact message that takes the database 3 s to store: a slow disk, a lock held elsewhere.
      await handle.db.execute(sql`
      create function slow_write() returns trigger language plpgsql as $$
      begin perform pg_sleep(3); return new; end $$`);
      await handle.db.execute(
        sql`create trigger slow_contacts before insert on contacts for each row execute function slow_write()`,
      );
      await handle.close();
      proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const proxied = new URL(direct);
      proxied.host = `127.0.0.1:${proxy.port}`;
      proxiedUrl = proxied.toString();
    });

    afterAll(async () => {
      await proxy?.close();
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    async function app(env: Record<string, string>): Promise<FastifyInstance> {
      const config = loadConfig(
        { DATABASE_URL: proxiedUrl, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), PUBLIC_CACHE: 'off', ...env },
        '/nonexistent',
      );
      const built = await buildApp(config);
      await built.ready();
      return built;
    }

    const contact = (target: FastifyInstance) =>
      target.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          fullName: 'Slow Poke',
          email: 'slow@timeouts.example',
          phoneNo: '9876543210',
          subject: 'Support',
          message: 'Hello',
        },
      });

    it('answers 503 when a statement runs past DB_STATEMENT_TIMEOUT_MS', async () => {
      const target = await app({ DB_STATEMENT_TIMEOUT_MS: '300' });
      try {
        const res = await contact(target);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
        expect(res.headers['retry-after']).toBe('5');
      } finally {
        await target.close();
      }
    });

    it('answers 503 when a request runs past REQUEST_TIMEOUT_MS, whatever holds it up', async () => {
      const target = await app({ REQUEST_TIMEOUT_MS: '300' });
      try {
        const res = await contact(target);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
      } finally {
        await target.close();
      }
    });

    it('answers 503 when the server stops answering altogether, instead of waiting forever', async () => {
      const target = await app({ DB_STATEMENT_TIMEOUT_MS: '500' });
      try {
        expect((await target.inject({ url: '/api/products' })).statusCode).toBe(200);
        proxy.stall();
        const res = await target.inject({ url: '/api/products' });
        expect(res.statusCode).toBe(503);
      } finally {
        // Cut what hangs, open the way again, then close: a close that went wrong must not leave the
        // proxy stalled for the tests after this one.
        proxy.cut();
        proxy.restore();
        await target.close();
      }
    });

    describe('the server process on SIGTERM', () => {
      let dataDir: string;
      beforeAll(async () => {
        dataDir = await mkdtemp(path.join(os.tmpdir(), 'astroden-shutdown-'));
      });
      afterAll(() => rm(dataDir, { recursive: true, force: true }));

      async function start(env: Record<string, string>) {
        const port = await closedPort();
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
          cwd: apiRoot,
          env: {
            ...process.env,
            DATABASE_URL: proxiedUrl,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            SEED_DEMO: 'false',
            ADMIN_PASSWORD: 'shutdown-test',
            LOG_LEVEL: 'warn',
            ...env,
          },
          stdio: 'ignore',
        });
        const url = `http://127.0.0.1:${port}`;
        for (let waited = 0; ; waited += 200) {
          if (waited > 90_000) throw new Error('the server did not start');
          const up = await fetch(`${url}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (up) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return { child, url };
      }

      const exited = (child: ChildProcess) =>
        new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

      it('exits cleanly when nothing is under way', async () => {
        const { child } = await start({});
        const exit = exited(child);
        child.kill('SIGTERM');
        expect(await exit).toBe(0);
      });

      it('exits by SHUTDOWN_TIMEOUT_MS while a request waits on a database that stopped answering', async () => {
        const { child, url } = await start({ SHUTDOWN_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '120000' });
        try {
          proxy.stall();
          const hanging = fetch(`${url}/api/products`).catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 300));
          const exit = exited(child);
          child.kill('SIGTERM');
          // Without the deadline this never resolves: the stalled query holds the request and the pool.
          expect(await exit).toBe(1);
          await hanging;
        } finally {
          proxy.cut();
          proxy.restore();
          child.kill('SIGKILL');
        }
      });
    });
  },
);

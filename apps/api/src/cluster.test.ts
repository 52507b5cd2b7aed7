// WEB_CONCURRENCY (issue 26, decision 021): on PostgreSQL the server is several processes on one port. A write seen
// through any of them is what every one answers next (each keeps its own response cache, told to forget through the
// primary); a worker that dies is replaced while the others serve; the metrics speak for all of them; SIGTERM drains
// every worker and the server exits 0. The embedded database stays one process.

import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { freePort } from './test/tcp-proxy.ts';

const server = path.resolve(import.meta.dirname, 'server.ts');
const base = process.env.TEST_DATABASE_URL;

it('refuses more than one worker on the embedded database, saying why, and shares the pool out', () => {
  expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
    /WEB_CONCURRENCY: more than one worker needs DATABASE_URL/,
  );
  expect(loadConfig({ WEB_CONCURRENCY: '1' }).workers).toBe(1);
  expect(loadConfig({}).workers).toBe(1);
  expect(loadConfig({ DATABASE_URL: 'postgres://db.example/shop' }).workers).toBe(os.availableParallelism());
  expect(loadConfig({ DATABASE_URL: 'postgres://db.example/shop', WEB_CONCURRENCY: '3' }).workers).toBe(3);
  // DB_POOL_SIZE is the server's: shared out among its workers, at least two connections each.
  const pool = (env: Record<string, string>) =>
    loadConfig({ DATABASE_URL: 'postgres://db.example/shop', ...env }).database.poolSize;
  expect(pool({ WEB_CONCURRENCY: '2' })).toBe(5);
  expect(pool({ WEB_CONCURRENCY: '3', DB_POOL_SIZE: '10' })).toBe(4);
  expect(pool({ WEB_CONCURRENCY: '4', DB_POOL_SIZE: '4' })).toBe(2);
  expect(pool({ WEB_CONCURRENCY: '1' })).toBe(10);
});

/** The worker processes of a primary, from /proc. */
function workersOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

describe.runIf(base)('two worker processes on one PostgreSQL database', () => {
  const METRICS_TOKEN = 'cluster-test-metrics-token';
  const ADMIN = { email: 'cluster@test.example', password: 'cluster-test-admin' };
  let name = '';
  let dataDir = '';
  let port = 0;
  let primary: ChildProcess;
  let output = '';
  const url = (p: string) => `http://127.0.0.1:${port}${p}`;
  /** One request on a connection of its own: node:cluster hands each new connection to the next worker. */
  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(url(p), { headers: { connection: 'close', ...headers } });

  beforeAll(async () => {
    const { default: pg } = await import('pg');
    name = `astroden_cluster_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const databaseUrl = new URL(base!);
    databaseUrl.pathname = `/${name}`;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'astroden-cluster-'));
    port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET: randomUUID() + randomUUID(),
        METRICS_TOKEN,
        // Long enough that a worker not told of a write would still answer the old value when asked next.
        PUBLIC_CACHE_TTL_MS: '2000',
        LOG_LEVEL: 'silent',
        SHUTDOWN_DRAIN_MS: '0',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    primary.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // Ready when every connection, whichever worker takes it, is, and the worker that speaks for the server has
    // said so: node:cluster hands connections only to workers already listening, so four good answers from the
    // first worker up could come before the second one listens (a CI run once asserted the banner too soon).
    for (let tries = 0; ; tries += 1) {
      const answers = await Promise.all([1, 2, 3, 4].map(() => get('/api/health/ready').catch(() => undefined)));
      const said = output.includes('AstroDen is running at');
      if (workersOf(primary.pid!).length === 2 && said && answers.every((a) => a?.ok)) break;
      if (primary.exitCode !== null || tries > 240) throw new Error(`the server did not become ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      primary.kill('SIGKILL');
      for (const pid of workersOf(primary.pid!)) process.kill(pid, 'SIGKILL');
    }
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says once that it is running, and serves from both workers', () => {
    expect(output.match(/AstroDen is running at/g)).toHaveLength(1);
    expect(output).toContain('AstroDen starts 2 worker processes (WEB_CONCURRENCY)');
  });

  it('answers a write made through one worker from every worker at once', async () => {
    const login = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const fees = async () =>
      Promise.all(
        Array.from({ length: 6 }, async () => {
          const res = await get('/api/settings/public');
          return ((await res.json()) as { data: { shippingFee: number } }).data.shippingFee;
        }),
      );
    for (const fee of [61, 62, 63]) {
      // Both workers hold the public settings in their caches...
      await fees();
      const put = await fetch(url('/api/settings/shippingFee'), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ value: fee }),
      });
      expect(put.status).toBe(200);
      // ...and neither answers the old fee once the write has been answered.
      expect(await fees()).toEqual([fee, fee, fee, fee, fee, fee]);
    }
  });

  it('counts the requests of every worker in its metrics', async () => {
    const scrape = async () => {
      const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      const text = await res.text();
      const line = text
        .split('\n')
        .find((l) => l.startsWith('astroden_http_requests_total{method="GET",route="/api/health"'));
      return { ready: /^astroden_ready (\d+)$/m.exec(text)?.[1], health: Number(line?.split(' ').at(-1) ?? 0) };
    };
    const before = (await scrape()).health;
    for (let i = 0; i < 10; i += 1) expect((await get('/api/health')).status).toBe(200);
    const after = await scrape();
    expect(after.health - before).toBe(10);
    expect(after.ready).toBe('2');
  });

  it('replaces a worker that dies, and the other serves meanwhile', async () => {
    const [victim, survivor] = workersOf(primary.pid!);
    process.kill(victim!, 'SIGKILL');
    await expect
      .poll(() => output, { timeout: 10_000 })
      .toContain(`worker ${victim} exited (SIGKILL): starting another`);
    for (let i = 0; i < 6; i += 1) expect((await get('/api/health')).status).toBe(200);
    await expect
      .poll(() => workersOf(primary.pid!).filter((pid) => pid !== victim), { timeout: 60_000 })
      .toHaveLength(2);
    expect(workersOf(primary.pid!)).toContain(survivor);
  });

  it('drains every worker on SIGTERM and exits 0', async () => {
    const workers = workersOf(primary.pid!);
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});

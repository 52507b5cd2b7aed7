// A backup of a running shop (issue 22, decision 015): taken while orders keep coming, through the command a shop
// owner runs (`npm run backup`, which asks the running server on DATA_DIR's socket), restored into a new data
// directory, holds every order acknowledged before it began.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { everyRateLimit, loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { type DataDirLock, lockDataDir } from '../db/data-dir-lock.ts';
import { products } from '../db/schema/index.ts';
import { liftOrderVelocityLimits, orderBody } from '../test/fixtures.ts';
import { BackupError, restoreBackup } from './backup.ts';
import { ensureDefaultSettings } from './default-settings.ts';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../data-dir-cli.ts');
const RELAXED = { max: 100_000, timeWindow: '1 minute' };

let scratch: string;
let dataDir: string;
let lock: DataDirLock;
let app: FastifyInstance;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'astroden-backup-'));
  dataDir = path.join(scratch, 'shop');
  lock = await lockDataDir(dataDir);
  await writeFile(path.join(dataDir, 'jwt-secret'), `${randomUUID()}${randomUUID()}`, { mode: 0o600 });
  app = await buildApp(
    {
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      seedDemo: false,
      rateLimits: everyRateLimit(RELAXED),
      webDist: '/nonexistent',
    },
    { lock },
  );
  await app.ready();
  await liftOrderVelocityLimits(app.db);
  await ensureDefaultSettings(app.db);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await lock?.release();
  await rm(scratch, { recursive: true, force: true });
});

describe('npm run backup on a running shop, and npm run restore', () => {
  // Each order also commits its e-mail's job, claim and outcome (an fsync each on this database on disk): while four
  // customers order back to back, the backup's own file writes and fsyncs wait their turn (40-90 s here, was 24 s).
  it('restores, in a new data directory, every order acknowledged before the backup began', async () => {
    const [product] = await app.db
      .insert(products)
      .values({ name: 'Backup Beacon', description: 'Kept', pricePaise: 1000, stock: 1_000_000, category: 'Backup' })
      .returning();
    const acknowledged: string[] = [];
    let streaming = true;
    // Four customers ordering one after another, all the while.
    const customer = async (n: number) => {
      while (streaming) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: orderBody([{ productId: product!.id, quantity: 1 }], { email: `buyer${n}@backup.example` }),
        });
        expect(res.statusCode, res.body).toBe(201);
        acknowledged.push(res.json().data._id);
      }
    };
    const stream = Promise.all([1, 2, 3, 4].map(customer));
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));

    const before = [...acknowledged];
    const file = path.join(scratch, 'mid-stream.tar.gz');
    // The owner's command, as a shop owner runs it: it asks this process (which holds DATA_DIR) for the snapshot.
    const backup = run(process.execPath, ['--import', 'tsx', cli, 'backup', file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    const { stdout } = await backup;
    const after = acknowledged.length;
    streaming = false;
    await stream;
    expect(stdout.trim().split('\n').at(-1)).toBe(file);
    expect(after).toBeGreaterThan(before.length);

    const restored = path.join(scratch, 'restored');
    await restoreBackup(file, restored);
    expect(await readFile(path.join(restored, 'jwt-secret'), 'utf8')).toBe(
      await readFile(path.join(dataDir, 'jwt-secret'), 'utf8'),
    );
    const handle = await createDb(undefined, restored);
    try {
      const rows = (await handle.db.execute(sql`select id from orders`)) as unknown as { rows: { id: string }[] };
      const there = new Set(rows.rows.map((r) => r.id));
      expect(before.filter((id) => !there.has(id))).toEqual([]);
      // Nothing from after the snapshot is half there: every restored order has its items.
      const orphans = (await handle.db.execute(
        sql`select count(*)::int as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
      )) as unknown as { rows: { n: number }[] };
      expect(orphans.rows[0]!.n).toBe(0);
    } finally {
      await handle.close();
    }
  }, 240_000);

  it('restores only into a data directory without a database, unless told to replace it', async () => {
    const file = path.join(scratch, 'again.tar.gz');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, 'backup', file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    expect(stdout.trim().split('\n').at(-1)).toBe(file);
    const target = path.join(scratch, 'twice');
    await restoreBackup(file, target);
    await expect(restoreBackup(file, target)).rejects.toBeInstanceOf(BackupError);
    await restoreBackup(file, target, { replace: true });
    const kept = readdirSync(target).filter((name) => name.startsWith('db.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(existsSync(path.join(target, 'db', 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('refuses to restore into the data directory of a running shop', async () => {
    const file = path.join(scratch, 'mid-stream.tar.gz');
    const refused = await run(process.execPath, ['--import', 'tsx', cli, 'restore', file, '--replace'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    }).catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain(`The data directory ${dataDir} is in use by process`);
  }, 60_000);
});

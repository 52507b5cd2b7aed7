// The embedded database acknowledges a write only once it is on disk (issue: PGlite starts with fsync off).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.ts';

let dir: string;
let handle: DbHandle;
let fsyncs = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'astroden-durable-'));
  handle = await createDb(undefined, dir, { onFsync: () => fsyncs++ });
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

const setting = async (name: string) => {
  const result = (await handle.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  return Object.values(result.rows[0]!)[0];
};

describe('PGlite on disk', () => {
  it('runs PostgreSQL with fsync on, flushing the WAL with fsync()', async () => {
    expect(await setting('fsync')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('fsync');
    expect(await setting('synchronous_commit')).toBe('on');
  });

  it('flushes to disk before a commit is acknowledged', async () => {
    await handle.db.execute(sql`create table durable_probe (n int)`);
    const before = fsyncs;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into durable_probe values (1)`);
    });
    expect(fsyncs).toBeGreaterThan(before);
  });
});

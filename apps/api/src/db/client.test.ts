// The embedded database acknowledges a write only once it is on disk (issue: PGlite starts with fsync off),
// holds no more memory than it needs, and a new one is created whole or not at all.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.ts';
import { ensureCluster } from './pglite-cluster.ts';

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

describe('a new embedded database', () => {
  it("keeps PostgreSQL's shared buffers small (16 MB unless configured)", async () => {
    expect(await setting('shared_buffers')).toBe('16MB');
  });

  it('is created by a child process, then renamed into place with nothing left beside it', async () => {
    // The handle above started on an empty data directory: its cluster came through the same path.
    expect(existsSync(path.join(dir, 'db', 'PG_VERSION'))).toBe(true);
    expect((await readdir(dir)).filter((name) => name.includes('initdb'))).toEqual([]);
  });

  it("is a copy of the build's template cluster when there is one", async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'astroden-cluster-'));
    try {
      await writeFile(path.join(dir, 'db', 'template-mark'), 'from the template');
      const copy = path.join(other, 'db');
      expect(await ensureCluster(copy, path.join(dir, 'db'))).toBe(true);
      expect(await readFile(path.join(copy, 'template-mark'), 'utf8')).toBe('from the template');
      expect((await readdir(other)).filter((name) => name.includes('initdb'))).toEqual([]);
    } finally {
      await rm(path.join(dir, 'db', 'template-mark'), { force: true });
      await rm(other, { recursive: true, force: true });
    }
  });

  it('leaves a directory it did not make alone, and a finished cluster as it is', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'astroden-cluster-'));
    try {
      const foreign = path.join(other, 'db');
      await mkdir(foreign);
      await writeFile(path.join(foreign, 'notes.txt'), 'not a database');
      expect(await ensureCluster(foreign)).toBe(false);
      expect(await readdir(foreign)).toEqual(['notes.txt']);
      expect(await ensureCluster(path.join(dir, 'db'))).toBe(true);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

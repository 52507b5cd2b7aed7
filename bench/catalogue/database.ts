// Where the benchmark's catalogue lives: a throw-away database on the PostgreSQL server it is given
// (never the named database itself), or an embedded PGlite in a temporary data directory.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDb, type DbHandle, type DbOptions } from '../../apps/api/src/db/client.ts';

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** What the server runs on, for the report. */
  description: string;
  /** DATABASE_URL and DATA_DIR for the app server. */
  serverEnv: Record<string, string | undefined>;
  dataDir: string;
  /** Opens it from this process the way the app does (only while no server holds a PGlite). */
  /** `options`: e.g. longer limits for a diagnostic query than the app's own. */
  open(options?: DbOptions): Promise<DbHandle>;
  dispose(): Promise<void>;
}

export async function rows<T>(handle: DbHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function prepareDatabase(target: string, keep: boolean): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'astroden-bench-'));
  const removeDir = () => (keep ? Promise.resolve() : rm(dataDir, { recursive: true, force: true }));
  if (target === 'pglite') {
    return {
      kind: 'pglite',
      description: `embedded PGlite in ${keep ? dataDir : 'a temporary data directory'}`,
      serverEnv: { DATA_DIR: dataDir },
      dataDir,
      open: (options) => createDb(undefined, dataDir, options),
      dispose: removeDir,
    };
  }
  const name = `astroden_bench_${Date.now().toString(36)}`;
  const url = new URL(target);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const admin = await createDb(target, dataDir);
  let version: string;
  try {
    await admin.db.execute(sql.raw(`create database ${name}`));
    [{ version } = { version: '?' }] = await rows<{ version: string }>(
      admin,
      sql`select current_setting('server_version') as version`,
    );
  } finally {
    await admin.close();
  }
  return {
    kind: 'postgres',
    description: `PostgreSQL ${version} on ${url.host}, throw-away database ${name}${keep ? ' (kept)' : ''}`,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    dataDir,
    open: (options) => createDb(databaseUrl, dataDir, options),
    dispose: async () => {
      if (!keep) {
        const again = await createDb(target, dataDir);
        try {
          await again.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        } finally {
          await again.close();
        }
      }
      await removeDir();
    },
  };
}

// The migrated database each test file's own starts from, made once per run by the global setups
// (test/global-setup.ts, e2e/support/global-setup.ts): a new PGlite cluster runs initdb (some 2 s of CPU) and
// every migration, which a few hundred test files would otherwise repeat.
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle, type DbOptions } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated PGlite cluster (writeMigratedCluster). */
    migratedCluster?: string;
  }
}

/** Writes a dump of a new in-memory cluster with every migration applied (PGlite's dumpDataDir) to `file`. */
export async function writeMigratedCluster(file: string): Promise<void> {
  const handle = await createDb('memory://', '');
  try {
    await migrateDb(handle);
    const dump = await (handle.pglite as NonNullable<typeof handle.pglite>).dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/** In a test: a new in-memory database, a copy of the run's migrated cluster when the global setup made one. */
export async function openMemoryDb(options: DbOptions = {}): Promise<DbHandle> {
  const cluster = inject('migratedCluster');
  const loadDataDir = cluster ? new Blob([await readFile(cluster)]) : undefined;
  return createDb('memory://', '', { ...options, loadDataDir });
}

/** pool.end() resolves before its connections have finished closing: waits (up to 5 s) for them to go. */
export async function untilDisconnected(client: pg.Client, database: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      database,
    ]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function onServer<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database on the PostgreSQL of `base` with every migration applied, for test databases to copy
 * (`create database … template`), and returns its name. Nothing may stay connected to it: it is migrated on a
 * connection of its own that has closed when this returns.
 */
export async function createTemplateDatabase(base: string): Promise<string> {
  const name = `astroden_template_${randomUUID().replaceAll('-', '')}`;
  await onServer(base, (client) => client.query(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await createDb(url.toString(), '');
  try {
    await migrateDb(handle);
  } finally {
    await handle.close();
  }
  await onServer(base, (client) => untilDisconnected(client, name));
  return name;
}

/** Drops a database once its pool's connections have gone (forcing them while they close fails them with 57P01). */
export function dropDatabase(base: string, name: string): Promise<void> {
  return onServer(base, async (client) => {
    await untilDisconnected(client, name);
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

// Opens the database: PGlite (embedded, on disk or in memory) or PostgreSQL through a pool.
// Nothing connects at import time.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function createDb(databaseUrl: string | undefined, dataDir: string): Promise<DbHandle> {
  if (databaseUrl && databaseUrl !== 'memory://') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover) must not crash the process: the pool
    // discards it and opens another on the next query. Without a listener, 'error' would be thrown.
    pool.on('error', (err) => console.error(`PostgreSQL: an idle connection failed (${err.message})`));
    // Bigint sums and counts come back as text by default; our figures fit in a double.
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dir: string | undefined;
  if (!databaseUrl) {
    dir = path.join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
  });
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

// Instances that start together on one PostgreSQL database take turns for what must happen once: the migrations
// (two at once both ran `create extension` and one failed on a unique index) and the first start's bootstrap
// (the first admin, default settings, the demo data). A session-level advisory lock on a connection of its own;
// the embedded database is one process's (db/data-dir-lock.ts) and needs none.
import type pg from 'pg';

const STARTUP_LOCK = `hashtextextended('astroden:startup', 0)`;

/** Runs `work` on `client` while holding the start-up lock (waiting for another instance's turn first). */
export async function underStartupLock<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query(`select pg_advisory_lock(${STARTUP_LOCK})`);
  try {
    return await work();
  } finally {
    await client.query(`select pg_advisory_unlock(${STARTUP_LOCK})`);
  }
}

/** `underStartupLock` on a connection of its own to `databaseUrl`; on the embedded database, `work` at once. */
export async function withStartupLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl || databaseUrl === 'memory://') return work();
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await underStartupLock(client, work);
  } finally {
    await client.end();
  }
}

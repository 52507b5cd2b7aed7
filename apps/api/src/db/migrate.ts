import { migrationsFolder } from '../paths.ts';
import type { DbHandle } from './client.ts';
import { underStartupLock } from './startup-lock.ts';

/** Applies the committed SQL migrations; the same files on PGlite and PostgreSQL. */
export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    // A connection of its own, without the pool's statement time-out: building an index on a large
    // table may take longer than any request should.
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const client = new pg.Client({ connectionString: handle.url });
    await client.connect();
    try {
      // Instances starting together migrate one after the other; the later ones find nothing to do.
      await underStartupLock(client, () => migrate(drizzle(client), { migrationsFolder }));
    } finally {
      await client.end();
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}

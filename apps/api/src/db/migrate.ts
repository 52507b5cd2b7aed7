import { migrationsFolder } from '../lib/paths.ts';
import type { DbHandle } from './client.ts';

/** Applies the committed SQL migrations; the same files on PGlite and PostgreSQL. */
export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}

// The audit log's writer side: an admin's write runs in a transaction that names the admin, and the
// triggers of migration 0012 record every row it creates, changes or deletes, in that same transaction
// (an entry exists exactly when the write does).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export interface Actor {
  id: string;
  email: string;
}

/** Runs `write` in a transaction signed by `actor`: every row it writes is in the audit log. */
export async function asActor<T>(db: Database, actor: Actor, write: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('astroden.actor_id', ${actor.id}, true), set_config('astroden.actor_email', ${actor.email}, true)`,
    );
    return write(tx as unknown as Database);
  });
}

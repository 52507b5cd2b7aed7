import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DbHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** What the database is (PGlite or PostgreSQL) and how to reach it, for what talks to it on its own (the job queue). */
    dbHandle: DbHandle;
  }
}

/** Exposes the database to routes and closes it with the app. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { handle: DbHandle }) {
    app.decorate('db', opts.handle.db);
    app.decorate('dbHandle', opts.handle);
    app.addHook('onClose', async () => {
      await opts.handle.close();
    });
  },
  { name: 'db' },
);

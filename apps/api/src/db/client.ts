// Opens the database: PGlite (embedded, on disk or in memory) or PostgreSQL through a pool.
// Nothing connects at import time.
import { closeSync, fsyncSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type DbLimits, DEFAULT_DB_LIMITS } from '../config.ts';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { ensureCluster } from './pglite-cluster.ts';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's URL: migrations run on a connection of their own, without the request time-outs. */
  url?: string;
  /** The embedded database on disk: this process's hold on DATA_DIR (db/data-dir-lock.ts). */
  lock?: DataDirLock;
  /** The PostgreSQL pool's connections, for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite itself, for what only it does (a snapshot of its data directory for backups). */
  pglite?: import('@electric-sql/pglite').PGlite;
  close(): Promise<void>;
}

/**
 * How alike a typed word and a word of the names' vocabulary must be to correct it (decision 009):
 * 'zentih' and 'zenith' score 0.27, 'nebual' and 'nebula' 0.4. Set per session: pg_trgm's `%` reads it.
 */
export const TYPO_SIMILARITY = 0.25;

export interface DbOptions {
  limits?: DbLimits;
  /** Called after each fsync the embedded database asks for (tests count them). */
  onFsync?: () => void;
  /** Called with every statement sent (tests count the queries a request makes). */
  onQuery?: (query: string) => void;
  /**
   * The embedded database on disk: DATA_DIR's lock when this process already holds it (the server takes it
   * before a first start's child), `false` in that child (its parent holds it); otherwise it is taken here.
   */
  lock?: DataDirLock | false;
  /**
   * In memory: start from this dump of a data directory (PGlite's dumpDataDir) instead of a new cluster. The
   * tests open one already migrated: a new one runs initdb, some 2 s of CPU for every test file.
   */
  loadDataDir?: Blob;
}

export async function createDb(
  databaseUrl: string | undefined,
  dataDir: string,
  options: DbOptions = {},
): Promise<DbHandle> {
  if (databaseUrl && databaseUrl !== 'memory://') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const limits = options.limits ?? DEFAULT_DB_LIMITS;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: limits.poolSize,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      // The server cancels a statement that runs too long; the client gives up a little later on a
      // server that has stopped answering altogether. Neither leaves a request waiting forever.
      statement_timeout: limits.statementTimeoutMs,
      query_timeout: limits.statementTimeoutMs + 1_000,
      idle_in_transaction_session_timeout: limits.statementTimeoutMs,
      // Plans as PostgreSQL makes them by default (auto): a named statement (the catalogue's reads,
      // products/catalogue.ts) is planned for its values five times, then once for any values when that plan
      // is no dearer, as it is for a listing's page and a product by id (planning cost more than running
      // them, issue 26); the search statements fix their plans' shapes themselves (OFFSET 0, `is true`,
      // branches chosen by the count), and their generic plans were measured as fast. Everything else is sent
      // unnamed, a statement of its own each time: planned for its values. (force_custom_plan, before, planned
      // every execution of every statement: a listing spent a third of its database time planning.)
      // No JIT: it compiles a statement whose estimated cost passes jit_above_cost, which a search's plan
      // does at 1,000,000 products (branches it never runs count too): 20 ms to compile a 10 ms search.
      options: `-c pg_trgm.similarity_threshold=${TYPO_SIMILARITY} -c plan_cache_mode=auto -c jit=off`,
    });
    // An idle connection the server drops (a restart, a failover) must not crash the process: the pool
    // discards it and opens another on the next query. Without a listener, 'error' would be thrown.
    pool.on('error', (err) => console.error(`PostgreSQL: an idle connection failed (${err.message})`));
    // The same for a connection that is checked out but between statements (a transaction waiting on the
    // application) when the server goes away: its query (if any) fails, the process does not.
    pool.on('connect', (client) => {
      client.on('error', (err) => console.error(`PostgreSQL: a connection in use failed (${err.message})`));
    });
    // Bigint sums and counts come back as text by default; our figures fit in a double.
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    const db = drizzle(pool, { schema, casing: 'snake_case', logger: queryLogger(options) }) as unknown as Database;
    // Closing waits for connections in use to come back, but never longer than a statement may run: a
    // connection to a server that stopped answering must not hold a shutdown (or a test) forever.
    const close = () =>
      new Promise<void>((resolve, reject) => {
        const deadline = setTimeout(resolve, limits.statementTimeoutMs + 2_000);
        pool.end().then(
          () => {
            clearTimeout(deadline);
            resolve();
          },
          (err: unknown) => {
            clearTimeout(deadline);
            reject(err);
          },
        );
      });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', url: databaseUrl, poolStats, close };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { drizzle } = await import('drizzle-orm/pglite');
  const limits = options.limits ?? DEFAULT_DB_LIMITS;
  let lock: DataDirLock | undefined;
  if (!databaseUrl) {
    mkdirSync(dataDir, { recursive: true });
    // One process per data directory: a second one stops here, naming the first.
    lock = options.lock === false ? undefined : (options.lock ?? (await lockDataDir(dataDir)));
  }
  try {
    let fs: Awaited<ReturnType<typeof durableNodeFs>> | undefined;
    if (!databaseUrl) {
      const dir = path.join(dataDir, 'db');
      await ensureCluster(dir);
      mkdirSync(dir, { recursive: true });
      fs = await durableNodeFs(dir, options.onFsync);
    }
    const client = await PGlite.create({
      fs,
      loadDataDir: databaseUrl === 'memory://' ? options.loadDataDir : undefined,
      extensions: { pg_trgm, btree_gin },
      parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
      // PGlite starts PostgreSQL with -F (fsync off). On disk, an acknowledged order must survive a power
      // cut: fsync on, and WAL flushed with fsync() (the fdatasync of the default method is a no-op in
      // PGlite's WASM runtime). In memory there is nothing to flush.
      startParams: [
        ...(fs
          ? [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync']
          : PGlite.defaultStartParams),
        // A shop's catalogue fits in a few MB; the rest of the buffers would be memory held for nothing.
        '-c',
        `shared_buffers=${limits.embeddedSharedBuffersMb}MB`,
      ],
    });
    // The catalogue's named statements (db/named-statement.ts) are planned for their values here, but for those
    // that ask for a generic plan: PGlite plans in the one thread that also runs the server.
    await client.exec(`set pg_trgm.similarity_threshold = ${TYPO_SIMILARITY}; set plan_cache_mode = force_custom_plan`);
    const db = drizzle(client, { schema, casing: 'snake_case', logger: queryLogger(options) }) as unknown as Database;
    const close = async () => {
      try {
        await client.close();
      } finally {
        if (lock !== options.lock) await lock?.release();
      }
    };
    return { db, kind: 'pglite', lock, pglite: client, close };
  } catch (err) {
    if (lock !== options.lock) await lock?.release();
    throw err;
  }
}

const queryLogger = ({ onQuery }: DbOptions) => (onQuery ? { logQuery: (query: string) => onQuery(query) } : false);

/**
 * PGlite's NodeFS maps PGDATA onto a real directory, but Emscripten's NODEFS has no fsync: PostgreSQL's
 * fsync() calls reach the WASM runtime and stop there. This gives NODEFS one that flushes the real file
 * (or directory) to disk, so a commit is durable when PostgreSQL says it is.
 */
async function durableNodeFs(dir: string, onFsync?: () => void) {
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  interface EmscriptenStream {
    nfd?: number;
    node: unknown;
  }
  interface NodeFsModule {
    NODEFS: { stream_ops: { fsync?(stream: EmscriptenStream): number }; realPath(node: unknown): string };
  }
  class DurableNodeFS extends NodeFS {
    override async init(...args: Parameters<InstanceType<typeof NodeFS>['init']>) {
      const result = await super.init(...args);
      const preRun = [result.emscriptenOpts.preRun ?? []].flat();
      const flushOnFsync = (mod: NodeFsModule) => {
        mod.NODEFS.stream_ops.fsync = (stream) => {
          if (stream.nfd !== undefined) {
            fsyncSync(stream.nfd);
          } else {
            const fd = openSync(mod.NODEFS.realPath(stream.node), 'r');
            try {
              fsyncSync(fd);
            } finally {
              closeSync(fd);
            }
          }
          onFsync?.();
          return 0;
        };
      };
      return { emscriptenOpts: { ...result.emscriptenOpts, preRun: [...preRun, flushOnFsync as never] } };
    }
  }
  return new DurableNodeFS(dir);
}

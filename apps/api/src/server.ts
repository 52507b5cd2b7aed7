// Starts the product: config, database, first admin, demo data (on a new embedded database: in a child
// process, see first-start.ts), then listen. On PostgreSQL, WEB_CONCURRENCY processes do so on one port
// (lib/cluster.ts): this same script is the primary that forks them and each of them.
import cluster from 'node:cluster';
import net from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { bootstrap } from './db/seed/bootstrap.ts';
import { discardDemoImages, drawDemoImages } from './db/seed/demo.ts';
import { bootstrapInChild, isFirstStartChild, needsFirstStart, reportToParent } from './first-start.ts';
import { runPrimary, speaksForServer } from './lib/cluster.ts';
import { configuredStorage } from './lib/storage.ts';

/** After a drain, how long connections already accepted have to send their request before the server closes. */
const CLOSE_GRACE_MS = 500;

async function main() {
  // The storefront's server render (React) runs its production build unless told otherwise.
  process.env.NODE_ENV ??= 'production';
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (cluster.isPrimary && config.workers > 1) {
    console.log(`AstroDen starts ${config.workers} worker processes (WEB_CONCURRENCY)`);
    runPrimary(config.workers);
    return;
  }
  if (isFirstStartChild()) {
    // The demo images need no database: they are drawn while the database is created and migrated (on
    // one libvips thread: more would slow initdb, the longer of the two, on a two-core machine).
    const storage = configuredStorage(config);
    const demoImages = config.seedDemo === false ? undefined : drawDemoImages(storage);
    demoImages?.catch(() => {}); // its failure is bootstrap's, once awaited there
    // Its parent holds DATA_DIR's lock.
    const app = await buildApp(config, { storage, lock: false }).catch(async (err) => {
      if (demoImages) await discardDemoImages(storage, demoImages);
      throw err;
    });
    const result = await bootstrap(app, demoImages);
    await app.close();
    await reportToParent(result);
    process.exit(0);
  }
  // The embedded database on disk is one process's: a second server on the same DATA_DIR stops here.
  let lock: Awaited<ReturnType<typeof lockDataDir>> | undefined;
  if (config.databaseUrl === undefined) {
    try {
      lock = await lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }
  const fromChild = needsFirstStart(config) ? await bootstrapInChild() : null;
  const app = await buildApp(config, { lock });
  const bootstrapped = await bootstrap(app);
  const firstRun = fromChild ?? bootstrapped;
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  if (firstRun.adminCreated) {
    console.log(
      [
        '',
        `  First admin created. Sign in at ${url}/login with:`,
        `    e-mail:   ${firstRun.adminCreated.email}`,
        `    password: ${firstRun.adminCreated.password ?? '(the ADMIN_PASSWORD you set)'}`,
        '  This password is shown only once.',
        '',
      ].join('\n'),
    );
  }
  if (speaksForServer()) console.log(`AstroDen is running at ${url} (API docs at ${url}/api/docs)`);

  app.lifecycle.markReady();

  // SIGTERM (a process manager, an orchestrator, a rolling restart): stop saying ready and keep serving for
  // SHUTDOWN_DRAIN_MS, closing each connection after its answer, so the balancer moves on without a request cut
  // short; then stop accepting, let the requests under way finish, stop the background work, close the database,
  // and exit, at the deadline whatever still hangs. SIGINT (Ctrl-C) skips the drain; a second signal cuts it short.
  let drainCut: (() => void) | undefined;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (drainCut) return drainCut();
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs, deadlineMs: drainMs + config.shutdownTimeoutMs }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown deadline passed with work still under way: exiting anyway');
      process.exit(1);
    }, drainMs + config.shutdownTimeoutMs).unref();
    app.lifecycle.beginDrain();
    await new Promise<void>((resolve) => {
      drainCut = resolve;
      setTimeout(resolve, drainMs);
    });
    try {
      if (drainMs > 0) {
        // Stop accepting first, and only that: a connection a balancer opened a moment ago may hold a request not
        // read yet, which http.Server.close() would count as idle and reset (nginx answers a POST on it 502). A
        // moment later those have been read; then close the rest.
        net.Server.prototype.close.call(app.server);
        await new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS));
      }
      await app.close();
      // The lock goes last: the database is closed by then, and the next owner may open it.
      await lock?.release();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

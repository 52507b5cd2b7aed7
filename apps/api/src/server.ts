// Starts the product: config, database, first admin, demo data (on a new embedded database: in a child
// process, see first-start.ts), then listen.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { bootstrap } from './db/seed/bootstrap.ts';
import { discardDemoImages, drawDemoImages } from './db/seed/demo.ts';
import { bootstrapInChild, isFirstStartChild, needsFirstStart, reportToParent } from './first-start.ts';
import { configuredStorage } from './plugins/storage.ts';

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
  if (isFirstStartChild()) {
    // The demo images need no database: they are drawn while the database is created and migrated (on
    // one libvips thread: more would slow initdb, the longer of the two, on a two-core machine).
    const storage = configuredStorage(config);
    const demoImages = config.seedDemo === false ? undefined : drawDemoImages(storage);
    demoImages?.catch(() => {}); // its failure is bootstrap's, once awaited there
    const app = await buildApp(config, { storage }).catch(async (err) => {
      if (demoImages) await discardDemoImages(storage, demoImages);
      throw err;
    });
    const result = await bootstrap(app, demoImages);
    await app.close();
    await reportToParent(result);
    process.exit(0);
  }
  const fromChild = needsFirstStart(config) ? await bootstrapInChild() : null;
  const app = await buildApp(config);
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
  console.log(`AstroDen is running at ${url} (API docs at ${url}/api/docs)`);

  // Stop accepting (new requests get a 503, idle keep-alive connections close), let the requests under
  // way finish, close the database; and exit at the deadline whatever still hangs (a stalled database).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal, deadlineMs: config.shutdownTimeoutMs }, 'shutting down');
      setTimeout(() => {
        app.log.error('shutdown deadline passed with work still under way: exiting anyway');
        process.exit(1);
      }, config.shutdownTimeoutMs).unref();
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

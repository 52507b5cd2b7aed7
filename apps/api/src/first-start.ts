// The embedded database's first start runs in a child process of this same server: initdb, the
// migrations and drawing the demo images take memory that glibc and V8 keep for the life of the process
// (a first start idled some 50 MB above a restart). The child leaves a ready database and the result of
// its bootstrap, then exits; the server opens the database as on any restart.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import type { BootstrapResult } from './db/seed/bootstrap.ts';

const CHILD_FLAG = 'ASTRODEN_FIRST_START_CHILD';

/** True in the child: it bootstraps, reports, and exits (see runFirstStartChild). */
export const isFirstStartChild = () => process.env[CHILD_FLAG] === '1';

/** A database that does not exist yet on disk (PGlite in DATA_DIR/db). */
export const needsFirstStart = (config: AppConfig) =>
  config.databaseUrl === undefined && !existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'));

/**
 * Runs this server's entry again as a child that bootstraps the new database. Answers its result, or
 * null when the child could not do it (then this process bootstraps, as it always could).
 */
export function bootstrapInChild(): Promise<BootstrapResult | null> {
  const entry = process.argv[1];
  if (!entry) return Promise.resolve(null);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, entry], {
      env: { ...process.env, [CHILD_FLAG]: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: BootstrapResult | null = null;
    child.on('message', (message) => {
      result = message as BootstrapResult;
    });
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code === 0 ? result : null));
  });
}

/** In the child: hands the bootstrap's result to the parent. */
export function reportToParent(result: BootstrapResult): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return resolve();
    process.send(result, (err: Error | null) => (err ? reject(err) : resolve()));
  });
}

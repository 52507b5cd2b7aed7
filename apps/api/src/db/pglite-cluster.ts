// A new embedded database (PGlite's initdb) is created in a child process. PGlite runs initdb as a
// second WASM PostgreSQL plus an initdb WASM module beside the first, and the memory those take is never
// handed back to the system: a first start used to idle at twice the RSS of a restart. The child exits
// with it; the server then opens the finished directory exactly as on any restart.
import { spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runs in the child (CommonJS, so it needs no module resolution of its own): argv = [pglite, dir]. */
const CHILD = `
const [, pglitePath, dir] = process.argv;
const { PGlite } = require(pglitePath);
PGlite.create(dir).then((db) => db.close()).then(
  () => process.exit(0),
  (err) => { console.error(err); process.exit(1); },
);
`;

const hasCluster = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * A new cluster made by the build (apps/api/build.mjs) beside the bundled server: a first start copies it
 * instead of running initdb, some 3 s of CPU it would otherwise share with drawing the demo images. Absent
 * when running from source (tests): then initdb runs.
 */
export const CLUSTER_TEMPLATE = fileURLToPath(new URL('./pglite-template', import.meta.url));

/** fsync every file and directory under `dir`: the child's PGlite writes without flushing. */
function flushTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) flushTree(full);
    else if (entry.isFile()) flush(full);
  }
  flush(dir);
}

function flush(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function runChild(target: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CHILD, pglite, target], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb in a child process failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * Makes sure `dir` holds a PostgreSQL cluster: a copy of `template` when there is one, else a new one made
 * by initdb in a child process. It is built beside `dir` and renamed into place once complete and on disk,
 * so an interrupted first start leaves nothing half made. Returns false when neither could be done (then
 * PGlite creates the cluster in this process, as it always could).
 */
export async function ensureCluster(dir: string, template = CLUSTER_TEMPLATE): Promise<boolean> {
  if (hasCluster(dir)) return true;
  // Only an empty directory (or none) is ours to fill: PGlite refuses anything else with its own message.
  if (existsSync(dir) && (!statSync(dir).isDirectory() || readdirSync(dir).length > 0)) return false;
  const staging = `${dir}.initdb-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    if (hasCluster(template)) cpSync(template, staging, { recursive: true });
    else await runChild(staging);
    if (!hasCluster(staging)) return false;
    flushTree(staging);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    flush(path.dirname(dir));
    return true;
  } catch {
    rmSync(staging, { recursive: true, force: true });
    return false;
  }
}

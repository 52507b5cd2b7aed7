// `npm run backup [file]` and `npm run restore -- <file> [--replace]` for the embedded default (decision 015).
// A backup asks the shop running on DATA_DIR for it (through the directory's socket), or, when none runs, opens
// the database itself. A restore refuses a data directory that a shop runs on. The last line a backup prints is
// the file's path.
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { askOwner, DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { BackupError, backupSize, defaultBackupFile, restoreBackup, writeBackup } from './lib/backup.ts';
import { localUploadsDir } from './lib/storage.ts';

const USAGE = 'usage: data-dir-cli backup [file] | restore <file> [--replace]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function backup(config: ReturnType<typeof loadConfig>, file: string | undefined) {
  const target = path.resolve(file ?? defaultBackupFile(config.dataDir));
  const answer = await askOwner(config.dataDir, { command: 'backup', file: target }, 10 * 60_000);
  let written: string;
  if (answer) {
    if (!answer.ok) fail(`The running shop could not write the backup: ${String(answer.error)}`);
    written = String(answer.file);
    console.log(`Backed up the running shop (process ${(answer.holder as { pid: number }).pid}).`);
  } else {
    const lock = await lockDataDir(config.dataDir);
    try {
      const handle = await createDb(undefined, config.dataDir, { limits: config.database, lock });
      try {
        written = await writeBackup(
          { pglite: handle.pglite!, dataDir: config.dataDir, uploadsDir: localUploadsDir(config) },
          target,
        );
      } finally {
        await handle.close();
      }
    } finally {
      await lock.release();
    }
    console.log(`Backed up ${config.dataDir} (no shop was running on it).`);
  }
  console.log(`${((await backupSize(written)) / 1024 / 1024).toFixed(1)} MB`);
  console.log(written);
}

async function restore(config: ReturnType<typeof loadConfig>, file: string | undefined, replace: boolean) {
  if (!file) fail(USAGE);
  const lock = await lockDataDir(config.dataDir);
  try {
    await restoreBackup(file, config.dataDir, { replace });
  } finally {
    await lock.release();
  }
  console.log(`Restored ${path.resolve(file)} into ${config.dataDir}. Start the shop with npm start.`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const args = rest.filter((a) => !a.startsWith('--'));
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  if (config.databaseUrl !== undefined) {
    fail(
      config.databaseUrl === 'memory://'
        ? 'DATABASE_URL=memory:// keeps nothing to back up.'
        : 'DATABASE_URL points at PostgreSQL: back it up with pg_dump and restore with pg_restore (see the README, "Backups").',
    );
  }
  if (command === 'backup') await backup(config, args[0]);
  else if (command === 'restore') await restore(config, args[0], rest.includes('--replace'));
  else fail(USAGE);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) fail(`${err.message}\nA restore needs the shop stopped.`);
  if (err instanceof BackupError) fail(err.message);
  console.error(err);
  process.exit(1);
});

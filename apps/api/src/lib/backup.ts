// Backups of the embedded default (issue 22, decision 015): one .tar.gz holding a snapshot of the PGlite data
// directory (PGlite's own dumpDataDir, taken between two statements, as a crash would leave it: a restore replays
// its WAL and has every committed transaction), the uploads and the JWT secret. A backup is taken by the process
// that owns DATA_DIR (a running shop answers `npm run backup` on its socket, db/data-dir-lock.ts); a restore goes
// into a data directory nobody runs on.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';

const FORMAT = 'astroden-backup';
const VERSION = 1;
const PGDATA = 'pgdata.tar.gz';
const MANIFEST = 'manifest.json';
const UPLOADS = 'uploads';
const JWT_SECRET = 'jwt-secret';

interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** Whether the archive has the uploads (not when they live in an S3 bucket). */
  uploads: boolean;
}

/** Where `npm run backup` writes when it is given no file: DATA_DIR/backups/astroden-<time>.tar.gz. */
export function defaultBackupFile(dataDir: string, at = new Date()): string {
  return path.join(dataDir, 'backups', `astroden-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
}

async function fsync(target: string) {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface BackupSource {
  pglite: PGlite;
  dataDir: string;
  /** The uploads when they are on this disk (DATA_DIR/uploads); undefined with S3 storage. */
  uploadsDir: string | undefined;
}

/**
 * Writes a backup to `file` (through a temporary file renamed into place and flushed, so a crash leaves the old
 * backup or the new one, never half of one). The database snapshot comes first, the uploads after: a file the
 * snapshot's rows name was written before its row, so it is in the archive.
 */
export async function writeBackup({ pglite, dataDir, uploadsDir }: BackupSource, file: string): Promise<string> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const staging = path.join(path.dirname(target), `.astroden-backup-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  try {
    const snapshot = await pglite.dumpDataDir('gzip');
    await writeFile(path.join(staging, PGDATA), Buffer.from(await snapshot.arrayBuffer()));
    const entries = [MANIFEST, PGDATA];
    const withUploads = uploadsDir !== undefined && existsSync(uploadsDir);
    if (withUploads) {
      await symlink(uploadsDir, path.join(staging, UPLOADS));
      entries.push(UPLOADS);
    }
    const secret = path.join(dataDir, JWT_SECRET);
    if (existsSync(secret)) {
      await writeFile(path.join(staging, JWT_SECRET), await readFile(secret), { mode: 0o600 });
      entries.push(JWT_SECRET);
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      uploads: withUploads,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${target}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, entries);
    await fsync(partial);
    await rename(partial, target);
    await fsync(path.dirname(target));
    return target;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export class BackupError extends Error {}

/**
 * Restores `file` into `dataDir`, which nobody may run on (the caller holds its lock). A data directory that
 * already has a database is refused unless `replace`; then its database and uploads are kept beside the new ones
 * (`db.before-restore-<time>`, `uploads.before-restore-<time>`).
 */
export async function restoreBackup(file: string, dataDir: string, { replace = false } = {}): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`No backup at ${source}`);
  const dbDir = path.join(dataDir, 'db');
  if (existsSync(path.join(dbDir, 'PG_VERSION')) && !replace) {
    throw new BackupError(
      `${dataDir} already holds a database: restore into a new DATA_DIR, or pass --replace to replace it (the old one is kept beside it).`,
    );
  }
  const staging = path.join(dataDir, `.astroden-restore-${randomBytes(6).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  try {
    await tar.extract({ file: source, cwd: staging, strict: true });
    const manifest = JSON.parse(
      await readFile(path.join(staging, MANIFEST), 'utf8').catch(() => '{}'),
    ) as Partial<Manifest>;
    if (manifest.format !== FORMAT || manifest.version !== VERSION) {
      throw new BackupError(`${source} is not a backup this version of the shop can restore`);
    }
    // The snapshot into a new PGlite data directory, opened once so that it is known to start.
    const restoredDb = path.join(staging, 'db');
    const { PGlite } = await import('@electric-sql/pglite');
    const { NodeFS } = await import('@electric-sql/pglite/nodefs');
    const snapshot = new Blob([await readFile(path.join(staging, PGDATA))]);
    const pglite = await PGlite.create({ fs: new NodeFS(restoredDb), loadDataDir: snapshot });
    await pglite.query('select 1');
    await pglite.close();

    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const moveAside = async (name: string) => {
      const current = path.join(dataDir, name);
      if (existsSync(current)) await rename(current, path.join(dataDir, `${name}.before-restore-${stamp}`));
    };
    await moveAside('db');
    await rename(restoredDb, dbDir);
    if (manifest.uploads) {
      await moveAside(UPLOADS);
      await rename(path.join(staging, UPLOADS), path.join(dataDir, UPLOADS));
    }
    if (existsSync(path.join(staging, JWT_SECRET))) {
      await moveAside(JWT_SECRET);
      await rename(path.join(staging, JWT_SECRET), path.join(dataDir, JWT_SECRET));
    }
    await fsync(dataDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The size of a backup file, for the command's report. */
export async function backupSize(file: string): Promise<number> {
  return (await stat(file)).size;
}

// Runs once before the browser tests: what every spec file's shop (support/server.ts) starts from, instead of
// making it again for each file: a migrated database (initdb and the migrations, some 3 s) and the demo
// images (drawn and encoded, some 6 s). Each shop still seeds its own demo data on its first start.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DemoImages, drawDemoImages } from '../../apps/api/src/db/seed/demo.ts';
import { LocalDiskStorage } from '../../apps/api/src/lib/storage.ts';
import { writeMigratedCluster } from '../../apps/api/src/test/databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Uploads holding the demo images, and their paths as the demo data takes them; each shop copies them. */
    demoImages?: { dir: string; images: DemoImages };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'astroden-e2e-'));
  const cluster = path.join(dir, 'cluster.tar');
  const uploads = path.join(dir, 'uploads');
  await mkdir(uploads);
  const [images] = await Promise.all([drawDemoImages(new LocalDiskStorage(uploads)), writeMigratedCluster(cluster)]);
  project.provide('migratedCluster', cluster);
  project.provide('demoImages', { dir: uploads, images });
  return () => rm(dir, { recursive: true, force: true });
}

// Runs once before the API tests' workers start: the migrated database every test file copies
// (test/databases.ts), removed when the run ends.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, dropDatabase, writeMigratedCluster } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name of a migrated database on TEST_DATABASE_URL's server (on PostgreSQL). */
    templateDatabase?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = await createTemplateDatabase(base);
    project.provide('templateDatabase', name);
    return () => dropDatabase(base, name);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'astroden-test-'));
  const file = path.join(dir, 'cluster.tar');
  await writeMigratedCluster(file);
  project.provide('migratedCluster', file);
  return () => rm(dir, { recursive: true, force: true });
}

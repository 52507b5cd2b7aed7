// Where the API's own files live, whether it runs from src (tests, tsx) or from the bundled dist.
import { existsSync } from 'node:fs';
import path from 'node:path';

function findUp(start: string, marker: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, marker))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find ${marker} above ${start}`);
    dir = parent;
  }
}

/** apps/api */
export const apiRoot = findUp(import.meta.dirname, 'drizzle/meta/_journal.json');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
export const defaultWebDist = path.resolve(apiRoot, '../web/dist');

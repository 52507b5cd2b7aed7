// Two shops in one process (as the browser tests' workers may run them): each page's loaders read from the shop that
// renders it. A server has one shop, whose renders need no AsyncLocalStorage (plugins/web.ts); with a second, they do.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { settings } from '../apps/api/src/db/schema/index.ts';
import { type RunningServer, startServer } from './support/server.ts';

const cacheOff = { publicCache: { enabled: false, maxBytes: 1024 * 1024, ttlMs: 1000 } };
let first: RunningServer;
let second: RunningServer | undefined;

async function brandOf(server: RunningServer): Promise<string> {
  const html = await (await fetch(`${server.url}/space-pods`)).text();
  return /<title>[^<]*\| ([^<|]+)<\/title>/.exec(html)?.[1] ?? html.slice(0, 200);
}

beforeAll(async () => {
  first = await startServer(cacheOff);
});
afterAll(async () => {
  await second?.close();
  await first.close();
});

it('renders each page from the data of the shop asked, alone in its process or beside another', async () => {
  expect(await brandOf(first)).toBe('AstroDen');

  second = await startServer(cacheOff);
  await second.app.db.update(settings).set({ value: 'Nebula Nook' }).where(eq(settings.key, 'brandName'));
  // Renders of both at once: each loader's read goes to its own shop's database.
  const brands = await Promise.all(Array.from({ length: 12 }, (_, i) => brandOf(i % 2 ? second! : first)));
  expect(brands).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? 'Nebula Nook' : 'AstroDen')));

  await second.close();
  second = undefined;
  expect(await brandOf(first)).toBe('AstroDen');
});

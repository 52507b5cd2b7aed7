// What one search costs the database, one request at a time with no cache (issue 26): fills a PostgreSQL
// database with N generated products (as bench:catalogue does), then times the catalogue's own search for
// each kind of search word (prefixes, whole words, two words, typos), alone and in a category, in each sort.
//   tsx search-costs.ts fill postgres://postgres@127.0.0.1:5432/search_1m 1000000
//   tsx search-costs.ts time postgres://postgres@127.0.0.1:5432/search_1m [runs]
import { sql } from 'drizzle-orm';
import { createDb } from '../apps/api/src/db/client.ts';
import { migrateDb } from '../apps/api/src/db/migrate.ts';
import { listCatalogue, type PublicProductSort } from '../apps/api/src/modules/products/catalogue.ts';
import { fillCatalogue } from './catalogue/fill.ts';

const [command, url, arg] = process.argv.slice(2);
if (!url || (command !== 'fill' && command !== 'time')) {
  console.error('usage: tsx search-costs.ts fill URL COUNT | time URL [RUNS]');
  process.exit(2);
}

const LIMITS = { poolSize: 2, connectTimeoutMs: 10_000, statementTimeoutMs: 600_000, embeddedSharedBuffersMb: 64 };

if (command === 'fill') {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = await createDb(server.toString(), '/tmp', { limits: LIMITS });
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  const handle = await createDb(url, '/tmp', { limits: LIMITS });
  await migrateDb(handle);
  const { ms } = await fillCatalogue(handle, Number(arg ?? 100_000));
  console.log(`filled ${arg} products in ${ms} ms`);
  await handle.close();
} else {
  const runs = Number(arg ?? 20);
  const handle = await createDb(url, '/tmp', { limits: LIMITS });
  const cases: [string, string][] = [
    ['prefix, 2 letters', 'st'],
    ['prefix, 3 letters', 'neb'],
    ['word', 'hoodie'],
    ['rare word', 'requiem'],
    ['two words', 'nebula hoodie'],
    ['two words, prefixes', 'gal tee'],
    ['three words', 'kepler comet mouse'],
    ['typo', 'stelar'],
    ['typo', 'galxy'],
    ['typo', 'zentih'],
    ['two words, one typo', 'nebual hoodie'],
    ['nothing', 'xqzvw'],
  ];
  const variants: { sort: PublicProductSort; category?: string }[] = [
    { sort: '-createdAt' },
    { sort: 'price' },
    { sort: '-rating' },
    { sort: '-createdAt', category: 'Shirts' },
    { sort: '-price', category: 'Accessories' },
  ];
  console.log('| search | kind | sort | category | total | median ms | max ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [kind, search] of cases) {
    for (const { sort, category } of variants) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < runs + 2; i++) {
        const started = performance.now();
        const found = await listCatalogue(handle.db, { page: 1 + (i % 3), limit: 20, sort, category, search });
        if (i >= 2) times.push(performance.now() - started);
        total = found.total;
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      const max = times.at(-1)!;
      console.log(
        `| ${search} | ${kind} | ${sort} | ${category ?? ''} | ${total} | ${median.toFixed(2)} | ${max.toFixed(2)} |`,
      );
    }
  }
  await handle.close();
}

// What one search costs the database, one request at a time with no cache (issue 26): fills a PostgreSQL
// database with N generated products (as bench:catalogue does), then times the catalogue's own search for
// each kind of search word (prefixes, whole words, two words, typos), alone and in a category, in each sort.
//   tsx search-costs.ts fill postgres://postgres@127.0.0.1:5432/search_1m 1000000
//   tsx search-costs.ts time postgres://postgres@127.0.0.1:5432/search_1m [runs]
// `generated` times the searches real traffic sends instead (the real-traffic bench's own generator, seeded, one
// at a time): the mean, median and 90th percentile, the buffers they read (pg_stat_database, which the machine's
// speed does not change), and the slowest, each with its share of the whole time.
//   tsx search-costs.ts generated postgres://postgres@127.0.0.1:5432/search_1m [searches] [index]
// With `index`, the searches read the API's word index (decision 024), built first (its time and the heap it
// takes are printed); without, PostgreSQL answers them all, as with SEARCH_INDEX=off.
// `index-only` times the word index's own part (`search()`, no database), over the same generated searches, in
// rounds (the last is reported): the mean, the share of the slowest 5%, and the mean and share of each kind.
//   tsx search-costs.ts index-only postgres://postgres@127.0.0.1:5432/search_1m [searches] [rounds]
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { createDb } from '../apps/api/src/db/client.ts';
import { migrateDb } from '../apps/api/src/db/migrate.ts';
import { seededRandom } from '../apps/api/src/db/seed/art.ts';
import { listCatalogue, type PublicProductSort, searchWords } from '../apps/api/src/modules/products/catalogue.ts';
import { buildSearchIndex, prepareSearchIndex } from '../apps/api/src/modules/products/search-index.ts';
import { fillCatalogue } from './catalogue/fill.ts';
import { generators } from './catalogue/traffic.ts';

const [command, url, arg] = process.argv.slice(2);
if (!url || !['fill', 'time', 'generated', 'index-only'].includes(command ?? '')) {
  console.error(
    'usage: tsx search-costs.ts fill URL COUNT | time URL [RUNS] | generated URL [SEARCHES] [index] | ' +
      'index-only URL [SEARCHES] [ROUNDS]',
  );
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
} else if (command === 'index-only') {
  const count = Number(arg ?? 4000);
  const rounds = Number(process.argv[5] ?? 3);
  const handle = await createDb(url, '/tmp', { limits: LIMITS });
  const index = await buildSearchIndex(handle.db);
  const next = generators({ products: 1, ids: [] }).search;
  const rand = seededRandom(2);
  const searches = Array.from({ length: count }, () => {
    const q = new URL(next(rand), 'http://bench').searchParams;
    const sort = (q.get('sort') ?? '-createdAt') as PublicProductSort;
    const words = searchWords(q.get('search') ?? '');
    const limit = Number(q.get('limit'));
    const kind = `${sort}${q.get('category') ? ', a category' : ''}, ${words.length === 1 ? 'one word' : 'words'}`;
    const options = {
      category: q.get('category') ?? undefined,
      cap: 1000,
      rankedUpTo: sort === '-createdAt' ? 300 : 0,
      offset: (Number(q.get('page')) - 1) * limit,
      limit,
      sort,
    };
    return { kind, words, options };
  });
  for (let round = 1; round <= rounds; round++) {
    const ms = searches.map(({ words, options }) => {
      const started = performance.now();
      index.search(words, options);
      return performance.now() - started;
    });
    const sum = ms.reduce((all, t) => all + t, 0);
    const slowest = ms.toSorted((a, b) => b - a).slice(0, Math.ceil(count / 20));
    const share = (part: number) => `${((100 * part) / sum).toFixed(1)}%`;
    console.log(
      `round ${round}: mean ${(sum / count).toFixed(3)} ms, ` +
        `the slowest 5% ${share(slowest.reduce((all, t) => all + t, 0))} of the time, slowest ${slowest[0]!.toFixed(2)} ms`,
    );
    if (round < rounds) continue;
    const kinds = new Map<string, number[]>();
    for (const [i, { kind }] of searches.entries()) kinds.set(kind, [...(kinds.get(kind) ?? []), ms[i]!]);
    console.log('| kind | searches | mean ms | share |\n|---|--:|--:|--:|');
    for (const [kind, times] of [...kinds].sort((a, b) => b[1].length - a[1].length)) {
      const total = times.reduce((all, t) => all + t, 0);
      console.log(`| ${kind} | ${times.length} | ${(total / times.length).toFixed(3)} | ${share(total)} |`);
    }
  }
  await handle.close();
} else if (command === 'generated') {
  const count = Number(arg ?? 400);
  const handle = await createDb(url, '/tmp', { limits: LIMITS });
  if (process.argv[5] === 'index') {
    const held = () => {
      global.gc?.();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const heap = held();
    const building = performance.now();
    await prepareSearchIndex(handle.db, Number.POSITIVE_INFINITY);
    const ms = performance.now() - building;
    console.log(
      `word index built in ${ms.toFixed(0)} ms, ` +
        `${((held() - heap) / 2 ** 20).toFixed(1)} MB of memory (heap and typed arrays)` +
        (global.gc ? '' : ' (run with --expose-gc for a true figure)'),
    );
  }
  const buffersRead = async () => {
    const found = await handle.db.execute(
      sql`select (blks_hit + blks_read)::text as n from pg_stat_database where datname = current_database()`,
    );
    return Number((found as unknown as { rows: { n: string }[] }).rows[0]!.n);
  };
  // The search generator reads neither the catalogue's size nor its ids.
  const next = generators({ products: 1, ids: [] }).search;
  const rand = seededRandom(2);
  const timed: { search: string; ms: number; total: number }[] = [];
  const WARM_UP = 20;
  // A PostgreSQL 15 session publishes its counts of buffers read once idle for 10 s (PGSTAT_IDLE_INTERVAL).
  const PUBLISHED_MS = 11_000;
  let before = 0;
  for (let i = 0; i < WARM_UP + count; i++) {
    if (i === WARM_UP) {
      await sleep(PUBLISHED_MS);
      before = await buffersRead();
    }
    const q = Object.fromEntries(new URL(next(rand), 'http://bench').searchParams);
    const started = performance.now();
    const found = await listCatalogue(handle.db, {
      page: Number(q.page),
      limit: Number(q.limit),
      sort: q.sort as PublicProductSort,
      category: q.category,
      search: q.search,
    });
    const ms = performance.now() - started;
    const search = `'${q.search}', ${q.sort}, ${q.category ?? 'every category'}, page ${q.page}`;
    if (i >= WARM_UP) timed.push({ search, ms, total: found.total });
  }
  await sleep(PUBLISHED_MS);
  const buffers = (await buffersRead()) - before;
  const byTime = timed.toSorted((a, b) => b.ms - a.ms);
  const sum = timed.reduce((all, t) => all + t.ms, 0);
  const at = (share: number) => byTime[Math.floor(byTime.length * share)]!.ms.toFixed(2);
  console.log(
    `${count} searches: mean ${(sum / count).toFixed(2)} ms, median ${at(0.5)}, 90th percentile ${at(0.1)}, ` +
      `${buffers} buffers read (about: other sessions on the database count too)`,
  );
  console.log('| ms | share | total | search, sort, category, page |\n|--:|--:|--:|---|');
  for (const t of byTime.slice(0, 20))
    console.log(`| ${t.ms.toFixed(1)} | ${((100 * t.ms) / sum).toFixed(1)}% | ${t.total} | ${t.search} |`);
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

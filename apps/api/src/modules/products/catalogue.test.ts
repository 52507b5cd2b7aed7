// A listing costs the same number of queries whatever the catalogue's size (issue 9): at most two, and
// the same two on a catalogue of forty products as on one of thousands.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DB_LIMITS } from '../../config.ts';
import { createDb, type DbHandle } from '../../db/client.ts';
import { createAdmin, createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { listCatalogue } from './catalogue.ts';

let t: TestApp;
let admin: TestUser;
let queries: string[] = [];

beforeAll(async () => {
  // Ready means the start-up sweep of expired orders is done: nothing else queries unless asked. These are
  // PostgreSQL's searches (the statements of decisions 009 and 020): search-index.test.ts holds the word index's,
  // and shows that both answer alike.
  t = await createTestApp({ searchIndex: false }, { onQuery: (query) => queries.push(query) });
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

/** The rows `query` returns, on this file's database or on another handle of it. */
async function rowsOf<T>(query: ReturnType<typeof sql>, db: TestApp['app']['db'] = t.app.db): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Adds `n` products across four categories, with names a search can find ('Nebula Hoodie 17'). */
async function addProducts(n: number, from: number) {
  await t.app.db.execute(sql`
    insert into products (name, description, price_paise, stock, category, rating)
    select (array['Nebula Hoodie', 'Anime Poster', 'Orbit Mug', 'Comet Cap'])[1 + i % 4] || ' ' || i,
           'Generated', 1000 + i, 1 + i % 9, (array['Shirts', 'Posters', 'Mugs', 'Caps'])[1 + i % 4], i % 5
    from generate_series(${from}::int, ${from + n - 1}::int) as i`);
}

const LISTINGS = [
  '/api/products',
  '/api/products?page=2&limit=5',
  '/api/products?category=Mugs&sort=price',
  '/api/products?category=Posters&sort=-price',
  '/api/products?sort=-rating&page=3',
  '/api/products?page=500',
  '/api/products?search=an',
  '/api/products?search=neb&sort=price',
  '/api/products?search=nebula%20hoodie&category=Shirts',
  '/api/products?search=nebual',
  '/api/products?search=zzzzzz',
  '/api/products?search=an&page=999',
];

// The admin list's sorts and stock filter (admin-catalogue.ts): admins only, so they carry a token,
// whose check costs the same statements on every request; the listing itself is one or two more.
const ADMIN_LISTINGS = [
  '/api/products?sort=name',
  '/api/products?sort=-stock&page=3',
  '/api/products?stock=low&category=Mugs&sort=-category',
  '/api/products?stock=out&search=neb&sort=-createdAt',
  '/api/products?stock=in&page=900',
];

/** The statements each listing sends, by URL. */
async function queriesPerListing(listings = LISTINGS, headers: Record<string, string> = {}) {
  const counts: Record<string, number> = {};
  for (const url of listings) {
    queries = [];
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    // The token check (one read of the user) is the same on every admin request: not the listing's.
    counts[url] = queries.filter((query) => !query.startsWith('select "id", "name", "email"')).length;
  }
  return counts;
}

describe('queries per listing request', () => {
  it('is at most 2 for every filter, sort, page and search, and does not grow with the catalogue', async () => {
    await addProducts(40, 0);
    const small = await queriesPerListing();
    // One statement a listing; a search reads its words against the vocabulary (decision 020), typos or not,
    // in the same statement.
    for (const [url, n] of Object.entries(small)) expect(n, url).toBe(1);

    await addProducts(3000, 40);
    const large = await queriesPerListing();
    expect(large).toEqual(small);

    queries = [];
    const categories = await t.app.inject({ url: '/api/products/categories/all' });
    expect(categories.json().data).toContainEqual({ name: 'Mugs', count: 760 });
    expect(queries).toHaveLength(1);
  });

  it('is at most 2 for the admin sorts and stock filter too (beyond the token check), at any size', async () => {
    const counts = await queriesPerListing(ADMIN_LISTINGS, admin.headers);
    for (const [url, n] of Object.entries(counts)) expect(n, url).toBeGreaterThanOrEqual(1);
    for (const [url, n] of Object.entries(counts)) expect(n, url).toBeLessThanOrEqual(2);
    await addProducts(500, 3040);
    expect(await queriesPerListing(ADMIN_LISTINGS, admin.headers)).toEqual(counts);
    await t.app.db.execute(sql`delete from products where name ~ ' (30[4-9][0-9]|3[1-4][0-9][0-9]|35[0-3][0-9])$'`);
  });

  it('plans a page once, and on the embedded database leaves the session planning every other statement for its values', async () => {
    for (const page of [1, 2, 3])
      expect((await t.app.inject({ url: `/api/products?page=${page}&sort=price` })).statusCode).toBe(200);
    const [mode] = await rowsOf<{ mode: string }>(sql`select current_setting('plan_cache_mode') as mode`);
    // On PostgreSQL as PostgreSQL plans by default: a named statement once it has a generic plan no dearer.
    expect(mode?.mode).toBe(process.env.TEST_DATABASE_URL ? 'auto' : 'force_custom_plan');
    // On PostgreSQL each pooled connection prepares its own copy: only the embedded session is one to read.
    if (process.env.TEST_DATABASE_URL) return;
    const [browse] = await rowsOf<{ generic: number; custom: number }>(
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'catalogue_browse_price'`,
    );
    expect(browse).toEqual({ generic: 3, custom: 0 });
  });

  it('searches with a plan made once, whatever the words, instead of planning each search', async () => {
    // Planned for its words, the part that reads them against the vocabulary took 1 ms to plan and 0.1 ms to run,
    // on every search (issue 26). Its plan cannot depend on the words: PostgreSQL takes the plan made once after
    // its five first searches, PGlite from the first. On PostgreSQL each pooled connection keeps its own
    // statements: one connection of its own on this test's database is one to read.
    const base = process.env.TEST_DATABASE_URL;
    let own: DbHandle | undefined;
    if (base) {
      const [current] = await rowsOf<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(base);
      url.pathname = `/${current!.name}`;
      own = await createDb(url.toString(), '', { limits: { ...DEFAULT_DB_LIMITS, poolSize: 1 } });
    }
    const db = own?.db ?? t.app.db;
    try {
      const searches = ['nebula', 'hoodie', 'nebual hodie', 'an', 'orbit mug', 'comet', 'poster 12', 'nebula cap'];
      for (const search of searches) await listCatalogue(db, { page: 1, limit: 20, sort: '-createdAt', search });
      // (At a million products, planned for its values, the plan for them always looked cheaper than the one for
      // any values, and PostgreSQL planned every search anew; PGlite plans for the values unless told otherwise.)
      const [plans] = await rowsOf<{ generic: number; custom: number }>(
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'catalogue_search_-createdAt'`,
        db,
      );
      if (own) expect(plans).toEqual({ generic: searches.length - 5, custom: 5 });
      else {
        expect(plans?.custom).toBe(0);
        expect(plans?.generic).toBeGreaterThanOrEqual(searches.length);
      }
    } finally {
      await own?.close();
    }
  });

  it('keeps the totals exact through inserts, category moves and deletes', async () => {
    const total = async (url: string) => (await t.app.inject({ url })).json().total;
    const before = await total('/api/products?category=Caps');
    await t.app.db.execute(sql`update products set category = 'Caps' where name = 'Orbit Mug 2'`);
    expect(await total('/api/products?category=Caps')).toBe(before + 1);
    expect(await total('/api/products?category=Mugs')).toBe(759);
    await t.app.db.execute(sql`delete from products where category = 'Caps'`);
    expect(await total('/api/products?category=Caps')).toBe(0);
    expect(await total('/api/products')).toBe(3040 - before - 1);
  });
});

/**
 * The answers to `urls` asked one after another, and asked all at once with the statements that sent (queries
 * counts them): a read batched with others (decision 026) must answer what it answers alone.
 */
async function alongside(urls: string[]) {
  const alone = [];
  for (const url of urls) alone.push((await t.app.inject({ url })).json());
  queries = [];
  const together = await Promise.all(urls.map(async (url) => (await t.app.inject({ url })).json()));
  return { alone, together, statements: queries.length };
}

describe('listings asked for at once', () => {
  it('are one statement for each sort and filter, each request its own page and total', async () => {
    const urls = [
      '/api/products',
      '/api/products?page=2&limit=5',
      '/api/products?page=900',
      '/api/products?category=Mugs',
      '/api/products?category=Posters&page=2&limit=3',
      `/api/products?category=${encodeURIComponent('Caps, "Lids" \\ {x}')}`,
      '/api/products?category=Mugs&sort=price',
      '/api/products?category=Posters&sort=price&limit=2',
    ];
    const { alone, together, statements } = await alongside(urls);
    // Newest first, newest first in a category, by price in a category.
    expect(statements).toBe(3);
    expect(together).toEqual(alone);
    expect(together.map((answer) => answer.data.length)).toEqual([9, 5, 0, 9, 3, 0, 9, 2]);
  });
});

describe('categories', () => {
  it('are read in one statement when asked for at once, each request the same answer as alone', async () => {
    const urls = Array.from({ length: 4 }, () => '/api/products/categories/all');
    const { alone, together, statements } = await alongside(urls);
    expect(statements).toBe(1);
    expect(together).toEqual(alone);
    expect(together[0].data.length).toBeGreaterThan(0);
  });
});

describe('products read by id', () => {
  it('are read in one statement when asked for at once, each request its own product or its own 404', async () => {
    await addProducts(12, 9000);
    const ids = await rowsOf<{ id: string }>(sql`select id from products order by created_at desc, id limit 6`);
    // The same product twice, and a well-formed id of none.
    const paths = [...ids, ids[0]!, { id: '00000000-0000-4000-8000-000000000000' }].map(
      ({ id }) => `/api/products/${id}`,
    );
    const { alone, together, statements } = await alongside(paths);
    expect(statements).toBe(1);
    expect(together).toEqual(alone);
    expect(together.map((answer) => answer.data?._id ?? answer.message)).toEqual([
      ...ids.map(({ id }) => id),
      ids[0]!.id,
      'Product not found',
    ]);
  });
});

describe('search at any catalogue size', () => {
  const search = async (term: string, extra = '') =>
    (await t.app.inject({ url: `/api/products?search=${encodeURIComponent(term)}${extra}` })).json();

  it('counts matches up to 1,000, and pages through them', async () => {
    await t.app.db.execute(sql`
      insert into products (name, description, price_paise, stock, category)
      select 'Pulsar Sticker ' || i, 'Many', 100, 1, 'Stickers' from generate_series(1, 1200) as i`);
    const many = await search('pulsar', '&limit=12');
    expect(many.total).toBe(1000);
    expect(many.totalPages).toBe(84);
    expect(many.data).toHaveLength(12);
    const last = await search('pulsar', '&limit=12&page=84');
    expect(last.data).toHaveLength(4);
    expect((await search('pulsar', '&limit=12&page=85')).data).toHaveLength(0);
    const few = await search('pulsar sticker 11');
    expect(few.total).toBe(111); // 11, 110-119 and 1100-1199
  });

  it('takes a total at the cap from the words held, and counts whatever the words held cannot tell', async () => {
    // 'Lyra', 'Lynx' and 'Lyre' are held by 750 names each: none reaches the cap alone, 'ly' does with all three.
    await t.app.db.execute(sql`
      insert into products (name, description, price_paise, stock, category)
      select (array['Lyra Lamp', 'Lynx Lamp', 'Lyre Lamp'])[1 + i % 3] || ' ' || i, 'Held', 100 + i, 1,
             case when i < 30 then 'Lamps' else 'Stickers' end
      from generate_series(0, 2249) as i`);
    const total = async (term: string, extra = '') => (await search(term, extra)).total;
    expect(await total('lyra')).toBe(750);
    expect(await total('ly')).toBe(1000);
    // Now 1,050 names hold 'Lyra': the vocabulary says a search for it reaches the cap.
    await t.app.db.execute(sql`
      insert into products (name, description, price_paise, stock, category)
      select 'Lyra Orb ' || i, 'Held', 100, 1, 'Stickers' from generate_series(1, 300) as i`);
    expect(await total('lyra')).toBe(1000);
    expect(await total('lyre')).toBe(750);
    expect(await total('lyra', '&category=Lamps')).toBe(10); // a thousand in the catalogue, ten in the category
    expect(await total('lyra orb')).toBe(300); // two words: counted, whatever each holds alone
    const dearest = await search('lyra', '&sort=-price&limit=3');
    expect(dearest.data.map((p: { name: string }) => p.name)).toEqual([
      'Lyra Lamp 2247',
      'Lyra Lamp 2244',
      'Lyra Lamp 2241',
    ]);
    expect(dearest.totalPages).toBe(334);
  });

  it('takes the total of two words at the cap from how many names hold them side by side', async () => {
    // 'Lyra Orb' stands in 300 names. What the pairs say and what a count finds agree whenever the pairs are
    // right: only a pair's number made wrong here shows that the search took it instead of counting.
    const held = async () =>
      (await rowsOf<{ names: number }>(sql`select names from search_pairs where first = 'lyra' and second = 'orb'`))[0]
        ?.names;
    expect(await held()).toBe(300);
    await t.app.db.execute(sql`update search_pairs set names = 1000 where first = 'lyra' and second = 'orb'`);
    try {
      // Either order, and the second word's prefix ('or' begins 'orb'), reach the cap: not counted.
      for (const term of ['lyra orb', 'orb lyra', 'lyra or']) expect((await search(term)).total, term).toBe(1000);
      // A category, or a third word, is counted as before.
      expect((await search('lyra orb', '&category=Stickers')).total).toBe(300);
      expect((await search('lyra orb 300')).total).toBe(1);
    } finally {
      await t.app.db.execute(sql`update search_pairs set names = 300 where first = 'lyra' and second = 'orb'`);
    }
    expect((await search('lyra orb')).total).toBe(300);
  });

  it('takes the total of one word in a category at the cap from how many names of the category hold it', async () => {
    const held = async () =>
      (
        await rowsOf<{ names: number }>(
          sql`select names from search_word_categories where word = 'lyre' and category = 'Stickers'`,
        )
      )[0]?.names;
    expect(await held()).toBe(740);
    expect((await search('lyre', '&category=Stickers')).total).toBe(740);
    // Only the number made wrong shows that the search took it instead of counting.
    await t.app.db.execute(
      sql`update search_word_categories set names = 1000 where word = 'lyre' and category = 'Stickers'`,
    );
    try {
      expect((await search('lyre', '&category=Stickers')).total).toBe(1000);
      expect((await search('lyr', '&category=Stickers')).total).toBe(1000);
      // Another category, the whole catalogue, or two words, are counted as before.
      expect((await search('lyre', '&category=Lamps')).total).toBe(10);
      expect((await search('lyre')).total).toBe(750);
      expect((await search('lyre lamp', '&category=Stickers')).total).toBe(740);
    } finally {
      await t.app.db.execute(
        sql`update search_word_categories set names = 740 where word = 'lyre' and category = 'Stickers'`,
      );
    }
  });

  it('answers a page far past the end with no products, and the same listing keeps working after it', async () => {
    const far = [
      'page=300000000',
      'search=neb&sort=-price&page=300000000',
      `search=nebual&page=${Number.MAX_SAFE_INTEGER}`,
    ];
    for (const query of far) {
      const res = await t.app.inject({ url: `/api/products?${query}` });
      expect(res.statusCode, query).toBe(200);
      expect(res.json().data, query).toEqual([]);
    }
    for (const query of ['page=1', 'search=neb&sort=-price', 'search=nebual']) {
      const res = await t.app.inject({ url: `/api/products?${query}` });
      expect(res.statusCode, query).toBe(200);
      expect(res.json().data.length, query).toBeGreaterThan(0);
    }
  });

  it('orders a middling result and one past the cap as asked, whichever way the page is read', async () => {
    await t.app.db.execute(sql`
      insert into products (name, description, price_paise, stock, category, created_at)
      select 'Meteorite Patch ' || i, 'Middling', 100 + (i * 37) % 1000, 1, 'Patches', now() - i * interval '1 minute'
      from generate_series(1, 500) as i`);
    await t.app.db.execute(sql`
      insert into products (name, description, price_paise, stock, category)
      select 'Comet Badge ' || i, 'Many', 100 + (i * 53) % 5000, 1, 'Badges' from generate_series(1, 1100) as i`);
    const names = (res: { data: { name: string }[] }) => res.data.map((p) => p.name);
    const prices = (res: { data: { price: number }[] }) => res.data.map((p) => p.price);
    // More than are ranked, fewer than the cap: newest first.
    const newest = await search('meteorite', '&limit=10&page=2');
    expect(newest.total).toBe(500);
    expect(names(newest)).toEqual(Array.from({ length: 10 }, (_, i) => `Meteorite Patch ${11 + i}`));
    const cheapest = await search('meteorite', '&limit=10&sort=price');
    const patchPaise = Array.from({ length: 500 }, (_, i) => 100 + (((i + 1) * 37) % 1000)).sort((a, b) => a - b);
    expect(prices(cheapest)).toEqual(patchPaise.slice(0, 10).map((paise) => paise / 100));
    // Past the cap: still the dearest of all of them first.
    const dearest = await search('comet badge', '&limit=5&sort=-price');
    expect(dearest.total).toBe(1000);
    const badgePaise = Array.from({ length: 1100 }, (_, i) => 100 + (((i + 1) * 53) % 5000)).sort((a, b) => b - a);
    expect(prices(dearest)).toEqual(badgePaise.slice(0, 5).map((paise) => paise / 100));
  });

  it('sorts a result past the cap by price whatever prices its products got, and however they got its words', async () => {
    // A walk of the price index starts and ends at the prices the words are held at (migration 0027): each
    // way a product reaches a price outside them, or a word, must move them, or the product is never found.
    await t.app.db.execute(sql`
      insert into products (name, description, price_paise, stock, category)
      select 'Sagaform Scroll ' || i, 'Cheap', 100 + i, 1, 'Scrolls' from generate_series(1, 1100) as i`);
    await t.app.db.execute(sql`
      insert into products (name, description, price_paise, stock, category)
      select 'Cargo Crate ' || i, 'Dear', 500000 + i, 1, 'Crates' from generate_series(1, 50) as i`);
    const paise = async (term: string, sort: string) =>
      (await search(term, `&sort=${sort}&limit=3`)).data.map((p: { price: number }) => Math.round(p.price * 100));
    expect(await paise('sagaform', '-price')).toEqual([1200, 1199, 1198]);
    expect(await paise('sagaform', 'price')).toEqual([101, 102, 103]);

    const setPrice = (name: string, paise: number) =>
      t.app.db.execute(sql`update products set price_paise = ${paise} where name = ${name}`);
    await setPrice('Sagaform Scroll 7', 900000);
    await setPrice('Sagaform Scroll 8', 50);
    expect(await paise('sagaform', '-price')).toEqual([900000, 1200, 1199]);
    expect(await paise('sagaform', 'price')).toEqual([50, 101, 102]);
    // Cheaper again: the bounds stay where they were, and the order is still right.
    await setPrice('Sagaform Scroll 7', 150);
    expect(await paise('sagaform', '-price')).toEqual([1200, 1199, 1198]);

    // A dear product renamed into the word, and a new one inserted with it, each found first.
    await t.app.db.execute(sql`update products set name = 'Sagaform Relic' where name = 'Cargo Crate 9'`);
    expect(await paise('sagaform', '-price')).toEqual([500009, 1200, 1199]);
    await t.app.db.execute(sql`
      insert into products (name, description, price_paise, stock, category)
      values ('Sagaform Crown', 'Dearest', 2000000, 1, 'Crowns'), ('Sagaform Pebble', 'Cheapest', 10, 1, 'Crowns')`);
    expect(await paise('sagaform', '-price')).toEqual([2000000, 500009, 1200]);
    expect(await paise('sagaform', 'price')).toEqual([10, 50, 101]);
    // The words a prefix begins, and two words, bound the walk alike.
    expect(await paise('sagafo', '-price')).toEqual([2000000, 500009, 1200]);
    expect(await paise('sagaform scroll', 'price')).toEqual([50, 101, 102]);
    expect(await paise('scroll sagaform', '-price')).toEqual([1200, 1199, 1198]);
    expect(
      await rowsOf(
        sql`select cheapest_paise as cheapest, dearest_paise as dearest from search_words where word = 'sagaform'`,
      ),
    ).toEqual([{ cheapest: 10, dearest: 2000000 }]);
  });

  it('ranks a small result: the names that match the most, first', async () => {
    await t.app.db.execute(sql`
      insert into products (name, description, price_paise, stock, category)
      values ('Quasar Lamp', 'Ranked', 100, 1, 'Lamps'), ('Quasar Quasar Lamp', 'Ranked', 100, 1, 'Lamps'),
             ('Quasarine Lamp', 'Ranked', 100, 1, 'Lamps')`);
    const names = (await search('quasar')).data.map((p: { name: string }) => p.name);
    expect(names[0]).toBe('Quasar Quasar Lamp');
    expect(names.toSorted()).toEqual(['Quasar Lamp', 'Quasar Quasar Lamp', 'Quasarine Lamp']);
  });

  it('corrects a word typed with a typo against the words names have held, renamed ones included', async () => {
    expect((await search('nebual hodie')).data[0].name).toMatch(/^Nebula Hoodie \d+$/);
    await t.app.db.execute(sql`update products set name = 'Zenith Kettle' where name = 'Anime Poster 1'`);
    expect((await search('zentih')).data.map((p: { name: string }) => p.name)).toEqual(['Zenith Kettle']);
    expect((await search('xqzvw')).total).toBe(0);
  });
});

describe('the vocabulary typos are corrected against (decision 020)', () => {
  /** How many names hold each of what `query` selects (`held`, `names`), by what it is. */
  const namesBy = async (query: ReturnType<typeof sql>) =>
    Object.fromEntries((await rowsOf<{ held: string; names: number }>(query)).map((row) => [row.held, row.names]));
  const vocabulary = (...words: string[]) =>
    namesBy(
      sql`select word as held, names from search_words where word = any(string_to_array(${words.join(' ')}, ' '))`,
    );
  /** The pairs of words side by side in names, as 'first second', whose first word is one of `words`. */
  const pairs = (...words: string[]) =>
    namesBy(sql`select first || ' ' || second as held, names from search_pairs
      where first = any(string_to_array(${words.join(' ')}, ' '))`);
  const search = async (term: string, extra = '') =>
    (await t.app.inject({ url: `/api/products?search=${encodeURIComponent(term)}${extra}` })).json();

  it('holds each word with the number of names holding it, through inserts, renames and deletes', async () => {
    await t.app.db.execute(sql`
      insert into products (name, description, price_paise, stock, category)
      values ('Vortexium Lamp 4411', 'Words', 100, 1, 'Lamps'), ('Vortexium Vortexium Mug', 'Words', 100, 1, 'Lamps')`);
    // A name counts once however often it holds the word; numbers are not words a typo is corrected into.
    expect(await vocabulary('vortexium', '4411')).toEqual({ vortexium: 2 });
    // The words side by side, in their order; a pair with a number is not kept either.
    expect(await pairs('vortexium')).toEqual({ 'vortexium lamp': 1, 'vortexium mug': 1, 'vortexium vortexium': 1 });
    expect((await search('vortexim')).total).toBe(2);

    await t.app.db.execute(sql`update products set name = 'Heliograph Lamp' where name = 'Vortexium Lamp 4411'`);
    expect(await vocabulary('vortexium', 'heliograph')).toEqual({ heliograph: 1, vortexium: 1 });
    expect(await pairs('vortexium', 'heliograph')).toEqual({
      'heliograph lamp': 1,
      'vortexium mug': 1,
      'vortexium vortexium': 1,
    });
    // Stock changes leave the vocabulary alone (a price only ever widens its words' price bounds).
    await t.app.db.execute(sql`update products set stock = stock + 1 where name = 'Heliograph Lamp'`);
    expect(await vocabulary('heliograph')).toEqual({ heliograph: 1 });

    // By category too, moves included.
    const inCategories = (word: string) =>
      namesBy(sql`select category as held, names from search_word_categories where word = ${word}`);
    expect(await inCategories('vortexium')).toEqual({ Lamps: 1 });
    expect(await inCategories('heliograph')).toEqual({ Lamps: 1 });
    await t.app.db.execute(sql`update products set category = 'Mugs' where name = 'Vortexium Vortexium Mug'`);
    expect(await inCategories('vortexium')).toEqual({ Mugs: 1 });
    await t.app.db.execute(
      sql`update products set name = 'Vortexium Vortexium Mug', category = 'Lamps' where name = 'Vortexium Vortexium Mug'`,
    );
    expect(await inCategories('vortexium')).toEqual({ Lamps: 1 });

    // The word leaves with the last name that held it: a typo is no longer corrected towards it.
    await t.app.db.execute(sql`delete from products where name = 'Vortexium Vortexium Mug'`);
    expect(await vocabulary('vortexium', 'mug')).not.toHaveProperty('vortexium');
    expect(await pairs('vortexium', 'heliograph')).toEqual({ 'heliograph lamp': 1 });
    expect(await inCategories('vortexium')).toEqual({});
    expect((await search('vortexim')).total).toBe(0);
    expect((await search('heliogrph')).data.map((p: { name: string }) => p.name)).toEqual(['Heliograph Lamp']);
  });

  it('corrects each word of several on its own, and keeps the words that match as they are', async () => {
    const found = await search('heliograph lamb');
    expect(found.data.map((p: { name: string }) => p.name)).toEqual(['Heliograph Lamp']);
    expect((await search('helio lamp')).total).toBe(1);
  });

  it('reads a typed word as the words it begins, and a number as a prefix', async () => {
    await t.app.db.execute(sql`
      insert into products (name, description, price_paise, stock, category)
      values ('Heliotrope Wi-Fi Card 2207', 'Words', 100, 1, 'Cards'), ('O''Brien''s Mug', 'Words', 100, 1, 'Mugs')`);
    const names = async (term: string) => (await search(term)).data.map((p: { name: string }) => p.name).toSorted();
    expect(await names('helio')).toEqual(['Heliograph Lamp', 'Heliotrope Wi-Fi Card 2207']);
    // 'wi' begins the vocabulary's 'wi-fi', a word with what tsquery syntax means, read as one word.
    expect(await names('helio wi fi')).toEqual(['Heliotrope Wi-Fi Card 2207']);
    expect(await names('220 card')).toEqual(['Heliotrope Wi-Fi Card 2207']);
    expect(await names("o'brien mug")).toEqual(["O'Brien's Mug"]);
  });
});

// The word index held by each process (decision 024): it answers a search as PostgreSQL's statements do
// (decisions 009 and 020: prefixes, typos, numbers, categories, ranking, the cap), and follows every change to
// the catalogue, made by this process or behind its back, before its next search.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type ListQuery, listCatalogue } from './catalogue.ts';
import {
  type IndexedProduct,
  parseTsvector,
  readySearchIndex,
  SearchIndex,
  similarity,
  tsRank,
} from './search-index.ts';

let t: TestApp;
let queries: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (query) => queries.push(query) });
  // Names like a shop's: words shared by many names, rarer ones, numbers, a hyphenated word (its parts are
  // lexemes too), letters beyond ASCII; many products made in the same instant, at the same price or with the
  // same rating (the id, or the date, orders them).
  await t.app.db.execute(sql`
    insert into products (name, description, price_paise, stock, category, rating, created_at)
    select initcap((array['nebula', 'nebulon', 'anime', 'orbit', 'comet', 'galaxy', 'stellar', 'pulsar',
             'quasar', 'café'])[1 + i % 10]) || ' '
           || (array['Hoodie', 'Poster', 'Mug', 'Cap', 'Sci-Fi Tee', 'Scale Figure', 'Sticker', 'Lamp'])[1 + (i / 10) % 8]
           || case when i % 3 = 0 then ' Vol. ' || (i % 40) else '' end
           || case when i % 7 = 0 then ' Limited Edition' else '' end,
           'Generated', 1000 + (i % 97) * 10, 1, (array['Shirts', 'Posters', 'Mugs', 'Caps'])[1 + i % 4], i % 5,
           timestamptz '2026-01-01' + (i / 4) * interval '1 minute'
    from generate_series(1, 2400) as i`);
  await t.app.db.execute(sql`
    insert into products (name, description, price_paise, stock, category, rating)
    values ('Heliograph Lamp', 'Rare', 500, 1, 'Lamps', 4), ('Heliotrope Wi-Fi Card 2207', 'Rare', 700, 1, 'Cards', 3),
      ('Nebula Hoodie Nebula Hoodie', 'Twice', 900, 1, 'Shirts', 2), ('Hoodie of the Nebula', 'Apart', 900, 1, 'Shirts', 2),
      ('Nebula Nebulon Comet Hoodie Cap', 'Both', 900, 1, 'Caps', 2)`);
});
afterAll(() => t.close());

const SEARCHES = [
  'n',
  'ne',
  'neb',
  'nebula',
  'nebul',
  'nebulo',
  'anime',
  'an',
  'comet hoodie',
  'hoodie comet',
  'orbit mu',
  'galaxy scale figure',
  'scale fig',
  'limited edition',
  'limited',
  'sci',
  'fi',
  'sci-fi',
  'tee',
  'vol 3',
  '3',
  '12',
  '2207',
  'wi',
  'helio',
  'heliograph lamb',
  'nebual',
  'galxy',
  'stelar',
  'pulsra poster',
  'quasr mug',
  'cafe',
  'café',
  'CAFÉ',
  'xqzvw',
  'zzzz hoodie',
  'lamp',
  'poster 20',
  'st',
  'c',
  'edition vol',
];
const CATEGORIES = [undefined, 'Shirts', 'Posters', 'Lamps', 'Nowhere'];
const SORTS = ['-createdAt', 'price', '-price', '-rating'] as const;

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** What a listing answers: its total and its products' names and ids, in order. */
async function answer(q: ListQuery, useIndex: boolean) {
  const { rows, total } = await listCatalogue(t.app.db, q, { useIndex });
  return { total, rows: rows.map((row) => `${row.name} ${row.id}`) };
}

/** The same search through the index and through PostgreSQL; true when the index answered it. */
async function both(q: ListQuery) {
  queries = [];
  const indexed = await answer(q, true);
  const byIndex = queries.some((query) => query.includes('search_index_head'));
  const database = await answer(q, false);
  expect(indexed, JSON.stringify(q)).toEqual(database);
  return byIndex;
}

describe('the word index', () => {
  it('is built before the app answers, and answers every search as PostgreSQL does', async () => {
    // The products above were added behind the app's back, after it was built: it follows them.
    expect(readySearchIndex(t.app.db)).toBeInstanceOf(SearchIndex);
    let answered = 0;
    for (const search of SEARCHES)
      for (const category of CATEGORIES)
        for (const [page, limit] of [
          [1, 20],
          [2, 7],
          [40, 24],
        ] as const)
          for (const sort of SORTS) if (await both({ search, category, page, limit, sort })) answered += 1;
    expect(answered).toBe(SEARCHES.length * CATEGORIES.length * 3 * SORTS.length);
    // The cases it must cover: at the cap, ranked, none, and beyond the last page.
    const total = async (search: string) =>
      (await answer({ search, page: 1, limit: 20, sort: '-createdAt' }, true)).total;
    expect(await total('s')).toBe(1000);
    expect(await total('nebula')).toBe(243);
    expect(await total('nebual')).toBe(243);
    expect(await total('xqzvw')).toBe(0);
    expect(await total('2207')).toBe(1);
  });

  it('follows price and rating changes in its sorts', async () => {
    const best = async () =>
      (await answer({ search: 'quasar mug', page: 1, limit: 1, sort: '-rating' }, true)).rows.map(
        (row) => row.split(' ').slice(-1)[0],
      );
    const [dearest] = (await answer({ search: 'quasar mug', page: 1, limit: 1, sort: '-price' }, true)).rows;
    const id = dearest!.split(' ').slice(-1)[0]!;
    await t.app.db.execute(sql`update products set price_paise = 1 where id = ${id}`);
    expect((await answer({ search: 'quasar mug', page: 1, limit: 1, sort: 'price' }, true)).rows[0]).toBe(dearest);
    await t.app.db.execute(sql`update products set rating = 4.95 where id = ${id}`);
    expect(await best()).toEqual([id]);
    for (const sort of SORTS) expect(await both({ search: 'quasar', page: 1, limit: 20, sort })).toBe(true);
  });

  it('follows inserts, renames, category moves and deletes made behind its back, before its next search', async () => {
    const q = (search: string, category?: string): ListQuery => ({
      search,
      category,
      page: 1,
      limit: 20,
      sort: '-createdAt',
    });
    const names = async (search: string, category?: string) =>
      (await answer(q(search, category), true)).rows.map((row) => row.split(' ').slice(0, -1).join(' '));

    await t.app.db.execute(sql`insert into products (name, description, price_paise, category)
      values ('Zephyrine Kite', 'New', 100, 'Toys')`);
    expect(await names('zephyr')).toEqual(['Zephyrine Kite']);
    expect(await names('zephyrne')).toEqual(['Zephyrine Kite']); // a typo of a word it never held before

    await t.app.db.execute(sql`update products set name = 'Borealis Kite' where name = 'Zephyrine Kite'`);
    expect(await names('zephyr')).toEqual([]);
    expect(await names('boreal kite')).toEqual(['Borealis Kite']);

    await t.app.db.execute(sql`update products set category = 'Games' where name = 'Borealis Kite'`);
    expect(await names('borealis', 'Toys')).toEqual([]);
    expect(await names('borealis', 'Games')).toEqual(['Borealis Kite']);

    // Stock taken by an order changes nothing the index holds: no change is written for it.
    const changes = async () => rowsOf<{ n: number }>(sql`select count(*)::int as n from search_index_changes`);
    const before = await changes();
    await t.app.db.execute(sql`update products set stock = stock + 1 where name = 'Borealis Kite'`);
    expect(await changes()).toEqual(before);

    await t.app.db.execute(sql`delete from products where name = 'Borealis Kite'`);
    expect(await names('borealis')).toEqual([]);
    // A word no product holds any more leaves the vocabulary: 'borea' no longer reads as it.
    expect(await both(q('boreali'))).toBe(true);

    // Every answer since is still PostgreSQL's.
    for (const search of ['neb', 'nebual hoodie', 'kite', 'borealis', 'zephyr'])
      expect(await both(q(search))).toBe(true);
  });

  it('answers every listing without a search, and searches in a category, as PostgreSQL does, through changes', async () => {
    const browse = async () => {
      for (const category of CATEGORIES)
        for (const sort of SORTS)
          for (const [page, limit] of [
            [1, 20],
            [2, 7],
            [17, 24],
            [300, 9],
          ] as const)
            expect(await both({ category, page, limit, sort })).toBe(true);
    };
    await browse();
    // New products, newest of all, among the others' prices and ratings; then one moved to another category,
    // re-priced and re-rated, and one deleted.
    await t.app.db.execute(sql`insert into products (name, description, price_paise, category, rating)
      values ('Meteor Lamp', 'New', 1, 'Lamps', 0), ('Meteor Poster', 'New', 1200, 'Posters', 3),
        ('Meteor Mug', 'New', 1500, 'Mugs', 2)`);
    expect((await answer({ category: 'Lamps', page: 1, limit: 1, sort: '-createdAt' }, true)).rows[0]).toMatch(
      /^Meteor Lamp /,
    );
    await browse();
    await t.app.db.execute(sql`update products set category = 'Lamps', price_paise = 99999, rating = 4.5
      where name = 'Meteor Poster'`);
    await t.app.db.execute(sql`delete from products where name = 'Meteor Mug'`);
    expect((await answer({ category: 'Lamps', page: 1, limit: 1, sort: 'price' }, true)).rows[0]).toMatch(
      /^Meteor Lamp /,
    );
    await browse();
    // A search in a category stops once it has seen as many of the category's products as hold its word: those
    // counts follow the moves and deletes too.
    for (const search of ['meteor', 'poster', 'lamp', 'mug', 'nebula'])
      for (const category of ['Lamps', 'Posters', 'Mugs', 'Shirts'])
        for (const sort of SORTS) expect(await both({ search, category, page: 1, limit: 50, sort })).toBe(true);
    await t.app.db.execute(sql`delete from products where name like 'Meteor %'`);
  });

  it('reads one statement a search, however many changes were rolled back, and follows a committed one with two more', async () => {
    const q: ListQuery = { search: 'nebula', page: 1, limit: 20, sort: '-createdAt' };
    await answer(q, true);
    await t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into products (name, description, price_paise, category)
          select 'Phantom Nebula ' || i, 'Never', 100, 'Toys' from generate_series(1, 500) as i`);
        throw new Error('rolled back');
      })
      .catch(() => {});
    queries = [];
    expect((await answer(q, true)).total).toBe(243);
    expect(queries).toHaveLength(1);
    await t.app.db.execute(sql`insert into products (name, description, price_paise, category)
      values ('Real Nebula', 'Kept', 100, 'Toys')`);
    queries = [];
    expect((await answer(q, true)).total).toBe(244);
    // The page, the changes since, the page again.
    expect(queries).toHaveLength(3);
    await t.app.db.execute(sql`delete from products where name = 'Real Nebula'`);
  });

  it('reads the pages of searches made at once in one statement, each search its own page', async () => {
    // Pages that share products ('nebula' and 'nebula hoodie'), the same search twice, one that finds nothing.
    const searches: ListQuery[] = ['nebula', 'nebula hoodie', 'nebula', 'xqzvw', 'st', 'galxy', 'lamp'].flatMap(
      (search, i) => [
        { search, page: 1, limit: 20, sort: SORTS[i % SORTS.length]! },
        { search, page: 2, limit: 7, sort: '-createdAt' as const, category: i % 2 ? 'Shirts' : undefined },
      ],
    );
    await answer(searches[0]!, true); // the index has caught up with the changes before
    queries = [];
    const together = await Promise.all(searches.map((q) => answer(q, true)));
    expect(queries).toHaveLength(1);
    expect(together.filter((found) => found.rows.length > 0).length).toBeGreaterThan(8);
    for (const [i, q] of searches.entries()) expect(together[i], JSON.stringify(q)).toEqual(await answer(q, false));
  });

  it('is built anew when a product arrives older than the newest, and PostgreSQL answers meanwhile', async () => {
    const index = readySearchIndex(t.app.db);
    await t.app.db.execute(sql`insert into products (name, description, price_paise, category, created_at)
      values ('Antique Sextant', 'Old', 100, 'Toys', timestamptz '2025-06-01')`);
    // The search that finds the change answers from PostgreSQL while the index is built again.
    expect((await answer({ search: 'sextant', page: 1, limit: 20, sort: '-createdAt' }, true)).total).toBe(1);
    await expect
      .poll(() => {
        const now = readySearchIndex(t.app.db);
        return now instanceof SearchIndex && now !== index;
      })
      .toBe(true);
    expect(await both({ search: 'sextant', page: 1, limit: 20, sort: '-createdAt' })).toBe(true);
    expect(await both({ search: 'nebula', page: 2, limit: 20, sort: '-createdAt' })).toBe(true);
  });
});

describe('the sorted orders', () => {
  // A catalogue like a shop's: each category its own price range (so a word's products sit at one end of the
  // price order), many ties in price and rating, words shared by many names and rare ones.
  const CATEGORY = ['Posters', 'Figures', 'PC Parts'];
  const WORDS = ['nebula', 'nebulon', 'comet', 'orbit', 'kitsune', 'rocket', 'star', 'stardust', 'mug', 'lamp', 'rare'];
  const uuid = (i: number) => {
    const hex = (i * 2654435761 + 12345).toString(16).padStart(8, '0').slice(-8);
    return `${hex}-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
  };
  let next = 0;
  const product = (i: number, price?: number): IndexedProduct => {
    const category = i % 3;
    const words = [...new Set([WORDS[i % 7]!, WORDS[(i * 5) % 11]!, ...(i % 97 === 0 ? ['rare'] : [])])].sort();
    return {
      id: uuid(i),
      createdUs: 1_000 * (i + 1),
      category: CATEGORY[category]!,
      pricePaise: price ?? (category + 1) * 10_000 + (i % 13) * 100,
      rating: (i % 11) / 2,
      words,
      positions: words.map((_, w) => [w + 1]),
    };
  };
  const SEARCHES = [
    ['n'],
    ['nebula'],
    ['st'],
    ['star'],
    ['comet', 'o'],
    ['kitsune', 'rocket'],
    ['rare'],
    ['mug', 'st'],
  ];

  /** Every search in every sort, category and page, through the orders and by visiting every match: the same. */
  function expectSame(index: SearchIndex) {
    let compared = 0;
    for (const typed of SEARCHES)
      for (const category of [undefined, ...CATEGORY])
        for (const sort of ['price', '-price', '-rating'] as const)
          for (const [offset, limit] of [
            [0, 20],
            [20, 20],
            [960, 24],
            [0, 0],
          ] as const) {
            const options = { category, cap: 1000, rankedUpTo: 0, offset, limit, sort };
            const walked = index.search(typed, options);
            expect(walked, JSON.stringify({ typed, ...options })).toEqual(
              index.search(typed, { ...options, orders: false }),
            );
            compared += walked.page.length;
          }
    expect(compared).toBeGreaterThan(3000);
  }

  it('give the pages of sorted searches that visiting every match gives, and follow changes', () => {
    const index = new SearchIndex(0);
    index.appendAll(Array.from({ length: 6000 }, (_, i) => product(i)));
    next = 6000;
    index.compact();
    expectSame(index);
    // A few changes are followed in place: prices and ratings moved, products gone, new ones.
    const moved = [17, 406, 4000].map((i) => ({ ...product(i, 1), rating: 5 }));
    const fresh = Array.from({ length: 30 }, () => product(next++, 50_000));
    const gone = [8, 9, 1200].map((i) => ({ id: uuid(i), createdUs: product(i).createdUs }));
    expect(index.apply(gone, [...moved, ...fresh], 1)).toBe(true);
    expect(index.search(['nebula'], { cap: 1000, rankedUpTo: 0, offset: 0, limit: 1, sort: 'price' }).page).toEqual([
      uuid(406),
    ]);
    expectSame(index);
    // Many at once (an import): the orders are made again.
    const imported = Array.from({ length: 300 }, () => product(next++, 90_000));
    expect(index.apply([], imported, 2)).toBe(true);
    expect(index.search(['st'], { cap: 1000, rankedUpTo: 0, offset: 0, limit: 1, sort: '-price' }).page).toEqual([
      imported
        .filter((p) => p.words.some((word) => word.startsWith('st')))
        .map((p) => p.id)
        .sort()
        .at(-1),
    ]);
    expectSame(index);
  });
  it("give the catalogue's pages in each order and category, as sorting its products gives them, through changes", () => {
    const index = new SearchIndex(0);
    const held = new Map<string, IndexedProduct>();
    const add = (products: IndexedProduct[]) => {
      for (const p of products) held.set(p.id, p);
    };
    const byId = (a: IndexedProduct, b: IndexedProduct) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const ORDERS = {
      '-createdAt': (a: IndexedProduct, b: IndexedProduct) => b.createdUs - a.createdUs || byId(a, b),
      price: (a: IndexedProduct, b: IndexedProduct) => a.pricePaise - b.pricePaise || byId(a, b),
      '-price': (a: IndexedProduct, b: IndexedProduct) => b.pricePaise - a.pricePaise || byId(b, a),
      '-rating': (a: IndexedProduct, b: IndexedProduct) =>
        b.rating - a.rating || b.createdUs - a.createdUs || byId(a, b),
    };
    const expectSorted = () => {
      for (const category of [undefined, ...CATEGORY, 'Nowhere'])
        for (const [sort, order] of Object.entries(ORDERS) as [keyof typeof ORDERS, typeof ORDERS.price][]) {
          const all = [...held.values()].filter((p) => category === undefined || p.category === category).sort(order);
          for (const [offset, limit] of [
            [0, 20],
            [1990, 24],
            [all.length - 5, 9],
            [all.length + 40, 9],
          ] as const) {
            const found = index.browse({ category, sort, offset, limit });
            expect(found, JSON.stringify({ category, sort, offset })).toEqual({
              total: all.length,
              page: all.slice(offset, offset + limit).map((p) => p.id),
            });
          }
        }
    };
    const products = Array.from({ length: 6000 }, (_, i) => product(i));
    add(products);
    index.appendAll(products);
    index.compact();
    expectSorted();
    // Re-priced, re-rated and moved products, deleted ones, new ones: followed in place.
    const moved = [17, 406, 4000].map((i) => ({ ...product(i, 1), rating: 5, category: CATEGORY[(i + 1) % 3]! }));
    const fresh = Array.from({ length: 30 }, (_, i) => product(6000 + i, 50_000));
    const gone = [8, 9, 1200].map((i) => ({ id: uuid(i), createdUs: product(i).createdUs }));
    expect(index.apply(gone, [...moved, ...fresh], 1)).toBe(true);
    for (const { id } of gone) held.delete(id);
    add([...moved, ...fresh]);
    expectSorted();
    // Many at once (an import): the orders are made again.
    const imported = Array.from({ length: 300 }, (_, i) => product(7000 + i, 90_000));
    expect(index.apply([], imported, 2)).toBe(true);
    add(imported);
    expectSorted();
  });

  it('move a product whose price or rating changes, leaving nothing where it was', () => {
    // Every product holds 'star': the cheapest page of a search for it is walked from the order's start.
    const index = new SearchIndex(0);
    const starry = (i: number, price: number, rating: number): IndexedProduct => ({
      ...product(i),
      category: 'Posters',
      pricePaise: price,
      rating,
      words: ['star'],
      positions: [[1]],
    });
    index.appendAll(Array.from({ length: 3000 }, (_, i) => starry(i, 1000 + i, (i % 10) / 2)));
    index.compact();
    const first = (sort: 'price' | '-rating') =>
      index.search(['star'], { cap: 1000, rankedUpTo: 0, offset: 0, limit: 20, sort }).page;
    const cheapest = first('price');
    expect(cheapest[0]).toBe(uuid(0));
    expect(first('-rating')[0]).toBe(uuid(2999));
    expect(index.apply([], [starry(0, 900_000, 0), starry(2999, 5, 0)], 1)).toBe(true);
    for (const sort of ['price', '-price', '-rating'] as const) {
      const options = { cap: 1000, rankedUpTo: 0, offset: 0, limit: 20, sort };
      expect(index.search(['star'], options)).toEqual(index.search(['star'], { ...options, orders: false }));
    }
    expect(first('price')).not.toContain(uuid(0));
    expect(first('-rating')).not.toContain(uuid(2999));
  });
});

describe("pg_trgm's similarity", () => {
  it('is what PostgreSQL computes, for the words a typo is read against', async () => {
    const pairs = [
      ['galaxy', 'galxy'],
      ['nebula', 'nebual'],
      ['a', 'ab'],
      ['sci-fi', 'scifi'],
      ['café', 'cafe'],
      ['x1', 'x12'],
      ['stellar', 'stelar'],
      ['hoodie', 'xqzvw'],
    ];
    for (const [a, b] of pairs) {
      const [row] = await rowsOf<{ s: number }>(sql`select similarity(${a}, ${b}) as s`);
      // A real (single precision), sent as its shortest decimal.
      expect(similarity(a!, b!), `${a} ${b}`).toBe(Math.fround(Number(row?.s)));
    }
  });
});

describe('ts_rank', () => {
  it('is what PostgreSQL computes, to the last bit, for the queries a search makes', async () => {
    const names = [
      'Nebula Hoodie',
      'Nebula Hoodie Nebula Hoodie',
      'Hoodie of the long dark Nebula',
      'Nebula Nebulon Comet Hoodie Cap',
      'Sci-Fi Tee Vol. 12',
      "Rock'n'Roll Nebula",
    ];
    // (operands, as SortAndUniqItems leaves them, ANDed or not) and the tsquery a search sends for them.
    const queries: [{ text: string; prefix: boolean }[], boolean, string][] = [
      [[{ text: 'nebula', prefix: false }], false, "'nebula'"],
      [[{ text: 'nebul', prefix: true }], false, "'nebul':*"],
      [
        [
          { text: 'nebula', prefix: false },
          { text: 'nebulon', prefix: false },
        ],
        false,
        "('nebula' | 'nebulon')",
      ],
      [
        [
          { text: 'hoodie', prefix: false },
          { text: 'nebula', prefix: false },
        ],
        true,
        "'nebula' & 'hoodie'",
      ],
      [
        [
          { text: 'hoodie', prefix: false },
          { text: 'neb', prefix: true },
        ],
        true,
        "'neb':* & 'hoodie'",
      ],
      [
        [
          { text: 'comet', prefix: false },
          { text: 'nebula', prefix: false },
          { text: 'nebulon', prefix: false },
        ],
        true,
        "('nebula' | 'nebulon') & 'comet'",
      ],
      [
        [
          { text: 'fi', prefix: false },
          { text: 'sci', prefix: false },
          { text: '1', prefix: true },
        ],
        true,
        "'sci' & 'fi' & '1':*",
      ],
    ];
    for (const name of names)
      for (const [operands, and, query] of queries) {
        const [row] = await rowsOf<{ vector: string; rank: number }>(
          sql`select to_tsvector('simple', ${name})::text as vector, ts_rank(to_tsvector('simple', ${name}), ${query}::tsquery) as rank`,
        );
        const { words, positions } = parseTsvector(row!.vector);
        const entries = words.map((lexeme, i) => ({ lexeme, positions: positions[i]! }));
        expect(tsRank(entries, operands, and), `${name} ${query}`).toBe(Math.fround(Number(row!.rank)));
      }
  });
});

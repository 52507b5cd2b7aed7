// The public catalogue reads at any catalogue size: a page is one index range, a total is read from the
// counts the triggers keep (never a count of the table), and search is word-prefix full-text search
// through a GIN index, ranked, its total counted up to a cap, with words typed with a typo corrected
// against the vocabulary of names (decisions 009, 020). At most two queries per listing, whatever the
// query, each a named statement returning the total and the page as one JSON row (decision 012); the listings,
// search pages and product reads asked for in one turn of the event loop share a statement (decision 026). Where
// the process's index of the catalogue is built, it finds a listing's or a search's page and total, and
// PostgreSQL reads only the page's rows by primary key (decisions 024, 031).
import { DEFAULT_PRODUCT_SORT } from '@astroden/shared';
import type DataLoader from 'dataloader';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { readerFor, rowsByAsk, statementFor } from '../../db/batched-reads.ts';
import type { Database } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import {
  productCategoryCounts,
  products,
  searchPairs as searchPairsTable,
  searchWordCategories as searchWordCategoriesTable,
  searchWords as searchWordsTable,
} from '../../db/schema/index.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { catchUpSearchIndex, type IndexMatches, readySearchIndex, type SearchIndex } from './search-index.ts';

/** Every column but the search vector, which only the database reads. */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  pricePaise: products.pricePaise,
  stock: products.stock,
  category: products.category,
  images: products.images,
  weight: products.weight,
  dimensions: products.dimensions,
  features: products.features,
  rating: products.rating,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  version: products.version,
};

export type ProductListRow = Omit<typeof products.$inferSelect, 'searchVector'>;

/** The sorts open to everyone (PUBLIC_PRODUCT_SORTS); the others are the admin list's (admin-catalogue.ts). */
export type PublicProductSort = '-createdAt' | 'price' | '-price' | '-rating';

// Each order ends on the id so equal keys keep one order across pages; each matches an index exactly
// (products_newest_idx, _price_idx, _rating_idx and their per-category twins).
const ORDER_BY: Record<PublicProductSort, SQL[]> = {
  '-createdAt': [desc(products.createdAt), asc(products.id)],
  price: [asc(products.pricePaise), asc(products.id)],
  '-price': [desc(products.pricePaise), desc(products.id)],
  '-rating': [desc(products.rating), desc(products.createdAt), asc(products.id)],
};

/** The words of a search, lower case, letters and digits only: what the name's tsvector holds. */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** 'neb pc' → every word of the name set must start with one of them: neb:* & pc:* */
export const prefixQuery = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');

export interface ListQuery {
  page: number;
  limit: number;
  sort: PublicProductSort;
  category?: string;
  search?: string;
}

/** A listing; `useIndex: false` reads it from PostgreSQL alone even where the index is ready (decisions 024, 031). */
export async function listCatalogue(
  db: Database,
  q: ListQuery,
  { useIndex = true }: { useIndex?: boolean } = {},
): Promise<{ rows: ProductListRow[]; total: number }> {
  return q.search ? searchCatalogue(db, q, q.search, useIndex) : browseCatalogue(db, q, useIndex);
}

const inCategory = (category: string | undefined) => (category ? eq(products.category, category) : undefined);

/** Products in the catalogue (or a category): the trigger-kept counts, summed over a handful of rows. */
const countedTotal = (category: SQL | undefined) =>
  sql<number>`(select coalesce(sum(${productCategoryCounts.count}), 0)::int from ${productCategoryCounts}${
    category ? sql` where ${productCategoryCounts.category} = ${category}` : sql``
  })`;

/** The order of ORDER_BY on a page aliased `products` (its columns keep their names). */
const pageOrder = (sort: PublicProductSort) => sql.join(ORDER_BY[sort], sql`, `);

/**
 * A page as one JSON array (one text field to decode, not one per column of every row), in the sort's
 * order, from a subquery that must be aliased `products` and hold productColumns: '[]' when it is empty.
 */
const pageJson = (page: SQL, sort: PublicProductSort, first: SQL = sql``) =>
  sql`coalesce((select json_agg(products order by ${first}${pageOrder(sort)}) from (${page}) as products), '[]')`;

const selectedColumns = sql.join(
  Object.values(productColumns).map((column) => sql`${column}`),
  sql`, `,
);

/**
 * Pages of the catalogue (or a category) in one sort, each with the counted total, one row each, as a named
 * prepared statement: one per sort and filter, parsed once per connection (building and parsing the query anew
 * cost a cold listing a sixth of its time). It reads the pages asked for at once (`asks`, a JSON array of each
 * one's limit, offset and category), numbered from 1 in `k`. Its plan holds for any limits and offsets, so PGlite
 * runs its generic plan rather than planning each page (decision 012). A page past the end still has the total,
 * which tells the client how many pages there are.
 */
function browseStatement(db: Database, sort: PublicProductSort, byCategory: boolean) {
  const category = byCategory ? sql`asks.category` : undefined;
  // A deep page skips its offset inside the sort's index alone (index-only), then reads just its rows by
  // primary key: `= any(array(…))`, which even a generic plan reads through the index (`in (…)` can become
  // a hash join over the whole table when the planner does not know the page's size).
  const pageIds = sql`select ${products.id} from ${products}${category ? sql` where ${products.category} = ${category}` : sql``}
    order by ${pageOrder(sort)} limit asks.lim offset asks.off`;
  const page = sql`select ${selectedColumns} from ${products} where ${products.id} = any(array(${pageIds}))`;
  return namedStatement(
    db,
    `catalogue_browse_${sort}${byCategory ? '_category' : ''}`,
    sql`select asks.k, ${countedTotal(category)} as total, ${pageJson(page, sort)} as rows
      from rows from (json_to_recordset(${sql.placeholder('asks')}::json) as (lim bigint, off bigint, category text))
        with ordinality as asks(lim, off, category, k)`,
    { genericPlan: true },
  );
}

interface BrowseAsk {
  limit: number;
  offset: number;
  category: string | undefined;
}

/** The listings of one sort, in a category or not, asked for at once: one statement, a row (k, total, page) each. */
function browseReader(db: Database, sort: PublicProductSort, byCategory: boolean) {
  const key = `browse:${sort}:${byCategory}`;
  return readerFor(db, key, async (asks: readonly BrowseAsk[]) => {
    const statement = statementFor(db, key, () => browseStatement(db, sort, byCategory));
    const rows = await statement.execute({
      asks: JSON.stringify(asks.map(({ limit, offset, category }) => ({ lim: limit, off: offset, category }))),
    });
    return rowsByAsk(rows, asks.length);
  });
}

async function browseCatalogue(db: Database, q: ListQuery, useIndex: boolean) {
  const window = pageWindow(q.page, q.limit);
  if (useIndex) {
    const found = await readByIndex(db, (index) => index.browse({ ...window, category: q.category, sort: q.sort }));
    if (found) return found;
  }
  const row = await browseReader(db, q.sort, Boolean(q.category)).load({ ...window, category: q.category });
  return pageResult(row?.[1], row?.[2]);
}

/** The sorts whose walk of a large search is bounded by its words' prices. */
const BY_PRICE = new Set<PublicProductSort>(['price', '-price']);

/** Past this many matches a search's total reads this many (decision 009): counting costs what it finds. */
export const SEARCH_TOTAL_CAP = 1000;
/** Up to this many matches, the default order is by relevance; past it, newest first through the index. */
const RANKED_UP_TO = 300;

async function searchCatalogue(db: Database, q: ListQuery, search: string, useIndex: boolean) {
  const words = searchWords(search);
  // Nothing a name could hold (punctuation only): nothing matches.
  if (words.length === 0) return { rows: [], total: 0 };
  if (useIndex) {
    const { offset, limit } = searchWindow(q);
    const found = await readByIndex(db, (index) =>
      index.search(words, {
        category: q.category,
        cap: SEARCH_TOTAL_CAP,
        rankedUpTo: q.sort === DEFAULT_PRODUCT_SORT ? RANKED_UP_TO : 0,
        offset,
        limit,
        sort: q.sort,
      }),
    );
    if (found) return found;
  }
  const [row] = await statementFor(db, `search:${q.sort}:${Boolean(q.category)}`, () =>
    searchStatement(db, q.sort, Boolean(q.category)),
  ).execute({ ...searchWindow(q), words: words.join(' '), category: q.category ?? null });
  return pageResult(row?.[0], row?.[1]);
}

/**
 * A listing through this process's index (decisions 024, 031): `find` gives the page's ids in the listing's order
 * and their number (a search's up to the cap, ranked as ts_rank ranks when the order is the default and there are
 * at most RANKED_UP_TO matches); PostgreSQL reads the page's rows by primary key, and says in the same statement
 * which of the catalogue's changes it has seen. When that is one the index has not, the index catches up and the
 * listing is found again. Undefined when the index is not built (yet) or cannot catch up: PostgreSQL answers then.
 */
async function readByIndex(db: Database, find: (index: SearchIndex) => IndexMatches) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const index = readySearchIndex(db);
    if (!index) return undefined;
    const seen = index.applied;
    const found = find(index);
    const { head, rows } = await productPages(db).load(found.page);
    if (head <= seen) return { rows: rows.map(fromRaw), total: found.total };
    if (!(await catchUpSearchIndex(db, index))) return undefined;
  }
  return undefined;
}

/** The last change to the catalogue that has committed (search_index_head), beside a page read through the index. */
const lastChange = sql`(select seq from search_index_head)`;

/**
 * The products of the given ids (a uuid[] parameter `ids`), each with the number of the page it is for (an int[]
 * `pages` beside it), in that order, beside the catalogue's last change.
 */
function pagesByIdsStatement(db: Database) {
  const page = sql`select ${selectedColumns}, ids.page, ids.n
    from unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('pages')}::int[]) with ordinality as ids(id, page, n)
    join ${products} on ${products.id} = ids.id`;
  return namedStatement(
    db,
    'catalogue_product_pages',
    sql`select ${lastChange} as head,
      coalesce((select json_agg(products order by products.n) from (${page}) as products), '[]') as rows`,
    { genericPlan: true },
  );
}

interface ProductPage {
  /** The catalogue's last change when the page was read. */
  head: number;
  /** The page's products as the statement's JSON has them, in the order of their ids; a missing one left out. */
  rows: Record<string, unknown>[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads pages of products by id: a search's page (the ids the word index found) or one product, those asked for at
 * once in one statement (readerFor). An id that cannot be one (decision 005: none reaches here past the routes'
 * schemas) is a missing product, not a failed statement for every page beside it.
 */
function productPages(db: Database): DataLoader<readonly string[], ProductPage> {
  return readerFor(db, 'product-pages', async (pages: readonly (readonly string[])[]) => {
    const statement = statementFor(db, 'product-pages', () => pagesByIdsStatement(db));
    const asked = pages.map((ids) => ids.filter((id) => UUID.test(id)));
    const [row] = await statement.execute({
      ids: `{${asked.flat().join(',')}}`,
      pages: `{${asked.flatMap((ids, page) => ids.map(() => page)).join(',')}}`,
    });
    const head = Number(row?.[0] ?? 0);
    const found = pages.map((): ProductPage => ({ head, rows: [] }));
    for (const product of JSON.parse(row?.[1] ?? '[]') as Record<string, unknown>[])
      found[product.page as number]!.rows.push(product);
    return found;
  });
}

/**
 * A search's value as the statement reads it: through `(select …)`, which the planner cannot see into (an
 * initplan, read once per search). Planned for given values, a search was planned anew each time (0.6 ms of a
 * 1 ms search), because the plan for its values always looked cheaper than the one for any values, which
 * PostgreSQL would otherwise keep after five.
 */
const searchValue = (name: string, type: string) => sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

/** Past this many words of the vocabulary, a typed word is searched as a prefix (GIN's partial match). */
const EXPANDED_UP_TO = 50;

/** `text` as one lexeme of a tsquery, quoted: the vocabulary's words may hold what tsquery syntax means. */
const lexeme = (text: SQL) =>
  sql`(chr(39) || replace(replace(${text}, chr(92), repeat(chr(92), 2)), chr(39), repeat(chr(39), 2)) || chr(39))`;

/**
 * Common table expressions that end in one row, `terms`: the search's tsquery (`terms.query`), from the typed
 * words (the text parameter `words`, separated by spaces) in the category `category` (a text parameter, or
 * null), each word read against the names' vocabulary (decision 020); the search statement reads them in the
 * same round trip. A word that begins no word of the vocabulary was typed with a typo: it is
 * read as the word most similar to it (pg_trgm's `%`: a similarity of at least pg_trgm.similarity_threshold,
 * db/client.ts), found nearest first through the GiST index (`<->`). Then a word is the words of the
 * vocabulary it begins ('neb' is nebula | nebulon), which GIN reads as whole entries, several times faster
 * than a prefix's partial match. A number (numbers are not in the vocabulary), a word beginning too many
 * words, or a word like none, is a prefix as typed. Its cost is a few pages of the small vocabulary a word.
 *
 * `terms.at_least` is how many products the vocabulary says the search finds at least: for a search of one
 * word, the most names any word it reads as is held by (each of them matches alone); for two words, the most
 * names that hold a word of each side by side, in either order (search_pairs: 'scale figure', 'figure scale');
 * for more, 0 (what they hold together is counted nowhere). Within a category (a text parameter, or null),
 * the most names of that category any word it reads as is held by (search_word_categories), and 0 for more
 * words than one (the pairs count the whole catalogue). The search skips its count when that reaches the cap.
 *
 * `terms.cheapest` and `terms.dearest` bound the prices of what it finds (null: no bound): a product found
 * holds, for each typed word, one of the words its reading begins, and each word of the vocabulary keeps bounds
 * that hold the price of every product holding it (migration 0027). A word searched as a prefix bounds nothing.
 *
 * Its plan is the same whatever the words: they are read through searchValue, so a plan for given words is no
 * cheaper than the one for any words and PostgreSQL keeps the latter after five searches (planned for the words,
 * each search spent 1 ms planning a part that runs in 0.1 ms: the planner counted the words of the constant).
 */
function searchTermsCtes(): SQL {
  const w = searchWordsTable;
  const pairs = searchPairsTable;
  const begins = (word: SQL) => sql`${w.word} ~>=~ ${word} and ${w.word} ~<~ (${word} || chr(1114111))`;
  const typed = sql.raw('typed.word');
  const word = sql.raw('read.word');
  const prefix = sql`${lexeme(word)} || ':*'`;
  // Each typed word as it is read, and the words of the vocabulary that reading begins (one more than are
  // searched as words: past EXPANDED_UP_TO, the reading is a prefix).
  const reading = sql`select typed.n, read.word, array(select ${w.word} from ${w} where ${begins(word)}
        order by ${w.word} limit ${EXPANDED_UP_TO + 1}) as begun
      from unnest(string_to_array(${searchValue('words', 'text')}, ' ')) with ordinality as typed(word, n),
        lateral (select coalesce(
          case when ${typed} ~ '^[0-9]+$' or exists (select from ${w} where ${begins(typed)}) then ${typed} end,
          (select ${w.word} from ${w} where ${w.word} % ${typed} order by ${w.word} <-> ${typed}, ${w.word} limit 1),
          ${typed}) as word) as read`;
  // A reading is searched as the words it begins, unless it is a number or begins none or too many of them.
  const expanded = sql`read.word !~ '^[0-9]+$' and cardinality(read.begun) between 1 and ${EXPANDED_UP_TO}`;
  const term = sql`case when ${expanded}
      then '(' || array_to_string(array(select ${lexeme(sql.raw('begun'))} from unnest(read.begun) as begun), ' | ') || ')'
      else ${prefix}
    end`;
  // Every word a typed word's reading begins matches whatever that reading is searched as (the words, or the
  // prefix): a name that holds one of them, or two of them side by side, is found.
  const category = searchValue('category', 'text');
  const byCategory = searchWordCategoriesTable;
  const heldAlone = sql`case when ${category} is null
      then (select coalesce(max(${w.names}), 0) from ${w}, read where ${w.word} = any(read.begun))
      else (select coalesce(max(${byCategory.names}), 0) from ${byCategory}, read
        where ${byCategory.category} = ${category} and ${byCategory.word} = any(read.begun)) end`;
  const heldTogether = sql`(select coalesce(max(${pairs.names}), 0) from ${pairs}, read as a, read as b
      where a.n = 1 and b.n = 2
        and ((${pairs.first} = any(a.begun) and ${pairs.second} = any(b.begun))
          or (${pairs.first} = any(b.begun) and ${pairs.second} = any(a.begun))))`;
  // A typed word's bounds: those of the words its reading begins, when it is searched as them and each has its
  // own (a row is only without them inside the transaction that adds it).
  const bounded = sql`${expanded} and bool_and(${w.cheapestPaise} is not null and ${w.dearestPaise} is not null)`;
  const bounds = sql`(select case when ${bounded} then min(${w.cheapestPaise}) end as cheapest,
      case when ${bounded} then max(${w.dearestPaise}) end as dearest
      from ${w} where ${w.word} = any(read.begun))`;
  // Every typed word must be held: the tightest of their bounds holds.
  return sql`read as (${reading}), priced as (select bounds.* from read, lateral ${bounds} as bounds),
    terms as materialized (select string_agg(${term}, ' & ' order by read.n)::tsquery as query,
      case count(*) when 1 then ${heldAlone} when 2 then (case when ${category} is null then ${heldTogether} else 0 end)
        else 0 end as at_least,
      (select max(cheapest) from priced) as cheapest, (select min(dearest) from priced) as dearest
    from read)`;
}

/** The tsquery (as text) that searches `words`, as a search reads them (searchTermsCtes). */
async function searchTerms(db: Database, words: string[]): Promise<string> {
  const [row] = await statementFor(db, 'search-terms', () =>
    namedStatement(db, 'catalogue_search_terms', sql`with ${searchTermsCtes()} select terms.query::text from terms`, {
      genericPlan: true,
    }),
  ).execute({ words: words.join(' '), category: null });
  return row?.[0] ?? prefixQuery(words);
}

/**
 * The condition a listing's filters put on products, for readers that walk all of them rather than a page
 * (the CSV export): the same category, and the same search, its words read the same way.
 */
export async function catalogueFilter(db: Database, q: Omit<ListQuery, 'page' | 'limit' | 'sort'>) {
  if (!q.search) return inCategory(q.category);
  const words = searchWords(q.search);
  if (words.length === 0) return sql`false`;
  return and(sql`${products.searchVector} @@ ${await searchTerms(db, words)}::tsquery`, inCategory(q.category));
}

/** The page of a search: its last page ends at the cap, as the total does. */
function searchWindow(q: ListQuery) {
  const { offset, limit } = pageWindow(q.page, q.limit);
  return { offset, limit: Math.max(0, Math.min(limit, SEARCH_TOTAL_CAP - offset)) };
}

/**
 * One page of the products whose names hold the typed `words` (as searchTermsCtes reads them), and their
 * number up to SEARCH_TOTAL_CAP, in one row and one named statement whose cost is bounded by the cap and the
 * page, not by the catalogue: the count stops at the cap; a page of a large result walks the sort's index, a small one
 * is ranked (ts_rank) when the visitor has not chosen an order. Only the branch the count selects runs (a
 * one-time filter). Its plan is one for any words and page (every value is a searchValue), made once: the
 * count decides at run time which branch reads what, whatever the planner would have guessed.
 */
function searchStatement(db: Database, sort: PublicProductSort, byCategory: boolean) {
  // The typed words, read against the vocabulary in the same statement (searchTermsCtes): one round trip.
  const query = sql`(select terms.query from terms)`;
  const offset = searchValue('offset', 'bigint');
  const limit = searchValue('limit', 'bigint');
  const ofCategory = byCategory ? sql`${products.category} = ${searchValue('category', 'text')}` : undefined;
  const matches = and(sql`${products.searchVector} @@ ${query}`, ofCategory);
  // Below the cap, the matches' ids and sort keys, read once for both the count and the page (at most a thousand
  // rows from the GIN index, whatever the planner guesses of how many there are): the GIN index and the table were
  // read twice, once to count and once more for every whole row to sort (two words at 1,000,000 products: 38% of
  // the time of 400 generated searches). The page then reads its own rows by id.
  const ranks = sort === DEFAULT_PRODUCT_SORT;
  const keys = [products.id, products.createdAt, products.pricePaise, products.rating];
  const matched = sql`select ${sql.join(ranks ? [...keys, products.searchVector] : keys, sql`, `)}
    from ${products} where ${matches} limit ${SEARCH_TOTAL_CAP}`;
  // Up to RANKED_UP_TO matches, the default order is by relevance first.
  const rank = ranks
    ? sql`case when found.n <= ${RANKED_UP_TO} then ts_rank(${products.searchVector}, ${query}) else 0 end`
    : sql`0::real`;
  const fromMatches = sql`(select ${selectedColumns}, ${rank} as rank from ${products}
    where ${products.id} = any(array(select ${products.id} from matched as ${products}
      where found.n < ${SEARCH_TOTAL_CAP} and ${offset}::bigint < found.n
      order by ${ranks ? sql`${rank} desc, ` : sql``}${pageOrder(sort)} limit ${limit} offset ${offset})))`;
  // At the cap, a thousand matches or more: the page's ids from a walk of the sort's index, which carries the
  // words (products_search_*_idx) and checks them without reading the table; then only the page's rows are
  // read. The words are kept from the GIN index (`is true`): when the planner underestimates how many match
  // (words that go together, 'gaming headset'), its bitmap would fetch and sort every match.
  // Sorted by price, the walk starts and ends at the bounds of the words' prices (searchTermsCtes): a word
  // only cheap products hold, sorted dearest first, no longer walks past every dearer product first ('saga' at
  // 1,000,000 products: 700,000 index entries, 147 ms).
  const priced = BY_PRICE.has(sort)
    ? sql`${products.pricePaise} between coalesce((select terms.cheapest from terms), 0)
        and coalesce((select terms.dearest from terms), 2147483647)`
    : undefined;
  const walked = and(sql`(${products.searchVector} @@ ${query}) is true`, ofCategory, priced);
  const inOrder = sql`(select ${selectedColumns}, 0::real as rank from ${products}
    where ${products.id} = any(array(select ${products.id} from ${products}
      where ${walked} and found.n >= ${SEARCH_TOTAL_CAP} and ${offset}::bigint < found.n
      order by ${sql.join(ORDER_BY[sort], sql`, `)} limit ${limit} offset ${offset})))`;
  const hits = sql`${fromMatches} union all ${inOrder}`;
  // The count reads up to the cap's matches (a bitmap of every match from GIN, or a walk of a sort's index: tens
  // of milliseconds for a common word at a million products, where the page itself costs one); the vocabulary
  // already knows a one-word search that reaches the cap, and then nothing reads `matched`. MATERIALIZED: the
  // branches read found.n several times, and a CTE without a FROM of its own would be copied into each of them,
  // the count with it.
  const atLeast = sql`(select terms.at_least from terms)`;
  const text = sql`
    with ${searchTermsCtes()}, matched as materialized (${matched}),
      found as materialized (select case when ${atLeast} >= ${SEARCH_TOTAL_CAP} then ${SEARCH_TOTAL_CAP}
        else (select count(*)::int from matched) end as n)
    select found.n as total, ${pageJson(hits, sort, sql`products.rank desc, `)} as rows from found`;
  return namedStatement(db, `catalogue_search_${sort}${byCategory ? '_category' : ''}`, text, { genericPlan: true });
}

/**
 * One product by id, or undefined: a page of one, read with the others asked for at the same time (productPages).
 */
export async function catalogueProduct(db: Database, id: string): Promise<ProductListRow | undefined> {
  const [row] = (await productPages(db).load([id])).rows;
  return row ? fromRaw(row) : undefined;
}

/** A page's total and products, as the statement's row gives them: text, the page as a JSON array. */
function pageResult(total: string | null | undefined, page: string | null | undefined) {
  return { rows: (JSON.parse(page ?? '[]') as Record<string, unknown>[]).map(fromRaw), total: Number(total ?? 0) };
}

/** A product of a page's JSON (snake_case) in the shape the select builder gives. */
function fromRaw(row: Record<string, unknown>): ProductListRow {
  return {
    id: row.id as string,
    name: row.name as string,
    description: row.description as string,
    pricePaise: Number(row.price_paise),
    stock: Number(row.stock),
    category: row.category as string,
    images: row.images as string[],
    weight: row.weight === null ? null : Number(row.weight),
    dimensions: row.dimensions as ProductListRow['dimensions'],
    features: row.features as string[],
    rating: Number(row.rating),
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
    version: Number(row.version),
  };
}

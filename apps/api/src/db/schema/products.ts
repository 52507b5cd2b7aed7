import type { Dimensions } from '@astroden/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull(),
    /** Money in paise, never a float. */
    pricePaise: integer().notNull(),
    stock: integer().notNull().default(0),
    category: text().notNull(),
    images: jsonb().$type<string[]>().notNull().default([]),
    weight: doublePrecision(),
    dimensions: jsonb().$type<Dimensions>(),
    features: jsonb().$type<string[]>().notNull().default([]),
    rating: real().notNull().default(0),
    /** The name's words for word-prefix search ('simple': lower case, no stemming), kept by PostgreSQL. */
    searchVector: tsvector().notNull().generatedAlwaysAs(sql`to_tsvector('simple', name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    // One index per sort of the marketplace, alone and within a category, each in the exact order the
    // query asks (DESC is NULLS FIRST in SQL: an index built NULLS LAST does not serve it), ending on the
    // id so a page is one index range whatever the catalogue's size.
    index('products_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('products_price_idx').on(t.pricePaise, t.id),
    index('products_rating_idx').on(t.rating.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id),
    index('products_category_newest_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.id),
    index('products_category_price_idx').on(t.category, t.pricePaise, t.id),
    index('products_category_rating_idx').on(
      t.category,
      t.rating.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    // A search within a category or not (btree_gin holds the category beside the words): the category is
    // intersected in the index, never checked on the heap match by match (decision 020). Migration 0022 also
    // makes the search's walks of the three sorts index-only (products_search_*_idx, which carry the words:
    // drizzle has no INCLUDE).
    index('products_search_idx').using('gin', t.category, t.searchVector),
    // Typo tolerance: trigram similarity of the name when no word matches.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.pricePaise} >= 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/**
 * Products per category, kept by triggers in the same transaction as every insert, delete and change of
 * category (migration 0007): the categories list and a listing's total read it instead of counting the
 * catalogue on every request.
 */
export const productCategoryCounts = pgTable('product_category_counts', {
  category: text().primaryKey(),
  count: integer().notNull().default(0),
});

/**
 * The words of the catalogue's names, each with the number of names that hold it, kept by triggers in the
 * same statement as every insert, delete and rename (migrations 0010, 0019): a search whose words match no
 * name is corrected against this vocabulary (decision 020). A word leaves it with the last name that held
 * it; words of digits only are not in it (no typo of a number is corrected into another number), so its size
 * follows the shop's language rather than its catalogue. A typed word is searched as the words it begins
 * (decision 020); the GiST trigram index finds the nearest word (`<->`) of one that begins none.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
    /** How many product names hold the word (at least 1: a word no name holds is deleted). */
    names: integer().notNull().default(0),
    /**
     * At most the lowest and at least the highest price of the products whose name holds the word (migration
     * 0027): widened by the triggers whenever a product gets the word or a price outside them, never narrowed
     * (a product leaving only leaves them looser). A search sorted by price starts its walk of the price index
     * there instead of at the catalogue's end (decision 020).
     */
    cheapestPaise: integer(),
    dearestPaise: integer(),
  },
  (t) => [
    index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
    // The words a typed word begins, whatever the database's collation (byte order: ~>=~ and ~<~).
    index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
  ],
);

/**
 * The pairs of words that stand next to each other in the catalogue's names ('scale figure'), each with the
 * number of names that hold it, kept by the same triggers as the vocabulary (migration 0026): every name that
 * holds a pair holds both its words, so a search of those two words finds at least that many products, and one
 * that reaches the cap needs no count (decision 020). A pair leaves with the last name that held it; pairs with
 * a word of digits only are not in it.
 */
export const searchPairs = pgTable(
  'search_pairs',
  {
    first: text().notNull(),
    second: text().notNull(),
    /** How many product names hold the two words side by side, in this order (at least 1). */
    names: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.first, t.second] })],
);

/**
 * The vocabulary by category: each word with the number of names in each category that hold it, kept by the
 * same triggers (migration 0028), category moves included. A search of one word within a category finds at
 * least that many products, and one that reaches the cap needs no count (decision 020), as in the whole
 * catalogue. A row leaves with the last name of its category that held the word.
 */
export const searchWordCategories = pgTable(
  'search_word_categories',
  {
    word: text().notNull(),
    category: text().notNull(),
    /** How many product names in the category hold the word (at least 1). */
    names: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.word, t.category] })],
);

/**
 * The catalogue's changes that a worker's search index must follow (decision 024): one row for every product
 * inserted, deleted, renamed, moved to another category, re-dated, re-priced or re-rated (what a search finds and
 * sorts by; never stock), written by triggers in the same statement
 * (migration 0029). Writers take the changes in turn (an advisory lock, from the statement's start to its
 * transaction's end), so the sequence's order is the order the changes commit in: an index that has read up to
 * `seq` has missed nothing before it. `oldCreatedAt` is where the product stood in the index (null: it was
 * new). The newest 100,000 are kept; an index further behind is built anew.
 */
export const searchIndexChanges = pgTable('search_index_changes', {
  seq: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  productId: uuid().notNull(),
  oldCreatedAt: timestamp({ withTimezone: true, mode: 'date' }),
});

/**
 * The last change in search_index_changes that has committed: one row, written by the same triggers in the same
 * transaction (migration 0029). A search reads it beside its page to know whether its index is current; a
 * max() of the changes would step over every change rolled back since the last vacuum.
 */
export const searchIndexHead = pgTable(
  'search_index_head',
  {
    one: boolean().primaryKey().default(true),
    seq: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('search_index_head_one', sql`${t.one}`)],
);

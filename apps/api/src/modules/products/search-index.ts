// The catalogue's words held in this process (decision 024): for each word of the names, the products that hold
// it, in the newest-first order of the catalogue. A search reads its words here (decision 020's readings: a
// prefix is the words it begins, a typo the most similar word) and finds its matches and their number up to the
// cap here; PostgreSQL then reads only the page's rows by primary key. A listing without words finds its page in
// the catalogue's orders kept here, by category too (decision 031). The index follows the catalogue through
// `search_index_changes`, which the products' triggers write in commit order (migration 0029).
import { sql } from 'drizzle-orm';
import { type Database, TYPO_SIMILARITY } from '../../db/client.ts';

/** A product's place: slots run oldest first (created_at, then id descending), so newest first is backwards. */
type Slot = number;

/** The slots of one word, ascending, in a typed array that grows. */
interface Postings {
  slots: Int32Array;
  length: number;
}

/** What a walk of slots calls for each: false stops the walk. `done` is called once it ends. */
type Visit = ((slot: Slot) => boolean) & { done?: () => void };

/** One product as the index reads it. */
export interface IndexedProduct {
  id: string;
  /** created_at in microseconds since the epoch (PostgreSQL's precision: products made in one ms keep order). */
  createdUs: number;
  category: string;
  pricePaise: number;
  rating: number;
  /** The name's lexemes, in the tsvector's order (`search_vector`), each once. */
  words: string[];
  /** Each lexeme's positions in the name, as the tsvector has them (ts_rank reads them). */
  positions: number[][];
}

/** The orders a search's page can be read in (PublicProductSort): newest first, by price either way, best rated. */
export type IndexSort = '-createdAt' | 'price' | '-price' | '-rating';

/** A search's words as the index reads them: each term the lexemes (by number) of which a match holds one. */
interface Term {
  lexemes: number[];
  /** The term as the search's tsquery holds it: its whole words, or its reading as a prefix (`'neb':*`). */
  operands: IndexOperand[];
  /** The sum of the lexemes' postings: how many products at most hold the term. */
  size: number;
}

export interface IndexMatches {
  /** How many products match, up to `cap`. */
  total: number;
  /** The ids of the matches at [offset, offset + limit), in the search's order. */
  page: string[];
}

/** An operand of a search's tsquery: a whole lexeme, or a prefix of lexemes. */
interface RankOperand {
  text: string;
  prefix: boolean;
}

/** An operand as the index holds it: with the lexemes (by number) it matches. */
interface IndexOperand extends RankOperand {
  lexemes: number[];
}

/** A lexeme of a product's tsvector with its positions, in the tsvector's order. */
interface RankEntry {
  lexeme: string;
  positions: number[];
}

/** ts_rank's default weight of the D positions to_tsvector makes, in single precision as PostgreSQL has it. */
const WEIGHT_D = Math.fround(0.1);

/** tsrank.c's word_distance: how much two positions `distance` apart count. */
function wordDistance(distance: number): number {
  if (distance > 100) return Math.fround(1e-30);
  return Math.fround(1.0 / (1.005 + 0.05 * Math.exp(Math.fround(distance) / 1.5 - 2)));
}

/** The entries of the tsvector `entries` an operand matches (a prefix: every entry it begins, in order). */
const entriesOf = (entries: RankEntry[], operand: RankOperand) =>
  entries.filter((entry) => (operand.prefix ? entry.lexeme.startsWith(operand.text) : entry.lexeme === operand.text));

/**
 * PostgreSQL's `ts_rank(vector, query)` with its default weights and no normalisation (tsrank.c, calc_rank), for
 * a query whose operands are `operands` (sorted and each once, as SortAndUniqItems leaves them) and which is an
 * AND of them when `and`: every step in the single or double precision the C code computes it in, so that ranks
 * compare (and tie) exactly as PostgreSQL's do.
 */
export function tsRank(entries: RankEntry[], operands: RankOperand[], and: boolean): number {
  return rankMatched(
    operands.map((operand) => entriesOf(entries, operand).map((entry) => entry.positions)),
    and,
  );
}

/**
 * ts_rank from what each operand matched in the tsvector: for each operand (in SortAndUniqItems' order), the
 * positions of each entry it matched, in the tsvector's order.
 */
function rankMatched(matched: number[][][], and: boolean): number {
  let rank = and && matched.length >= 2 ? rankAnd(matched) : rankOr(matched);
  if (rank < 0) rank = Math.fround(1e-20);
  return rank;
}

function rankOr(matched: number[][][]): number {
  let rank = 0;
  for (const entries of matched) {
    for (const positions of entries) {
      if (positions.length === 0) continue;
      // Every position weighs WEIGHT_D (to_tsvector sets no weights), so calc_rank_or's heaviest is the first.
      let sum = 0;
      for (let j = 1; j <= positions.length; j++) sum = Math.fround(sum + Math.fround(WEIGHT_D / (j * j)));
      const part = Math.fround(Math.fround(WEIGHT_D + sum) - WEIGHT_D);
      rank = Math.fround(rank + part / 1.64493406685);
    }
  }
  return matched.length > 0 ? Math.fround(rank / matched.length) : rank;
}

function rankAnd(matched: number[][][]): number {
  let rank = -1;
  const found: (number[] | undefined)[] = [];
  matched.forEach((entries, i) => {
    for (const positions of entries) {
      found[i] = positions;
      for (let k = 0; k < i; k++) {
        const earlier = found[k];
        if (!earlier) continue;
        for (const l of positions) {
          for (const p of earlier) {
            const distance = Math.abs(l - p);
            if (distance === 0) continue;
            const weight = Math.fround(
              Math.sqrt(Math.fround(Math.fround(WEIGHT_D * WEIGHT_D) * wordDistance(distance))),
            );
            rank = rank < 0 ? weight : Math.fround(1.0 - (1.0 - rank) * (1.0 - weight));
          }
        }
      }
    }
  });
  return rank;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** The operands as SortAndUniqItems leaves them: in their bytes' order, each text once. */
function sortedOperands<T extends RankOperand>(operands: T[]): T[] {
  const sorted = operands.toSorted((a, b) => Buffer.compare(utf8(a.text), utf8(b.text)));
  return sorted.filter((operand, i) => i === 0 || sorted[i - 1]!.text !== operand.text);
}

/** A tsvector's text (`'nebula':1 'sci-fi':2,5`): its lexemes (quotes doubled, backslashes escaped) and positions. */
export function parseTsvector(text: string): { words: string[]; positions: number[][] } {
  const words: string[] = [];
  const positions: number[][] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i++;
      continue;
    }
    i++;
    let lexeme = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) break;
      if (c === "'") {
        if (text[i + 1] === "'") {
          lexeme += "'";
          i += 2;
          continue;
        }
        i++;
        break;
      }
      if (c === '\\') {
        lexeme += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      lexeme += c;
      i++;
    }
    const at: number[] = [];
    if (text[i] === ':') {
      i++;
      let n = 0;
      for (; i <= text.length; i++) {
        const code = text.charCodeAt(i);
        if (code >= 48 && code <= 57) n = n * 10 + code - 48;
        else if (code >= 65 && code <= 68)
          continue; // a weight (A-D): to_tsvector gives none
        else {
          at.push(n);
          n = 0;
          if (code !== 44) break; // ','
        }
      }
    }
    words.push(lexeme);
    positions.push(at);
  }
  return { words, positions };
}

const NUMBER = /^[0-9]+$/;
const HAS_LETTER = /[^0-9]/;
/** Past this many words of the vocabulary, a typed word is searched as a prefix (decision 020). */
const EXPANDED_UP_TO = 50;
/** Another term of at most this many lexemes is checked by walking its lists; one of more, by the products' lexemes. */
const WALKED_UP_TO = 4;

const grow = <T extends Int32Array | Float64Array | Float32Array | Uint16Array | Uint8Array>(
  array: T,
  size: number,
): T => {
  if (array.length >= size) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2, 16));
  next.set(array);
  return next;
};

/** The first index of `slots[0, length)` not below `slot`. */
function lowerBound(slots: Int32Array, length: number, slot: Slot): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (slots[mid]! < slot) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Puts `slot` into the ascending list (appended when it is the largest, as a build's slots come). */
function insertSlot(list: Postings, slot: Slot) {
  list.slots = grow(list.slots, list.length + 1);
  if (list.length === 0 || list.slots[list.length - 1]! < slot) {
    list.slots[list.length++] = slot;
    return;
  }
  const at = lowerBound(list.slots, list.length, slot);
  list.slots.copyWithin(at + 1, at, list.length);
  list.slots[at] = slot;
  list.length += 1;
}

/** Takes `slot` out of the ascending list; false when it was not in it. */
function deleteSlot(list: Postings, slot: Slot): boolean {
  const at = lowerBound(list.slots, list.length, slot);
  if (at === list.length || list.slots[at] !== slot) return false;
  list.slots.copyWithin(at, at + 1, list.length);
  list.length -= 1;
  return true;
}

/**
 * The last index at or below `from` whose slot is at most `slot` (-1 if none), in ascending `slots`: a gallop
 * down from `from`, then a binary search, so a long list beside a short one costs the short one's length.
 */
function seekDown(slots: Int32Array, from: number, slot: Slot): number {
  if (from < 0 || slots[from]! <= slot) return from;
  let step = 1;
  let hi = from;
  while (hi - step >= 0 && slots[hi - step]! > slot) {
    hi -= step;
    step *= 2;
  }
  // slots[hi] > slot; the answer is in [max(-1, hi - step), hi - 1].
  let lo = Math.max(-1, hi - step);
  // Invariant: slots[lo] <= slot (or lo = -1), slots[hi] > slot.
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (slots[mid]! <= slot) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The first index of the sorted `words` not below `word`. */
function firstAtLeast(words: readonly string[], word: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A hex digit's value, by its character code. */
const HEX_VALUE = new Uint8Array(128);
for (let i = 0; i < 16; i++) {
  HEX_VALUE['0123456789abcdef'.charCodeAt(i)] = i;
  HEX_VALUE['0123456789ABCDEF'.charCodeAt(i)] = i;
}

/** A uuid as 16 bytes into `into` at `at`. */
function writeUuid(id: string, into: Uint8Array, at: number) {
  let byte = 0;
  for (let i = 0; i < id.length && byte < 16; i++) {
    if (id.charCodeAt(i) === 45) continue; // '-'
    into[at + byte++] = (HEX_VALUE[id.charCodeAt(i)]! << 4) | HEX_VALUE[id.charCodeAt(++i)]!;
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function readUuid(from: Uint8Array, at: number): string {
  let s = '';
  for (let i = 0; i < 16; i++) {
    s += HEX[from[at + i]!];
    if (i === 3 || i === 5 || i === 7 || i === 9) s += '-';
  }
  return s;
}

/**
 * pg_trgm's trigrams of a word: each run of letters and digits, lower case, padded with two spaces before and
 * one after, in threes; each trigram once.
 */
function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const run of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...run, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) found.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return found;
}

/** pg_trgm's similarity of two sets of `a` and `b` trigrams with `common` alike, in single precision as pg_trgm has it. */
const similarityOf = (a: number, b: number, common: number) => Math.fround(common / (a + b - common));

/** pg_trgm's `similarity(a, b)`. */
export function similarity(a: string, b: string): number {
  const [x, y] = [trigrams(a), trigrams(b)];
  let common = 0;
  for (const trigram of x) if (y.has(trigram)) common += 1;
  return x.size + y.size === 0 ? 0 : similarityOf(x.size, y.size, common);
}

/** pg_trgm's `<->` between words of `a` and `b` trigrams (1 - similarity), or infinity when not similar enough. */
function distance(a: number, b: number, common: number): number {
  const found = similarityOf(a, b, common);
  return found >= TYPO_SIMILARITY ? Math.fround(1 - found) : Number.POSITIVE_INFINITY;
}

/** The first index of `order` whose slot is not `before` the one sought (binary search). */
function orderBound(order: Postings, before: (slot: Slot) => boolean): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(order.slots[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first four bytes of the slot's id, as a number. */
const idHead = (ids: Uint8Array, slot: Slot) =>
  ((ids[slot * 16]! << 24) >>> 0) + (ids[slot * 16 + 1]! << 16) + (ids[slot * 16 + 2]! << 8) + ids[slot * 16 + 3]!;

/**
 * `slots` by their rank, best first, then the newest: a sort of their places, the ranks read from a typed array (a
 * comparator reading them from a Map was half a ranked search).
 */
function byRank(slots: Slot[], rankOf: (slot: Slot) => number): Slot[] {
  const ranks = new Float64Array(slots.length);
  for (let i = 0; i < slots.length; i++) ranks[i] = rankOf(slots[i]!);
  const order = new Uint32Array(slots.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((i, j) => ranks[j]! - ranks[i]! || slots[j]! - slots[i]!);
  return Array.from(order, (i) => slots[i]!);
}

/** Places in one kept order: each slot's, its words' products' (wordOrder()), its categories' (categoryOrder()). */
const noPlaces = () => ({
  placeOf: undefined as Int32Array | undefined,
  words: new Map<number, Int32Array>(),
  categories: undefined as Int32Array[] | undefined,
});

/** The places in each kept order, none yet. */
const emptyWordOrders = () => ({ price: noPlaces(), '-rating': noPlaces() });

/** A term is laid into a bitmap when its lists are at most this many times as long as the walk that tests it. */
const BITMAP_OVER_VISITS = 32;

/** More changes at once than this and the sorted orders are made again rather than followed. */
const ORDERS_FOLLOWED_UP_TO = 100;

export class SearchIndex {
  /** The last change (search_index_changes.seq) this index holds. */
  applied: number;
  private count = 0;
  private createdUs = new Float64Array(0);
  private ids = new Uint8Array(0);
  private categoryOf = new Uint16Array(0);
  private price = new Int32Array(0);
  /** PostgreSQL's `real`: single precision, as it compares. */
  private rating = new Float32Array(0);
  private alive = new Uint8Array(0);
  /** Each slot's lexemes (by number) are pool[wordsAt[slot], wordsAt[slot] + wordCount[slot]). */
  private wordsAt = new Int32Array(0);
  private wordCount = new Uint16Array(0);
  private pool = new Int32Array(0);
  /** The first position of each lexeme of the pool in its name; the rare lexeme held twice has all in `repeated`. */
  private firstPosition = new Uint16Array(0);
  private readonly repeated = new Map<number, number[]>();
  private poolLength = 0;
  private readonly categories: string[] = [];
  private readonly categoryNumber = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private readonly lexemeNumber = new Map<string, number>();
  private readonly postings: Postings[] = [];
  /** Every lexeme some product holds, sorted: the prefixes' ranges. */
  private lexicon: string[] = [];
  /**
   * The vocabulary's trigrams (words with a letter): the words that hold each, and how many each word holds;
   * made when a typo is first read after the vocabulary changed.
   */
  private trigramIndex: { words: Map<string, string[]>; sizes: Map<string, number> } | undefined;
  /** A search's marks on the lexemes of its terms, by lexeme (all 0 between searches). */
  private marks = new Uint8Array(0);
  /** A search's bitmap of slots (all 0 between searches). */
  private bitmap = new Int32Array(0);
  /** A search's bitmaps of its terms' slots, one a term (all 0 between searches). */
  private readonly termBitmaps: Int32Array[] = [];
  /**
   * The live slots in the sorts' orders: by price (cheapest first, then the id; '-price' is it backwards) and by
   * rating (best first, then newest). A sorted search with many matches walks one from its start and stops at its
   * page's end, instead of visiting every match. Made when the build ends, kept through a few changes, dropped by
   * many (an import) and then made again when a sorted search next needs one.
   */
  private byPrice: Postings | undefined;
  private byRating: Postings | undefined;
  /**
   * For the words sorted searches walk, their products' places in the kept orders (wordOrder()), each slot's
   * place there, and each category's places (categoryOrder()); dropped by any change to the catalogue. At most as
   * many places as the index's words hold, and one a product for the categories.
   */
  private wordOrders = emptyWordOrders();
  /** The live slots, ascending: the catalogue newest last. */
  private live: Postings = { slots: new Int32Array(0), length: 0 };
  /** Each category's live slots (by its number), ascending. */
  private readonly inCategory: Postings[] = [];
  /** For each lexeme (by number), how many live products of each category (by number) hold it. */
  private readonly lexemeIn: Int32Array[] = [];

  constructor(applied: number) {
    this.applied = applied;
  }

  /** Products oldest first (created_at, then id descending), as build() reads them. */
  appendAll(products: IndexedProduct[]) {
    const touched = new Set<string>();
    this.wordOrders = emptyWordOrders();
    for (const product of products) this.place(product, this.count, touched);
    this.settleLexicon(touched);
  }

  get size() {
    return this.count;
  }

  /** Gives back what the arrays grew by beyond their contents (they double as a build fills them). */
  compact() {
    const fit = <T extends Int32Array | Float64Array | Float32Array | Uint16Array | Uint8Array>(
      array: T,
      size: number,
    ) => (array.length > size ? (array.slice(0, size) as T) : array);
    for (const list of [...this.postings, ...this.inCategory, this.live]) list.slots = fit(list.slots, list.length);
    this.pool = fit(this.pool, this.poolLength);
    this.firstPosition = fit(this.firstPosition, this.poolLength);
    this.createdUs = fit(this.createdUs, this.count);
    this.ids = fit(this.ids, this.count * 16);
    this.categoryOf = fit(this.categoryOf, this.count);
    this.price = fit(this.price, this.count);
    this.rating = fit(this.rating, this.count);
    this.alive = fit(this.alive, this.count);
    this.wordsAt = fit(this.wordsAt, this.count);
    this.wordCount = fit(this.wordCount, this.count);
    this.orderFor('price');
    this.orderFor('-rating');
  }

  /** The slot of the product `id` made at `createdUs`, alive or not, or -1. */
  private slotOf(id: string, createdUs: number): Slot {
    const key = new Uint8Array(16);
    writeUuid(id, key, 0);
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.before(mid, createdUs, key)) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.count && this.createdUs[lo] === createdUs && this.compareId(lo, key) === 0 ? lo : -1;
  }

  /** Whether the slot stands before (createdUs, id) in the index's order: older, or as old with a larger id. */
  private before(slot: Slot, createdUs: number, key: Uint8Array): boolean {
    const at = this.createdUs[slot]!;
    if (at !== createdUs) return at < createdUs;
    return this.compareId(slot, key) > 0;
  }

  private compareId(slot: Slot, key: Uint8Array): number {
    const base = slot * 16;
    for (let i = 0; i < 16; i++) {
      const d = this.ids[base + i]! - key[i]!;
      if (d !== 0) return d;
    }
    return 0;
  }

  private lexemeOf(word: string, touched: Set<string>): number {
    let n = this.lexemeNumber.get(word);
    if (n === undefined) {
      n = this.lexemes.length;
      this.lexemes.push(word);
      this.lexemeNumber.set(word, n);
      this.postings.push({ slots: new Int32Array(4), length: 0 });
      this.lexemeIn.push(new Int32Array(0));
    }
    if (this.postings[n]!.length === 0) touched.add(word);
    return n;
  }

  /** Puts `product` at `slot` (the end, or a dead slot it held before), its words with it. */
  private place(product: IndexedProduct, slot: Slot, touched: Set<string>) {
    if (slot === this.count) {
      const size = this.count + 1;
      this.createdUs = grow(this.createdUs, size);
      this.ids = grow(this.ids, size * 16);
      this.categoryOf = grow(this.categoryOf, size);
      this.price = grow(this.price, size);
      this.rating = grow(this.rating, size);
      this.alive = grow(this.alive, size);
      this.wordsAt = grow(this.wordsAt, size);
      this.wordCount = grow(this.wordCount, size);
      this.createdUs[slot] = product.createdUs;
      writeUuid(product.id, this.ids, slot * 16);
      this.count = size;
    }
    let category = this.categoryNumber.get(product.category);
    if (category === undefined) {
      category = this.categories.length;
      this.categories.push(product.category);
      this.categoryNumber.set(product.category, category);
      this.inCategory.push({ slots: new Int32Array(4), length: 0 });
    }
    this.categoryOf[slot] = category;
    this.price[slot] = product.pricePaise;
    this.rating[slot] = product.rating + 0; // -0 as 0, as PostgreSQL compares them
    this.alive[slot] = 1;
    insertSlot(this.live, slot);
    insertSlot(this.inCategory[category]!, slot);
    this.list(slot);
    const words = product.words;
    this.pool = grow(this.pool, this.poolLength + words.length);
    this.firstPosition = grow(this.firstPosition, this.poolLength + words.length);
    this.wordsAt[slot] = this.poolLength;
    this.wordCount[slot] = words.length;
    for (const [w, word] of words.entries()) {
      const n = this.lexemeOf(word, touched);
      const positions = product.positions[w] ?? [];
      this.firstPosition[this.poolLength] = positions[0] ?? 0;
      if (positions.length > 1) this.repeated.set(this.poolLength, positions);
      this.pool[this.poolLength++] = n;
      insertSlot(this.postings[n]!, slot);
      this.countIn(n, category, 1);
    }
  }

  /** Adds `by` to how many products of `category` hold lexeme `n`. */
  private countIn(n: number, category: number, by: number) {
    let counts = this.lexemeIn[n]!;
    if (counts.length <= category) {
      counts = grow(counts, Math.max(category + 1, this.categories.length));
      this.lexemeIn[n] = counts;
    }
    counts[category]! += by;
  }

  /** Takes the product at `slot` out: its words no longer lead to it. */
  private remove(slot: Slot, touched: Set<string>) {
    if (!this.alive[slot]) return;
    this.unlist(slot);
    this.alive[slot] = 0;
    deleteSlot(this.live, slot);
    deleteSlot(this.inCategory[this.categoryOf[slot]!]!, slot);
    const from = this.wordsAt[slot]!;
    for (let i = 0; i < this.wordCount[slot]!; i++) {
      this.repeated.delete(from + i);
      const n = this.pool[from + i]!;
      const list = this.postings[n]!;
      if (!deleteSlot(list, slot)) continue;
      this.countIn(n, this.categoryOf[slot]!, -1);
      if (list.length === 0) touched.add(this.lexemes[n]!);
    }
    this.wordCount[slot] = 0;
  }

  /** Keeps the lexicon to the words some product holds, after `touched` words gained or lost their last product. */
  private settleLexicon(touched: Set<string>) {
    if (touched.size === 0) return;
    if (touched.size > 1000 || this.lexicon.length === 0) {
      this.lexicon = this.lexemes.filter((_, n) => this.postings[n]!.length > 0).sort();
    } else {
      for (const word of touched) {
        const held = this.postings[this.lexemeNumber.get(word)!]!.length > 0;
        const at = firstAtLeast(this.lexicon, word);
        const listed = this.lexicon[at] === word;
        if (held && !listed) this.lexicon.splice(at, 0, word);
        else if (!held && listed) this.lexicon.splice(at, 1);
      }
    }
    this.trigramIndex = undefined;
  }

  /**
   * Applies changes read from search_index_changes: each `removed` product (id and the created_at it was
   * indexed under) leaves its slot, then each `current` product takes its slot again or a new one at the end.
   * False when a product belongs before the end and has no slot there (a created_at older than the newest
   * product's): the index must then be built anew.
   */
  apply(removed: { id: string; createdUs: number }[], current: IndexedProduct[], seq: number): boolean {
    const touched = new Set<string>();
    this.wordOrders = emptyWordOrders();
    // Each change moves a slot in the sorted orders (a copy of a list as long as the catalogue): many are cheaper
    // made again.
    if (removed.length + current.length > ORDERS_FOLLOWED_UP_TO) {
      this.byPrice = undefined;
      this.byRating = undefined;
    }
    try {
      for (const { id, createdUs } of removed) {
        const slot = this.slotOf(id, createdUs);
        if (slot >= 0) this.remove(slot, touched);
      }
      const ordered = [...current].sort(
        (a, b) => a.createdUs - b.createdUs || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      );
      for (const product of ordered) {
        const existing = this.slotOf(product.id, product.createdUs);
        if (existing >= 0) {
          this.remove(existing, touched);
          this.place(product, existing, touched);
          continue;
        }
        const key = new Uint8Array(16);
        writeUuid(product.id, key, 0);
        if (this.count > 0 && !this.before(this.count - 1, product.createdUs, key)) return false;
        this.place(product, this.count, touched);
      }
    } finally {
      this.settleLexicon(touched);
    }
    this.applied = seq;
    return true;
  }

  /** How `sort`'s order compares two slots: negative when a comes first (the sort's keys, then its tie-break). */
  private orderCompare(sort: 'price' | '-rating'): (a: Slot, b: Slot) => number {
    const { price, rating } = this;
    if (sort === 'price') return (a, b) => price[a]! - price[b]! || this.compareSlots(a, b);
    // Best rated, then newest first (created_at descending, then id): the slots' own order, backwards.
    return (a, b) => rating[b]! - rating[a]! || b - a;
  }

  /** The order a sorted search walks (made now if it was dropped); '-price' walks 'price' backwards. */
  private orderFor(sort: Exclude<IndexSort, '-createdAt'>): Postings {
    if (sort === '-rating') {
      this.byRating ??= this.makeOrder('-rating');
      return this.byRating;
    }
    this.byPrice ??= this.makeOrder('price');
    return this.byPrice;
  }

  /**
   * The live slots in `sort`'s order. A comparator sort of a million slots took 0.7 s here; instead each key is
   * packed with a slot's number into one float64 (the number's low bits) and those are sorted as numbers. The id
   * that breaks a price's ties is first ranked by its first four bytes (equal ones, a few in a million, then by the
   * whole id), and the price packed with that rank.
   */
  private makeOrder(sort: 'price' | '-rating'): Postings {
    // Loops throughout: Int32Array.from with a function was 10 times slower here (145 against 14 ms a million).
    let live = 0;
    for (let slot = 0; slot < this.count; slot++) live += this.alive[slot]!;
    const slots = new Int32Array(live);
    for (let slot = 0, i = 0; slot < this.count; slot++) if (this.alive[slot]) slots[i++] = slot;
    const scale = 2 ** Math.max(1, Math.ceil(Math.log2(this.count + 1)));
    /** The slots' (high, low) pairs as numbers high * scale + low, sorted; undefined when they would not be exact. */
    const packed = (high: (slot: Slot) => number, low: (slot: Slot) => number, highest: number) => {
      if ((highest + 1) * scale > Number.MAX_SAFE_INTEGER) return undefined;
      const keys = new Float64Array(slots.length);
      for (let i = 0; i < slots.length; i++) keys[i] = high(slots[i]!) * scale + low(slots[i]!);
      return keys.sort();
    };
    /** The low parts of sorted `keys`, each through `slotOf`. */
    const unpacked = (keys: Float64Array, slotOf: (low: number) => Slot) => {
      const order = new Int32Array(keys.length);
      for (let i = 0; i < keys.length; i++) order[i] = slotOf(keys[i]! % scale);
      return order;
    };
    let sorted: Int32Array | undefined;
    if (sort === '-rating') {
      // A rating's bits order ratings of zero and more as the numbers do: the best first, then the newest (the
      // highest slot).
      const bits = new Uint32Array(this.rating.buffer, this.rating.byteOffset, this.rating.length);
      const keys = slots.every((slot) => this.rating[slot]! >= 0)
        ? packed(
            (slot) => 2 ** 32 - 1 - bits[slot]!,
            (slot) => scale - 1 - slot,
            2 ** 32,
          )
        : undefined;
      if (keys) sorted = unpacked(keys, (low) => scale - 1 - low);
    } else {
      const byId = packed(
        (slot) => idHead(this.ids, slot),
        (slot) => slot,
        2 ** 32,
      );
      const highest = slots.reduce((max, slot) => Math.max(max, this.price[slot]!), 0);
      if (byId && slots.every((slot) => this.price[slot]! >= 0)) {
        const idOrder = unpacked(byId, (low) => low);
        // Slots whose ids share their first four bytes: ordered by the whole id.
        for (let i = 0; i < idOrder.length; ) {
          let j = i + 1;
          while (j < idOrder.length && idHead(this.ids, idOrder[j]!) === idHead(this.ids, idOrder[i]!)) j++;
          if (j - i > 1) idOrder.subarray(i, j).sort((x, y) => this.compareSlots(x, y));
          i = j;
        }
        const idRank = new Int32Array(this.count);
        for (let i = 0; i < idOrder.length; i++) idRank[idOrder[i]!] = i;
        const keys = packed(
          (slot) => this.price[slot]!,
          (slot) => idRank[slot]!,
          highest,
        );
        if (keys) sorted = unpacked(keys, (low) => idOrder[low]!);
      }
    }
    return { slots: sorted ?? slots.sort(this.orderCompare(sort)), length: slots.length };
  }

  /** Each kept order, with the index of its first slot that does not come before `slot`. */
  private placesOf(slot: Slot): { order: Postings; at: number }[] {
    const places: { order: Postings; at: number }[] = [];
    for (const sort of ['price', '-rating'] as const) {
      const order = sort === 'price' ? this.byPrice : this.byRating;
      if (!order) continue;
      const compare = this.orderCompare(sort);
      places.push({ order, at: orderBound(order, (other) => compare(other, slot) < 0) });
    }
    return places;
  }

  /** Puts a live slot into the kept orders, where its keys place it. */
  private list(slot: Slot) {
    for (const { order, at } of this.placesOf(slot)) {
      order.slots = grow(order.slots, order.length + 1);
      order.slots.copyWithin(at + 1, at, order.length);
      order.slots[at] = slot;
      order.length += 1;
    }
  }

  /** Takes a slot out of the kept orders, before its keys change. */
  private unlist(slot: Slot) {
    for (const { order, at } of this.placesOf(slot)) {
      if (order.slots[at] !== slot) continue;
      order.slots.copyWithin(at, at + 1, order.length);
      order.length -= 1;
    }
  }

  /** The lexemes that begin with `prefix`, in order; at most `limit`. */
  private begun(prefix: string, limit: number, lettersOnly: boolean): string[] {
    const found: string[] = [];
    for (let i = firstAtLeast(this.lexicon, prefix); i < this.lexicon.length && found.length < limit; i++) {
      const word = this.lexicon[i]!;
      if (!word.startsWith(prefix)) break;
      if (!lettersOnly || HAS_LETTER.test(word)) found.push(word);
    }
    return found;
  }

  /** The vocabulary's word most similar to `typed` (pg_trgm's `<->`, then the word's order), if one is similar enough. */
  private nearest(typed: string): string | undefined {
    if (!this.trigramIndex) {
      const words = new Map<string, string[]>();
      const sizes = new Map<string, number>();
      for (const word of this.lexicon) {
        if (!HAS_LETTER.test(word)) continue;
        const own = trigrams(word);
        sizes.set(word, own.size);
        for (const trigram of own) {
          const holding = words.get(trigram);
          if (holding) holding.push(word);
          else words.set(trigram, [word]);
        }
      }
      this.trigramIndex = { words, sizes };
    }
    const { words, sizes } = this.trigramIndex;
    const mine = trigrams(typed);
    const common = new Map<string, number>();
    for (const trigram of mine)
      for (const word of words.get(trigram) ?? []) common.set(word, (common.get(word) ?? 0) + 1);
    let best: string | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const [word, shared] of common) {
      const d = distance(mine.size, sizes.get(word)!, shared);
      if (d < bestDistance || (d === bestDistance && best !== undefined && word < best)) {
        best = word;
        bestDistance = d;
      }
    }
    return best;
  }

  /** A typed word as decision 020 reads it: the lexemes a match holds one of. */
  private term(typed: string): Term {
    const number = NUMBER.test(typed);
    let reading = typed;
    if (!number && this.begun(typed, 1, true).length === 0) reading = this.nearest(typed) ?? typed;
    const words = NUMBER.test(reading) ? [] : this.begun(reading, EXPANDED_UP_TO + 1, true);
    const expanded = words.length >= 1 && words.length <= EXPANDED_UP_TO;
    const lexemes = (expanded ? words : this.begun(reading, Number.POSITIVE_INFINITY, false)).map(
      (word) => this.lexemeNumber.get(word)!,
    );
    const operands = expanded
      ? words.map((text, i) => ({ text, prefix: false, lexemes: [lexemes[i]!] }))
      : [{ text: reading, prefix: true, lexemes }];
    return { lexemes, operands, size: lexemes.reduce((sum, n) => sum + this.postings[n]!.length, 0) };
  }

  /**
   * The catalogue's products (those of `category` if given) at [offset, offset + limit) in the order `sort`, and
   * how many there are: a listing's page without a search, as the listing's statement reads it (catalogue.ts's
   * ORDER_BY), but found in the kept lists instead of walking `offset` entries of PostgreSQL's index.
   */
  browse(options: { category?: string; sort: IndexSort; offset: number; limit: number }): IndexMatches {
    let members = this.live;
    let category = -1;
    if (options.category !== undefined) {
      category = this.categoryNumber.get(options.category) ?? -1;
      if (category < 0) return { total: 0, page: [] };
      members = this.inCategory[category]!;
    }
    const total = members.length;
    const { sort, offset } = options;
    const end = Math.min(total, offset + options.limit);
    const page: string[] = [];
    const take = (slot: Slot) => page.push(readUuid(this.ids, slot * 16));
    if (sort === '-createdAt') {
      for (let i = offset; i < end; i++) take(members.slots[total - 1 - i]!);
      return { total, page };
    }
    const key = sort === '-rating' ? '-rating' : 'price';
    const order = this.orderFor(key);
    const places = category < 0 ? undefined : this.categoryOrder(category, key);
    for (let i = offset; i < end; i++) {
      // '-price' is the price order backwards (price, then id, both descending).
      const at = sort === '-price' ? total - 1 - i : i;
      take(order.slots[places ? places[at]! : at]!);
    }
    return { total, page };
  }

  /**
   * The products whose names hold every typed word (as term() reads it), in `category` if given: their number up
   * to `cap`, and those at [offset, offset + limit) in the order `sort` (newest first by default; up to
   * `rankedUpTo` matches, that order is by relevance first, ts_rank's, as decision 009 says). `orders: false`
   * leaves the sorted orders unused (the tests compare both ways).
   */
  search(
    typed: string[],
    options: {
      category?: string;
      cap: number;
      rankedUpTo: number;
      offset: number;
      limit: number;
      sort?: IndexSort;
      orders?: boolean;
    },
  ): IndexMatches {
    const sort = options.sort ?? '-createdAt';
    const none = { total: 0, page: [] };
    let category = -1;
    if (options.category !== undefined) {
      category = this.categoryNumber.get(options.category) ?? -2;
      if (category === -2) return none;
    }
    const terms = typed.map((word) => this.term(word)).sort((a, b) => a.size - b.size);
    if (terms.length === 0 || terms[0]!.size === 0) return none;
    const [driver, ...rest] = terms as [Term, ...Term[]];
    const end = options.offset + options.limit;
    const ids = (slots: Slot[]) => slots.map((slot) => readUuid(this.ids, slot * 16));
    if (sort !== '-createdAt') {
      if (options.orders !== false && terms.length <= 8) {
        // Counted newest first up to the cap, as the default order counts: fewer matches than the cap are then all
        // found, and only they are sorted. More, and the page is the first matches of the rarest word's products
        // walked in the sort's order (each of its words keeps its products in that order: wordOrder()).
        const found: Slot[] = [];
        this.newestFirst(
          driver,
          this.matcher(driver, rest, category, (slot) => {
            found.push(slot);
            return found.length < options.cap;
          }),
          rest.length === 0 && category < 0,
        );
        if (found.length < options.cap)
          return { total: found.length, page: ids(this.bestOf(found, end, sort).slice(options.offset)) };
        const page: Slot[] = [];
        let seen = 0;
        if (end > 0)
          this.inSortOrder(
            driver,
            sort,
            this.matcher(
              driver,
              rest,
              category,
              (slot) => {
                if (seen >= options.offset) page.push(slot);
                seen += 1;
                return seen < end;
              },
              false,
            ),
          );
        return { total: options.cap, page: ids(page) };
      }
      const { total, page } = this.everyMatchSorted(driver, rest, category, options, sort);
      return { total, page: ids(page) };
    }
    const first: Slot[] = [];
    const page: Slot[] = [];
    let total = 0;
    this.newestFirst(
      driver,
      this.matcher(driver, rest, category, (slot) => {
        if (total < options.rankedUpTo) first.push(slot);
        if (total >= options.offset && total < end) page.push(slot);
        total += 1;
        return total < options.cap;
      }),
      rest.length === 0 && category < 0,
    );
    let inOrder = page;
    if (total <= options.rankedUpTo) {
      // Ranked as PostgreSQL ranks against the search's tsquery: its operands, ANDed when several words were typed.
      const operands = sortedOperands(terms.flatMap((term) => term.operands)).map(({ lexemes }) => new Set(lexemes));
      const and = typed.length >= 2;
      inOrder = byRank(first, (slot) => rankMatched(this.matched(slot, operands), and)).slice(options.offset, end);
    }
    return { total: Math.min(total, options.cap), page: ids(inOrder) };
  }

  /** A sorted search's page found by visiting every match, and their number up to the cap. */
  private everyMatchSorted(
    driver: Term,
    rest: Term[],
    category: number,
    options: { cap: number; offset: number; limit: number },
    sort: Exclude<IndexSort, '-createdAt'>,
  ): { total: number; page: Slot[] } {
    const end = options.offset + options.limit;
    const best = this.bestKeeper(end, sort);
    let total = 0;
    this.newestFirst(
      driver,
      this.matcher(driver, rest, category, (slot) => {
        total += 1;
        best.offer(slot);
        return true;
      }),
      false,
    );
    return { total: Math.min(total, options.cap), page: best.sorted().slice(options.offset) };
  }

  /** The best `count` of `slots` in `sort`'s order, in that order. */
  private bestOf(slots: Slot[], count: number, sort: Exclude<IndexSort, '-createdAt'>): Slot[] {
    const best = this.bestKeeper(count, sort);
    for (const slot of slots) best.offer(slot);
    return best.sorted();
  }

  /**
   * Keeps the best `count` slots offered, in `sort`'s order: they are sorted and cut to `count` whenever twice as
   * many are held, and the sort's first key alone turns most later ones away (the comparator breaks its ties).
   */
  private bestKeeper(count: number, sort: Exclude<IndexSort, '-createdAt'>) {
    const before = this.comesBefore(sort);
    const byOrder = (a: Slot, b: Slot) => (before(a, b) ? -1 : 1);
    const keys = sort === '-rating' ? this.rating : this.price;
    const sign = sort === 'price' ? 1 : -1;
    let kept: Slot[] = [];
    /** The last of the best `count` when they were last cut (and its key): no worse slot can be among them. */
    let worst = -1;
    let worstKey = 0;
    return {
      offer(slot: Slot) {
        if (count === 0) return;
        if (worst >= 0) {
          const key = sign * keys[slot]!;
          if (key > worstKey || (key === worstKey && !before(slot, worst))) return;
        }
        kept.push(slot);
        if (kept.length < 2 * count) return;
        kept = kept.sort(byOrder).slice(0, count);
        worst = kept[count - 1]!;
        worstKey = sign * keys[worst]!;
      },
      sorted: () => kept.sort(byOrder).slice(0, count),
    };
  }

  /** How many of the category's products hold a lexeme of the term, a product counted once for each it holds. */
  private heldIn(term: Term, category: number): number {
    let held = 0;
    for (const n of term.lexemes) held += this.lexemeIn[n]![category] ?? 0;
    return held;
  }

  /**
   * A visit of the driver's slots that passes on to `take` those in `category` holding every other term (and
   * goes on while it says so). `newestFirst`: the slots come in that order (descending), as newestFirst() walks.
   */
  private matcher(
    driver: Term,
    rest: Term[],
    category: number,
    take: (slot: Slot) => boolean,
    newestFirst = true,
  ): Visit {
    // A term many times longer than the walk, of a few lexemes, beside a walk newest first: its lists walked down
    // beside it (they are galloped through); any other term as holdsAll() checks it.
    const beside = (term: Term) =>
      newestFirst && term.size > BITMAP_OVER_VISITS * driver.size && term.lexemes.length <= WALKED_UP_TO;
    const walked = rest.filter(beside).map((term) => {
      const lists = term.lexemes.map((n) => this.postings[n]!).filter((list) => list.length > 0);
      return { lists, at: lists.map((list) => list.length - 1) };
    });
    const others = this.holdsAll(
      rest.filter((term) => !beside(term)),
      driver.size,
    );
    const { categoryOf } = this;
    // In a category, the walk ends once it has visited as many of the category's products as the driver's lexemes
    // hold there: a word most of whose products are in other categories is not walked to its end. (A product holding
    // two of its lexemes is counted twice but visited once: the walk then goes to the end, as without the count.)
    let left = category < 0 ? 0 : this.heldIn(driver, category);
    const visit = (slot: Slot): boolean => {
      if (category >= 0) {
        if (left === 0) return false;
        if (categoryOf[slot] !== category) return true;
        left -= 1;
      }
      for (const { lists, at } of walked) {
        let held = false;
        for (let j = 0; j < lists.length; j++) {
          const { slots } = lists[j]!;
          const i = seekDown(slots, at[j]!, slot);
          at[j] = i;
          if (i >= 0 && slots[i] === slot) held = true;
        }
        if (!held) return category < 0 || left > 0;
      }
      if (!others.holds(slot)) return category < 0 || left > 0;
      return take(slot) && (category < 0 || left > 0);
    };
    visit.done = others.done;
    return visit;
  }

  /**
   * Whether a slot holds a lexeme of each of `terms`, for a walk of some `visits` slots in no useful order. A term
   * whose lists are not many times longer than the walk is first laid into a bitmap of the slots (read in order,
   * and the test a bit of a small array); a longer one is checked against each visited product's own lexemes
   * (each such term's lexemes carry its bit, and a product holds them all when its lexemes' bits, ORed, do), which
   * reads the product's place in memory: a miss of the processor's caches on most visits, some 250 ns (a word of
   * 26,000 products beside one of five lexemes and 114,000: 7.5 ms by the lexemes, 0.2 ms by a bitmap). `done`
   * takes the marks and bits off again.
   */
  private holdsAll(terms: Term[], visits: number): { holds(slot: Slot): boolean; done(): void } {
    const laid = terms.filter((term) => term.size <= BITMAP_OVER_VISITS * visits);
    const marked = terms.filter((term) => term.size > BITMAP_OVER_VISITS * visits);
    const words = (this.count >>> 5) + 1;
    while (this.termBitmaps.length < laid.length) this.termBitmaps.push(new Int32Array(words));
    const bitmaps = laid.map((term, i) => {
      if (this.termBitmaps[i]!.length < words)
        this.termBitmaps[i] = new Int32Array(Math.max(words, 2 * this.termBitmaps[i]!.length));
      const bits = this.termBitmaps[i]!;
      for (const n of term.lexemes) {
        const { slots, length } = this.postings[n]!;
        for (let j = 0; j < length; j++) {
          const slot = slots[j]!;
          bits[slot >>> 5] = bits[slot >>> 5]! | (1 << (slot & 31));
        }
      }
      return bits;
    });
    this.marks = grow(this.marks, this.lexemes.length);
    const { marks, pool, wordsAt, wordCount } = this;
    let all = 0;
    marked.forEach((term, i) => {
      for (const n of term.lexemes) marks[n] = marks[n]! | (1 << i);
      all |= 1 << i;
    });
    return {
      holds(slot) {
        for (const bits of bitmaps) if (((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 0) return false;
        if (all === 0) return true;
        let held = 0;
        const from = wordsAt[slot]!;
        const to = from + wordCount[slot]!;
        for (let i = from; i < to; i++) held |= marks[pool[i]!]!;
        return (held & all) === all;
      },
      done() {
        for (const bits of bitmaps) bits.fill(0, 0, words);
        for (const term of marked) for (const n of term.lexemes) marks[n] = 0;
      },
    };
  }

  /** For each operand (the lexemes it matches), the positions of the slot's lexemes it matches, in their order. */
  private matched(slot: Slot, operands: Set<number>[]): number[][][] {
    const from = this.wordsAt[slot]!;
    const to = from + this.wordCount[slot]!;
    return operands.map((lexemes) => {
      const entries: number[][] = [];
      for (let i = from; i < to; i++)
        if (lexemes.has(this.pool[i]!)) entries.push(this.repeated.get(i) ?? [this.firstPosition[i]!]);
      return entries;
    });
  }

  /** Whether slot a comes before slot b in `sort` (catalogue.ts's ORDER_BY: each ends on the id). */
  private comesBefore(sort: Exclude<IndexSort, '-createdAt'>): (a: Slot, b: Slot) => boolean {
    // '-price' is the price order backwards: dearest first, then the larger id.
    const compare = this.orderCompare(sort === '-rating' ? sort : 'price');
    if (sort === '-price') return (a, b) => compare(b, a) < 0;
    return (a, b) => compare(a, b) < 0;
  }

  private compareSlots(a: Slot, b: Slot): number {
    for (let i = 0; i < 16; i++) {
      const d = this.ids[a * 16 + i]! - this.ids[b * 16 + i]!;
      if (d !== 0) return d;
    }
    return 0;
  }

  /**
   * Visits the slots holding any of the term's lexemes, newest first, each once, while `visit` says go on. One
   * lexeme's list is walked from its end. Several are merged from their ends when `fewVisits` (every slot visited
   * counts towards the cap: it stops after the cap's); otherwise, since every slot of the lists may be visited,
   * they are ORed into a bitmap of the slots, which is then walked from its top.
   */
  private newestFirst(term: Term, visit: Visit, fewVisits: boolean) {
    const lists = term.lexemes.map((n) => this.postings[n]!).filter((list) => list.length > 0);
    try {
      if (lists.length === 1) {
        const { slots, length } = lists[0]!;
        for (let i = length - 1; i >= 0; i--) if (!visit(slots[i]!)) return;
      } else if (fewVisits) this.merged(lists, visit);
      else this.viaBitmap(lists, visit);
    } finally {
      visit.done?.();
    }
  }

  private viaBitmap(lists: Postings[], visit: (slot: Slot) => boolean) {
    this.bitmap = grow(this.bitmap, (this.count >>> 5) + 1);
    const bits = this.bitmap;
    let top = 0;
    for (const { slots, length } of lists) {
      for (let i = 0; i < length; i++) {
        const slot = slots[i]!;
        bits[slot >>> 5] = bits[slot >>> 5]! | (1 << (slot & 31));
      }
      top = Math.max(top, slots[length - 1]! >>> 5);
    }
    let w = top;
    try {
      for (; w >= 0; w--) {
        let word = bits[w]!;
        bits[w] = 0;
        while (word !== 0) {
          const bit = 31 - Math.clz32(word);
          word &= ~(1 << bit);
          if (!visit((w << 5) | bit)) return;
        }
      }
    } finally {
      if (w > 0) bits.fill(0, 0, w);
    }
  }

  /** The lists' slots merged from their ends (newest first), each once. */
  private merged(lists: Postings[], visit: (slot: Slot) => boolean) {
    mergeSorted(
      lists.map(({ slots, length }) => slots.subarray(0, length)),
      true,
      visit,
    );
  }

  /**
   * Visits the slots holding any of the term's lexemes in `sort`'s order, each once, while `visit` says go on:
   * each lexeme's places in the sort's order (wordOrder()) merged, '-price' from their ends.
   */
  private inSortOrder(term: Term, sort: Exclude<IndexSort, '-createdAt'>, visit: Visit) {
    const key = sort === '-rating' ? '-rating' : 'price';
    const order = this.orderFor(key);
    const lists = term.lexemes.map((n) => this.wordOrder(n, key)).filter((places) => places.length > 0);
    try {
      mergeSorted(lists, sort === '-price', (place) => visit(order.slots[place]!));
    } finally {
      visit.done?.();
    }
  }

  /**
   * The places in `key`'s kept order of the products of each category, ascending: made for every category in one
   * walk of the order when a sorted listing of one first needs them, kept until the catalogue changes.
   */
  private categoryOrder(category: number, key: 'price' | '-rating'): Int32Array {
    const kept = this.wordOrders[key];
    if (!kept.categories) {
      const order = this.orderFor(key);
      const places = this.inCategory.map((list) => new Int32Array(list.length));
      const filled = new Int32Array(places.length);
      for (let i = 0; i < order.length; i++) {
        const c = this.categoryOf[order.slots[i]!]!;
        places[c]![filled[c]!++] = i;
      }
      kept.categories = places;
    }
    return kept.categories[category]!;
  }

  /**
   * The places in `key`'s kept order of the products holding lexeme `n`, ascending: made when a sorted search
   * first walks the word (a sort of its list), kept until the catalogue changes.
   */
  private wordOrder(n: number, key: 'price' | '-rating'): Int32Array {
    const kept = this.wordOrders[key];
    let places = kept.words.get(n);
    if (places) return places;
    if (!kept.placeOf) {
      const order = this.orderFor(key);
      kept.placeOf = new Int32Array(this.count);
      for (let i = 0; i < order.length; i++) kept.placeOf[order.slots[i]!] = i;
    }
    const { slots, length } = this.postings[n]!;
    places = new Int32Array(length);
    for (let i = 0; i < length; i++) places[i] = kept.placeOf[slots[i]!]!;
    places.sort();
    kept.words.set(n, places);
    return places;
  }
}

/**
 * Visits the values of ascending lists merged (largest first from their ends when `descending`), each value
 * once, while `visit` says go on: a heap of the lists by their next value.
 */
function mergeSorted(lists: Int32Array[], descending: boolean, visit: (value: number) => boolean) {
  const at = lists.map((list) => (descending ? list.length - 1 : 0));
  const heap: number[] = lists.map((_, i) => i).filter((i) => lists[i]!.length > 0);
  const key = (i: number) => lists[i]![at[i]!]!;
  const above = descending ? (a: number, b: number) => key(a) > key(b) : (a: number, b: number) => key(a) < key(b);
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && above(heap[l]!, heap[top]!)) top = l;
      if (r < heap.length && above(heap[r]!, heap[top]!)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  const step = descending ? -1 : 1;
  let last = Number.NaN;
  while (heap.length > 0) {
    const list = heap[0]!;
    const value = key(list);
    if (value !== last) {
      last = value;
      if (!visit(value)) return;
    }
    at[list] = at[list]! + step;
    if (at[list]! < 0 || at[list]! >= lists[list]!.length) {
      heap[0] = heap[heap.length - 1]!;
      heap.pop();
    }
    down(0);
  }
}

const BUILD_BATCH = 20_000;

/** A product row as the index's reads give it. */
interface ProductRow {
  id: string;
  created_us: number | string;
  category: string;
  price_paise: number | string;
  rating: number | string;
  /** The tsvector's text: its lexemes and their positions. */
  vector: string;
}

const asProduct = (row: ProductRow): IndexedProduct => ({
  id: row.id,
  createdUs: Number(row.created_us),
  category: row.category,
  pricePaise: Number(row.price_paise),
  rating: Number(row.rating),
  ...parseTsvector(row.vector),
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The columns the index reads of a product (aliased `p`). */
const indexedColumns = sql.raw(`p.id::text as id, (extract(epoch from p.created_at) * 1000000)::float8 as created_us,
  p.category, p.price_paise, p.rating, p.search_vector::text as vector`);

/** Reads the whole catalogue into a new index, with the last change it holds, in one snapshot. */
export async function buildSearchIndex(db: Database): Promise<SearchIndex> {
  return db.transaction(
    async (tx) => {
      const [head] = rowsOf<{ seq: number | string }>(
        await tx.execute(sql`select seq::float8 as seq from search_index_head`),
      );
      const index = new SearchIndex(Number(head?.seq ?? 0));
      // The whole table is read: planned for all of it (a sort of one scan), not for its first rows (the newest
      // index's walk, a heap page a product).
      await tx.execute(sql`set local cursor_tuple_fraction = 1`);
      await tx.execute(
        sql`declare search_index_build no scroll cursor for
          select ${indexedColumns} from products as p order by p.created_at, p.id desc`,
      );
      // The next batch is asked for before this one is read in: PostgreSQL makes it meanwhile.
      const fetch = async () =>
        rowsOf<ProductRow>(await tx.execute(sql.raw(`fetch ${BUILD_BATCH} from search_index_build`)));
      for (let next = fetch(); ; ) {
        const rows = await next;
        if (rows.length === BUILD_BATCH) next = fetch();
        index.appendAll(rows.map(asProduct));
        if (rows.length < BUILD_BATCH) break;
      }
      await tx.execute(sql`close search_index_build`);
      index.compact();
      return index;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** At most this many changes are applied one by one; past it (an import), the index is built anew. */
const APPLIED_UP_TO = 10_000;

/**
 * Brings `index` up to the catalogue's last change: true when it is, false when it must be built anew (too far
 * behind, or a product that belongs before the end).
 */
export async function syncSearchIndex(db: Database, index: SearchIndex): Promise<boolean> {
  const rows = rowsOf<
    ProductRow & { seq: number | string; product_id: string; old_us: number | string | null; head: number | string }
  >(
    await db.execute(sql`select c.seq::float8 as seq, c.product_id::text as product_id,
        (extract(epoch from c.old_created_at) * 1000000)::float8 as old_us, ${indexedColumns},
        (select seq from search_index_head)::float8 as head
      from search_index_changes as c left join products as p on p.id = c.product_id
      where c.seq > ${index.applied} order by c.seq limit ${APPLIED_UP_TO + 1}`),
  );
  if (rows.length === 0) return true;
  if (rows.length > APPLIED_UP_TO || Number(rows[0]!.head) - index.applied > 100_000) return false;
  const removed = rows
    .filter((row) => row.old_us !== null)
    .map((row) => ({ id: row.product_id, createdUs: Number(row.old_us) }));
  const current = new Map<string, IndexedProduct>();
  for (const row of rows) if (row.id !== null) current.set(row.id, asProduct(row));
  return index.apply(removed, [...current.values()], Number(rows[rows.length - 1]!.seq));
}

/** What a build tells the app's log: how long it took, or why it failed. */
export interface SearchIndexLog {
  built(products: number, ms: number): void;
  failed(error: unknown): void;
}

/** This process's index of a database, once built, and the build or catch-up under way. */
interface Holder {
  index?: SearchIndex;
  building?: Promise<void>;
  catchingUp?: Promise<boolean>;
  /** When the last build failed (the database closing, unreachable): the next waits a while. */
  failedAt?: number;
  log?: SearchIndexLog;
}

const holders = new WeakMap<Database, Holder>();
const RETRY_BUILD_MS = 5_000;

function holderOf(db: Database): Holder {
  let holder = holders.get(db);
  if (!holder) {
    holder = {};
    holders.set(db, holder);
  }
  return holder;
}

/** Builds the index anew in the background; searches read PostgreSQL until it is done. */
function rebuild(db: Database, holder: Holder): Promise<void> {
  holder.index = undefined;
  const started = performance.now();
  holder.building ??= buildSearchIndex(db)
    .then(
      (index) => {
        holder.index = index;
        holder.failedAt = undefined;
        holder.log?.built(index.size, Math.round(performance.now() - started));
      },
      (error: unknown) => {
        holder.failedAt = Date.now();
        holder.log?.failed(error);
      },
    )
    .finally(() => {
      holder.building = undefined;
    });
  return holder.building;
}

/** The index of `db` when it is built; undefined before, and for a database no prepareSearchIndex was called on. */
export function readySearchIndex(db: Database): SearchIndex | undefined {
  const holder = holders.get(db);
  if (!holder || holder.index || holder.building) return holder?.index;
  if (holder.failedAt === undefined || Date.now() - holder.failedAt > RETRY_BUILD_MS) void rebuild(db, holder);
  return holder.index;
}

/**
 * Starts building the index of `db` (from then on its searches read it, once built), and waits for it when the
 * catalogue holds at most `waitUpTo` products (a moment's read); a larger one is built while the server
 * answers, its searches from PostgreSQL meanwhile.
 */
export async function prepareSearchIndex(db: Database, waitUpTo: number, log?: SearchIndexLog): Promise<void> {
  const holder = holderOf(db);
  holder.log = log;
  const building = holder.index ? undefined : rebuild(db, holder);
  // A build that fails leaves the searches to PostgreSQL and is tried again later (readySearchIndex).
  const products = await db
    .execute(sql`select coalesce(sum(count), 0)::int as n from product_category_counts`)
    .then((result) => Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0))
    .catch(() => Number.POSITIVE_INFINITY);
  if (building && products <= waitUpTo) await building;
}

/**
 * Brings the index up to the catalogue's last change (one catch-up at a time): false when it cannot, and it is
 * then built anew while searches read PostgreSQL.
 */
export async function catchUpSearchIndex(db: Database, index: SearchIndex): Promise<boolean> {
  const holder = holderOf(db);
  if (holder.index !== index) return false;
  holder.catchingUp ??= syncSearchIndex(db, index)
    .catch(() => false)
    .then((current) => {
      if (!current && holder.index === index) void rebuild(db, holder);
      return current;
    })
    .finally(() => {
      holder.catchingUp = undefined;
    });
  return holder.catchingUp;
}

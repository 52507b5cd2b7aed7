// The public reads that many requests make at once (catalogue pages, products by id, the public settings, pods
// pages): each a named statement of the database (named-statement.ts), and the asks made of it in one turn of
// the event loop sent together in one execution of it (decision 026).
import DataLoader from 'dataloader';
import type { Database } from './client.ts';
import type { NamedStatement } from './named-statement.ts';

const statements = new WeakMap<Database, Map<string, NamedStatement>>();

/** The named statement `key` of this database, made by `make` on first use. */
export function statementFor(db: Database, key: string, make: () => NamedStatement): NamedStatement {
  const made = statements.get(db) ?? new Map<string, NamedStatement>();
  statements.set(db, made);
  if (!made.has(key)) made.set(key, make());
  return made.get(key)!;
}

const readers = new WeakMap<Database, Map<string, DataLoader<never, unknown>>>();

/**
 * The reader `key` of this database, made on first use: the asks made of it in one turn of the event loop go
 * to `read` together (at most READ_AT_ONCE). Under load a worker reaches several between two reads of its
 * sockets, and each statement's round trip (the write to PostgreSQL's socket, its protocol, a plan's start) cost
 * more than the rows it read: searches 1,725-2,161 -> 2,843-3,043 a second at 1,000,000 products, a product's
 * JSON 5,046-5,198 -> 10,533-10,643. Every ask of a batch was made before its statement runs, so each reads
 * the database as it was when it asked or later: nothing is kept from one batch to the next.
 */
export function readerFor<K, V>(
  db: Database,
  key: string,
  read: (asks: readonly K[]) => Promise<V[]>,
): DataLoader<K, V> {
  const made = readers.get(db) ?? new Map<string, DataLoader<never, unknown>>();
  readers.set(db, made);
  let reader = made.get(key) as DataLoader<K, V> | undefined;
  if (!reader) {
    reader = new DataLoader(read, {
      cache: false,
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
      maxBatchSize: READ_AT_ONCE,
    });
    made.set(key, reader as unknown as DataLoader<never, unknown>);
  }
  return reader;
}

/** At most this many asks of a reader in one statement. */
const READ_AT_ONCE = 32;

/**
 * A read without parameters that many requests make (the public settings, the categories): its named statement
 * `make` returns one row holding a JSON array, which `decode` turns into the answer every ask of the batch shares.
 */
export function sharedRead<T>(
  db: Database,
  key: string,
  make: () => NamedStatement,
  decode: (rows: unknown[]) => T,
): Promise<T> {
  const reader = readerFor(db, key, async (asks: readonly 'all'[]) => {
    const [row] = await statementFor(db, key, make).execute();
    const answer = decode(JSON.parse(row?.[0] ?? '[]') as unknown[]);
    return asks.map(() => answer);
  });
  return reader.load('all');
}

/**
 * The rows of a batched statement that numbers its asks from 1 in its first column (`with ordinality as asks(…, k)`),
 * in the order of the asks: undefined for an ask that got no row.
 */
export function rowsByAsk<R extends readonly unknown[]>(rows: R[], asks: number): (R | undefined)[] {
  const byNumber = new Map(rows.map((row) => [Number(row[0]), row]));
  return Array.from({ length: asks }, (_, i) => byNumber.get(i + 1));
}

// Named prepared statements for the hottest reads, on either driver, whose rows come back as the text
// PostgreSQL sends. node-postgres prepares a named query once per pooled connection. PGlite's query() has
// no names: it parses, describes and plans every query anew, in six calls into its WASM, and copies its
// whole type-parser table for each. Here the statement is parsed once per PGlite session and each
// execution is one bind-execute-sync message, which halves a cold catalogue page (decision 012).
import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Database } from './client.ts';

/** A row as PostgreSQL's text protocol gives it: one string per column, null for SQL NULL. */
export type TextRow = (string | null)[];

export interface NamedStatement {
  /** Runs the statement with the values of its placeholders (numbers and strings). */
  execute(values?: Record<string, unknown>): Promise<TextRow[]>;
}

interface Session {
  client: PGlite | Pool;
  logger: { logQuery(query: string, params: unknown[]): void };
}

/** The values as text parameters: the statements take only numbers and strings. */
function textParams(params: unknown[]): (string | null)[] {
  return params.map((value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new TypeError(`A named statement takes numbers and strings, not ${typeof value}`);
  });
}

/** Every column as text, whatever its type: the caller knows what it selected. */
const asText = { getTypeParser: () => (value: string) => value };

export interface StatementOptions {
  /**
   * Its generic plan (made once, for any values) reads through indexes at any size: PGlite uses it instead
   * of planning each execution for its values, which costs PGlite a third of a catalogue page. PGlite's
   * session plans for the values otherwise (plan_cache_mode=force_custom_plan); the PostgreSQL pool leaves
   * the choice to PostgreSQL (auto, db/client.ts), which takes the generic plan once it is no dearer.
   */
  genericPlan?: boolean;
}

export function namedStatement(
  db: Database,
  name: string,
  query: SQL,
  { genericPlan = false }: StatementOptions = {},
): NamedStatement {
  const { sql: text, params } = db.execute(query).getQuery();
  const session = db._.session as unknown as Session;
  const client = session.client;
  const bound = (values: Record<string, unknown>) => {
    const filled = textParams(fillPlaceholders(params, values));
    // Tests count the statements a request sends through the same logger as every other query.
    session.logger.logQuery(text, filled);
    return filled;
  };

  if (!('execProtocol' in client)) {
    return {
      execute: async (values = {}) =>
        (await client.query<TextRow>({ name, text, values: bound(values), rowMode: 'array', types: asText })).rows,
    };
  }

  // Loaded already: the client is a PGlite.
  const wire = import('@electric-sql/pglite').then(({ protocol }) => protocol);
  return {
    async execute(values = {}) {
      const { serialize, messages: backend } = await wire;
      const filled = bound(values);
      await client._checkReady();
      // The same two locks PGlite's query() takes: never inside another caller's transaction.
      return client._runExclusiveTransaction(() =>
        client.runExclusive(async () => {
          // Parsed once per session, on its own: a bind or execute that fails (a value out of range) must
          // not leave a parsed statement that the next call would parse again and be refused.
          const parsed = parsedOn(client);
          if (!parsed.has(name)) {
            await client.execProtocol(Buffer.concat([serialize.parse({ name, text }), serialize.sync()]));
            parsed.add(name);
          }
          const run = [serialize.bind({ statement: name, values: filled }), serialize.execute({}), serialize.sync()];
          if (genericPlan) {
            run.unshift(serialize.query('set plan_cache_mode = force_generic_plan'));
            run.push(serialize.query('set plan_cache_mode = force_custom_plan'));
          }
          const { messages } = await client.execProtocol(Buffer.concat(run));
          return messages.flatMap((reply) => (reply instanceof backend.DataRowMessage ? [reply.fields] : []));
        }),
      );
    },
  };
}

/** The statements parsed on a PGlite session: they live as long as it, whatever drizzle instance sent them. */
const parsedStatements = new WeakMap<PGlite, Set<string>>();
function parsedOn(client: PGlite): Set<string> {
  const parsed = parsedStatements.get(client) ?? new Set<string>();
  parsedStatements.set(client, parsed);
  return parsed;
}

// What the database said when a statement failed: PostgreSQL's SQLSTATE, as node-postgres or PGlite raise it,
// wrapped by Drizzle or not.

export function databaseCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** A unique-index violation (23505). */
export const isUniqueViolation = (error: unknown) => databaseCode(error) === '23505';

/** The database gave up a transaction so that another could go on: a deadlock (40P01) or a serialization failure. */
export const isRetryableConflict = (error: unknown) => ['40P01', '40001'].includes(databaseCode(error) ?? '');

/** Runs a transaction, and once more if the database gave it up for another's sake (nothing of it was written). */
export async function retryOnceOnConflict<T>(transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (err) {
    if (!isRetryableConflict(err)) throw err;
    return transaction();
  }
}

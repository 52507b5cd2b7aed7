// PostgreSQL text cannot hold the NUL character (U+0000): it refuses the whole statement. Requests carrying
// one are refused up front with a 400 naming the field, instead of failing in the database.
import { badRequest } from './http-errors.ts';

export const NUL_MESSAGE = 'Text must not contain the NUL character';

/** The path of the first string holding a NUL, in a parsed body, query or form ('' for the value itself). */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = findNul(key, path) ?? findNul(item, path ? `${path}.${key}` : key);
    if (at !== undefined) return at;
  }
  return undefined;
}

/** Throws the 400 when `value` holds a NUL anywhere. */
export function refuseNul(value: unknown): void {
  const path = findNul(value);
  if (path !== undefined) throw badRequest(NUL_MESSAGE, [{ path, message: NUL_MESSAGE }]);
}

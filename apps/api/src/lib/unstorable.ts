// PostgreSQL text cannot hold the NUL character (U+0000): it refuses the whole statement. Requests carrying
// one are refused up front with a 400 naming the field, instead of failing in the database. The walk is
// iterative and bounded, so a body nested thousands of levels deep is a 400 too, not a stack overflow.
import { badRequest } from './http-errors.ts';

export const NUL_MESSAGE = 'Text must not contain the NUL character';
export const TOO_DEEP_MESSAGE = 'Request is nested too deeply';

/** No body, query or form of this API nests anywhere near this deep. */
export const MAX_DEPTH = 32;

type Found = { kind: 'nul'; path: string } | { kind: 'tooDeep'; path: string };

/** The first string holding a NUL, or the first value nested deeper than MAX_DEPTH ('' for the value itself). */
export function findUnstorable(value: unknown): Found | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: item, path, depth } = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_DEPTH) return { kind: 'tooDeep', path };
    const entries = Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      if (key.includes('\u0000')) return { kind: 'nul', path };
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Throws the 400 when `value` holds a NUL anywhere or nests deeper than any request of this API. */
export function refuseUnstorable(value: unknown): void {
  const found = findUnstorable(value);
  if (!found) return;
  const message = found.kind === 'nul' ? NUL_MESSAGE : TOO_DEEP_MESSAGE;
  throw badRequest(message, [{ path: found.path, message }]);
}

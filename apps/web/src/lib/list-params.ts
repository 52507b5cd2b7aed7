// One way to keep list state in the URL: nuqs parsers for the page (?page=, 1 when absent or not a
// positive whole number), free-text filters and the sort (?sort=price, ?sort=-price: one of the values a
// list allows, its default when absent or unknown). The admin lists read them through useListParams,
// the marketplace through its loader and links; both get the same URLs.
import { createParser, parseAsString, parseAsStringLiteral } from 'nuqs';

/** ?page=: a whole number from 1; anything else reads as 1, and 1 is left out of the URL. */
export const pageParser = createParser({
  parse: (value) => {
    const page = Number(value);
    return Number.isInteger(page) && page >= 1 ? page : null;
  },
  serialize: String,
})
  .withDefault(1)
  .withOptions({ clearOnDefault: true });

/** A free-text filter: '' when absent, and left out of the URL when blank. */
export const textParser = createParser({
  parse: (value) => (value.trim() ? value : null),
  serialize: String,
})
  .withDefault('')
  .withOptions({ clearOnDefault: true });

/** ?sort= among `values`; `fallback` when absent or unknown, and left out of the URL. */
export function sortParser<S extends string>(values: readonly S[], fallback: S) {
  return parseAsStringLiteral(values).withDefault(fallback).withOptions({ clearOnDefault: true });
}

export { parseAsString };

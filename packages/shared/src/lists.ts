// What every admin list shares: a sort kept as one value ('price' ascending, '-price' descending) chosen
// from the columns a list allows, and bulk actions over up to 100 rows answered with what was done and
// what was refused, row by row.

import { uuidParam } from './api.ts';
import { MAX_BULK_IDS, type SortValue, sortValues } from './lists-constants.ts';
import { z } from './zod.ts';

export * from './lists-constants.ts';

/** An allow-listed ?sort= for a list: one of `keys`, '-' in front for descending; anything else is a 400. */
export function sortParam<K extends string>(keys: readonly K[]) {
  const values = sortValues(keys) as [SortValue<K>, ...SortValue<K>[]];
  return z.enum(values, { error: `sort must be one of ${values.join(', ')}` });
}

/** The rows a bulk action applies to: 1 to 100 distinct ids. */
export const bulkIdsSchema = z
  .array(uuidParam(), { error: 'ids must be a list of ids' })
  .min(1, 'Select at least one row')
  .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} rows at once`)
  .transform((ids) => [...new Set(ids)]);

/** What a bulk action did: the ids it changed, and each id it refused with the reason. */
export const bulkResultSchema = z.object({
  done: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: bulkResultSchema,
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;

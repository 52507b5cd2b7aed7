// The products CSV export: the products the admin list's filters select, in id order, read in keyset
// batches and written by csv-stringify as a stream, so the whole table is never in memory.
import { PassThrough } from 'node:stream';
import { PRODUCT_CSV_COLUMNS, type productExportQuerySchema } from '@astroden/shared';
import { stringify } from 'csv-stringify';
import { and, asc, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { stockCondition } from './admin-catalogue.ts';
import { catalogueFilter, productColumns } from './catalogue.ts';
import { toCsvRecord } from './csv-rows.ts';

const BATCH = 1000;

/** A file name that says what and when: astroden-products-2026-11-24.csv. */
export const exportFileName = (now = new Date()) => `astroden-products-${now.toISOString().slice(0, 10)}.csv`;

type ExportQuery = z.output<typeof productExportQuerySchema>;

/**
 * The CSV as a stream: a byte-order mark (so spreadsheets read UTF-8), the header, then one row per
 * product. The filter is resolved before the first byte, so a bad query still gets a JSON error.
 */
export async function exportProducts(db: Database, q: ExportQuery, onError: (err: unknown) => void) {
  const filter = await catalogueFilter(db, q);
  const csv = stringify({ bom: true, header: true, columns: [...PRODUCT_CSV_COLUMNS], quoted_match: /^\s|\s$/ });
  const out = new PassThrough();
  csv.pipe(out);
  const write = (record: string[]) =>
    csv.write(record) ? Promise.resolve() : new Promise<void>((resolve) => csv.once('drain', resolve));
  (async () => {
    let after: string | undefined;
    for (;;) {
      const rows = await db
        .select(productColumns)
        .from(products)
        .where(and(filter, stockCondition(q.stock), after ? gt(products.id, after) : undefined))
        .orderBy(asc(products.id))
        .limit(BATCH);
      for (const row of rows) await write(toCsvRecord(row));
      if (rows.length < BATCH) break;
      after = rows.at(-1)!.id;
    }
    csv.end();
  })().catch((err) => {
    onError(err);
    out.destroy(err as Error);
  });
  return out;
}

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * A products CSV import (issue 11): the uploaded file, where its check or its apply stands, and what it
 * found. Kept in the database so whichever instance a client polls reads the same progress; the admin
 * write itself is audited (entity 'import'), this working state is not.
 */
export const productImportJobs = pgTable(
  'product_import_jobs',
  {
    id: id(),
    /** The admin who uploaded it; only an admin reads a job. */
    actorId: uuid().notNull(),
    fileName: text().notNull(),
    /** The file as uploaded (a few MB at most), read again when the import is applied. */
    csv: text().notNull(),
    /** checking → ready | invalid; ready → applying → applied | failed. */
    status: text().notNull(),
    /** Rows in the file, and rows done by the step under way. */
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    /** What the check found: counts, the first rows, the rows with errors (ImportReport). */
    report: jsonb().$type<Record<string, unknown>>(),
    /** Why an apply failed (a product changed meanwhile, ...). */
    message: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_import_jobs_created_idx').on(t.createdAt),
    check(
      'product_import_jobs_status_check',
      sql`${t.status} in ('checking', 'ready', 'invalid', 'applying', 'applied', 'failed')`,
    ),
  ],
);

export type ProductImportJobRow = typeof productImportJobs.$inferSelect;

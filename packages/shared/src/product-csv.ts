// The products CSV routes' contract: the export's filters (the admin list's own) and an import job.

import { uuidParam } from './api.ts';
import { IMPORT_STATUSES } from './product-csv-constants.ts';
import { productListQuerySchema } from './products.ts';
import { z } from './zod.ts';

export * from './product-csv-constants.ts';

/** The admin list's filters (search, category, and whatever the list gains), without its paging. */
export const productExportQuerySchema = productListQuerySchema.omit({ page: true, limit: true });
export type ProductExportQuery = z.input<typeof productExportQuerySchema>;

const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** One row of the file as the check saw it: its line in the file, what it would do, its errors by column. */
export const importRowSchema = z.object({
  line: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  id: z.string().nullable(),
  name: z.string(),
  errors: z.array(fieldErrorSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importReportSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
  /** The first rows of the file. */
  preview: z.array(importRowSchema),
  /** Rows with errors, in file order, up to IMPORT_MAX_REPORTED_ERRORS. */
  errorRows: z.array(importRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importJobSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** Rows in the file, and rows done by the step under way (checking or applying). */
  total: z.number().int(),
  processed: z.number().int(),
  report: importReportSchema.nullable(),
  /** Why an apply failed. */
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobParamsSchema = z.object({ jobId: uuidParam('jobId must be an import id') });

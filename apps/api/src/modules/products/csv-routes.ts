// The products CSV routes (admin): export what the list's filters show, and import a file as a job that
// is checked (a dry run: nothing written), polled for its progress, then applied all or nothing.
import {
  apiErrorSchema,
  dataResponse,
  IMPORT_PREVIEW_ROWS,
  importJobParamsSchema,
  importJobSchema,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MESSAGES,
  productExportQuerySchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartForm } from '../../lib/multipart-docs.ts';
import { exportFileName, exportProducts } from './csv-export.ts';
import { CSV_FILE_FIELD, readCsvUpload } from './csv-file.ts';
import {
  applyImport,
  checkImport,
  getImportJob,
  type ImportStep,
  type JobRunner,
  runApply,
  startImport,
} from './csv-import.ts';

/** The queue of import steps: the check of an upload and the apply of a checked import. */
const IMPORT_QUEUE = 'products-import';

const admin = { tags: ['products'], security: [{ bearerAuth: [] }] };
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
const jobResponse = dataResponse(importJobSchema);
/** An id that cannot be a job's names no job: a 404, as for every other id in a path. */
const jobConfig = { notFoundMessage: PRODUCT_CSV_MESSAGES.jobNotFound };

export const productCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const run: JobRunner = {
    async enqueue(step) {
      await app.jobs.send(IMPORT_QUEUE, step);
    },
    log: (err) => app.log.error({ err }, 'products import failed'),
    invalidate: () => app.publicCache.invalidate(),
  };
  // Each step records its own failure in the job row; the queue retries only what could not be recorded. A step
  // under way when the app closes finishes first (the queue's graceful stop), or is run again by another instance.
  app.jobs.define<ImportStep>(IMPORT_QUEUE, {
    queue: { retryLimit: 3, retryBackoff: true, retryDelay: 2, expireInSeconds: 900 },
    async handler([job]) {
      const step = job!.data;
      if (step.step === 'check') await checkImport(app.db, step.id, run);
      else await runApply(app.db, step.id, step.actor, run);
    },
  });

  app.get(
    '/export.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        operationId: 'exportProductsCsv',
        summary: 'Export products as CSV: all, or those the admin list filters select (admin)',
        description:
          `Columns: ${PRODUCT_CSV_COLUMNS.join(', ')}; features and images are each one cell, items joined by "|". ` +
          'Same filters as GET /api/products (search, category, ...), without paging; rows in id order. A cell ' +
          'that starts with = + - @, a tab or a carriage return is written with a leading apostrophe so ' +
          'spreadsheets do not run it as a formula (OWASP CSV injection); an import removes it again.',
        produces: ['text/csv'],
        querystring: productExportQuerySchema,
        response: { 200: z.string().describe('UTF-8 CSV with a header row'), 400: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const stream = await exportProducts(app.db, request.query, (err) =>
        request.log.error({ err }, 'products export failed'),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(stream as unknown as string); // a stream is sent as it is, never serialized
    },
  );

  app.post(
    '/import',
    {
      onRequest: app.requireAdmin,
      handlerTimeout: 4 * app.config.requestTimeoutMs,
      schema: {
        ...admin,
        operationId: 'importProductsCsv',
        summary: 'Upload a products CSV and check it: a dry run that writes no product (admin)',
        description:
          `multipart/form-data with the file in "${CSV_FILE_FIELD}" (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB, ` +
          `${MAX_IMPORT_ROWS} rows). Answers 202 with an import job; its rows are checked in the background ` +
          "with the product form's rules (a row with an id updates that product, one without creates one); " +
          `poll GET /api/products/import/{jobId} for progress and the report (the first ${IMPORT_PREVIEW_ROWS} ` +
          'rows, the counts, every row with errors by column). A malformed file or header is a 400 at once.',
        consumes: ['multipart/form-data'],
        requestBodyDoc: {
          'multipart/form-data': {
            schema: multipartForm(undefined, [
              {
                name: CSV_FILE_FIELD,
                description: `The CSV: UTF-8, a header row of the export's columns`,
                maxFiles: 1,
                required: true,
              },
            ]),
          },
        },
        response: { 202: jobResponse, 400: apiErrorSchema, ...guarded, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const upload = await readCsvUpload(request);
      const data = await startImport(app.db, upload, request.user!, run);
      return reply.status(202).send({ success: true as const, data });
    },
  );

  app.get(
    '/import/:jobId',
    {
      config: jobConfig,
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        operationId: 'getProductImport',
        summary: 'An import job: its status, progress and report (admin)',
        description:
          'status: checking → ready (no errors) or invalid; ready → applying → applied or failed (message says ' +
          'why). processed of total rows are done by the step under way. Only the admin who uploaded it sees it.',
        params: importJobParamsSchema,
        response: { 200: jobResponse, 400: apiErrorSchema, ...guarded, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getImportJob(app.db, request.params.jobId, request.user!),
    }),
  );

  app.post(
    '/import/:jobId/apply',
    {
      config: jobConfig,
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        operationId: 'applyProductImport',
        summary: 'Apply a checked import: every row written in one transaction, or none (admin)',
        description:
          'Only a job whose check found no errors (status ready). The rows are checked again, then created or ' +
          'updated (by id, refused if the product changed since its version) in one transaction, each row and ' +
          'the import itself recorded in the audit log. Answers 202; poll the job until applied or failed. ' +
          'A job with row errors is a 422 listing them; any other state a 409.',
        params: importJobParamsSchema,
        response: {
          202: jobResponse,
          400: apiErrorSchema,
          ...guarded,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await applyImport(app.db, request.params.jobId, request.user!, run);
      return reply.status(202).send({ success: true as const, data });
    },
  );
};

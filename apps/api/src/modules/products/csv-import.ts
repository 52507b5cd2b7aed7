// Products CSV import as a job whose state lives in the database (any instance answers a poll): the check
// reads every row with the product form's rules and the database's rows (a dry run, nothing written); the
// apply checks again and writes every row in one transaction signed by the admin, or none.
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  IMPORT_MAX_REPORTED_ERRORS,
  IMPORT_PREVIEW_ROWS,
  type ImportJob,
  type ImportReport,
  type ImportRow,
  PRODUCT_CSV_MESSAGES,
  PRODUCT_MESSAGES,
} from '@astroden/shared';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, type ProductImportJobRow, productImportJobs, products } from '../../db/schema/index.ts';
import { type Actor, asActor } from '../../lib/audit.ts';
import { retryOnceOnConflict } from '../../lib/db-errors.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { toPaise } from '../../lib/money.ts';
import { parseProductCsv, type UploadedCsv } from './csv-file.ts';
import { type ReadRow, readRow } from './csv-rows.ts';

/** Rows checked, or written, per statement and between two turns of the event loop. */
const CHUNK = 500;
/** A job (and the file it keeps) is deleted a day after its upload. */
const KEEP_JOBS = sql`interval '1 day'`;

type ProductValues = {
  name: string;
  description: string;
  pricePaise: number;
  stock: number;
  category: string;
  weight: number | null;
  dimensions: { length: number; width: number; height: number } | null;
  features: string[];
  images: string[];
};

interface CheckedRow extends ReadRow {
  action: ImportRow['action'];
  values?: ProductValues;
  /** The version the row names (from an export): an update is refused when the product has moved on. */
  version?: number;
}

/**
 * Progress of the writes of an apply, which run inside one transaction that other connections cannot see
 * into: kept here for polls this instance answers; every other state (and the progress of the second
 * check that precedes the writes) is read from the job's row, whatever instance answers.
 */
const writing = new Map<string, number>();

function valuesOf(row: ReadRow): ProductValues {
  const f = row.fields!;
  return {
    name: f.name,
    description: f.description,
    pricePaise: toPaise(f.price),
    stock: f.stock,
    category: f.category,
    weight: f.weight ?? null,
    dimensions: f.dimensions ?? null,
    features: f.features,
    images: row.images,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const dimensionsKey = (d: ProductValues['dimensions']) => (d ? [d.length, d.width, d.height] : null);

/**
 * Checks every row: the form's rules, then against the database: an id must be a product's, once in the
 * file, its version current, its images the product's own. Yields to other requests between chunks.
 */
async function checkRows(db: Database, text: string, onProgress: (done: number, total: number) => Promise<void>) {
  const records = await parseProductCsv(text);
  const rows: CheckedRow[] = [];
  const seen = new Map<string, number>();
  for (let start = 0; start < records.length; start += CHUNK) {
    const chunk = records.slice(start, start + CHUNK).map(readRow) as CheckedRow[];
    const ids = [...new Set(chunk.flatMap((row) => (row.id ? [row.id] : [])))];
    const current = ids.length
      ? await db
          .select({
            id: products.id,
            version: products.version,
            name: products.name,
            description: products.description,
            pricePaise: products.pricePaise,
            stock: products.stock,
            category: products.category,
            weight: products.weight,
            dimensions: products.dimensions,
            features: products.features,
            images: products.images,
          })
          .from(products)
          .where(inArray(products.id, ids))
      : [];
    const byId = new Map(current.map((product) => [product.id, product]));
    for (const row of chunk) {
      if (row.id) {
        const first = seen.get(row.id);
        if (first !== undefined) {
          row.errors.push({ path: 'id', message: `${PRODUCT_CSV_MESSAGES.duplicateId} (line ${first})` });
        } else seen.set(row.id, row.line);
        const product = byId.get(row.id);
        if (!product) row.errors.push({ path: 'id', message: PRODUCT_CSV_MESSAGES.unknownId });
        else if (row.fields && row.fields.version === undefined) {
          // Without the version the export had, its stock would be written over the units sold since.
          row.errors.push({ path: 'version', message: PRODUCT_CSV_MESSAGES.versionRequired });
        } else {
          if (row.fields?.version !== undefined && row.fields.version !== product.version) {
            row.errors.push({ path: 'version', message: PRODUCT_MESSAGES.changed });
          }
          if (row.images.some((image) => !product.images.includes(image))) {
            row.errors.push({ path: 'images', message: PRODUCT_CSV_MESSAGES.unknownImage });
          }
        }
        if (row.errors.length === 0 && product) {
          row.values = valuesOf(row);
          row.version = row.fields?.version;
          const unchanged = (Object.keys(row.values) as (keyof ProductValues)[]).every((key) =>
            key === 'dimensions'
              ? same(dimensionsKey(row.values!.dimensions), dimensionsKey(product.dimensions))
              : same(row.values![key], product[key]),
          );
          row.action = unchanged ? 'unchanged' : 'update';
        }
      } else if (row.errors.length === 0) {
        row.values = valuesOf(row);
        row.action = 'create';
      }
      if (row.errors.length > 0) row.action = 'error';
      rows.push(row);
    }
    await onProgress(rows.length, records.length);
    await nextTurn();
  }
  return rows;
}

const reportRow = (row: CheckedRow): ImportRow => ({
  line: row.line,
  action: row.action,
  id: row.id,
  name: row.name,
  errors: row.errors,
});

function reportOf(rows: CheckedRow[]): ImportReport {
  const count = (action: ImportRow['action']) => rows.filter((row) => row.action === action).length;
  return {
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    errors: count('error'),
    preview: rows.slice(0, IMPORT_PREVIEW_ROWS).map(reportRow),
    errorRows: rows
      .filter((row) => row.action === 'error')
      .slice(0, IMPORT_MAX_REPORTED_ERRORS)
      .map(reportRow),
  };
}

/**
 * A step that has not moved for this long was cut short (its instance stopped): its transaction, if any,
 * rolled back, so it is reported as failed instead of leaving its client polling forever.
 */
const STALLED_AFTER_MS = 5 * 60_000;

export function toImportJob(row: ProductImportJobRow): ImportJob {
  const live = row.status === 'applying' ? writing.get(row.id) : undefined;
  const running = row.status === 'checking' || row.status === 'applying';
  const stalled = running && live === undefined && Date.now() - row.updatedAt.getTime() > STALLED_AFTER_MS;
  return {
    _id: row.id,
    fileName: row.fileName,
    status: stalled ? 'failed' : (row.status as ImportJob['status']),
    total: row.total,
    processed: live ?? row.processed,
    report: (row.report as ImportReport | null) ?? null,
    message: stalled ? PRODUCT_CSV_MESSAGES.interrupted : row.message,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const jobColumns = {
  id: productImportJobs.id,
  actorId: productImportJobs.actorId,
  fileName: productImportJobs.fileName,
  status: productImportJobs.status,
  total: productImportJobs.total,
  processed: productImportJobs.processed,
  report: productImportJobs.report,
  message: productImportJobs.message,
  createdAt: productImportJobs.createdAt,
  updatedAt: productImportJobs.updatedAt,
};
type JobRow = Omit<ProductImportJobRow, 'csv'>;

/** An import the admin started (another admin's is "not found"). */
export async function getImportJob(db: Database, id: string, actor: Actor): Promise<ImportJob> {
  const [row] = await db
    .select(jobColumns)
    .from(productImportJobs)
    .where(and(eq(productImportJobs.id, id), eq(productImportJobs.actorId, actor.id)));
  if (!row) throw notFound(PRODUCT_CSV_MESSAGES.jobNotFound);
  return toImportJob({ ...row, csv: '' });
}

async function setJob(db: Database, id: string, values: Partial<Omit<JobRow, 'id'>>) {
  await db.update(productImportJobs).set(values).where(eq(productImportJobs.id, id));
}

/** What a background step does with a failure: the job says why; nothing else is left half done. */
async function failJob(db: Database, id: string, err: unknown, log: (err: unknown) => void) {
  const known = err instanceof HttpError;
  if (!known) log(err);
  await setJob(db, id, {
    status: 'failed',
    message: known ? err.message : PRODUCT_CSV_MESSAGES.importFailed,
  }).catch(log);
}

/** A step of an import that runs in the job queue, on whichever instance takes it (decision 018). */
export type ImportStep = { step: 'check'; id: string } | { step: 'apply'; id: string; actor: Actor };

export interface JobRunner {
  /** Queues a step (after the response); it runs at least once, so each step is safe to run again. */
  enqueue(step: ImportStep): Promise<void>;
  log(err: unknown): void;
  /** Forgets every cached public read, on every instance. */
  invalidate(): Promise<void>;
}

/**
 * Starts an import: the file is parsed now (a malformed file is a 400 at once), the job row is written,
 * and the rows are checked after the response, the job's progress updated as they are.
 */
export async function startImport(db: Database, upload: UploadedCsv, actor: Actor, run: JobRunner) {
  const records = await parseProductCsv(upload.text);
  await db.delete(productImportJobs).where(lt(productImportJobs.createdAt, sql`now() - ${KEEP_JOBS}`));
  const [job] = await db
    .insert(productImportJobs)
    .values({
      actorId: actor.id,
      fileName: upload.fileName,
      csv: upload.text,
      status: 'checking',
      total: records.length,
    })
    .returning();
  await run.enqueue({ step: 'check', id: job!.id });
  return toImportJob(job!);
}

/** The check of an uploaded file (a queued step): again from the start if it runs twice; nothing once done. */
export async function checkImport(db: Database, id: string, run: JobRunner): Promise<void> {
  const [job] = await db
    .select({ csv: productImportJobs.csv, status: productImportJobs.status })
    .from(productImportJobs)
    .where(eq(productImportJobs.id, id));
  if (job?.status !== 'checking') return;
  try {
    const rows = await checkRows(db, job.csv, (processed) => setJob(db, id, { processed }));
    const report = reportOf(rows);
    await setJob(db, id, { status: report.errors > 0 ? 'invalid' : 'ready', report });
  } catch (err) {
    await failJob(db, id, err, run.log);
  }
}

/**
 * Applies a checked import without errors: the rows are checked again (the catalogue may have moved on
 * since the dry run), then every create and update is written in one transaction signed by the admin, in
 * multi-row statements, or nothing is. An import with errors is a 422 listing them.
 */
export async function applyImport(db: Database, id: string, actor: Actor, run: JobRunner): Promise<ImportJob> {
  const [claimed] = await db
    .update(productImportJobs)
    .set({ status: 'applying', processed: 0, message: null })
    .where(
      and(eq(productImportJobs.id, id), eq(productImportJobs.actorId, actor.id), eq(productImportJobs.status, 'ready')),
    )
    .returning();
  if (!claimed) {
    const job = await getImportJob(db, id, actor);
    if (job.status === 'invalid') {
      const errors = (job.report?.errorRows ?? []).flatMap((row) =>
        row.errors.map((e) => ({ path: `line ${row.line}: ${e.path}`, message: e.message })),
      );
      throw new HttpError(422, PRODUCT_CSV_MESSAGES.hasErrors, errors.slice(0, 100));
    }
    throw conflict(PRODUCT_CSV_MESSAGES.notReady);
  }
  await run.enqueue({ step: 'apply', id, actor: { id: actor.id, email: actor.email } });
  return toImportJob(claimed);
}

/**
 * The apply of a checked import (a queued step). Its writes and its `applied` are one transaction: run again after
 * a crash, it finds the job still applying and does it all again; after it committed, it finds nothing to do.
 */
export async function runApply(db: Database, id: string, actor: Actor, run: JobRunner): Promise<void> {
  const [claimed] = await db
    .select()
    .from(productImportJobs)
    .where(and(eq(productImportJobs.id, id), eq(productImportJobs.status, 'applying')));
  if (!claimed) return;
  try {
    // One bar for the whole apply: the second check is its first half, the writes its second.
    const rows = await checkRows(db, claimed.csv, (checked) => setJob(db, id, { processed: Math.floor(checked / 2) }));
    const half = Math.floor(rows.length / 2);
    const report = reportOf(rows);
    if (report.errors > 0) {
      await setJob(db, id, { status: 'failed', report, message: PRODUCT_CSV_MESSAGES.hasErrors });
      return;
    }
    writing.set(id, half);
    // An order may hold some of these products a moment: a deadlock is not expected (both lock in id order),
    // but should the database give the import up for another transaction's sake, it is tried once more.
    await retryOnceOnConflict(() =>
      asActor(db, actor, async (tx) => {
        await writeRows(tx, rows, (done) => writing.set(id, half + Math.floor(done / 2)));
        // The import itself, beside the entry of every row it wrote.
        await tx.insert(auditLog).values({
          actorId: actor.id,
          actorEmail: actor.email,
          action: 'create',
          entity: 'import',
          entityId: id,
          before: null,
          after: {
            fileName: claimed.fileName,
            rows: rows.length,
            created: report.create,
            updated: report.update,
            unchanged: report.unchanged,
          },
        });
        await tx
          .update(productImportJobs)
          .set({ status: 'applied', processed: rows.length, report })
          .where(eq(productImportJobs.id, id));
      }),
    );
    await run.invalidate();
  } catch (err) {
    await failJob(db, id, err, run.log);
  } finally {
    writing.delete(id);
  }
}

/** The columns of a row of the import, as jsonb_to_recordset reads them from the JSON of its values. */
const RECORD = sql`(id uuid, version int, name text, description text, "pricePaise" int, stock int, category text,
  weight float8, dimensions jsonb, features jsonb, images jsonb)`;
const recordsOf = (chunk: CheckedRow[]) =>
  JSON.stringify(chunk.map((row) => ({ id: row.id, version: row.version ?? null, ...row.values })));

/**
 * Creates and updates in statements of CHUNK rows, each row set passed as one JSON parameter (thousands of
 * bound parameters cost the embedded database a third of the apply, which other requests wait out there);
 * an update whose product moved on fails them all.
 */
async function writeRows(tx: Database, rows: CheckedRow[], onProgress: (done: number) => void) {
  const creates = rows.filter((row) => row.action === 'create');
  const updates = rows.filter((row) => row.action === 'update');
  let done = rows.length - creates.length - updates.length;
  for (let start = 0; start < creates.length; start += CHUNK) {
    const chunk = creates.slice(start, start + CHUNK);
    await tx.execute(sql`
      insert into ${products} (name, description, price_paise, stock, category, weight, dimensions, features, images)
      select v.name, v.description, v."pricePaise", v.stock, v.category, v.weight, v.dimensions, v.features, v.images
      from jsonb_to_recordset(${recordsOf(chunk)}::jsonb) as v${RECORD}`);
    done += chunk.length;
    onProgress(done);
    await nextTurn();
  }
  // Products are locked in id order, as an order locks its products: an import and an order never wait for each
  // other in a circle (a deadlock would fail one of them).
  updates.sort((a, b) => (a.id! < b.id! ? -1 : a.id! > b.id! ? 1 : 0));
  for (let start = 0; start < updates.length; start += CHUNK) {
    const chunk = updates.slice(start, start + CHUNK);
    await tx.execute(
      sql`select id from ${products} where id = any(${`{${chunk.map((row) => row.id).join(',')}}`}::uuid[]) order by id for update`,
    );
    // One statement per chunk; a row whose version moved on since the check (an order took stock, an
    // admin saved it) matches nothing, and the whole import is refused as the product form would be.
    const result = (await tx.execute(sql`
      update ${products} as p set
        name = v.name, description = v.description, price_paise = v."pricePaise", stock = v.stock,
        category = v.category, weight = v.weight, dimensions = v.dimensions, features = v.features,
        images = v.images, version = p.version + 1, updated_at = now()
      from jsonb_to_recordset(${recordsOf(chunk)}::jsonb) as v${RECORD}
      where p.id = v.id and p.version = v.version
      returning p.id`)) as unknown as { rows: unknown[] };
    if (result.rows.length !== chunk.length) throw conflict(`${PRODUCT_MESSAGES.changed}: check the file again`);
    done += chunk.length;
    onProgress(done);
    await nextTurn();
  }
}

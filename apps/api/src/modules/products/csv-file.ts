// An uploaded products CSV: read within its limits, recognised as text, parsed by csv-parse as a stream
// that hands the event loop back between chunks, its header checked against the known columns.
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MESSAGES,
  type ProductCsvColumn,
  REQUIRED_PRODUCT_CSV_COLUMNS,
} from '@astroden/shared';
import { CsvError, parse } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import type { CsvRecord } from './csv-rows.ts';

/** The multipart field that carries the file. */
export const CSV_FILE_FIELD = 'file';
/** Records parsed between two turns of the event loop. */
const PARSE_CHUNK = 500;

export interface UploadedCsv {
  fileName: string;
  text: string;
}

const tooLarge = () => new HttpError(413, PRODUCT_CSV_MESSAGES.tooLarge);
const notCsv = () =>
  badRequest(PRODUCT_CSV_MESSAGES.notCsv, [{ path: CSV_FILE_FIELD, message: PRODUCT_CSV_MESSAGES.notCsv }]);

/** Reads the one file of a multipart request, refusing what is too large or is not UTF-8 text. */
export async function readCsvUpload(request: FastifyRequest): Promise<UploadedCsv> {
  if (!request.isMultipart()) throw new HttpError(415, PRODUCT_CSV_MESSAGES.fileRequired);
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest(PRODUCT_CSV_MESSAGES.fileRequired);
  }
  if (!file || file.fieldname !== CSV_FILE_FIELD) {
    file?.file.resume();
    throw badRequest(PRODUCT_CSV_MESSAGES.fileRequired, [
      { path: CSV_FILE_FIELD, message: PRODUCT_CSV_MESSAGES.fileRequired },
    ]);
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (file.file.truncated) throw tooLarge();
  const named =
    /\.(csv|txt)$/i.test(file.filename) || /^(text\/|application\/(csv|vnd\.ms-excel))/i.test(file.mimetype);
  if (!named || data.includes(0)) throw notCsv();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw notCsv();
  }
  if (text.replace(/^\uFEFF/, '').trim() === '') throw badRequest(PRODUCT_CSV_MESSAGES.empty);
  return { fileName: file.filename.slice(0, 200) || 'products.csv', text };
}

/** The header's names, checked: the required ones present, none unknown, none twice. */
function checkHeader(header: string[]): ProductCsvColumn[] {
  const names = header.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw badRequest(
      PRODUCT_CSV_MESSAGES.unknownColumns,
      unknown.map((name) => ({
        path: name || '(blank)',
        message: `Unknown column; expected ${PRODUCT_CSV_COLUMNS.join(', ')}`,
      })),
    );
  }
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) {
    throw badRequest(
      'The file has a column more than once',
      twice.map((name) => ({ path: name, message: 'Column appears more than once' })),
    );
  }
  const missing = REQUIRED_PRODUCT_CSV_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw badRequest(
      PRODUCT_CSV_MESSAGES.missingColumns,
      missing.map((name) => ({ path: name, message: 'Required column is missing' })),
    );
  }
  return names as ProductCsvColumn[];
}

/**
 * Every record of the file with its line, through csv-parse's stream, yielding to other requests every
 * PARSE_CHUNK records. A malformed file or a bad header is a 400; more than MAX_IMPORT_ROWS rows a 413.
 */
export async function parseProductCsv(text: string): Promise<CsvRecord[]> {
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    // Surrounding spaces are the spreadsheet's, not the shop's; zod trims the fields anyway.
    trim: false,
    relax_column_count: false,
    info: true,
  });
  parser.end(text);
  let columns: ProductCsvColumn[] | undefined;
  const records: CsvRecord[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = checkHeader(record);
        continue;
      }
      if (records.length === MAX_IMPORT_ROWS) {
        parser.destroy();
        throw new HttpError(413, PRODUCT_CSV_MESSAGES.tooManyRows);
      }
      const cells: CsvRecord['cells'] = {};
      columns.forEach((column, i) => {
        cells[column] = record[i] ?? '';
      });
      records.push({ line: info.lines, cells });
      if (records.length % PARSE_CHUNK === 0) await nextTurn();
    }
  } catch (err) {
    if (err instanceof CsvError) {
      const line = (err as CsvError & { lines?: number }).lines;
      const message = `${PRODUCT_CSV_MESSAGES.malformed}${line ? ` (line ${line})` : ''}: ${err.message.replace(/^[^:]*:\s*/, '')}`;
      throw badRequest(message);
    }
    throw err;
  }
  if (records.length === 0) throw badRequest(PRODUCT_CSV_MESSAGES.empty);
  return records;
}

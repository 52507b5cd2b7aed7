// One product as one CSV row and back: the export's cells (with the formula-injection guard) and an
// imported row read into the fields the product form sends, checked by the same shared zod rules.
import {
  CSV_LIST_SEPARATOR,
  existingImagesSchema,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MESSAGES,
  type ProductCsvColumn,
  type ProductFields,
  productFieldsSchema,
} from '@astroden/shared';
import { z } from 'zod';
import type { FieldError } from '../../lib/http-errors.ts';
import { toRupees } from '../../lib/money.ts';
import type { ProductListRow } from './catalogue.ts';

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP "CSV Injection"): the export
 * puts a ' before it, which spreadsheets show as text; an import takes that ' off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const unguardCell = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const joinList = (items: string[]) => items.join(CSV_LIST_SEPARATOR);

/** The export's row of a product, every cell text, in PRODUCT_CSV_COLUMNS order. */
export function toCsvRecord(row: ProductListRow): string[] {
  const cells: Record<ProductCsvColumn, string> = {
    id: row.id,
    version: String(row.version),
    name: row.name,
    description: row.description,
    price: String(toRupees(row.pricePaise)),
    stock: String(row.stock),
    category: row.category,
    weight: numberText(row.weight),
    length: numberText(row.dimensions?.length),
    width: numberText(row.dimensions?.width),
    height: numberText(row.dimensions?.height),
    features: joinList(row.features),
    images: joinList(row.images),
  };
  return PRODUCT_CSV_COLUMNS.map((column) => guardCell(cells[column]));
}

/** A row of the file as read: its line and its cells by column (absent columns are blank). */
export interface CsvRecord {
  line: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
}

export interface ReadRow {
  line: number;
  /** The product this row updates; null: a new product. */
  id: string | null;
  name: string;
  fields?: ProductFields;
  images: string[];
  errors: FieldError[];
}

const uuid = z.uuid();
const DIMENSIONS = ['length', 'width', 'height'] as const;
const splitList = (text: string) =>
  text
    .split(CSV_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** A zod issue's path as the file's column: dimensions.length is the length column, features.3 features. */
function columnOf(path: PropertyKey[]): string {
  const [first, second] = path.map(String);
  return first === 'dimensions' && second ? second : (first ?? 'row');
}

/** Reads a row into product fields with the product form's rules and messages; the database is not asked. */
export function readRow({ line, cells }: CsvRecord): ReadRow {
  const cell = (column: ProductCsvColumn) => unguardCell(cells[column] ?? '');
  const errors: FieldError[] = [];
  const idText = cell('id').trim();
  let id: string | null = null;
  if (idText) {
    if (uuid.safeParse(idText).success) id = idText.toLowerCase();
    else errors.push({ path: 'id', message: PRODUCT_CSV_MESSAGES.invalidId });
  }

  const dims = DIMENSIONS.map((column) => cell(column).trim());
  let dimensions: { length: number; width: number; height: number } | undefined;
  if (dims.every(Boolean)) {
    const [length, width, height] = dims.map(Number) as [number, number, number];
    dimensions = { length, width, height };
  } else if (dims.some(Boolean)) {
    DIMENSIONS.forEach((column, i) => {
      if (!dims[i]) errors.push({ path: column, message: PRODUCT_CSV_MESSAGES.dimensionsTogether });
    });
  }

  const parsed = productFieldsSchema.safeParse({
    name: cell('name'),
    description: cell('description'),
    price: cell('price'),
    stock: cell('stock'),
    category: cell('category'),
    weight: cell('weight'),
    dimensions,
    features: splitList(cell('features')),
    version: id ? cell('version') : '',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors.push({ path: columnOf(issue.path), message: issue.message });
  }

  const images = splitList(cell('images'));
  const checked = existingImagesSchema.safeParse(images);
  if (!checked.success) errors.push({ path: 'images', message: checked.error.issues[0]!.message });
  else if (!id && images.length > 0) errors.push({ path: 'images', message: PRODUCT_CSV_MESSAGES.newWithImages });

  return {
    line,
    id,
    name: cell('name').trim(),
    fields: parsed.success ? parsed.data : undefined,
    images,
    errors,
  };
}

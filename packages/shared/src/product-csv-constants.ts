// The products CSV (issue 11): its columns, limits and the messages both sides show.

/** The header of an export, in this order; an import needs name … category and may leave out the rest. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'version',
  'name',
  'description',
  'price',
  'stock',
  'category',
  'weight',
  'length',
  'width',
  'height',
  'features',
  'images',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const REQUIRED_PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  'name',
  'description',
  'price',
  'stock',
  'category',
];

/** Features and images share one cell each, their items joined by this character. */
export const CSV_LIST_SEPARATOR = '|';

export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The rows of a check's report shown as a preview, and the most rows with errors it lists. */
export const IMPORT_PREVIEW_ROWS = 20;
export const IMPORT_MAX_REPORTED_ERRORS = 500;

export const IMPORT_STATUSES = ['checking', 'ready', 'invalid', 'applying', 'applied', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const PRODUCT_CSV_MESSAGES = {
  fileRequired: 'Choose a CSV file to import',
  notCsv: 'The file is not a CSV file',
  empty: 'The file has no product rows',
  tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows`,
  malformed: 'The file is not well-formed CSV',
  missingColumns: 'The file is missing required columns',
  unknownColumns: 'The file has columns this import does not know',
  jobNotFound: 'Import not found',
  notReady: 'Only a checked import without errors can be applied',
  hasErrors: 'Fix the rows with errors before applying the import',
  unknownId: 'No product has this id',
  versionRequired: 'A row with an id needs its version from the export, so units sold since are never written over',
  invalidId: 'id must be a product id from an export',
  duplicateId: 'This id appears on more than one row',
  newWithImages: 'New products get their images in the product form: leave images empty',
  unknownImage: 'images lists an image that is not on this product',
  dimensionsTogether: 'Enter length, width and height, or none of them',
  exportFailed: 'Failed to export products',
  importFailed: 'Failed to import products',
  interrupted: 'The import was interrupted before it finished; nothing was written. Check the file again.',
  applied: 'Import applied',
} as const;

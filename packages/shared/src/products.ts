import { limitParam, pageParam, searchParam } from './api.ts';
import { MAX_LONG_TEXT_LENGTH, PAGE_SIZES } from './api-constants.ts';
import {
  existingImagesSchema,
  featuresSchema,
  jsonField,
  numberField,
  optionalNumberField,
  twoDecimals,
  versionField,
} from './json-field.ts';
import { bulkIdsSchema, sortParam } from './lists.ts';
import {
  DEFAULT_PRODUCT_SORT,
  MAX_CATEGORY_LENGTH,
  MAX_PRICE,
  MAX_STOCK,
  PRODUCT_SORT_KEYS,
  STOCK_LEVELS,
} from './products-constants.ts';
import { z } from './zod.ts';

export * from './products-constants.ts';

/** Any column either way; only the marketplace's four (PUBLIC_PRODUCT_SORTS) are open to everyone. */
export const productSortSchema = sortParam(PRODUCT_SORT_KEYS);
export const stockLevelSchema = z.enum(STOCK_LEVELS, { error: 'stock must be one of out, low, in' });
export const dimensionsSchema = z.object({
  length: z.number({ error: 'Length must be a number' }).min(0, 'Length must be at least 0').max(100_000),
  width: z.number({ error: 'Width must be a number' }).min(0, 'Width must be at least 0').max(100_000),
  height: z.number({ error: 'Height must be a number' }).min(0, 'Height must be at least 0').max(100_000),
});
export type Dimensions = z.infer<typeof dimensionsSchema>;

/** Dimensions as an admin sends them: also at most 2 decimals (spec section 5, step 0.01). */
const dimensionsInputSchema = z.object({
  length: dimensionsSchema.shape.length.refine(twoDecimals, 'Length can have at most 2 decimals'),
  width: dimensionsSchema.shape.width.refine(twoDecimals, 'Width can have at most 2 decimals'),
  height: dimensionsSchema.shape.height.refine(twoDecimals, 'Height can have at most 2 decimals'),
});

export const categoryNameSchema = z
  .string({ error: 'Category is required' })
  .trim()
  .min(1, 'Category is required')
  .max(MAX_CATEGORY_LENGTH, `Category must be at most ${MAX_CATEGORY_LENGTH} characters`);

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  stock: z.number().int(),
  category: z.string(),
  images: z.array(z.string()),
  image: z.string().nullable(),
  weight: z.number().nullable(),
  dimensions: dimensionsSchema.nullable(),
  features: z.array(z.string()),
  rating: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Send it back with an edit: a stale edit is refused (409). */
  version: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({ name: z.string(), count: z.number().int() });
export type Category = z.infer<typeof categorySchema>;

export const productListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZES.marketplace),
  search: searchParam,
  category: z
    .string()
    .trim()
    .max(MAX_CATEGORY_LENGTH)
    .optional()
    .transform((c) => (c && c.toLowerCase() !== 'all' ? c : undefined)),
  sort: productSortSchema.default(DEFAULT_PRODUCT_SORT),
  /** Admin only: out of stock, low (1 up to the lowStockThreshold setting) or in stock. */
  stock: stockLevelSchema.optional(),
});
export type ProductListQuery = Partial<z.output<typeof productListQuerySchema>>;

export const bulkDeleteProductsBodySchema = z.object({ ids: bulkIdsSchema });

/** The text fields of a product write, as they arrive in a multipart form (or JSON). */
export const productFieldsSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(MAX_LONG_TEXT_LENGTH, `Description must be at most ${MAX_LONG_TEXT_LENGTH} characters`),
  price: numberField('Price')
    .pipe(z.number().min(0, 'Price must be at least 0').max(MAX_PRICE, 'Price is too large'))
    .refine(twoDecimals, 'Price can have at most 2 decimals'),
  stock: numberField('Stock').pipe(
    z
      .number()
      .int('Stock must be a whole number')
      .min(0, 'Stock must be at least 0')
      .max(MAX_STOCK, 'Stock is too large'),
  ),
  category: categoryNameSchema,
  weight: optionalNumberField('Weight').pipe(
    z
      .number()
      .min(0, 'Weight must be at least 0')
      .max(100_000, 'Weight is too large')
      .refine(twoDecimals, 'Weight can have at most 2 decimals')
      .optional(),
  ),
  dimensions: jsonField(dimensionsInputSchema.optional(), 'dimensions'),
  features: jsonField(featuresSchema.default([]), 'features'),
  rating: optionalNumberField('Rating').pipe(z.number().min(0).max(5, 'Rating must be at most 5').optional()),
  existingImages: jsonField(existingImagesSchema.optional(), 'existingImages'),
  /** The version the admin loaded: an update is refused (409) when the product has changed since. */
  version: versionField,
});
export type ProductFields = z.output<typeof productFieldsSchema>;

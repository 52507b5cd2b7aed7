import { limitParam, pageParam, searchParam } from './api.ts';
import { MAX_LONG_TEXT_LENGTH, PAGE_SIZES } from './api-constants.ts';
import {
  existingImagesSchema,
  featuresSchema,
  jsonField,
  numberField,
  twoDecimals,
  versionField,
} from './json-field.ts';
import { sortParam } from './lists.ts';
import { POD_SORT_KEYS } from './pods-constants.ts';
import { MAX_CATEGORY_LENGTH, MAX_PRICE } from './products-constants.ts';
import { z } from './zod.ts';

export * from './pods-constants.ts';

export const podSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string().nullable(),
  category: z.string().nullable(),
  price: z.number().nullable(),
  size: z.number().nullable(),
  features: z.array(z.string()),
  specs: z.record(z.string(), z.string()),
  images: z.array(z.string()),
  image: z.string().nullable(),
  whatsappLink: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Send it back with an edit: a stale edit is refused (409). */
  version: z.number().int(),
});
export type Pod = z.infer<typeof podSchema>;

export const podListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZES.admin),
  search: searchParam,
  sort: sortParam(POD_SORT_KEYS).default('-createdAt'),
});
export type PodListQuery = Partial<z.output<typeof podListQuerySchema>>;

const httpUrl = z
  .string()
  .trim()
  .max(500, 'WhatsApp link is too long')
  .pipe(z.url({ protocol: /^https?$/, error: 'WhatsApp link must be a valid URL' }));

export const podFieldsSchema = z.object({
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
  shortDescription: z.string().trim().max(300, 'Short description must be at most 300 characters').optional(),
  category: z
    .string()
    .trim()
    .max(MAX_CATEGORY_LENGTH, `Category must be at most ${MAX_CATEGORY_LENGTH} characters`)
    .optional(),
  size: numberField('Size')
    .pipe(z.number().min(0, 'Size must be at least 0').max(100_000, 'Size is too large'))
    .refine(twoDecimals, 'Size can have at most 2 decimals'),
  price: numberField('Price')
    .pipe(z.number().min(0, 'Price must be at least 0').max(MAX_PRICE, 'Price is too large'))
    .refine(twoDecimals, 'Price can have at most 2 decimals'),
  whatsappLink: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), httpUrl.optional()),
  features: jsonField(featuresSchema.default([]), 'features'),
  specs: jsonField(z.record(z.string().max(60), z.string().max(200)).optional(), 'specs'),
  existingImages: jsonField(existingImagesSchema.optional(), 'existingImages'),
  /** The version the admin loaded: an update is refused (409) when the pod has changed since. */
  version: versionField,
});
export type PodFields = z.output<typeof podFieldsSchema>;

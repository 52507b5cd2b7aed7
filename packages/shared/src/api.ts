// The envelope every API response uses, and the query rules shared by every list.

import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PAGE_SIZES } from './api-constants.ts';
import { z } from './zod.ts';

export * from './api-constants.ts';

export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const messageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export function pageResponse<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    message: z.string().optional(),
  });
}

/** A page number: a whole number from 1; anything else is a 400, not a silent default. */
export const pageParam = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .default(1);

export function limitParam(defaultSize: number) {
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(defaultSize);
}

/** Optional free-text search; blank means no search. */
export const searchParam = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
  .optional()
  .transform((s) => (s ? s : undefined));

/**
 * A UUID in its one canonical spelling, lower case, as PostgreSQL prints it. Every id a client sends goes
 * through this, so the server can compare ids as strings (an upper-case spelling of one's own id is still
 * one's own id).
 */
export function uuidParam(message = 'Invalid id') {
  return z.uuid({ error: message }).transform((id) => id.toLowerCase());
}

/**
 * The version of a row as the client loaded it (every entity an admin edits carries one). A write that
 * names it is refused with a 409 when the row has changed since; a write without it is unconditional.
 */
export const versionParam = z.coerce
  .number({ error: 'version must be a number' })
  .int('version must be a whole number')
  .min(1, 'version must be at least 1');

export const idParamSchema = z.object({
  id: uuidParam(),
});

export const paginationQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZES.admin),
  search: searchParam,
});

// Multipart forms carry lists and objects as JSON text; these helpers parse them inside zod.
import { MAX_FEATURES } from './products-constants.ts';
import { MAX_IMAGES, UPLOAD_MESSAGES } from './uploads.ts';
import { z } from './zod.ts';

/** Accepts a value, or JSON text of it, and validates it with `schema`. */
export function jsonField<T extends z.ZodType>(schema: T, label: string) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${label} must be valid JSON` });
      return z.NEVER;
    }
  }, schema);
}

/** A number that may arrive as text from a form; blank text is "absent". */
export function numberField(label: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z.number({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a number`) }),
  );
}

export function optionalNumberField(label: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v === null ? undefined : v),
    z.number({ error: `${label} must be a number` }).optional(),
  );
}

/** The version of a row a form was filled from, as text from a form; absent means "whatever it is now". */
export const versionField = optionalNumberField('Version').pipe(
  z.number().int('Version must be a whole number').min(1, 'Version must be at least 1').optional(),
);

/** Features: trimmed, blanks dropped, duplicates dropped. */
export const featuresSchema = z
  .array(z.string().max(200, 'A feature must be at most 200 characters'), { error: 'Features must be a list' })
  .max(MAX_FEATURES, `At most ${MAX_FEATURES} features`)
  .transform((list) => [...new Set(list.map((f) => f.trim()).filter(Boolean))]);

/** Paths of images already stored that a write keeps. */
export const existingImagesSchema = z
  .array(z.string().regex(/^\/uploads\/[\w/.-]+$/, 'Invalid image path'), { error: 'existingImages must be a list' })
  .max(MAX_IMAGES, UPLOAD_MESSAGES.tooMany);

export const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

// Admin writes that carry images (products, pods): read a multipart form (or a JSON body), validate
// every field and every file before anything is written, then store files, then write the row;
// a failed row write removes the files it just stored, and replaced images go only after it succeeded.
import { finished } from 'node:stream/promises';
import { MAX_IMAGES, UPLOAD_MESSAGES } from '@astroden/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, type FieldError, HttpError } from './http-errors.ts';
import { deleteImages, type ImageFolder, type PreparedImage, preparePng, storeImages } from './images.ts';
import type { Storage } from './storage.ts';
import { refuseUnstorable } from './unstorable.ts';

/** The one field name that may carry files (DESIGN.md "Contract details"). */
export const IMAGES_FIELD = 'images';

export interface UploadForm {
  /** Text fields by name (JSON bodies: the body's own values). */
  fields: Record<string, unknown>;
  /** Raw bytes of each `images` file, in the order sent; nothing decoded yet. */
  files: Buffer[];
}

const unsupportedType = () => new HttpError(415, UPLOAD_MESSAGES.multipartRequired);

/**
 * Reads the whole request body. Every part is consumed even after a bad one, so the client always
 * gets its answer; the first problem found is then thrown.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) {
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type)) throw unsupportedType();
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('Request body must be a JSON object');
    }
    return { fields: { ...(body as Record<string, unknown>) }, files: [] };
  }

  const fields: Record<string, unknown> = Object.create(null);
  const files: Buffer[] = [];
  let problem: unknown;
  const note = (err: unknown) => {
    problem ??= err;
  };

  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGES_FIELD) {
          part.file.resume();
          await finished(part.file).catch(() => {});
          note(
            badRequest(`Files may only be sent in the "${IMAGES_FIELD}" field`, [
              { path: part.fieldname, message: 'Unexpected file field' },
            ]),
          );
          continue;
        }
        try {
          const data = await part.toBuffer();
          // A browser form sends an empty, nameless file part when nothing was chosen.
          if (data.length === 0 && !part.filename) continue;
          files.push(data);
        } catch (err) {
          note(err);
        }
        continue;
      }
      if (part.fieldnameTruncated || part.valueTruncated) {
        note(badRequest(`${part.fieldname} is too long`, [{ path: part.fieldname, message: 'Value is too long' }]));
      } else if (part.fieldname in fields) {
        note(
          badRequest(`${part.fieldname} was sent more than once`, [
            { path: part.fieldname, message: 'Field was sent more than once' },
          ]),
        );
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    note(err);
  }

  if (problem !== undefined) {
    if ((problem as { code?: string }).code === 'FST_INVALID_JSON_FIELD_ERROR') {
      throw badRequest('A form field declared as JSON is not valid JSON');
    }
    const known = problem as { statusCode?: unknown; code?: unknown };
    if (
      problem instanceof HttpError ||
      known.statusCode ||
      (typeof known.code === 'string' && known.code.startsWith('FST_'))
    )
      throw problem;
    // busboy's own complaints (no boundary, a body cut short) carry no status: the client sent a broken form.
    throw badRequest('The form is not well-formed multipart data');
  }
  return { fields: { ...fields }, files };
}

/** Validates form fields with a shared zod schema; a failure is a 400 listing every bad field. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.output<T> {
  const result = schema.safeParse(fields);
  if (result.success) {
    refuseUnstorable(result.data);
    return result.data;
  }
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw badRequest(errors[0]?.message ?? 'Invalid form', errors);
}

export interface ImagePlan {
  /** Current images kept, in the order the client listed them. */
  kept: string[];
  /** Current images no longer referenced: delete them once the row is written. */
  removed: string[];
}

/**
 * Which of a row's current images a write keeps: `keep` omitted keeps all; a path not on the row
 * is a 400; kept plus new beyond MAX_IMAGES is a 400.
 */
export function planImages(current: string[], keep: string[] | undefined, added: number): ImagePlan {
  const kept = keep === undefined ? [...current] : [...new Set(keep)];
  const unknown = kept.filter((p) => !current.includes(p));
  if (unknown.length > 0) {
    const message = 'existingImages lists an image that is not on this item';
    throw badRequest(message, [{ path: 'existingImages', message }]);
  }
  if (kept.length + added > MAX_IMAGES) {
    throw badRequest(UPLOAD_MESSAGES.tooMany, [{ path: IMAGES_FIELD, message: UPLOAD_MESSAGES.tooMany }]);
  }
  return { kept, removed: current.filter((p) => !kept.includes(p)) };
}

/** Decodes every file as a PNG (judged by content) before anything is stored. */
export async function prepareImages(files: Buffer[]): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  for (const file of files) prepared.push(await preparePng(file));
  return prepared;
}

/**
 * Stores the prepared images, then runs the row write with their paths. If the write fails the
 * new files are removed; if it succeeds the images it reports as removed are deleted.
 */
export async function saveWithImages<T>(
  storage: Storage,
  folder: ImageFolder,
  images: PreparedImage[],
  write: (added: string[]) => Promise<{ result: T; removed: string[] }>,
): Promise<T> {
  const added = await storeImages(storage, folder, images);
  let outcome: { result: T; removed: string[] };
  try {
    outcome = await write(added);
  } catch (err) {
    await deleteImages(storage, added);
    throw err;
  }
  await deleteImages(storage, outcome.removed);
  return outcome.result;
}

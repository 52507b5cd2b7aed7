// The field errors of a failed save (a 400's `errors`), so a form can show them beside its fields.
// An image problem the server reports only as a message is given the path "images".
import { UPLOAD_MESSAGES } from '@astroden/shared/constants';
import { ApiError } from '../../lib/api-client.ts';

const imageMessages = new Set<string>([UPLOAD_MESSAGES.pngOnly, UPLOAD_MESSAGES.tooMany, UPLOAD_MESSAGES.tooLarge]);

export function serverFieldErrors(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  if (error.errors.length > 0) return error.errors;
  return imageMessages.has(error.message) ? [{ path: 'images', message: error.message }] : [];
}

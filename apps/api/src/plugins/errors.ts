// One error handler for the whole API: 4xx carry their message, 5xx hide their details.

import { AUTH_MESSAGES, UPLOAD_MESSAGES } from '@astroden/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseCode } from '../lib/db-errors.ts';
import { errorBody, HttpError, INTERNAL_ERROR_MESSAGE } from '../lib/http-errors.ts';
import { NUL_MESSAGE, refuseUnstorable } from '../lib/unstorable.ts';

function send(reply: import('fastify').FastifyReply, status: number, message: string, errors?: unknown) {
  return reply.status(status).send(errorBody(message, errors));
}

/** Fastify's own error codes whose message is not fit for a shop's client. */
const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_REQ_FILE_TOO_LARGE: [413, UPLOAD_MESSAGES.tooLarge],
  FST_FILES_LIMIT: [400, UPLOAD_MESSAGES.tooMany],
  FST_PARTS_LIMIT: [413, 'Too many form parts'],
  FST_FIELDS_LIMIT: [413, 'Too many form fields'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, UPLOAD_MESSAGES.multipartRequired],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body must not be empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length'],
};

/** Answered when the database is unreachable, overloaded or too slow, and when a request runs out of time. */
export const UNAVAILABLE_MESSAGE = 'The shop is busy right now. Please try again in a moment.';

/**
 * A database that cannot answer in time (a statement time-out, 57014), has gone away (class 08, a shutdown
 * 57P0x) or has no connection left (53300); node-postgres's own time-outs carry no code, only a message.
 */
function databaseUnavailable(error: unknown, code: string | undefined): boolean {
  if (code && (code === '57014' || code === '53300' || code.startsWith('08') || code.startsWith('57P0'))) return true;
  for (let e = error as { message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (
      typeof e.message === 'string' &&
      /timeout exceeded when trying to connect|Query read timeout|Connection terminated/i.test(e.message)
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The database's codes for text it cannot store (a NUL that got past refuseUnstorable): the client's fault. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 404 message of a route whose path parameter names nothing that can exist. */
    notFoundMessage?: string;
  }
}

export default fp(async function errors(app: FastifyInstance) {
  // Before validation, so the 400 names the field rather than the database failing on it.
  app.addHook('preValidation', async (request) => {
    refuseUnstorable(request.query);
    refuseUnstorable(request.params);
    refuseUnstorable(request.body); // undefined for multipart: readUploadForm's fields are checked in parseFields
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A path that names no resource gets the same answer as a well-formed id that matches nothing.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      return send(reply, 404, request.routeOptions.config.notFoundMessage ?? 'Not found');
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path:
          [
            v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            (v.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path?.join('.'),
          ].find(Boolean) ?? '',
        message: v.message ?? 'Invalid value',
      }));
      const where = error.validationContext === 'body' ? '' : ` in ${error.validationContext}`;
      return send(reply, 400, errors[0]?.message ?? `Invalid request${where}`, errors);
    }
    if (error instanceof HttpError) return send(reply, error.statusCode, error.message, error.errors);
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ url: request.routeOptions.url }, 'request timed out');
      return send(reply.header('retry-after', '5'), 503, UNAVAILABLE_MESSAGE);
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return send(reply, known[0], known[1]);
    if (error.statusCode === 429) return send(reply, 429, AUTH_MESSAGES.tooManyAttempts);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return send(reply, 500, INTERNAL_ERROR_MESSAGE);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, error.message);
    }
    const code = databaseCode(error);
    if (code && UNSTORABLE_TEXT.has(code)) return send(reply, 400, NUL_MESSAGE);
    if (databaseUnavailable(error, code)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply.header('retry-after', '5'), 503, UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, INTERNAL_ERROR_MESSAGE);
  });
});

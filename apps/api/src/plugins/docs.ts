// OpenAPI document built from the routes' zod schemas, browsable at /api/docs. It passes Redocly's
// recommended rules (openapi.test.ts): every route names its operationId and security, and a route that
// reads its own multipart body documents it in `requestBodyDoc`.
import { apiErrorSchema } from '@astroden/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RequestBodyDoc } from '../lib/multipart-docs.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation only (never validated): the body of a route whose handler reads it, e.g. multipart. */
    requestBodyDoc?: RequestBodyDoc;
  }
}

/** What each error status means in this API (plugins/errors.ts, plugins/auth.ts, the services). */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'The request is not valid: message says why, errors lists the fields',
  401: 'No token, or one that is expired, revoked or of an inactive user',
  403: "The token is not an admin's",
  404: 'Nothing has this id',
  409: 'The write conflicts with the current state, or was filled from an older version',
  413: 'The body, a file or the form is too large',
  414: 'The URL is too long',
  415: 'The body is not of a content type this operation reads',
  422: 'The request is understood but cannot be carried out',
  429: 'Too many requests: try again later',
  503: 'The shop is busy or its database unreachable: try again in a moment (Retry-After)',
};

/** Errors are JSON whatever the operation answers when it succeeds (a CSV, say). */
function errorResponse(code: string, body: unknown) {
  if (Number(code) < 400) return body;
  return { description: ERROR_DESCRIPTIONS[code] ?? 'Error', content: { 'application/json': { schema: body } } };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod schemas as JSON schema, plus what they cannot say: the documented-only request bodies, the
 * errors any route (503) or any JSON body (413, 415) may answer, and one path per route: a prefix's '/'
 * route also answers with a trailing slash (both forms keep working), documented without it.
 */
function transform(input: TransformInput) {
  const { requestBodyDoc, ...schema } = (input.schema ?? {}) as TransformInput['schema'] & {
    requestBodyDoc?: RequestBodyDoc;
  };
  const response = schema.response as Record<string, unknown> | undefined;
  if (response) {
    // Every route can run out of time or find the database gone: a 503 (plugins/errors.ts); a JSON body
    // can be over the body limit (413) or not JSON (415).
    const bodyErrors = schema.body ? { 413: apiErrorSchema, 415: apiErrorSchema } : {};
    const all = { ...bodyErrors, 503: apiErrorSchema, ...response };
    schema.response = Object.fromEntries(Object.entries(all).map(([code, body]) => [code, errorResponse(code, body)]));
  }
  const out = jsonSchemaTransform({ ...input, schema });
  const url = out.url.length > 1 && out.url.endsWith('/') ? out.url.slice(0, -1) : out.url;
  return { schema: requestBodyDoc ? { ...out.schema, body: { content: requestBodyDoc } } : out.schema, url };
}

export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'AstroDen API', version: '1.0.0', description: 'Storefront, pods, orders and admin back office.' },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});

// The routes products and pods share: one by id, and the admin writes of an item with up to 5 PNG images,
// sent as multipart (the fields, and the files as repeated `images` parts; JSON bodies are also accepted).
import { apiErrorSchema, dataResponse, idParamSchema, MAX_IMAGES, messageResponseSchema } from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Actor } from './audit.ts';
import { IMAGES_FIELD, readUploadForm, type UploadForm } from './multipart.ts';
import { multipartOrJson } from './multipart-docs.ts';
import type { Storage } from './storage.ts';

export interface ImageItemRoutes<Item> {
  /** The OpenAPI tag: 'products'. */
  tag: string;
  /** The item in summaries: 'product'. */
  noun: string;
  schema: z.ZodType<Item>;
  /** The form's fields, as the service parses them (documented as the request body). */
  fields: z.ZodObject;
  messages: { created: string; updated: string; deleted: string; notFound: string };
  get(db: Database, id: string): Promise<Item>;
  /** Each write is signed by the admin who makes it (the audit log), its database part only. */
  create(db: Database, storage: Storage, form: UploadForm, actor: Actor): Promise<Item>;
  update(db: Database, storage: Storage, id: string, form: UploadForm, actor: Actor): Promise<Item>;
  remove(db: Database, storage: Storage, id: string, actor: Actor): Promise<void>;
}

const consumes = ['multipart/form-data', 'application/json'];
const writeErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};
const images = {
  name: IMAGES_FIELD,
  description: `PNG images, one file per part, at most ${MAX_IMAGES} with the kept ones`,
  maxFiles: MAX_IMAGES,
};

export function imageItemRoutes<Item>(item: ImageItemRoutes<Item>): FastifyPluginAsyncZod {
  const { tag, noun, messages } = item;
  /** operationIds: getProduct, createProduct, ... */
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const requestBodyDoc = multipartOrJson(item.fields, [images]);
  const writeResponse = dataResponse(item.schema).extend({ message: messageResponseSchema.shape.message });
  const admin = { tags: [tag], security: [{ bearerAuth: [] }] };
  const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
  const config = { notFoundMessage: messages.notFound };
  /** Up to five 10 MB images arrive inside the request: writes get four times the usual time. */
  const uploadTimeout = (app: { config: { requestTimeoutMs: number } }) => 4 * app.config.requestTimeoutMs;

  return async (app) => {
    const read = async (id: string) => ({ success: true as const, data: await item.get(app.db, id) });
    const readResponse = dataResponse(item.schema);
    app.get(
      '/:id',
      {
        config: { ...config, publicCache: true },
        schema: {
          tags: [tag],
          operationId: `get${Noun}`,
          security: [],
          summary: `One ${noun}`,
          params: idParamSchema,
          response: { 200: readResponse, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => read(request.params.id),
    );
    // The same read for the storefront's server render, without a request (lib/storefront-reads.ts).
    app.storefrontReads.addById(app.prefix, readResponse, read);

    app.post(
      '/',
      {
        onRequest: app.requireAdmin,
        handlerTimeout: uploadTimeout(app),
        schema: {
          ...admin,
          operationId: `create${Noun}`,
          summary: `Add a ${noun} with up to ${MAX_IMAGES} PNG images (admin)`,
          consumes,
          requestBodyDoc,
          response: { 201: writeResponse, ...writeErrors },
        },
      },
      async (request, reply) => {
        const form = await readUploadForm(request);
        const data = await item.create(app.db, app.storage, form, request.user!);
        return reply.status(201).send({ success: true as const, message: messages.created, data });
      },
    );

    app.put(
      '/:id',
      {
        config,
        onRequest: app.requireAdmin,
        handlerTimeout: uploadTimeout(app),
        schema: {
          ...admin,
          operationId: `update${Noun}`,
          summary: `Replace a ${noun}; existingImages lists the images to keep, new images are appended (admin)`,
          description: `With version (the one the ${noun} was loaded at), a ${noun} changed since is refused with 409.`,
          consumes,
          requestBodyDoc,
          params: idParamSchema,
          response: { 200: writeResponse, ...writeErrors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const form = await readUploadForm(request);
        const data = await item.update(app.db, app.storage, request.params.id, form, request.user!);
        return { success: true as const, message: messages.updated, data };
      },
    );

    app.delete(
      '/:id',
      {
        config,
        onRequest: app.requireAdmin,
        schema: {
          ...admin,
          operationId: `delete${Noun}`,
          summary: `Delete a ${noun} and its images (admin)`,
          params: idParamSchema,
          response: { 200: messageResponseSchema, 400: apiErrorSchema, ...guarded, 404: apiErrorSchema },
        },
      },
      async (request) => {
        await item.remove(app.db, app.storage, request.params.id, request.user!);
        return { success: true as const, message: messages.deleted };
      },
    );
  };
}

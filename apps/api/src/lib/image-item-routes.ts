// The routes products and pods share: one by id, and the admin writes of an item with up to 5 PNG images,
// sent as multipart (the fields, and the files as repeated `images` parts; JSON bodies are also accepted).
import { apiErrorSchema, dataResponse, idParamSchema, messageResponseSchema } from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Storage } from '../plugins/storage.ts';
import type { Actor } from './audit.ts';
import { readUploadForm, type UploadForm } from './multipart.ts';

export interface ImageItemRoutes<Item> {
  /** The OpenAPI tag: 'products'. */
  tag: string;
  /** The item in summaries: 'product'. */
  noun: string;
  schema: z.ZodType<Item>;
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

export function imageItemRoutes<Item>(item: ImageItemRoutes<Item>): FastifyPluginAsyncZod {
  const { tag, noun, messages } = item;
  const writeResponse = dataResponse(item.schema).extend({ message: messageResponseSchema.shape.message });
  const admin = { tags: [tag], security: [{ bearerAuth: [] }] };
  const config = { notFoundMessage: messages.notFound };
  /** Up to five 10 MB images arrive inside the request: writes get four times the usual time. */
  const uploadTimeout = (app: { config: { requestTimeoutMs: number } }) => 4 * app.config.requestTimeoutMs;

  return async (app) => {
    app.get(
      '/:id',
      {
        config: { ...config, publicCache: true },
        schema: {
          tags: [tag],
          summary: `One ${noun}`,
          params: idParamSchema,
          response: { 200: dataResponse(item.schema), 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({ success: true as const, data: await item.get(app.db, request.params.id) }),
    );

    app.post(
      '/',
      {
        onRequest: app.requireAdmin,
        handlerTimeout: uploadTimeout(app),
        schema: {
          ...admin,
          summary: `Add a ${noun} with up to 5 PNG images (admin)`,
          consumes,
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
          summary: `Replace a ${noun}; existingImages lists the images to keep, new images are appended (admin)`,
          description: `With version (the one the ${noun} was loaded at), a ${noun} changed since is refused with 409.`,
          consumes,
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
          summary: `Delete a ${noun} and its images (admin)`,
          params: idParamSchema,
          response: { 200: messageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        await item.remove(app.db, app.storage, request.params.id, request.user!);
        return { success: true as const, message: messages.deleted };
      },
    );
  };
}

import {
  apiErrorSchema,
  categorySchema,
  dataResponse,
  idParamSchema,
  messageResponseSchema,
  PRODUCT_MESSAGES,
  pageResponse,
  productListQuerySchema,
  productSchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadForm } from '../../lib/multipart.ts';
import { pageEnvelope } from '../../lib/pagination.ts';
import * as products from './service.ts';

const writeResponse = dataResponse(productSchema).extend({ message: messageResponseSchema.shape.message });
const writeErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};
// Fields as in productFieldsSchema, files as repeated `images` parts; JSON bodies are also accepted.
const consumes = ['multipart/form-data', 'application/json'];

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['products'],
        summary: 'List products: search by name, filter by category, sort, paginate',
        querystring: productListQuerySchema,
        response: { 200: pageResponse(productSchema), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { rows, total } = await products.listProducts(app.db, request.query);
      return pageEnvelope(rows, total, request.query.page, request.query.limit);
    },
  );

  app.get(
    '/categories/all',
    {
      schema: {
        tags: ['products'],
        summary: 'Categories in use with their product counts',
        response: { 200: dataResponse(z.array(categorySchema)) },
      },
    },
    async () => ({ success: true as const, data: await products.listCategories(app.db) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product',
        params: idParamSchema,
        response: { 200: dataResponse(productSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await products.getProduct(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['products'],
        summary: 'Add a product with up to 5 PNG images (admin)',
        security: [{ bearerAuth: [] }],
        consumes,
        response: { 201: writeResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      const product = await products.createProduct(app.db, app.storage, form);
      return reply.status(201).send({ success: true as const, message: PRODUCT_MESSAGES.created, data: product });
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['products'],
        summary: 'Replace a product; existingImages lists the images to keep, new images are appended (admin)',
        security: [{ bearerAuth: [] }],
        consumes,
        params: idParamSchema,
        response: { 200: writeResponse, ...writeErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const form = await readUploadForm(request);
      const product = await products.updateProduct(app.db, app.storage, request.params.id, form);
      return { success: true as const, message: PRODUCT_MESSAGES.updated, data: product };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['products'],
        summary: 'Delete a product and its images (admin)',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await products.deleteProduct(app.db, app.storage, request.params.id);
      return { success: true as const, message: PRODUCT_MESSAGES.deleted };
    },
  );
};

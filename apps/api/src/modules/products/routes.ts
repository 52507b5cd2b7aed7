import {
  apiErrorSchema,
  categorySchema,
  dataResponse,
  PRODUCT_MESSAGES,
  pageResponse,
  productListQuerySchema,
  productSchema,
} from '@astroden/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageItemRoutes } from '../../lib/image-item-routes.ts';
import { pageEnvelope } from '../../lib/pagination.ts';
import { productCsvRoutes } from './csv-routes.ts';
import * as products from './service.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
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
      config: { publicCache: true },
      schema: {
        tags: ['products'],
        summary: 'Categories in use with their product counts',
        response: { 200: dataResponse(z.array(categorySchema)) },
      },
    },
    async () => ({ success: true as const, data: await products.listCategories(app.db) }),
  );

  await app.register(productCsvRoutes);

  await app.register(
    imageItemRoutes({
      tag: 'products',
      noun: 'product',
      schema: productSchema,
      messages: PRODUCT_MESSAGES,
      get: products.getProduct,
      create: products.createProduct,
      update: products.updateProduct,
      remove: products.deleteProduct,
    }),
  );
};

import {
  apiErrorSchema,
  bulkDeleteProductsBodySchema,
  bulkResponseSchema,
  categorySchema,
  dataResponse,
  PRODUCT_MESSAGES,
  pageResponse,
  productFieldsSchema,
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
  const listing = async (query: products.ProductListQuery) => {
    const { rows, total } = await products.listProducts(app.db, query);
    return pageEnvelope(rows, total, query.page, query.limit);
  };
  const listResponse = pageResponse(productSchema);
  const categories = async () => ({ success: true as const, data: await products.listCategories(app.db) });
  const categoriesResponse = dataResponse(z.array(categorySchema));

  // Searches read this process's word index once it is built (decision 024): before it answers, for a catalogue
  // it reads in a moment; while it answers, its searches from PostgreSQL meanwhile, for a large one.
  app.addHook('onReady', async () => {
    if (!app.config.searchIndex) return;
    await products.prepareSearch(app.db, {
      built: (count, ms) => app.log.info({ products: count, ms }, 'search index built'),
      // Searches read the database meanwhile; the build is tried again on a later search.
      failed: (err) => app.log.warn({ err }, 'search index build failed: searches read the database'),
    });
  });

  app.get(
    '/',
    {
      config: { publicCache: true },
      // The marketplace's four sorts are open to all; any other sort and the stock filter are the admin
      // list's, served without an index of their own, so nobody else may ask for them (decision 009).
      preHandler: async (request) => {
        if (products.isAdminListing(request.query)) await app.requireAdmin(request);
      },
      schema: {
        tags: ['products'],
        operationId: 'listProducts',
        // Public, but the admin list's sorts and filter need a token (either: none, or a bearer token).
        security: [{}, { bearerAuth: [] }],
        summary: 'List products: search by name, filter by category, sort, paginate',
        description:
          'Anyone may sort by -createdAt, price, -price or -rating. Other sorts (name, price, stock, category, ' +
          'createdAt, rating, each with - for descending) and the stock filter (out, low: 1 up to the ' +
          'lowStockThreshold setting, in) need an admin token: 401 without one, 403 for a non-admin.',
        querystring: productListQuerySchema,
        response: { 200: listResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => listing(request.query),
  );
  // The marketplace's pages for the storefront's server render, without a request (lib/storefront-reads.ts); an
  // admin's sort or filter goes to the route, which asks for a token.
  app.storefrontReads.addRead(app.prefix, { query: productListQuerySchema, response: listResponse }, (query) =>
    products.isAdminListing(query) ? undefined : listing(query),
  );

  app.get(
    '/categories/all',
    {
      config: { publicCache: true },
      schema: {
        tags: ['products'],
        operationId: 'listCategories',
        security: [],
        summary: 'Categories in use with their product counts',
        response: { 200: categoriesResponse },
      },
    },
    categories,
  );
  app.storefrontReads.addRead(`${app.prefix}/categories/all`, { response: categoriesResponse }, categories);

  await app.register(productCsvRoutes);

  app.post(
    '/bulk-delete',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['products'],
        operationId: 'bulkDeleteProducts',
        summary: 'Delete several products and their images (admin)',
        description:
          'Each id is processed on its own: the answer lists the ids deleted (done) and those refused with ' +
          'the reason (refused). Every delete is in the audit log. A malformed body is a 400.',
        security: [{ bearerAuth: [] }],
        body: bulkDeleteProductsBodySchema,
        response: { 200: bulkResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: PRODUCT_MESSAGES.bulkDeleted,
      data: await products.deleteProducts(app.db, app.storage, request.body.ids, request.user!),
    }),
  );

  await app.register(
    imageItemRoutes({
      tag: 'products',
      noun: 'product',
      schema: productSchema,
      fields: productFieldsSchema,
      messages: PRODUCT_MESSAGES,
      get: products.getProduct,
      create: products.createProduct,
      update: products.updateProduct,
      remove: products.deleteProduct,
    }),
  );
};

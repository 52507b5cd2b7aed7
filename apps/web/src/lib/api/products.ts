import type { BulkResponse, Category, Product, ProductListQuery } from '@astroden/shared';
import { PUBLIC_PRODUCT_SORTS } from '@astroden/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { api, authedApi, type UploadOptions } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse, MessageResponse, PageResponse } from './types.ts';

/** The admin list's sorts and stock filter are for admins only: those listings carry the token. */
const forAdmins = (query: ProductListQuery) =>
  Boolean(query.stock) || (query.sort !== undefined && !PUBLIC_PRODUCT_SORTS.includes(query.sort));

export const listProducts = (query: ProductListQuery, signal?: AbortSignal) =>
  (forAdmins(query) ? authedApi : api)<PageResponse<Product>>('/products', { query: { ...query }, signal });
export const getProduct = (id: string) => api<DataResponse<Product>>(`/products/${id}`).then((r) => r.data);
export const listCategories = () => api<DataResponse<Category[]>>('/products/categories/all').then((r) => r.data);

/** Multipart: text fields plus repeated `images` files; lists and objects as JSON text. */
export const createProduct = (form: FormData, upload?: UploadOptions) =>
  authedApi<DataResponse<Product>>('/products', { method: 'POST', form, ...upload });
export const updateProduct = (id: string, form: FormData, upload?: UploadOptions) =>
  authedApi<DataResponse<Product>>(`/products/${id}`, { method: 'PUT', form, ...upload });
export const deleteProduct = (id: string) => authedApi<MessageResponse>(`/products/${id}`, { method: 'DELETE' });
export const bulkDeleteProducts = (ids: string[]) =>
  authedApi<BulkResponse>('/products/bulk-delete', { method: 'POST', body: { ids } }).then((r) => r.data);

export const productListQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: ({ signal }) => listProducts(query, signal),
    placeholderData: (previous) => previous,
  });

/** What a product card shows of a product (components/catalog/product-card.tsx). */
export type ProductCardData = Pick<
  Product,
  '_id' | 'name' | 'price' | 'category' | 'images' | 'image' | 'rating' | 'stock'
>;

const toCard = ({ _id, name, price, category, images, image, rating, stock }: Product): ProductCardData => ({
  _id,
  name,
  price,
  category,
  images,
  image,
  rating,
  stock,
});

/**
 * A page of products as the storefront's grids show them: each product's card fields only. A server-rendered page
 * writes its queries into its HTML, and a marketplace page's nine whole products (descriptions, features, sizes)
 * were most of its data (issue 26); the product page reads its product in full under its own key.
 */
export const productCardsQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: queryKeys.products.cards(query),
    queryFn: async ({ signal }): Promise<PageResponse<ProductCardData>> => {
      const page = await listProducts(query, signal);
      return { ...page, data: page.data.map(toCard) };
    },
    placeholderData: (previous) => previous,
  });
export const productQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.products.detail(id), queryFn: () => getProduct(id) });
export const categoriesQuery = () =>
  queryOptions({ queryKey: queryKeys.products.categories, queryFn: listCategories, staleTime: 5 * 60_000 });

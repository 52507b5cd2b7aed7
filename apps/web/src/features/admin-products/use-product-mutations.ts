// Product writes; each invalidates every product query (lists, details, categories) and the
// dashboard, whose totals count products.
import {
  type ImageItemApi,
  useBulkImageItems,
  useDeleteImageItem,
  useSaveImageItem,
} from '../../components/admin/image-item-mutations.ts';
import { bulkDeleteProducts, createProduct, deleteProduct, updateProduct } from '../../lib/api/products.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const productApi: ImageItemApi = {
  create: createProduct,
  update: updateProduct,
  remove: deleteProduct,
  invalidates: [queryKeys.products.all, queryKeys.dashboard.all],
};

export const useSaveProduct = () => useSaveImageItem(productApi);
export const useDeleteProduct = () => useDeleteImageItem(productApi);
export const useBulkDeleteProducts = () => useBulkImageItems(productApi, bulkDeleteProducts);

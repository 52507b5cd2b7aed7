// Product writes; each invalidates every product query (lists, details, categories) and the
// dashboard, whose totals count products.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { createProduct, deleteProduct, updateProduct } from '../../lib/api/products.ts';
import type { UploadOptions } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

// Not awaited: the dialog closes at once and the lists refresh behind it.
function invalidate(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form, upload }: { id: string | null; form: FormData; upload?: UploadOptions }) =>
      id ? updateProduct(id, form, upload) : createProduct(form, upload),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: () => invalidate(queryClient),
  });
}

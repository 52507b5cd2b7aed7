// The writes of an item with images (products, pods): save (add or edit, multipart) and delete, each
// invalidating the queries the item shows in. Not awaited: the dialog closes at once and the lists
// refresh behind it.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadOptions } from '../../lib/api-client.ts';

export interface ImageItemApi {
  create(form: FormData, upload?: UploadOptions): Promise<unknown>;
  update(id: string, form: FormData, upload?: UploadOptions): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  /** Every query a write changes, e.g. the item's lists and details, and the dashboard. */
  invalidates: QueryKey[];
}

function useInvalidate(keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useSaveImageItem(api: ImageItemApi) {
  const invalidate = useInvalidate(api.invalidates);
  return useMutation({
    mutationFn: ({ id, form, upload }: { id: string | null; form: FormData; upload?: UploadOptions }) =>
      id ? api.update(id, form, upload) : api.create(form, upload),
    onSuccess: invalidate,
  });
}

export function useDeleteImageItem(api: ImageItemApi) {
  const invalidate = useInvalidate(api.invalidates);
  return useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess: invalidate });
}

/** Runs a bulk request, then invalidates as a single write would (even a partly refused one changed rows). */
export function useBulkImageItems<A extends unknown[], R>(api: ImageItemApi, send: (...args: A) => Promise<R>) {
  const invalidate = useInvalidate(api.invalidates);
  return async (...args: A) => {
    try {
      return await send(...args);
    } finally {
      invalidate();
    }
  };
}

// Pod writes; each invalidates every pod query (lists, details: the storefront and dashboard too).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPod, deletePod, updatePod } from '../../lib/api/pods.ts';
import type { UploadOptions } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useSavePod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form, upload }: { id: string | null; form: FormData; upload?: UploadOptions }) =>
      id ? updatePod(id, form, upload) : createPod(form, upload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.pods.all }),
  });
}

export function useDeletePod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePod(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.pods.all }),
  });
}

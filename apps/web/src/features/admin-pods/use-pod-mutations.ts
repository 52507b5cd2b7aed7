// Pod writes; each invalidates every pod query (lists, details: the storefront and dashboard too).
import {
  type ImageItemApi,
  useDeleteImageItem,
  useSaveImageItem,
} from '../../components/admin/image-item-mutations.ts';
import { createPod, deletePod, updatePod } from '../../lib/api/pods.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const podApi: ImageItemApi = {
  create: createPod,
  update: updatePod,
  remove: deletePod,
  invalidates: [queryKeys.pods.all],
};

export const useSavePod = () => useSaveImageItem(podApi);
export const useDeletePod = () => useDeleteImageItem(podApi);

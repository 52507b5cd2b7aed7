import type { Pod, PodListQuery } from '@astroden/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, authedApi, type UploadOptions } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse, MessageResponse, PageResponse } from './types.ts';

export const listPods = (query: PodListQuery, signal?: AbortSignal) =>
  api<PageResponse<Pod>>('/pods', { query: { ...query }, signal });
export const getPod = (id: string) => api<DataResponse<Pod>>(`/pods/${id}`).then((r) => r.data);
export const createPod = (form: FormData, upload?: UploadOptions) =>
  authedApi<DataResponse<Pod>>('/pods', { method: 'POST', form, ...upload });
export const updatePod = (id: string, form: FormData, upload?: UploadOptions) =>
  authedApi<DataResponse<Pod>>(`/pods/${id}`, { method: 'PUT', form, ...upload });
export const deletePod = (id: string) => authedApi<MessageResponse>(`/pods/${id}`, { method: 'DELETE' });

export const podListQuery = (query: PodListQuery) =>
  queryOptions({
    queryKey: queryKeys.pods.list(query),
    queryFn: ({ signal }) => listPods(query, signal),
    placeholderData: (previous) => previous,
  });
/**
 * The first pods' ids and names, all the footer shows. Its own query (under the pods' key, so a pod's edit
 * refreshes it) keeps only those: the root loader puts the footer's data into every page, and the whole pods
 * (descriptions, features, specs) were three fifths of a product page's dehydrated data (issue 26). Not
 * retried: a failed fetch is an empty list (spec section 8).
 */
export const podNamesQuery = (limit: number) =>
  queryOptions({
    queryKey: [...queryKeys.pods.all, 'names', limit] as const,
    queryFn: async ({ signal }) => (await listPods({ limit }, signal)).data.map(({ _id, name }) => ({ _id, name })),
    retry: false,
  });
export const podQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.pods.detail(id), queryFn: () => getPod(id) });

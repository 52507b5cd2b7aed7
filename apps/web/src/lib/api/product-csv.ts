// Products CSV (admin): download the export of the list's filters, upload a file to check, poll the
// import job, apply it.
import type { ImportJob, ProductExportQuery } from '@astroden/shared';
import { PRODUCT_CSV_MESSAGES } from '@astroden/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { API_HOST, ApiError, authedApi, buildQuery, tokenStore } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse } from './types.ts';

/** The export as a file: the bearer token rules out a plain link, so it is fetched and handed over. */
export async function fetchProductsCsv(query: ProductExportQuery): Promise<{ blob: Blob; fileName: string }> {
  const token = tokenStore.get();
  const response = await fetch(`${API_HOST}/api/products/export.csv${buildQuery({ ...query })}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  }).catch(() => {
    throw new ApiError(0, 'Network error: the server could not be reached');
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(
      response.status,
      payload?.message ?? PRODUCT_CSV_MESSAGES.exportFailed,
      [],
      Boolean(payload?.message),
    );
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? 'products.csv' };
}

/** Uploads the file for a check (a dry run: nothing is written); answers the new job. */
export const uploadProductsCsv = (file: File, onUploadProgress: (fraction: number) => void, signal?: AbortSignal) => {
  const form = new FormData();
  form.set('file', file);
  return authedApi<DataResponse<ImportJob>>('/products/import', {
    method: 'POST',
    form,
    onUploadProgress,
    signal,
  }).then((r) => r.data);
};

export const getImportJob = (id: string, signal?: AbortSignal) =>
  authedApi<DataResponse<ImportJob>>(`/products/import/${id}`, { signal }).then((r) => r.data);

export const applyImportJob = (id: string) =>
  authedApi<DataResponse<ImportJob>>(`/products/import/${id}/apply`, { method: 'POST' }).then((r) => r.data);

const running = (job: ImportJob | undefined) => job?.status === 'checking' || job?.status === 'applying';

/** A job, polled every half second while its check or its apply is under way. */
export const importJobQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.products.all, 'import', id] as const,
    queryFn: ({ signal }) => getImportJob(id, signal),
    refetchInterval: (query) => (running(query.state.data) ? 500 : false),
  });

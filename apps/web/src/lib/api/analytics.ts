// Sales analytics by date range, its CSV and the restock list (admin dashboard, issue 11).
import { ANALYTICS_MESSAGES, type AnalyticsBucket, type RestockList, type SalesAnalytics } from '@astroden/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_HOST, ApiError, authedApi, buildQuery, tokenStore } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse } from './types.ts';

/** from and to are left out to get the server's default (the last 30 days on the shop's clock). */
export interface AnalyticsRange {
  from?: string;
  to?: string;
  bucket: AnalyticsBucket;
}

export const getSalesAnalytics = (range: AnalyticsRange) =>
  authedApi<DataResponse<SalesAnalytics>>('/dashboard/analytics', { query: { ...range } }).then((r) => r.data);
export const getRestockList = () => authedApi<DataResponse<RestockList>>('/dashboard/restock').then((r) => r.data);

export const salesAnalyticsQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: queryKeys.dashboard.analytics(range),
    queryFn: () => getSalesAnalytics(range),
    placeholderData: keepPreviousData,
  });
export const restockQuery = () => queryOptions({ queryKey: queryKeys.dashboard.restock, queryFn: getRestockList });

/**
 * Fetches the CSV with the admin's token (a plain link could not send it) and hands it to the browser as a
 * download. The JSON client cannot read a CSV body, so this is the one call made with fetch directly.
 */
export async function downloadAnalyticsCsv(range: AnalyticsRange): Promise<void> {
  const token = tokenStore.get();
  const response = await fetch(`${API_HOST}/api/dashboard/analytics.csv${buildQuery({ ...range })}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  }).catch(() => {
    throw new ApiError(0, ANALYTICS_MESSAGES.downloadFailed);
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? ANALYTICS_MESSAGES.downloadFailed, [], Boolean(body?.message));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'sales.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the blob once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

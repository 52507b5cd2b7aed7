import type { DashboardOverview, PricingPlan, QueueHealth, SalesPeriod, SalesRow, TopProduct } from '@astroden/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, authedApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse } from './types.ts';

export const getOverview = () => authedApi<DataResponse<DashboardOverview>>('/dashboard').then((r) => r.data);
export const getSales = (period: SalesPeriod) =>
  authedApi<DataResponse<SalesRow[]>>('/dashboard/sales', { query: { period } }).then((r) => r.data);
export const getTopProducts = () => authedApi<DataResponse<TopProduct[]>>('/dashboard/products').then((r) => r.data);
export const getQueueHealth = () => authedApi<DataResponse<QueueHealth>>('/dashboard/queue').then((r) => r.data);
export const getPricingPlans = () => api<DataResponse<PricingPlan[]>>('/pricing').then((r) => r.data);

export const overviewQuery = () => queryOptions({ queryKey: queryKeys.dashboard.overview, queryFn: getOverview });
export const salesQuery = (period: SalesPeriod) =>
  queryOptions({ queryKey: queryKeys.dashboard.sales(period), queryFn: () => getSales(period) });
export const topProductsQuery = () =>
  queryOptions({ queryKey: queryKeys.dashboard.topProducts, queryFn: getTopProducts });
/** The job queue and the e-mail outbox, asked again every 30 s while the dashboard is open. */
export const queueHealthQuery = () =>
  queryOptions({ queryKey: queryKeys.dashboard.queue, queryFn: getQueueHealth, refetchInterval: 30_000 });

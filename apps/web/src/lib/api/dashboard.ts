import type { DashboardOverview, PricingPlan, SalesPeriod, SalesRow, TopProduct } from '@astroden/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, authedApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse } from './types.ts';

export const getOverview = () => authedApi<DataResponse<DashboardOverview>>('/dashboard').then((r) => r.data);
export const getSales = (period: SalesPeriod) =>
  authedApi<DataResponse<SalesRow[]>>('/dashboard/sales', { query: { period } }).then((r) => r.data);
export const getTopProducts = () => authedApi<DataResponse<TopProduct[]>>('/dashboard/products').then((r) => r.data);
export const getPricingPlans = () => api<DataResponse<PricingPlan[]>>('/pricing').then((r) => r.data);

export const overviewQuery = () => queryOptions({ queryKey: queryKeys.dashboard.overview, queryFn: getOverview });
export const salesQuery = (period: SalesPeriod) =>
  queryOptions({ queryKey: queryKeys.dashboard.sales(period), queryFn: () => getSales(period) });
export const topProductsQuery = () =>
  queryOptions({ queryKey: queryKeys.dashboard.topProducts, queryFn: getTopProducts });

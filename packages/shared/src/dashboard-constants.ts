export const SALES_PERIODS = ['week', 'month', 'year'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export const DEFAULT_SALES_PERIOD: SalesPeriod = 'month';

export const TOP_PRODUCTS_LIMIT = 5;

export const RECENT_ORDERS_LIMIT = 5;

export const DASHBOARD_MESSAGES = {
  fetchFailed: 'Failed to fetch dashboard data',
  accessDenied: 'Access Denied - You must be logged in as an admin to view this page.',
} as const;
export * from './dashboard-analytics-constants.ts';

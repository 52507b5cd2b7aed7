import { DEFAULT_SALES_PERIOD, SALES_PERIODS } from './dashboard-constants.ts';
import { orderSchema } from './orders.ts';
import { z } from './zod.ts';

export * from './dashboard-constants.ts';

export const salesPeriodSchema = z.enum(SALES_PERIODS, { error: 'period must be one of week, month, year' });
export const dashboardOverviewSchema = z.object({
  totalUsers: z.number().int(),
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  totalRevenue: z.number(),
  recentOrders: z.array(orderSchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

export const salesRowSchema = z.object({ _id: z.string(), total: z.number(), count: z.number().int() });
export type SalesRow = z.infer<typeof salesRowSchema>;

export const topProductSchema = z.object({
  _id: z.string().nullable(),
  name: z.string(),
  images: z.array(z.string()),
  price: z.number(),
  totalSold: z.number().int(),
  totalRevenue: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

export const salesQuerySchema = z.object({ period: salesPeriodSchema.default(DEFAULT_SALES_PERIOD) });
export * from './dashboard-analytics.ts';

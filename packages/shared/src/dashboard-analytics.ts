// Sales analytics by date range and the restock list (issue 11): the query and the answers, shared by the
// API (validation, OpenAPI) and the admin dashboard.

import {
  ANALYTICS_BUCKETS,
  ANALYTICS_MESSAGES,
  analyticsRangeProblem,
  DEFAULT_ANALYTICS_BUCKET,
} from './dashboard-analytics-constants.ts';
import { orderStatusSchema } from './orders.ts';
import { z } from './zod.ts';

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const day = (name: 'from' | 'to') =>
  z
    .string({ error: ANALYTICS_MESSAGES.date(name) })
    .refine(isCalendarDay, ANALYTICS_MESSAGES.date(name))
    .meta({ description: `${name === 'from' ? 'First' : 'Last'} day of the range (YYYY-MM-DD, shop time zone)` });

export const analyticsBucketSchema = z.enum(ANALYTICS_BUCKETS, { error: ANALYTICS_MESSAGES.bucket });

export const analyticsQuerySchema = z
  .object({
    from: day('from').optional(),
    to: day('to').optional(),
    bucket: analyticsBucketSchema.default(DEFAULT_ANALYTICS_BUCKET),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const problem = analyticsRangeProblem(q.from, q.to, q.bucket);
    if (problem) ctx.addIssue({ code: 'custom', path: [q.from > q.to ? 'from' : 'to'], message: problem });
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const rupees = z.number().meta({ description: 'Rupees, to the paisa' });

export const analyticsBucketRowSchema = z.object({
  start: z
    .string()
    .meta({ description: 'First day of the bucket (YYYY-MM-DD, shop time zone); weeks start on Monday' }),
  label: z.string(),
  revenue: rupees.meta({ description: 'Total of the completed orders placed in the bucket, in rupees' }),
  orders: z.number().int().meta({ description: 'Orders placed in the bucket, whatever their status' }),
  completedOrders: z.number().int().meta({ description: 'Of those, the completed ones (they make the revenue)' }),
  averageOrderValue: rupees.meta({ description: 'revenue / completedOrders, 0 without completed orders' }),
});
export type AnalyticsBucketRow = z.infer<typeof analyticsBucketRowSchema>;

export const analyticsTotalsSchema = analyticsBucketRowSchema.pick({
  revenue: true,
  orders: true,
  completedOrders: true,
  averageOrderValue: true,
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const salesAnalyticsSchema = z.object({
  timezone: z
    .string()
    .meta({ description: "The shop's time zone (setting timezone): days, weeks and months are counted in it" }),
  from: z.string(),
  to: z.string(),
  bucket: analyticsBucketSchema,
  buckets: z.array(analyticsBucketRowSchema),
  totals: analyticsTotalsSchema,
  previous: z
    .object({
      from: z.string(),
      to: z.string(),
      totals: analyticsTotalsSchema,
      buckets: z.array(analyticsBucketRowSchema),
    })
    .meta({ description: 'The range of the same length just before from, for comparison' }),
  byStatus: z
    .array(z.object({ status: orderStatusSchema, count: z.number().int() }))
    .meta({ description: 'Orders placed in the range per status, every status listed' }),
});
export type SalesAnalytics = z.infer<typeof salesAnalyticsSchema>;

export const restockItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  stock: z.number().int(),
});
export type RestockItem = z.infer<typeof restockItemSchema>;

export const restockListSchema = z.object({
  threshold: z.number().int().meta({ description: 'The lowStockThreshold setting the list was made with' }),
  total: z.number().int().meta({ description: 'How many products have stock at or below the threshold' }),
  items: z.array(restockItemSchema),
});
export type RestockList = z.infer<typeof restockListSchema>;

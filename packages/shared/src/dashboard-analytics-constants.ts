// Sales analytics and the restock list (issue 11): buckets, limits, the CSV's columns and the messages
// both sides show. No zod here, so the admin's first chunk can import it.

export const ANALYTICS_BUCKETS = ['day', 'week', 'month'] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];
export const DEFAULT_ANALYTICS_BUCKET: AnalyticsBucket = 'day';

/** Without from/to: the last 30 days, today included, in the shop's time zone. */
export const DEFAULT_ANALYTICS_DAYS = 30;

/** The longest range per bucket size, in days (both ends included): about 2, 5 and 10 years. */
export const MAX_ANALYTICS_DAYS: Record<AnalyticsBucket, number> = { day: 731, week: 1827, month: 3653 };

/** How many products the dashboard's restock list shows; `total` says how many need restocking. */
export const RESTOCK_LIMIT = 20;

export const ANALYTICS_MESSAGES = {
  bucket: 'bucket must be one of day, week, month',
  date: (name: 'from' | 'to') => `${name} must be a date (YYYY-MM-DD)`,
  order: 'from must be on or before to',
  tooLong: (bucket: AnalyticsBucket) =>
    `A range of ${bucket} buckets can be at most ${MAX_ANALYTICS_DAYS[bucket]} days; choose a larger bucket or a shorter range`,
  fetchFailed: 'Failed to fetch sales analytics',
  restockFailed: 'Failed to fetch the restock list',
  downloadFailed: 'Could not download the CSV',
  noOrders: 'No orders in this range.',
  nothingToRestock: 'Nothing needs restocking: every product is above the low-stock threshold.',
} as const;

/** The CSV's header row: the chart's table, current period beside the previous one. */
export const ANALYTICS_CSV_COLUMNS = [
  'Period start',
  'Period',
  'Revenue (INR)',
  'Orders',
  'Completed orders',
  'Average order value (INR)',
  'Previous period start',
  'Previous revenue (INR)',
] as const;

/** Whole days from `from` to `to`, both YYYY-MM-DD, both included (calendar days, no time zone involved). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date (YYYY-MM-DD) on the clock of a time zone (en-CA writes dates as YYYY-MM-DD). */
export function todayIn(timezone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** What is wrong with a range, or undefined when it may be asked for. */
export function analyticsRangeProblem(from: string, to: string, bucket: AnalyticsBucket): string | undefined {
  if (from > to) return ANALYTICS_MESSAGES.order;
  if (daysInRange(from, to) > MAX_ANALYTICS_DAYS[bucket]) return ANALYTICS_MESSAGES.tooLong(bucket);
  return undefined;
}

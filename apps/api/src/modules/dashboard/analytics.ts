// Sales analytics by date range (issue 11): revenue, orders and average order value per day, week or month,
// counted in the shop's time zone, beside the range of the same length just before it, and the orders per
// status. Revenue and its average count completed orders only; "orders" counts every order placed.
import {
  type AnalyticsBucket,
  type AnalyticsBucketRow,
  type AnalyticsQuery,
  type AnalyticsTotals,
  addDays,
  analyticsRangeProblem,
  DEFAULT_ANALYTICS_DAYS,
  daysInRange,
  ORDER_STATUSES,
  type SalesAnalytics,
  todayIn,
} from '@astroden/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { toRupees } from '../../lib/money.ts';

const labelFormat = {
  day: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }),
  month: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short', year: 'numeric' }),
};

/** "24 Nov 2026", "Week of 23 Nov 2026", "Nov 2026": a bucket's name from its first day. */
export function bucketLabel(bucket: AnalyticsBucket, start: string): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (bucket === 'month') return labelFormat.month.format(date);
  const day = labelFormat.day.format(date);
  return bucket === 'week' ? `Week of ${day}` : day;
}

const averageOf = (revenuePaise: number, completed: number) =>
  toRupees(completed > 0 ? Math.round(revenuePaise / completed) : 0);

/** The range's start and end instants: midnight at `from` and midnight after `to`, on the shop's clock. */
function rangeWhere(from: string, to: string, timezone: string) {
  return sql`${orders.createdAt} >= (${from}::date::timestamp at time zone ${timezone})
    and ${orders.createdAt} < ((${to}::date + 1)::timestamp at time zone ${timezone})`;
}

interface BucketFigures {
  rows: AnalyticsBucketRow[];
  totals: AnalyticsTotals;
  byStatus: SalesAnalytics['byStatus'];
}

/**
 * Every bucket from the one holding `from` to the one holding `to`, empty ones as zeros, and the orders per
 * status: one scan of the range on orders_created_at_idx, grouped by bucket and status.
 */
async function bucketsOf(
  db: Database,
  bucket: AnalyticsBucket,
  from: string,
  to: string,
  timezone: string,
): Promise<BucketFigures> {
  // The unit comes from the allow-list of the query schema, never from free text.
  const unit = sql.raw(`'${bucket}'`);
  const step = sql.raw(`interval '1 ${bucket}'`);
  const result = await db.execute(sql`
    with series as (
      select generate_series(date_trunc(${unit}, ${from}::date::timestamp),
                             date_trunc(${unit}, ${to}::date::timestamp), ${step}) as bucket
    ), placed as (
      select date_trunc(${unit}, ${orders.createdAt} at time zone ${timezone}) as bucket,
             ${orders.status} as status,
             count(*) as orders,
             sum(${orders.totalPaise}) as paise
      from ${orders}
      where ${rangeWhere(from, to, timezone)}
      group by 1, 2
    )
    select to_char(s.bucket, 'YYYY-MM-DD') as start, p.status, coalesce(p.orders, 0) as orders, coalesce(p.paise, 0) as paise
    from series s left join placed p on p.bucket = s.bucket
    order by s.bucket`);
  const raw = (
    result as unknown as {
      rows: { start: string; status: string | null; orders: number | string; paise: number | string }[];
    }
  ).rows;
  const perBucket = new Map<string, { orders: number; completed: number; paise: number }>();
  const perStatus = new Map<string, number>();
  for (const r of raw) {
    const figures = perBucket.get(r.start) ?? { orders: 0, completed: 0, paise: 0 };
    perBucket.set(r.start, figures);
    if (r.status === null) continue;
    const n = Number(r.orders);
    figures.orders += n;
    perStatus.set(r.status, (perStatus.get(r.status) ?? 0) + n);
    if (r.status === 'completed') {
      figures.completed += n;
      figures.paise += Number(r.paise);
    }
  }
  const rows = [...perBucket].map(([start, f]) => ({
    start,
    label: bucketLabel(bucket, start),
    revenue: toRupees(f.paise),
    orders: f.orders,
    completedOrders: f.completed,
    averageOrderValue: averageOf(f.paise, f.completed),
  }));
  const sum = (pick: (f: { orders: number; completed: number; paise: number }) => number) =>
    [...perBucket.values()].reduce((total, f) => total + pick(f), 0);
  const revenuePaise = sum((f) => f.paise);
  const completedOrders = sum((f) => f.completed);
  return {
    rows,
    totals: {
      revenue: toRupees(revenuePaise),
      orders: sum((f) => f.orders),
      completedOrders,
      averageOrderValue: averageOf(revenuePaise, completedOrders),
    },
    byStatus: ORDER_STATUSES.map((status) => ({ status, count: perStatus.get(status) ?? 0 })),
  };
}

/** The range asked for, its missing ends filled in: up to today, 30 days long. */
export function resolveRange(query: AnalyticsQuery, timezone: string, now = new Date()) {
  const to = query.to ?? todayIn(timezone, now);
  const from = query.from ?? addDays(to, -(DEFAULT_ANALYTICS_DAYS - 1));
  const problem = analyticsRangeProblem(from, to, query.bucket);
  if (problem) throw badRequest(problem, [{ path: from > to ? 'from' : 'to', message: problem }]);
  return { from, to };
}

export async function getSalesAnalytics(
  db: Database,
  query: AnalyticsQuery,
  timezone: string,
  now = new Date(),
): Promise<SalesAnalytics> {
  const { from, to } = resolveRange(query, timezone, now);
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(previousTo, -(daysInRange(from, to) - 1));
  const current = await bucketsOf(db, query.bucket, from, to, timezone);
  const previous = await bucketsOf(db, query.bucket, previousFrom, previousTo, timezone);
  return {
    timezone,
    from,
    to,
    bucket: query.bucket,
    buckets: current.rows,
    totals: current.totals,
    previous: { from: previousFrom, to: previousTo, totals: previous.totals, buckets: previous.rows },
    byStatus: current.byStatus,
  };
}

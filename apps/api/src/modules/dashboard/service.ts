// Admin dashboard figures. Revenue, sales and top sellers count completed orders only (DESIGN.md
// "Contract details"); periods are UTC, like the order numbers.
import {
  type DashboardOverview,
  RECENT_ORDERS_LIMIT,
  type SalesPeriod,
  type SalesRow,
  TOP_PRODUCTS_LIMIT,
  type TopProduct,
} from '@astroden/shared';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, products, users } from '../../db/schema/index.ts';
import { toRupees } from '../../lib/money.ts';
import { listRecentOrders } from '../orders/service.ts';

export async function getOverview(db: Database): Promise<DashboardOverview> {
  const [[userCount], [productCount], [orderFigures], recent] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(products),
    db
      .select({
        n: count(),
        revenuePaise:
          sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.status} = 'completed'), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders),
    listRecentOrders(db, RECENT_ORDERS_LIMIT),
  ]);
  return {
    totalUsers: userCount?.n ?? 0,
    totalProducts: productCount?.n ?? 0,
    totalOrders: orderFigures?.n ?? 0,
    totalRevenue: toRupees(orderFigures?.revenuePaise ?? 0),
    recentOrders: recent,
  };
}

/** Bucket size, how many buckets back from the current one, and the label (a to_char pattern). */
const PERIODS: Record<SalesPeriod, { unit: 'week' | 'month' | 'year'; buckets: number; label: string }> = {
  week: { unit: 'week', buckets: 12, label: 'IYYY-"W"IW' },
  month: { unit: 'month', buckets: 12, label: 'YYYY-MM' },
  year: { unit: 'year', buckets: 5, label: 'YYYY' },
};

/** Completed sales per bucket, oldest first, with empty buckets as zeros so a chart has no gaps. */
export async function getSales(db: Database, period: SalesPeriod): Promise<SalesRow[]> {
  const { unit, buckets, label } = PERIODS[period];
  // unit and label come from the allow-list above, never from the request.
  const step = sql.raw(`interval '1 ${unit}'`);
  const truncNow = sql`date_trunc(${sql.raw(`'${unit}'`)}, now() at time zone 'utc')`;
  const first = sql`(${truncNow} - ${sql.raw(String(buckets - 1))} * ${step})`;
  const result = await db.execute(sql`
    with buckets as (
      select generate_series(${first}, ${truncNow}, ${step}) as bucket
    ), sales as (
      select date_trunc(${sql.raw(`'${unit}'`)}, ${orders.createdAt} at time zone 'utc') as bucket,
             sum(${orders.totalPaise}) as total_paise,
             count(*) as orders
      from ${orders}
      where ${orders.status} = 'completed' and ${orders.createdAt} >= (${first} at time zone 'utc')
      group by 1
    )
    select to_char(b.bucket, ${sql.raw(`'${label}'`)}) as label,
           coalesce(s.total_paise, 0) as total_paise,
           coalesce(s.orders, 0) as orders
    from buckets b left join sales s on s.bucket = b.bucket
    order by b.bucket`);
  const rows = (
    result as unknown as { rows: { label: string; total_paise: number | string; orders: number | string }[] }
  ).rows;
  return rows.map((r) => ({ _id: r.label, total: toRupees(Number(r.total_paise)), count: Number(r.orders) }));
}

/** Best sellers by quantity in completed orders; a deleted product is shown from its last line's snapshot. */
export async function getTopProducts(db: Database): Promise<TopProduct[]> {
  const result = await db.execute(sql`
    with sold as (
      select l.product_id,
             case when l.product_id is null then l.name end as orphan_name,
             sum(l.quantity) as total_sold,
             sum(l.quantity::bigint * l.unit_price_paise) as revenue_paise,
             (array_agg(l.id order by o.created_at desc, l.id))[1] as last_line_id
      from ${orderLines} l
      join ${orders} o on o.id = l.order_id
      where o.status = 'completed'
      group by 1, 2
    )
    select s.product_id as id,
           coalesce(p.name, last.name) as name,
           coalesce(p.images, to_jsonb(last.images)) as images,
           coalesce(p.price_paise, last.unit_price_paise) as price_paise,
           s.total_sold,
           s.revenue_paise
    from sold s
    join ${orderLines} last on last.id = s.last_line_id
    left join ${products} p on p.id = s.product_id
    order by s.total_sold desc, s.revenue_paise desc, 2, 1
    limit ${TOP_PRODUCTS_LIMIT}`);
  const rows = (
    result as unknown as {
      rows: {
        id: string | null;
        name: string;
        images: string[] | string;
        price_paise: number | string;
        total_sold: number | string;
        revenue_paise: number | string;
      }[];
    }
  ).rows;
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    images: typeof r.images === 'string' ? (JSON.parse(r.images) as string[]) : r.images,
    price: toRupees(Number(r.price_paise)),
    totalSold: Number(r.total_sold),
    totalRevenue: toRupees(Number(r.revenue_paise)),
  }));
}

// Sales analytics by date range and the restock list, on a real database: time-zone bucketing, gaps,
// the previous period, completed-only revenue, the CSV, the threshold setting, the admin guard and bad input.
import {
  ANALYTICS_CSV_COLUMNS,
  ANALYTICS_MESSAGES,
  type AnalyticsBucketRow,
  AUTH_MESSAGES,
  type SalesAnalytics,
  todayIn,
} from '@astroden/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderRow, orders, products } from '../../db/schema/index.ts';
import { ensureDefaultSettings } from '../../lib/default-settings.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  // The response cache is on, as in production: a settings write must still reach the analytics at once.
  t = await createTestApp({ publicCache: { enabled: true, maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 } });
  await ensureDefaultSettings(t.app.db);
  admin = await createAdmin(t.app);
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: admin.headers });
const analytics = async (query: string): Promise<SalesAnalytics> => {
  const res = await get(`/api/dashboard/analytics?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const setSetting = async (key: string, value: unknown) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/settings/${key}`,
    headers: admin.headers,
    payload: { value },
  });
  expect(res.statusCode, res.body).toBe(200);
};
/** start → [revenue, orders, completedOrders] */
const figures = (rows: AnalyticsBucketRow[]) =>
  Object.fromEntries(rows.map((r) => [r.start, [r.revenue, r.orders, r.completedOrders]]));

let seq = 0;
async function insertOrder(status: OrderRow['status'], at: string, totalPaise: number) {
  seq += 1;
  await t.app.db.insert(orders).values({
    orderNumber: `ORD-20250101-${String(seq).padStart(4, '0')}`,
    status,
    customerFullName: `Customer ${seq}`,
    customerEmail: `a${seq}@test.example`,
    addressLine1: '1 Crater Lane',
    town: 'Pune',
    pincode: '411001',
    totalPaise,
    createdAt: new Date(at),
    updatedAt: new Date(at),
  });
}

beforeAll(async () => {
  // January: one completed order at 20:00 UTC, already the next day in India; one pending earlier that day.
  await insertOrder('completed', '2025-01-09T20:00:00Z', 10_000);
  await insertOrder('pending', '2025-01-09T10:00:00Z', 5_000);
  // March: two weeks of every status.
  await insertOrder('completed', '2025-03-03T06:00:00Z', 10_000);
  await insertOrder('cancelled', '2025-03-05T06:00:00Z', 99_900);
  await insertOrder('completed', '2025-03-09T18:29:00Z', 500); // 23:59 on Sunday 9 March in India
  await insertOrder('completed', '2025-03-11T06:00:00Z', 10_000);
  await insertOrder('completed', '2025-03-12T06:00:00Z', 3_333);
  await insertOrder('pending', '2025-03-13T06:00:00Z', 5_000);
  await insertOrder('failed', '2025-03-14T06:00:00Z', 7_000);
  await insertOrder('processing', '2025-03-15T06:00:00Z', 2_000);
  await insertOrder('completed', '2025-03-16T20:00:00Z', 1_000); // 01:30 on Monday 17 March in India
  // May and July, nothing in June.
  await insertOrder('completed', '2025-05-20T06:00:00Z', 20_000);
  await insertOrder('completed', '2025-07-02T06:00:00Z', 30_000);
});

describe('GET /api/dashboard/analytics', () => {
  it("buckets days on the shop's clock (Asia/Kolkata by default), and follows a change of the time zone setting", async () => {
    const india = await analytics('from=2025-01-09&to=2025-01-10');
    expect(india.timezone).toBe('Asia/Kolkata');
    expect(india.buckets).toEqual([
      { start: '2025-01-09', label: '9 Jan 2025', revenue: 0, orders: 1, completedOrders: 0, averageOrderValue: 0 },
      {
        start: '2025-01-10',
        label: '10 Jan 2025',
        revenue: 100,
        orders: 1,
        completedOrders: 1,
        averageOrderValue: 100,
      },
    ]);

    await setSetting('timezone', 'UTC');
    try {
      const utc = await analytics('from=2025-01-09&to=2025-01-10');
      expect(utc.timezone).toBe('UTC');
      expect(figures(utc.buckets)).toEqual({ '2025-01-09': [100, 2, 1], '2025-01-10': [0, 0, 0] });
    } finally {
      await setSetting('timezone', 'Asia/Kolkata');
    }
    expect(figures((await analytics('from=2025-01-09&to=2025-01-10')).buckets)['2025-01-10']).toEqual([100, 1, 1]);
  });

  it('fills every day of the range, counts revenue and its average from completed orders only', async () => {
    const a = await analytics('from=2025-03-10&to=2025-03-16&bucket=day');
    expect(a).toMatchObject({ from: '2025-03-10', to: '2025-03-16', bucket: 'day' });
    expect(figures(a.buckets)).toEqual({
      '2025-03-10': [0, 0, 0],
      '2025-03-11': [100, 1, 1],
      '2025-03-12': [33.33, 1, 1],
      '2025-03-13': [0, 1, 0],
      '2025-03-14': [0, 1, 0],
      '2025-03-15': [0, 1, 0],
      // the order at 20:00 UTC on the 16th is on the 17th in India: outside the range
      '2025-03-16': [0, 0, 0],
    });
    // 100 + 33.33 from 2 completed orders; 5 orders placed; AOV 133.33 / 2 = 66.665, to the paisa
    expect(a.totals).toEqual({ revenue: 133.33, orders: 5, completedOrders: 2, averageOrderValue: 66.67 });
    expect(a.byStatus).toEqual([
      { status: 'pending', count: 1 },
      { status: 'processing', count: 1 },
      { status: 'completed', count: 2 },
      { status: 'failed', count: 1 },
      { status: 'cancelled', count: 0 },
    ]);
  });

  it('compares with the range of the same length just before it', async () => {
    const a = await analytics('from=2025-03-10&to=2025-03-16');
    expect(a.previous.from).toBe('2025-03-03');
    expect(a.previous.to).toBe('2025-03-09');
    expect(a.previous.buckets.map((b) => b.start)).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
    // 100 + 5 completed (the 99.9 cancelled is an order but no revenue)
    expect(a.previous.totals).toEqual({ revenue: 105, orders: 3, completedOrders: 2, averageOrderValue: 52.5 });
    expect(figures(a.previous.buckets)['2025-03-09']).toEqual([5, 1, 1]);
  });

  it('buckets weeks from Monday, the first one holding from', async () => {
    const a = await analytics('from=2025-03-01&to=2025-03-20&bucket=week');
    expect(a.buckets.map((b) => b.label)).toEqual([
      'Week of 24 Feb 2025',
      'Week of 3 Mar 2025',
      'Week of 10 Mar 2025',
      'Week of 17 Mar 2025',
    ]);
    expect(figures(a.buckets)).toEqual({
      '2025-02-24': [0, 0, 0],
      '2025-03-03': [105, 3, 2],
      '2025-03-10': [133.33, 5, 2],
      '2025-03-17': [10, 1, 1],
    });
    expect(a.totals.revenue).toBe(248.33);
    // 20 days before: 9 to 28 February
    expect(a.previous).toMatchObject({ from: '2025-02-09', to: '2025-02-28' });
    expect(a.previous.buckets.map((b) => b.start)).toEqual(['2025-02-03', '2025-02-10', '2025-02-17', '2025-02-24']);
  });

  it('buckets months, an empty month as zeros', async () => {
    const a = await analytics('from=2025-05-01&to=2025-07-31&bucket=month');
    expect(a.buckets.map((b) => [b.start, b.label, b.revenue, b.orders])).toEqual([
      ['2025-05-01', 'May 2025', 200, 1],
      ['2025-06-01', 'Jun 2025', 0, 0],
      ['2025-07-01', 'Jul 2025', 300, 1],
    ]);
    expect(a.totals).toEqual({ revenue: 500, orders: 2, completedOrders: 2, averageOrderValue: 250 });
  });

  it('defaults to the last 30 days up to today in the shop time zone, in days', async () => {
    const a = await analytics('');
    const today = todayIn('Asia/Kolkata');
    expect(a.bucket).toBe('day');
    expect(a.to).toBe(today);
    expect(a.buckets).toHaveLength(30);
    expect(a.buckets.at(-1)!.start).toBe(today);
    expect(a.buckets[0]!.start).toBe(a.from);
    expect(a.previous.buckets).toHaveLength(30);
  });

  it.each([
    ['from=2025-03-16&to=2025-03-10', ANALYTICS_MESSAGES.order],
    ['from=2025-02-30&to=2025-03-10', ANALYTICS_MESSAGES.date('from')],
    ['from=yesterday', ANALYTICS_MESSAGES.date('from')],
    ['to=2025-3-1', ANALYTICS_MESSAGES.date('to')],
    ['from=2025-03-01&to=2025-03-02&bucket=year', ANALYTICS_MESSAGES.bucket],
    ['bucket=DAY', ANALYTICS_MESSAGES.bucket],
    ['from=2020-01-01&to=2025-01-01&bucket=day', ANALYTICS_MESSAGES.tooLong('day')],
    ['from=2000-01-01&to=2025-01-01&bucket=month', ANALYTICS_MESSAGES.tooLong('month')],
    ['from=2999-01-01', ANALYTICS_MESSAGES.order],
  ])('refuses %s with a 400 and its message', async (query, message) => {
    for (const path of ['analytics', 'analytics.csv']) {
      const res = await get(`/api/dashboard/${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
      expect(res.json().errors[0].message).toBe(message);
    }
  });

  it('accepts the longest range of each bucket size', async () => {
    expect((await analytics('from=2023-01-01&to=2024-12-31&bucket=day')).buckets).toHaveLength(731);
    expect((await analytics('from=2016-01-01&to=2025-12-31&bucket=month')).buckets).toHaveLength(120);
  });
});

describe('GET /api/dashboard/analytics.csv', () => {
  it('downloads the table behind the chart, the previous period beside it', async () => {
    const res = await get('/api/dashboard/analytics.csv?from=2025-03-10&to=2025-03-16');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-2025-03-10-to-2025-03-16-day.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(ANALYTICS_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(8);
    expect(lines[1]).toBe('2025-03-10,10 Mar 2025,0.00,0,0,0.00,2025-03-03,100.00');
    expect(lines[3]).toBe('2025-03-12,12 Mar 2025,33.33,1,1,33.33,2025-03-05,0.00');
    const week = await get('/api/dashboard/analytics.csv?from=2025-03-01&to=2025-03-20&bucket=week');
    expect(week.body.split('\r\n')[2]).toBe('2025-03-03,Week of 3 Mar 2025,105.00,3,2,52.50,2025-02-10,0.00');
  });
});

describe('GET /api/dashboard/restock', () => {
  it('lists products at or below the threshold setting, out of stock first, then the lowest stock', async () => {
    const make = (name: string, stock: number) => ({
      name,
      description: `${name} for the restock tests`,
      pricePaise: 1000,
      stock,
      category: name.startsWith('S') ? 'Collectibles' : 'Accessories',
    });
    await t.app.db
      .insert(products)
      .values([
        make('Saturn Figure', 3),
        make('Orbit Lamp', 0),
        make('Meteor Mousepad', 5),
        make('Nebula Poster', 6),
        make('Andromeda Mug', 40),
        make('Lunar Keycap', 0),
      ]);
    const res = await get('/api/dashboard/restock');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.threshold).toBe(5);
    expect(list.total).toBe(4);
    expect(list.items.map((p: { name: string; stock: number }) => [p.name, p.stock])).toEqual([
      ['Lunar Keycap', 0],
      ['Orbit Lamp', 0],
      ['Saturn Figure', 3],
      ['Meteor Mousepad', 5],
    ]);
    expect(list.items[2]).toMatchObject({ category: 'Collectibles', _id: expect.any(String) });

    await setSetting('lowStockThreshold', 6);
    const raised = (await get('/api/dashboard/restock')).json().data;
    expect(raised.threshold).toBe(6);
    expect(raised.total).toBe(5);
    expect(raised.items.at(-1).name).toBe('Nebula Poster');
    await setSetting('lowStockThreshold', 0);
    const none = (await get('/api/dashboard/restock')).json().data;
    expect(none.items.map((p: { name: string }) => p.name)).toEqual(['Lunar Keycap', 'Orbit Lamp']);
  });
});

describe('admin only', () => {
  it.each([
    '/api/dashboard/analytics',
    '/api/dashboard/analytics?from=2025-03-01',
    '/api/dashboard/analytics.csv',
    '/api/dashboard/restock',
  ])('GET %s: 401 without or with a bad token, 403 for a non-admin', async (url) => {
    const anonymous = await t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated });
    expect((await t.app.inject({ url, headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    const user = await t.app.inject({ url, headers: customer.headers });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden });
  });

  it('is in the OpenAPI document with its query', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of ['/api/dashboard/analytics', '/api/dashboard/analytics.csv', '/api/dashboard/restock']) {
      expect(doc.paths[path]?.get?.summary, path).toBeTruthy();
    }
    const params = doc.paths['/api/dashboard/analytics'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['from', 'to', 'bucket']));
  });
});

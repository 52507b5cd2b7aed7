// Answers of the analytics, restock and queue routes for the dashboard's component tests.
import type { AnalyticsBucketRow, QueueHealth, RestockList, SalesAnalytics } from '@astroden/shared';

const row = (start: string, label: string, revenue: number, orders: number, completed: number): AnalyticsBucketRow => ({
  start,
  label,
  revenue,
  orders,
  completedOrders: completed,
  averageOrderValue: completed ? Math.round((revenue * 100) / completed) / 100 : 0,
});

export function analyticsFixture(overrides: Partial<SalesAnalytics> = {}): SalesAnalytics {
  return {
    timezone: 'Asia/Kolkata',
    from: '2026-11-22',
    to: '2026-11-24',
    bucket: 'day',
    buckets: [
      row('2026-11-22', '22 Nov 2026', 1000, 2, 1),
      row('2026-11-23', '23 Nov 2026', 0, 0, 0),
      row('2026-11-24', '24 Nov 2026', 1240.5, 3, 2),
    ],
    totals: { revenue: 2240.5, orders: 5, completedOrders: 3, averageOrderValue: 746.83 },
    previous: {
      from: '2026-11-19',
      to: '2026-11-21',
      totals: { revenue: 2000, orders: 5, completedOrders: 2, averageOrderValue: 1000 },
      buckets: [
        row('2026-11-19', '19 Nov 2026', 500, 1, 1),
        row('2026-11-20', '20 Nov 2026', 1500, 3, 1),
        row('2026-11-21', '21 Nov 2026', 0, 1, 0),
      ],
    },
    byStatus: [
      { status: 'pending', count: 1 },
      { status: 'processing', count: 1 },
      { status: 'completed', count: 3 },
      { status: 'failed', count: 0 },
      { status: 'cancelled', count: 0 },
    ],
    ...overrides,
  };
}

export const emptyRestock: RestockList = { threshold: 5, total: 0, items: [] };

export const emptyQueue: QueueHealth = { queues: [], emails: { pending: 0, failed: 0, sent24h: 0 } };

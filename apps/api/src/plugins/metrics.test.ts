// Prometheus metrics (decision 016): off unless asked for; behind a token on the shop's port, or on a port of its
// own; counting requests by route pattern (never the URL sent), orders placed and the response cache's hits.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index.ts';
import { ensureDefaultSettings } from '../lib/default-settings.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { orderBody } from '../test/fixtures.ts';

const TOKEN = 'scrape-me-please-0123456789';

/** A port nothing listens on. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The value of one series in exposition text, 0 when it is absent. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('without METRICS_PORT or METRICS_TOKEN', () => {
  it('serves no metrics at all', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      metrics: { token: TOKEN },
      publicCache: { enabled: true, maxBytes: 1024 * 1024, ttlMs: 60_000 },
    });
    await ensureDefaultSettings(t.app.db);
  });
  afterAll(() => t.close());
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('refuses a scrape without the token, or with another', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, with their latency, and the cache hits', async () => {
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    for (const id of ids) await t.app.inject({ url: `/api/products/${id}` });
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/api/settings/public' });
    const text = await scrape();
    expect(seriesValue(text, 'astroden_http_requests_total{method="GET",route="/api/products/:id",status="404"}')).toBe(
      2,
    );
    expect(text).not.toContain(ids[0]);
    expect(
      seriesValue(text, 'astroden_http_request_duration_seconds_count{method="GET",route="/api/settings/public"}'),
    ).toBe(3);
    expect(seriesValue(text, 'astroden_cache_lookups_total{cache="api",result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(seriesValue(text, 'astroden_ready')).toBe(1);
    // The job queue, per queue and state (issue 24).
    expect(seriesValue(text, 'astroden_jobs{queue="email-send",state="failed"}')).toBe(0);
    expect(text).toContain('astroden_jobs{queue="orders-expire",state="waiting"}');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts the orders placed, and only those', async () => {
    const [product] = await t.app.db
      .insert(products)
      .values({ name: 'Metric Mug', description: 'Counted', pricePaise: 1000, stock: 5, category: 'Metrics' })
      .returning();
    const before = seriesValue(await scrape(), 'astroden_orders_placed_total');
    const refused = await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(refused.statusCode).toBe(400);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([{ productId: product!.id, quantity: 1 }]),
    });
    expect(placed.statusCode).toBe(201);
    expect(seriesValue(await scrape(), 'astroden_orders_placed_total')).toBe(before + 1);
  });
});

describe('with METRICS_PORT', () => {
  it('serves /metrics on that port only, to anyone who can reach it', async () => {
    const port = await freePort();
    const t = await createTestApp({ metrics: { port }, host: '127.0.0.1' });
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('astroden_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

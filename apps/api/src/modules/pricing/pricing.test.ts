import { pricingPlanSchema } from '@astroden/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingPlans } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { DEFAULT_PRICING_PLANS } from './defaults.ts';
import { ensurePricingPlans } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensurePricingPlans(t.app.db);
});
afterAll(() => t.close());

describe('GET /api/pricing', () => {
  it('serves the three default plans in order to anyone, prices in rupees', async () => {
    const res = await t.app.inject({ url: '/api/pricing' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(3);
    for (const plan of body.data) expect(pricingPlanSchema.parse(plan)).toEqual(plan);
    expect(body.data.map((p: { name: string; price: number; period: string }) => [p.name, p.price, p.period])).toEqual([
      ['Orbit', 499, 'hour'],
      ['Nebula', 1999, 'night'],
      ['Galaxy', 9999, 'week'],
    ]);
    for (const plan of body.data) expect(plan.features.length).toBeGreaterThanOrEqual(3);
  });

  it('stores money in paise', async () => {
    const rows = await t.app.db.select().from(pricingPlans);
    expect(rows.map((r) => r.pricePaise).sort((a, b) => a - b)).toEqual(
      DEFAULT_PRICING_PLANS.map((p) => p.price * 100).sort((a, b) => a - b),
    );
  });

  it('seeds only an empty table, so ensuring again changes nothing', async () => {
    await ensurePricingPlans(t.app.db);
    await Promise.all([ensurePricingPlans(t.app.db), ensurePricingPlans(t.app.db)]);
    const res = await t.app.inject({ url: '/api/pricing' });
    expect(res.json().data).toHaveLength(3);
  });

  it('serves an empty list before any plan exists', async () => {
    const empty = await createTestApp();
    try {
      const res = await empty.app.inject({ url: '/api/pricing' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: [] });
    } finally {
      await empty.close();
    }
  });
});

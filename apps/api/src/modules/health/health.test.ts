import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 with the database up, to anyone', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: true, status: 'ok', database: 'up', redis: 'off' });
  });

  it('answers HEAD too, for load balancers', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/health with the database down', () => {
  it('answers 503 with the database down and no detail of the failure', async () => {
    const db = t.app.db as unknown as { execute: unknown };
    const original = db.execute;
    db.execute = async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
    };
    try {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, message: 'Database unavailable', database: 'down', redis: 'off' });
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      db.execute = original;
    }
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { liveProduct } from './support/live.ts';

const live = liveProduct();

describe('the production build, served by the API', () => {
  it('answers the health check and serves the app shell for a deep link', async () => {
    const page = await live.openPage();
    const health = await page.request.get('/api/health');
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
    await page.goto('/marketplace?page=2');
    await expect.poll(() => page.title()).toContain('AstroDen');
    await page.close();
  });

  it('answers an unknown API path with JSON, not the app', async () => {
    const page = await live.openPage();
    const response = await page.request.get('/api/does-not-exist');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
    await page.close();
  });
});

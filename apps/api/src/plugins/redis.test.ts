// Redis is shared state, never a single point of failure: while it is unreachable the shop keeps signing
// in, registering, taking contact messages and orders, limited per instance, and health says degraded;
// when it comes back, the limits are shared again.
import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES } from '@astroden/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyRateLimit } from '../config.ts';
import { products } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { orderBody } from '../test/fixtures.ts';
import { closedPort, type TcpProxy, tcpProxy } from '../test/tcp-proxy.ts';

const strict = { max: 3, timeWindow: '1 minute' };
const rateLimits = everyRateLimit(strict);

const login = (app: FastifyInstance, from: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    payload: { email: 'nobody@redis.example', password: 'wrong-password' },
  });

/** Waits (up to 15 s) until `check` holds: Redis connections come and go on their own schedule. */
async function until(check: () => Promise<boolean>) {
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('gave up waiting');
}

const health = async (app: FastifyInstance) => (await app.inject({ url: '/api/health' })).json();

describe('with REDIS_URL set and Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}`, rateLimits });
  });
  afterAll(() => t?.close());

  it('still answers login, register, contact and orders, never a 5xx', async () => {
    const [product] = await t.app.db
      .insert(products)
      .values({ name: 'Redis-free Mug', description: 'd', pricePaise: 100, stock: 5, category: 'Collectibles' })
      .returning();
    const calls = [
      { url: '/api/auth/login', payload: { email: 'a@redis.example', password: 'nope-nope' }, expected: 401 },
      {
        url: '/api/auth/register',
        payload: { name: 'Ray', email: 'ray@redis.example', password: 'secret-1' },
        expected: 201,
      },
      {
        url: '/api/contact',
        payload: {
          fullName: 'Ray',
          email: 'ray@redis.example',
          phoneNo: '9876543210',
          subject: 'Support',
          message: 'Hi',
        },
        expected: 201,
      },
      {
        url: '/api/orders',
        payload: orderBody([{ productId: product!.id, quantity: 1 }]),
        expected: 201,
      },
    ];
    for (const call of calls) {
      const res = await t.app.inject({
        method: 'POST',
        url: call.url,
        payload: call.payload,
        remoteAddress: '10.2.0.1',
      });
      expect(res.statusCode, call.url).toBe(call.expected);
    }
  });

  it('still limits each client, in this instance', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await login(t.app, '10.2.0.2')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await login(t.app, '10.2.0.2')).json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('says in /api/health that Redis is degraded while the shop is up', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'degraded', database: 'up', redis: 'degraded' });
  });
});

// A real Redis behind a proxy the test can cut: needs TEST_REDIS_URL (.ci/run sets it when Redis answers).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('with a Redis that goes away and comes back (TEST_REDIS_URL)', () => {
  let proxy: TcpProxy;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const url = `redis://127.0.0.1:${proxy.port}`;
    [one, two] = await Promise.all([
      createTestApp({ redisUrl: url, rateLimits }),
      createTestApp({ redisUrl: url, rateLimits }),
    ]);
    for (const t of [one, two]) await until(async () => (await health(t.app)).redis === 'up');
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await proxy?.close();
  });

  // Each scenario uses its own client address, so the counts of one never leak into another.
  // Random, as Redis keeps the counts of earlier runs for their minute.
  const client = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

  it('shares the limit between instances while Redis answers', async () => {
    const from = client();
    const codes = [
      (await login(one.app, from)).statusCode,
      (await login(two.app, from)).statusCode,
      (await login(one.app, from)).statusCode,
      (await login(two.app, from)).statusCode,
    ];
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('falls back to per-instance limits when Redis goes away, and shares them again when it is back', async () => {
    proxy.cut();
    await expect.poll(async () => (await health(one.app)).status, { timeout: 10_000 }).toBe('degraded');
    const from = client();
    // Per instance: three each before a 429, and never a 5xx.
    const down = [];
    for (let i = 0; i < 3; i++)
      down.push((await login(one.app, from)).statusCode, (await login(two.app, from)).statusCode);
    expect(down).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await login(one.app, from)).statusCode).toBe(429);

    proxy.restore();
    await expect.poll(async () => (await health(one.app)).redis, { timeout: 15_000 }).toBe('up');
    await expect.poll(async () => (await health(two.app)).redis, { timeout: 15_000 }).toBe('up');
    expect((await health(one.app)).status).toBe('ok');
    const again = client();
    const codes = [
      (await login(two.app, again)).statusCode,
      (await login(one.app, again)).statusCode,
      (await login(two.app, again)).statusCode,
      (await login(one.app, again)).statusCode,
    ];
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});

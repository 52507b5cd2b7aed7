// App-level behaviour: the JSON 404, body limits and parsing errors, the OpenAPI document,
// security headers, compression and the 5xx that hides its cause.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = {
  fullName: 'Ada Starfarer',
  email: 'ada@test.example',
  phoneNo: '9000000000',
  subject: 'Support',
  message: 'Hello',
};

describe('unknown paths', () => {
  it('answers an unknown /api path with a JSON 404, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/does/not/exist'],
      ['DELETE', '/api/users'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });
});

describe('malformed URLs', () => {
  it('answer in the API error shape, without echoing the path', async () => {
    const long = await t.app.inject({ url: `/api/products/${'1'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, message: 'Request URL is too long' });
    const bad = await t.app.inject({ url: '/api/%' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Request URL is not valid' });
  });
});

describe('request bodies', () => {
  it('refuses a JSON body over 1 MB with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...contact, message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/too large/i) });
  });

  it('answers invalid JSON with 400 and a message, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });

  it('answers an empty JSON body with 400 and an unsupported content type with 415', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().success).toBe(false);

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<contact/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('refuses the NUL character, which PostgreSQL cannot store, with 400 naming the field', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, fullName: 'A\u0000' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      success: false,
      message: 'Text must not contain the NUL character',
      errors: [{ path: 'fullName', message: 'Text must not contain the NUL character' }],
    });
    const query = await t.app.inject({ url: '/api/products?search=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([{ path: 'search', message: 'Text must not contain the NUL character' }]);
  });

  it('refuses a body nested thousands of levels deep with 400, not a stack overflow', async () => {
    for (const payload of ['['.repeat(7000) + ']'.repeat(7000), `${'{"a":'.repeat(7000)}1${'}'.repeat(7000)}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Request is nested too deeply' });
    }
  });

  it('takes an empty body sent as JSON as no body on calls without a payload', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
  });

  it('answers a JSON body of the wrong shape with 400 and field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: [1, 2, 3] });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json with the API paths and bearer auth', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/health',
      '/api/auth/login',
      '/api/auth/me',
      '/api/contact',
      '/api/contact/{id}',
      '/api/users',
      '/api/users/{id}',
      '/api/users/{id}/password',
      '/api/settings',
      '/api/settings/public',
      '/api/settings/{key}',
      '/api/pricing',
      '/api/products',
      '/api/products/{id}',
      '/api/pods',
      '/api/orders',
      '/api/payment/checkouts',
      '/api/payment/checkout/{orderId}/status',
      '/api/dashboard',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(Object.keys(doc.paths['/api/users/{id}'])).toEqual(expect.arrayContaining(['put', 'delete']));
    expect(doc.paths['/api/users'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/settings/public'].get.security).toEqual([]);
    // Internal routes stay out of the contract.
    expect(paths.some((p) => p.startsWith('/uploads'))).toBe(false);
  });

  it('serves the browsable docs page', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe('security and transport', () => {
  it('sends security headers on API responses', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['strict-transport-security']).toEqual(expect.any(String));
    expect(res.headers['referrer-policy']).toEqual(expect.any(String));
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the same headers on errors', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toEqual(expect.any(String));
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('server errors', () => {
  it('answer 500 with a generic message, never the cause or a stack', async () => {
    const db = t.app.db as unknown as { select: unknown };
    const original = db.select;
    db.select = () => {
      throw new Error('relation "pricing_plans" does not exist at /srv/app/secret/path.ts:42');
    };
    try {
      const res = await t.app.inject({ url: '/api/pricing' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Internal server error' });
      expect(res.body).not.toMatch(/pricing_plans|secret|stack|\.ts/);
    } finally {
      db.select = original;
    }
    expect((await t.app.inject({ url: '/api/pricing' })).statusCode).toBe(200);
  });
});

describe('auth before validation', () => {
  it('answers an anonymous request with 401 before it looks at the body, and a non-admin with 403', async () => {
    const bad = { name: '', price: -1 };
    const anon = await t.app.inject({ method: 'POST', url: '/api/products', payload: bad });
    expect(anon.statusCode).toBe(401);
    const user = await createUser(t.app);
    const denied = await t.app.inject({ method: 'POST', url: '/api/products', payload: bad, headers: user.headers });
    expect(denied.statusCode).toBe(403);
    const password = await t.app.inject({
      method: 'PUT',
      url: '/api/users/not-a-uuid/password',
      payload: {},
    });
    expect(password.statusCode).toBe(401);
  });
});

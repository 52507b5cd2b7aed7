// The API contract: the OpenAPI document at /api/docs/json passes Redocly's recommended rules, and
// every operation says its operationId, its security, its request body and the errors it can answer.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, type TestApp } from './test/app.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>> } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

let t: TestApp;
let doc: { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
let operations: { method: string; path: string; op: Operation }[];
let raw: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  raw = res.body;
  doc = res.json();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ method, path, op: item[method] }] : [])),
  );
});
afterAll(() => t.close());

const name = (o: { method: string; path: string }) => `${o.method.toUpperCase()} ${o.path}`;
const isAdmin = (op: Operation) => (op.security ?? []).some((s) => 'bearerAuth' in s);

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: raw, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    const report = errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`).join('\n');
    expect(errors, report).toHaveLength(0);
  });

  it('gives every operation a unique operationId', () => {
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map((o) => o.op.operationId);
    for (const o of operations) expect(o.op.operationId, name(o)).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/products']?.get?.operationId).toBe('listProducts');
    expect(doc.paths['/api/products/{id}']?.put?.operationId).toBe('updateProduct');
  });

  it('says the security of every operation: a bearer token, or none for the public ones', () => {
    for (const o of operations) expect(o.op.security, name(o)).toBeDefined();
    expect(doc.paths['/api/settings/public']?.get?.security).toEqual([]);
    expect(doc.paths['/api/auth/login']?.post?.security).toEqual([]);
    expect(doc.paths['/api/users']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('has no path that ends with a slash', () => {
    for (const path of Object.keys(doc.paths)) expect(path, path).not.toMatch(/.\/$/);
  });

  it('documents the multipart writes: their fields, images as binary files, the CSV as a binary file', () => {
    for (const path of ['/api/products', '/api/products/{id}', '/api/pods', '/api/pods/{id}']) {
      const op = path.endsWith('{id}') ? doc.paths[path]?.put : doc.paths[path]?.post;
      const form = op?.requestBody?.content['multipart/form-data']?.schema;
      expect(form?.properties?.images, path).toMatchObject({
        type: 'array',
        items: { type: 'string', format: 'binary' },
        maxItems: 5,
      });
      expect(Object.keys(form?.properties ?? {}), path).toEqual(
        expect.arrayContaining(['name', 'description', 'price', 'existingImages', 'version']),
      );
      // Every multipart value is text: a number field says so.
      expect(form?.properties?.price, path).toEqual({ type: 'string', description: 'A number' });
      expect(op?.requestBody?.content['application/json'], path).toBeDefined();
    }
    expect(
      Object.keys(
        doc.paths['/api/products']?.post?.requestBody?.content['multipart/form-data']?.schema.properties ?? {},
      ),
    ).toEqual(expect.arrayContaining(['stock', 'category']));
    const csv = doc.paths['/api/products/import']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(csv?.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    // Every operation that reads a multipart body says what it is.
    for (const o of operations) {
      if (o.op.requestBody?.content['multipart/form-data']) {
        expect(o.op.requestBody.content['multipart/form-data'].schema.properties, name(o)).toBeDefined();
      }
    }
  });

  it('lists the errors each operation can answer, in the error shape', () => {
    const errorShape = doc.paths['/api/users']?.get?.responses['401']?.content?.['application/json']?.schema;
    expect(errorShape).toMatchObject({ properties: { success: {}, message: {} } });
    for (const o of operations) {
      const codes = Object.keys(o.op.responses);
      const has = (code: number) => expect(codes, `${name(o)} answers ${code}`).toContain(String(code));
      // Only an operation with no input and no token can have no 4xx (the health check, public lists).
      if (o.op.parameters || o.op.requestBody || o.op.security?.length) {
        expect(
          codes.some((c) => /^4/.test(c)),
          name(o),
        ).toBe(true);
      }
      // Any request can run out of time, or find the database gone.
      has(503);
      if (isAdmin(o.op)) {
        has(401);
        // What any signed-in user may do has no 403 of its own.
        const anyUser = ['getMe', 'logout', 'changePassword', 'listMyOrders'];
        if (!anyUser.includes(o.op.operationId!)) has(403);
      }
      if (o.op.parameters?.some((p) => p.in === 'path')) has(404);
      if (o.op.parameters?.some((p) => p.in === 'query') || o.op.requestBody) has(400);
      if (o.op.requestBody) {
        has(413);
        has(415);
      }
      // The health probes answer their own shape, which adds what state the instance is in.
      const probe = o.op.operationId === 'getHealth' || o.op.operationId === 'getReadiness';
      for (const code of codes.filter((c) => /^[45]/.test(c) && !probe)) {
        expect(o.op.responses[code]?.content?.['application/json']?.schema, `${name(o)} ${code}`).toEqual(errorShape);
      }
    }
    for (const [path, method] of [
      ['/api/auth/login', 'post'],
      ['/api/auth/register', 'post'],
      ['/api/contact', 'post'],
      ['/api/orders', 'post'],
      ['/api/users/{id}/password', 'put'],
    ] as const) {
      expect(Object.keys(doc.paths[path]?.[method]?.responses ?? {}), `${path} is rate limited`).toContain('429');
    }
    for (const path of ['/api/products/{id}', '/api/pods/{id}', '/api/users/{id}', '/api/settings/{key}']) {
      const op = doc.paths[path]?.put;
      expect(Object.keys(op?.responses ?? {}), `${path} refuses stale writes`).toContain('409');
    }
  });
});

describe('paths once served with a trailing slash', () => {
  it('answer the same with and without it', async () => {
    const admin = await createAdmin(t.app);
    for (const path of [
      '/api/products',
      '/api/pods',
      '/api/users',
      '/api/contact',
      '/api/audit',
      '/api/dashboard',
      '/api/settings',
      '/api/pricing',
    ]) {
      const bare = await t.app.inject({ url: path, headers: admin.headers });
      const slash = await t.app.inject({ url: `${path}/`, headers: admin.headers });
      expect(bare.statusCode, path).toBe(200);
      expect(slash.statusCode, `${path}/`).toBe(200);
      expect(slash.json(), `${path}/`).toEqual(bare.json());
    }
  });
});

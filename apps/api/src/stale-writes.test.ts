// Admin writes are conditional on the version the admin loaded (DESIGN.md decision 11): a form opened
// before a sale, or before another admin's save, cannot write old values back over newer ones.
import { POD_MESSAGES, PRODUCT_MESSAGES, SETTINGS_MESSAGES, USER_MESSAGES } from '@astroden/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from './db/schema/index.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from './test/app.ts';
import { multipart, orderBody } from './test/fixtures.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  await t.app.db.insert(settings).values({ key: 'tagline', value: 'Hello', type: 'string', group: 'site' });
});
afterAll(() => t.close());

const productForm = (stock: number, extra: Record<string, string> = {}) => ({
  name: 'Nebula Hoodie',
  description: 'Warm',
  price: '1999',
  stock: String(stock),
  category: 'Shirts',
  ...extra,
});

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...admin.headers } });
}

describe('products', () => {
  it('refuses an unchanged save after a sale with 409, and the sale keeps its stock', async () => {
    const created = (await send('POST', '/api/products', productForm(10))).json().data;
    const opened = (await t.app.inject({ url: `/api/products/${created._id}` })).json().data;
    expect(opened).toMatchObject({ stock: 10, version: 1 });

    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([{ productId: created._id, quantity: 1 }], { email: 'buyer@stale.example' }),
    });
    expect(sale.statusCode).toBe(201);

    const stale = await send(
      'PUT',
      `/api/products/${created._id}`,
      productForm(opened.stock, { version: String(opened.version) }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      message: PRODUCT_MESSAGES.changed,
      errors: [{ path: 'version', message: PRODUCT_MESSAGES.changed }],
    });
    const now = (await t.app.inject({ url: `/api/products/${created._id}` })).json().data;
    expect(now.stock).toBe(9);

    // Reloaded, the admin's save goes through and moves the version on.
    const fresh = await send(
      'PUT',
      `/api/products/${created._id}`,
      productForm(now.stock, { name: 'Nebula Hoodie v2', version: String(now.version) }),
    );
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toMatchObject({ name: 'Nebula Hoodie v2', stock: 9, version: now.version + 1 });
  });

  it('refuses the second of two admins saving the same version', async () => {
    const created = (await send('POST', '/api/products', productForm(5))).json().data;
    const first = await send('PUT', `/api/products/${created._id}`, productForm(6, { version: '1' }));
    expect(first.statusCode).toBe(200);
    const second = await send('PUT', `/api/products/${created._id}`, productForm(7, { version: '1' }));
    expect(second.statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/products/${created._id}` })).json().data.stock).toBe(6);
  });

  it('gives a returned stock a new version too: a form opened before a cancellation is stale', async () => {
    const created = (await send('POST', '/api/products', productForm(4))).json().data;
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([{ productId: created._id, quantity: 2 }], { email: 'canceller@stale.example' }),
    });
    const opened = (await t.app.inject({ url: `/api/products/${created._id}` })).json().data;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/payment/checkout/${sale.json().data.orderId}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    const stale = await send(
      'PUT',
      `/api/products/${created._id}`,
      productForm(opened.stock, { version: String(opened.version) }),
    );
    expect(stale.statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/products/${created._id}` })).json().data.stock).toBe(4);
  });

  it('refuses a version that is not a whole number from 1 with 400', async () => {
    const created = (await send('POST', '/api/products', productForm(1))).json().data;
    for (const version of ['0', 'abc', '1.5']) {
      const res = await send('PUT', `/api/products/${created._id}`, productForm(1, { version }));
      expect(res.statusCode, version).toBe(400);
    }
  });
});

describe('pods', () => {
  it('refuses a save from a stale version with 409', async () => {
    const fields = { name: 'Orbit Pod', description: 'Cosy', size: '45', price: '999' };
    const created = (await send('POST', '/api/pods', fields)).json().data;
    expect(created.version).toBe(1);
    expect(
      (await send('PUT', `/api/pods/${created._id}`, { ...fields, name: 'Orbit Pod II', version: '1' })).statusCode,
    ).toBe(200);
    const stale = await send('PUT', `/api/pods/${created._id}`, { ...fields, version: '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(POD_MESSAGES.changed);
    expect((await t.app.inject({ url: `/api/pods/${created._id}` })).json().data.name).toBe('Orbit Pod II');
  });
});

describe('users', () => {
  it('refuses an edit from a stale version with 409', async () => {
    const user: TestUser = await createUser(t.app);
    const edit = (name: string, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: admin.headers,
        payload: { name, email: user.email, version },
      });
    const first = await edit('First Edit', 1);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(2);
    const stale = await edit('Stale Edit', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(USER_MESSAGES.changed);
    // What an edit form reloads: the user as it is now.
    const latest = await t.app.inject({ url: `/api/users/${user.id.toUpperCase()}`, headers: admin.headers });
    expect(latest.json().data).toMatchObject({ _id: user.id, name: 'First Edit', version: 2 });
    expect((await t.app.inject({ url: `/api/users/${user.id}` })).statusCode).toBe(401);
  });
});

describe('settings', () => {
  it('refuses a save from a stale version with 409 and keeps the newer value', async () => {
    const put = (value: string, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/tagline',
        headers: admin.headers,
        payload: { value, version },
      });
    expect((await put('Newer', 1)).json().data).toMatchObject({ value: 'Newer', version: 2 });
    const stale = await put('Older', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(SETTINGS_MESSAGES.changed);
    const list = (await t.app.inject({ url: '/api/settings', headers: admin.headers })).json().data;
    expect(list.find((s: { key: string }) => s.key === 'tagline').value).toBe('Newer');
  });
});

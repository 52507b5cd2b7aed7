import { AUTH_MESSAGES, DEFAULT_PUBLIC_SETTINGS, SETTINGS_MESSAGES } from '@astroden/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/index.ts';
import { DEFAULT_SETTINGS, ensureDefaultSettings } from '../../lib/default-settings.ts';
import { readPublicSettings } from '../../lib/public-settings.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';

// Distinctive values, so "never in a response" means something (the defaults are empty). The secrets' names do show
// (an admin sets them, write-only); their values never do.
const SECRET_ID = 'rzp_live_KEYIDVALUE123';
const SECRET_VALUE = 'SuperSecretPaymentValue987';
const SECRET_WORDS = [SECRET_ID, SECRET_VALUE];
const SECRET_KEYS = ['paymentKeyId', 'paymentKeySecret', 'paymentWebhookSecret'];

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await ensureDefaultSettings(t.app.db);
  await t.app.db.update(settings).set({ value: SECRET_ID }).where(eq(settings.key, 'paymentKeyId'));
  await t.app.db.update(settings).set({ value: SECRET_VALUE }).where(eq(settings.key, 'paymentKeySecret'));
  admin = await createAdmin(t.app);
  member = await createUser(t.app);
});
afterAll(() => t.close());

const put = (key: string, value: unknown, who: TestUser | null = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/settings/${key}`, headers: who?.headers, payload: { value } });

function expectNoSecrets(body: string) {
  for (const word of SECRET_WORDS) expect(body).not.toContain(word);
}

describe('default settings', () => {
  it('agree with the shared public defaults and all have a description', () => {
    // paymentMethods is not a setting: it follows from the payment settings.
    const { paymentMethods, ...stored } = DEFAULT_PUBLIC_SETTINGS;
    expect(paymentMethods).toEqual(['cod']);
    for (const [key, value] of Object.entries(stored)) {
      const s = DEFAULT_SETTINGS.find((d) => d.key === key);
      expect(s, key).toMatchObject({ value, isPublic: true });
    }
    for (const s of DEFAULT_SETTINGS) {
      expect(s.description.length, s.key).toBeGreaterThan(10);
      expect(s.isPublic && s.isSecret, s.key).toBeFalsy();
    }
    expect(DEFAULT_SETTINGS.filter((s) => s.isSecret).map((s) => s.key)).toEqual(SECRET_KEYS);
  });

  it('are safe to ensure again and keep values an admin has set', async () => {
    expect((await put('tagline', 'Kept across restarts')).statusCode).toBe(200);
    await ensureDefaultSettings(t.app.db);
    const rows = await t.app.db.select().from(settings);
    expect(rows).toHaveLength(DEFAULT_SETTINGS.length);
    expect(rows.find((r) => r.key === 'tagline')?.value).toBe('Kept across restarts');
    expect(rows.find((r) => r.key === 'paymentKeySecret')?.value).toBe(SECRET_VALUE);
  });
});

describe('GET /api/settings', () => {
  it('lists every setting by group then key, with value, type and description; a secret only as set or not', async () => {
    const res = await t.app.inject({ url: '/api/settings', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const keys = body.data.map((s: { group: string; key: string }) => `${s.group}/${s.key}`);
    expect(keys).toEqual([...keys].sort());
    expect(body.data).toHaveLength(DEFAULT_SETTINGS.length);
    expect(body.data.filter((s: { secret?: boolean }) => s.secret)).toEqual([
      expect.objectContaining({ key: 'paymentKeyId', value: '', secret: true, isSet: true }),
      expect.objectContaining({ key: 'paymentKeySecret', value: '', secret: true, isSet: true }),
      expect.objectContaining({ key: 'paymentWebhookSecret', value: '', secret: true, isSet: false }),
    ]);
    expect(body.data).toContainEqual({
      key: 'shippingFee',
      value: 15,
      type: 'number',
      group: 'shipping',
      description: expect.any(String),
      version: 1,
    });
    expect(body.data).toContainEqual(
      expect.objectContaining({ key: 'maintenanceMode', value: false, type: 'boolean' }),
    );
    expect(body.data).toContainEqual(expect.objectContaining({ key: 'currency', value: 'INR', group: 'payment' }));
    expectNoSecrets(res.body);
  });

  it('answers 401 without a token and 403 to a non-admin', async () => {
    const anon = await t.app.inject({ url: '/api/settings' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated });
    const user = await t.app.inject({ url: '/api/settings', headers: member.headers });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden });
  });
});

describe('PUT /api/settings/:key', () => {
  it('stores numeric text of a number setting as a number', async () => {
    const res = await put('freeShippingThreshold', '250');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: SETTINGS_MESSAGES.updated,
      data: expect.objectContaining({ key: 'freeShippingThreshold', value: 250, type: 'number' }),
    });
    const list = await t.app.inject({ url: '/api/settings', headers: admin.headers });
    expect(list.json().data.find((s: { key: string }) => s.key === 'freeShippingThreshold').value).toBe(250);
    const pub = await t.app.inject({ url: '/api/settings/public' });
    expect(pub.json().data.freeShippingThreshold).toBe(250);

    const plain = await put('shippingFee', 20.5);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data.value).toBe(20.5);
    expectNoSecrets(res.body + list.body + pub.body + plain.body);
  });

  it('accepts booleans and their text, strings for strings', async () => {
    expect((await put('maintenanceMode', true)).json().data.value).toBe(true);
    expect((await put('maintenanceMode', 'false')).json().data.value).toBe(false);
    expect((await put('processingDays', '3-4 business days')).json().data.value).toBe('3-4 business days');
  });

  it('keeps text that looks like JSON as text', async () => {
    for (const text of ['42', 'true', 'null', '"quoted"', '[1]']) {
      expect((await put('tagline', text)).json().data.value, text).toBe(text);
      const list = await t.app.inject({ url: '/api/settings', headers: admin.headers });
      expect(list.json().data.find((s: { key: string }) => s.key === 'tagline').value, text).toBe(text);
    }
    expect((await put('chatNumber', '919876543210')).statusCode).toBe(200);
    const pub = await t.app.inject({ url: '/api/settings/public' });
    expect(pub.json().data.chatNumber).toBe('919876543210');
  });

  it('refuses a value of the wrong type with 400 and keeps the old value', async () => {
    const cases: [string, unknown, string][] = [
      ['shippingFee', 'fifteen', 'number'],
      ['shippingFee', '', 'number'],
      ['shippingFee', true, 'number'],
      ['maintenanceMode', 'yes', 'boolean'],
      ['maintenanceMode', 1, 'boolean'],
      ['tagline', 42, 'string'],
      ['tagline', { a: 'b' }, 'string'],
    ];
    for (const [key, value, type] of cases) {
      const res = await put(key, value);
      expect(res.statusCode, `${key} = ${JSON.stringify(value)}`).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: SETTINGS_MESSAGES.wrongType(type as 'number' | 'boolean' | 'string'),
      });
    }
    const [row] = await t.app.db.select().from(settings).where(eq(settings.key, 'maintenanceMode'));
    expect(typeof row?.value).toBe('boolean');
  });

  it('refuses values the storefront cannot use', async () => {
    const cases: [string, unknown][] = [
      ['socialLink', 'javascript:alert(1)'],
      ['chatNumber', '+91 abc'],
      ['contactEmail', 'not-an-email'],
      ['brandName', '   '],
      ['shippingFee', -5],
      // Checkout computes in paise: a fee beyond any price would break every order.
      ['shippingFee', 1e308],
      ['freeShippingThreshold', 10.005],
      // The analytics count days in this zone: a name the runtime does not know would break them.
      ['timezone', 'Mars/Olympus_Mons'],
      ['timezone', ''],
      ['lowStockThreshold', -1],
      ['lowStockThreshold', 2.5],
    ];
    for (const [key, value] of cases) {
      const res = await put(key, value);
      expect(res.statusCode, `${key} = ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const body = await t.app.inject({ method: 'PUT', url: '/api/settings/brandName', headers: admin.headers });
    expect(body.statusCode).toBe(400);
    expect((await put('timezone', 'Europe/Berlin')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown key; writes a secret but never answers it back', async () => {
    const unknown = await put('noSuchSetting', 'x');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: SETTINGS_MESSAGES.notFound });
    const res = await put('paymentWebhookSecret', 'whsec_WrittenOnlyValue42');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'paymentWebhookSecret', value: '', secret: true, isSet: true });
    const list = await t.app.inject({ url: '/api/settings', headers: admin.headers });
    const audit = await t.app.inject({ url: '/api/audit?entity=setting', headers: admin.headers });
    for (const body of [res.body, list.body, audit.body]) expect(body).not.toContain('whsec_WrittenOnlyValue42');
    const [row] = await t.app.db.select().from(settings).where(eq(settings.key, 'paymentWebhookSecret'));
    expect(row?.value).toBe('whsec_WrittenOnlyValue42');
    await put('paymentWebhookSecret', '');
    expect((await put('bad key!', 'x')).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to a non-admin', async () => {
    const anon = await put('brandName', 'Hacked', null);
    expect(anon.statusCode).toBe(401);
    const user = await put('brandName', 'Hacked', member);
    expect(user.statusCode).toBe(403);
    const pub = await t.app.inject({ url: '/api/settings/public' });
    expect(pub.json().data.brandName).not.toBe('Hacked');
  });
});

describe('GET /api/settings/public', () => {
  it('serves the public settings to anyone and reflects an update of brandName', async () => {
    const before = await t.app.inject({ url: '/api/settings/public' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      success: true,
      data: {
        brandName: 'AstroDen',
        chatNumber: expect.stringMatching(/^\d+$/),
        contactEmail: 'hello@astroden.example',
        socialLink: 'https://www.instagram.com/astroden',
        freeShippingThreshold: expect.any(Number),
        shippingFee: expect.any(Number),
        maxUnitsPerLine: 10,
        maxUnitsPerOrder: 30,
        // Both keys are set (above): online is offered, and cash on delivery by default.
        paymentMethods: ['online', 'cod'],
      },
    });
    expectNoSecrets(before.body);

    expect((await put('brandName', 'Nebula Nook')).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/settings/public' });
    expect(after.json().data.brandName).toBe('Nebula Nook');
    expectNoSecrets(after.body);
  });

  it('reads the settings once for the requests that ask at once, each answered as it is alone', async () => {
    const statements: string[] = [];
    const own = await createTestApp({}, { onQuery: (query) => statements.push(query) });
    try {
      await ensureDefaultSettings(own.app.db);
      await own.app.db.update(settings).set({ value: 'Orbit Outfitters' }).where(eq(settings.key, 'brandName'));
      const alone = (await own.app.inject({ url: '/api/settings/public' })).json();
      expect(alone.data.brandName).toBe('Orbit Outfitters');
      statements.length = 0;
      // Asked in one turn of the event loop, as the route's read (requests through inject may reach it in several
      // turns when a hook waits on Redis or the pool).
      const together = await Promise.all(Array.from({ length: 5 }, () => readPublicSettings(own.app.db)));
      expect(together).toEqual(together.map(() => alone.data));
      expect(statements).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('falls back to the defaults on an empty database', async () => {
    const empty = await createTestApp();
    try {
      const res = await empty.app.inject({ url: '/api/settings/public' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(DEFAULT_PUBLIC_SETTINGS);
    } finally {
      await empty.close();
    }
  });
});

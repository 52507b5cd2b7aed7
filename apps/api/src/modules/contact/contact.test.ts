import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, CONTACT_MESSAGES, PAGE_SIZES } from '@astroden/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyRateLimit } from '../../config.ts';
import { contacts } from '../../db/schema/index.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  member = await createUser(t.app);
});
afterAll(() => t.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ada Starfarer',
  email: 'ada@test.example',
  phoneNo: '+91 98765 43210',
  subject: 'General Inquiry',
  message: 'Do the pods have VR headsets?',
  ...overrides,
});

const send = (payload: object, app = t.app) => app.inject({ method: 'POST', url: '/api/contact', payload });
const list = (query = '', who: TestUser = admin) => t.app.inject({ url: `/api/contact${query}`, headers: who.headers });

describe('POST /api/contact', () => {
  it('stores a message from anyone and answers 201 with the spec message', async () => {
    const res = await send(message({ email: '  Ada@Test.Example ', fullName: '  Ada Starfarer ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your message has been sent!',
      data: {
        _id: expect.any(String),
        fullName: 'Ada Starfarer',
        email: 'ada@test.example',
        phoneNo: '+91 98765 43210',
        subject: 'General Inquiry',
        message: 'Do the pods have VR headsets?',
        createdAt: expect.any(String),
      },
    });
    expect(res.json().message).toBe(CONTACT_MESSAGES.sent);
  });

  it('accepts each subject of the list', async () => {
    for (const subject of ['General Inquiry', 'Support', 'Other']) {
      expect((await send(message({ subject }))).statusCode, subject).toBe(201);
    }
  });

  it('refuses a subject outside the list', async () => {
    const res = await send(message({ subject: 'Spam' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Please choose a subject',
      errors: [{ path: 'subject', message: 'Please choose a subject' }],
    });
  });

  it('refuses a bad e-mail', async () => {
    const res = await send(message({ email: 'ada-at-example' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
  });

  it('refuses a bad phone number', async () => {
    const res = await send(message({ phoneNo: 'call me maybe' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'phoneNo', message: 'Please enter a valid phone number' }]);
  });

  it('requires every field, blanks included', async () => {
    const missing = await send({});
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'fullName', 'message', 'phoneNo', 'subject'].sort());
    const required: Record<string, string> = {
      fullName: 'Full name is required',
      email: 'Email is required',
      phoneNo: 'Phone number is required',
      message: 'Message is required',
    };
    for (const [field, text] of Object.entries(required)) {
      const blank = await send(message({ [field]: '   ' }));
      expect(blank.statusCode, field).toBe(400);
      expect(blank.json().message, field).toBe(text);
      expect(blank.json().errors[0], field).toEqual({ path: field, message: text });
    }
  });

  it('refuses an over-long message', async () => {
    const res = await send(message({ message: 'x'.repeat(5001) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('message');
  });

  it('rate limits sending per client with a 429 and a message', async () => {
    const relaxed = { max: 10_000, timeWindow: '1 minute' };
    const limited = await createTestApp({
      rateLimits: { ...everyRateLimit(relaxed), contact: { max: 2, timeWindow: '1 minute' } },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await send(message(), limited.app);
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.tooManyAttempts });
        }
      }
      expect(codes).toEqual([201, 201, 429]);
      // Admin reads are not limited by the sending limit.
      const a = await createAdmin(limited.app);
      expect((await limited.app.inject({ url: '/api/contact', headers: a.headers })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/contact', () => {
  const tag = randomUUID().slice(0, 8);
  beforeAll(async () => {
    // 12 messages that a search for the tag finds, inserted oldest first.
    for (let i = 0; i < 12; i++) {
      await t.app.db.insert(contacts).values({
        ...message({ fullName: `Searcher ${tag} ${String(i).padStart(2, '0')}`, email: `s${i}@test.example` }),
        subject: 'Support',
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
      });
    }
    await t.app.db.insert(contacts).values({
      ...message({ fullName: 'Percent 100% Person', email: 'percent@test.example' }),
      subject: 'Other',
    });
  });

  it('sorts by name either way, and 400s an unknown sort', async () => {
    const names = async (sort: string) =>
      (await list(`?search=${tag}&limit=3&sort=${sort}`))
        .json()
        .data.map((c: { fullName: string }) => c.fullName.slice(-2));
    expect(await names('fullName')).toEqual(['00', '01', '02']);
    expect(await names('-fullName')).toEqual(['11', '10', '09']);
    expect(await names('createdAt')).toEqual(['00', '01', '02']);
    expect((await list('?sort=email')).statusCode).toBe(400);
  });

  it('lists messages newest first, paged by 10 by default', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(PAGE_SIZES.contacts);
    expect(body.currentPage).toBe(1);
    expect(body.totalPages).toBe(Math.ceil(body.total / PAGE_SIZES.contacts));
    const times = body.data.map((c: { createdAt: string }) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('searches name, e-mail and subject case-insensitively, with pages', async () => {
    const first = await list(`?search=${tag.toUpperCase()}&limit=5`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 12, totalPages: 3, currentPage: 1 });
    expect(first.json().data.map((c: { fullName: string }) => c.fullName)).toEqual(
      [11, 10, 9, 8, 7].map((i) => `Searcher ${tag} ${String(i).padStart(2, '0')}`),
    );
    const last = await list(`?search=${tag}&limit=5&page=3`);
    expect(last.json().data).toHaveLength(2);
    expect(last.json().currentPage).toBe(3);

    const byEmail = await list('?search=PERCENT@test');
    expect(byEmail.json().data.map((c: { email: string }) => c.email)).toEqual(['percent@test.example']);
    const none = await list(`?search=nobody-${tag}`);
    expect(none.json()).toMatchObject({ data: [], total: 0, totalPages: 1 });
  });

  it('matches % and _ literally', async () => {
    const percent = await list(`?search=${encodeURIComponent('100%')}`);
    expect(percent.json().data.map((c: { fullName: string }) => c.fullName)).toEqual(['Percent 100% Person']);
    const underscore = await list(`?search=${encodeURIComponent('_')}`);
    expect(underscore.json().total).toBe(0);
  });

  it('refuses page and limit out of bounds with 400', async () => {
    for (const q of ['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?limit=0', '?limit=101']) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success, q).toBe(false);
      expect(res.json().message, q).toEqual(expect.any(String));
    }
    expect((await list('?limit=100')).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to a non-admin', async () => {
    const anon = await t.app.inject({ url: '/api/contact' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated });
    const user = await list('', member);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden });
  });
});

describe('DELETE /api/contact/:id', () => {
  it('deletes a message, then answers 404 for it', async () => {
    const created = (await send(message({ fullName: 'To Delete' }))).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/contact/${created._id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.deleted });
    const search = await list('?search=To%20Delete');
    expect(search.json().total).toBe(0);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/contact/${created._id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: CONTACT_MESSAGES.notFound });
  });

  it('answers 404 for a malformed id', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/contact/not-an-id', headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: CONTACT_MESSAGES.notFound });
  });

  it('answers 401 without a token and 403 to a non-admin, and keeps the message', async () => {
    const created = (await send(message({ fullName: 'Kept Safe' }))).json().data;
    const url = `/api/contact/${created._id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: member.headers })).statusCode).toBe(403);
    expect((await list('?search=Kept%20Safe')).json().total).toBe(1);
  });
});

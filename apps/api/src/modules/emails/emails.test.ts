// The shop's e-mails against a real SMTP server run in the test (test/smtp.ts): what arrives, once, and what happens
// when SMTP says "later" (451), "never" (550), is down and comes back, or the queue lost the message's job.
import { AUTH_MESSAGES } from '@astroden/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, products } from '../../db/schema/index.ts';
import { EMAIL_QUEUE } from '../../lib/outbox.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { liftOrderVelocityLimits } from '../../test/fixtures.ts';
import { type ReceivedMail, startSmtp, type TestSmtp } from '../../test/smtp.ts';
import * as emails from './service.ts';

let smtp: TestSmtp;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    mail: { smtpUrl: smtp.url, from: 'AstroDen <shop@astroden.example>' },
    jobs: { enabled: true, pollingSeconds: 0.5, outboxSweepSeconds: 1, outboxLeaseSeconds: 300 },
  });
  admin = await createAdmin(t.app);
  await liftOrderVelocityLimits(t.app.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(async () => {
  smtp.mode = 'accept';
  await smtp.start();
});

let n = 0;
async function product(price = 499, stock = 50) {
  n += 1;
  const [row] = await t.app.db
    .insert(products)
    .values({ name: `Nebula Tee ${n}`, description: 'd', pricePaise: price * 100, stock, category: 'Shirts' })
    .returning();
  return row!;
}

async function placeOrder(email: string, headers: Record<string, string> = {}) {
  const p = await product(1499);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      email,
      firstName: 'Stella',
      lastName: 'Nova',
      address: '42 Orbit Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      postalCode: '560001',
      items: [{ productId: p.id, quantity: 2 }],
    },
  });
  expect(res.statusCode).toBe(201);
  return { ...(res.json().data as { _id: string; orderId: string }), product: p };
}

const mailsTo = (to: string) => smtp.received.filter((m) => m.to === to);
/** Waits for `count` messages to `to`, then a moment more to see that no other comes. */
async function mailTo(to: string, count = 1): Promise<ReceivedMail[]> {
  await expect.poll(() => mailsTo(to).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return mailsTo(to);
}
const outbox = (where: ReturnType<typeof eq>) => t.app.db.select().from(emailOutbox).where(where);
const statusOf = async (id: string) => (await outbox(eq(emailOutbox.id, id)))[0]?.status;
const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });

function moveOrder(orderId: string, status: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/payment/checkout/${orderId}/status`,
    headers: asAdmin(),
    payload: { status },
  });
}

describe('order e-mails', () => {
  it('confirm an order with its items, totals, address, the policies and a signed tracking link', async () => {
    const order = await placeOrder('stella@example.com');
    const [mail] = await mailTo('stella@example.com');
    expect(mail!.subject).toBe(`Your AstroDen order ${order.orderId} is confirmed`);
    const [row] = await outbox(eq(emailOutbox.orderId, order._id));
    expect(mail!.messageId).toBe(`<${row!.id}@localhost>`);
    for (const body of [mail!.html, mail!.text]) {
      expect(body).toContain(order.product.name);
      expect(body).toContain('₹2,998');
      expect(body).toContain('42 Orbit Road');
      expect(body).toContain('within 24 hours');
      expect(body).toContain('7-8 business days');
      expect(body).toMatch(new RegExp(`/track-order\\?orderId=${order.orderId}&(amp;)?token=\\d+\\.`));
    }
    await expect.poll(() => statusOf(row!.id)).toBe('sent');
    expect(mailsTo('stella@example.com')).toHaveLength(1);
  });

  it('tell the customer of each status move once: processing, completed; cancelled with the reason and refunds', async () => {
    const a = await placeOrder('moves@example.com');
    await mailTo('moves@example.com');
    expect((await moveOrder(a.orderId, 'processing')).statusCode).toBe(200);
    // Marking processing again changes nothing, and says nothing.
    expect((await moveOrder(a.orderId, 'processing')).statusCode).toBe(200);
    expect((await moveOrder(a.orderId, 'completed')).statusCode).toBe(200);
    const b = await placeOrder('moves@example.com');
    expect((await moveOrder(b.orderId, 'cancelled')).statusCode).toBe(200);
    const mails = await mailTo('moves@example.com', 5);
    expect(new Set(mails.map((m) => m.subject))).toEqual(
      new Set([
        `Your AstroDen order ${a.orderId} is confirmed`,
        `Your AstroDen order ${a.orderId} is being processed`,
        `Your AstroDen order ${a.orderId} has been delivered`,
        `Your AstroDen order ${b.orderId} is confirmed`,
        `Your AstroDen order ${b.orderId} has been cancelled`,
      ]),
    );
    expect(mails).toHaveLength(5);
    const cancelled = mails.find((m) => m.subject.includes('cancelled'))!;
    expect(cancelled.text).toContain('Reason: Cancelled by');
    expect(cancelled.text).toContain('refunded');
    expect(cancelled.text).toContain('7 business days');
  });

  it('send the tracking number once an admin sets it, again only for a new number', async () => {
    const order = await placeOrder('parcel@example.com');
    const set = (trackingNumber: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/payment/checkout/${order.orderId}/tracking`,
        headers: asAdmin(),
        payload: { carrier: 'Delhivery', trackingNumber },
      });
    const first = await set('DLV123456');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ carrier: 'Delhivery', trackingNumber: 'DLV123456' });
    expect((await set('DLV123456')).statusCode).toBe(200);
    expect((await set('DLV999999')).statusCode).toBe(200);
    const mails = (await mailTo('parcel@example.com', 3)).filter((m) => m.subject.includes('shipped'));
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text).join()).toContain('DLV123456');
    expect(mails.map((m) => m.text).join()).toContain('DLV999999');
    expect(mails[0]!.text).toContain('Delhivery');
  });

  it('refuse tracking for a cancelled order, an unknown one, a bad body, and anyone but an admin', async () => {
    const order = await placeOrder('refused@example.com');
    await moveOrder(order.orderId, 'cancelled');
    const url = `/api/payment/checkout/${order.orderId}/tracking`;
    const body = { carrier: 'Delhivery', trackingNumber: 'X1' };
    expect((await t.app.inject({ method: 'PATCH', url, headers: asAdmin(), payload: body })).statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/payment/checkout/ORD-20200101-9999/tracking',
      headers: asAdmin(),
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
    const blank = await t.app.inject({ method: 'PATCH', url, headers: asAdmin(), payload: { carrier: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.map((e: { path: string }) => e.path)).toEqual(['carrier', 'trackingNumber']);
    const user = await createUser(t.app);
    expect((await t.app.inject({ method: 'PATCH', url, headers: user.headers, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url, payload: body })).statusCode).toBe(401);
  });
});

describe('contact e-mails', () => {
  it('acknowledge the sender and tell the shop, who can reply to the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        fullName: 'Ravi Kumar',
        email: 'ravi@example.com',
        phoneNo: '9876543210',
        subject: 'Support',
        message: 'Where is my figure?',
      },
    });
    expect(res.statusCode).toBe(201);
    const [ack] = await mailTo('ravi@example.com');
    expect(ack!.subject).toBe('We received your message: Support');
    expect(ack!.text).toContain('Where is my figure?');
    const [notice] = await mailTo('hello@astroden.example');
    expect(notice!.subject).toBe('New contact message: Support from Ravi Kumar');
    expect(notice!.replyTo).toBe('ravi@example.com');
    expect(notice!.text).toContain('9876543210');
  });
});

describe('when SMTP fails', () => {
  it('retries a message SMTP defers (451) and delivers it once, with the same Message-ID', async () => {
    smtp.mode = 'defer';
    const order = await placeOrder('deferred@example.com');
    const [row] = await outbox(eq(emailOutbox.orderId, order._id));
    await expect
      .poll(async () => (await outbox(eq(emailOutbox.id, row!.id)))[0]!.lastError)
      .toContain('Try again later');
    expect(await statusOf(row!.id)).toMatch(/pending|sending/);
    smtp.mode = 'accept';
    const [mail] = await mailTo('deferred@example.com');
    expect(mail!.messageId).toBe(`<${row!.id}@localhost>`);
    await expect.poll(() => statusOf(row!.id)).toBe('sent');
    expect((await outbox(eq(emailOutbox.id, row!.id)))[0]!.attempts).toBeGreaterThanOrEqual(2);
  });

  it('marks a message SMTP refuses (550) failed, shows it to an admin, and sends it again on request', async () => {
    smtp.mode = 'reject';
    const order = await placeOrder('rejected@example.com');
    const [row] = await outbox(eq(emailOutbox.orderId, order._id));
    await expect.poll(() => statusOf(row!.id), { timeout: 10_000 }).toBe('failed');
    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/emails?status=failed&recipient=REJECTED@',
      headers: asAdmin(),
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toEqual([
      expect.objectContaining({ _id: row!.id, status: 'failed', orderId: order.orderId, kind: 'order_placed' }),
    ]);
    expect(failed.json().data[0].lastError).toContain('Mailbox unavailable');
    const refusals = smtp.refusals;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.refusals).toBe(refusals); // a 5xx is not retried
    smtp.mode = 'accept';
    const resend = await t.app.inject({ method: 'POST', url: `/api/emails/${row!.id}/resend`, headers: asAdmin() });
    expect(resend.statusCode).toBe(200);
    const [mail] = await mailTo('rejected@example.com');
    expect(mail!.messageId).toBe(`<${row!.id}@localhost>`);
    await expect.poll(() => statusOf(row!.id)).toBe('sent');
    // A sent message is not sent again from the back office.
    const again = await t.app.inject({ method: 'POST', url: `/api/emails/${row!.id}/resend`, headers: asAdmin() });
    expect(again.statusCode).toBe(409);
  });

  it('keeps every message while SMTP is down and delivers each once when it is back', async () => {
    await smtp.stop();
    const orders = [];
    for (let i = 0; i < 3; i += 1) orders.push(await placeOrder('outage@example.com'));
    await expect
      .poll(async () => (await outbox(eq(emailOutbox.recipient, 'outage@example.com'))).every((r) => r.attempts >= 1))
      .toBe(true);
    expect(mailsTo('outage@example.com')).toHaveLength(0);
    await smtp.start();
    const mails = await mailTo('outage@example.com', 3);
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((m) => m.subject))).toEqual(
      new Set(orders.map((o) => `Your AstroDen order ${o.orderId} is confirmed`)),
    );
  });

  it('sends a message whose job was lost (a crash between the commit and the queue): the sweep finds it', async () => {
    // What a crash after the order's commit and before its job leaves behind: the row, and no job.
    const p = await product();
    const [row] = await t.app.db
      .insert(emailOutbox)
      .values({ kind: 'contact_ack', recipient: 'lost@example.com', idempotencyKey: `lost:${p.id}`, payload: {} })
      .returning();
    const [mail] = await mailTo('lost@example.com');
    expect(mail!.messageId).toBe(`<${row!.id}@localhost>`);
  });

  it('the sweep leaves a message whose job is waiting (a backlog, a backoff) to that job', async () => {
    const [waiting] = await t.app.db
      .insert(emailOutbox)
      .values({
        kind: 'contact_ack',
        recipient: 'waiting@example.com',
        idempotencyKey: `waiting:${Date.now()}`,
        payload: {},
        nextAttemptAt: sql`now() - interval '1 hour'` as unknown as Date,
      })
      .returning();
    await t.app.jobs.send(EMAIL_QUEUE, { id: waiting!.id }, { singletonKey: waiting!.id, startAfter: 3600 });
    expect(await emails.sweep(t.app.db, t.app.jobs, { graceSeconds: 0, leaseSeconds: 300 })).toBe(0);
    const jobs = (await t.app.db.execute(
      sql`select state from pgboss.job where singleton_key = ${waiting!.id}`,
    )) as unknown as { rows: { state: string }[] };
    expect(jobs.rows).toEqual([{ state: 'created' }]);
    expect(mailsTo('waiting@example.com')).toHaveLength(0);
  });
});

describe('password reset', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const tokenOf = (mail: ReceivedMail) =>
    new URL(/https?:\/\/\S+reset-password\?token=[^\s"<]+/.exec(mail.text)![0]).searchParams.get('token')!;

  it('answers the same for an account and for no account, and e-mails only the account', async () => {
    const user = await createUser(t.app, { email: 'reset-me@example.com' });
    const known = await forgot('Reset-Me@Example.com');
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(AUTH_MESSAGES.resetRequested);
    const [mail] = await mailTo(user.email);
    expect(mail!.subject).toBe('Reset your AstroDen password');
    expect(mail!.text).toContain('30 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('sets the new password once, ends every session, says so by e-mail, and keeps no token in the database', async () => {
    const user = await createUser(t.app, { email: 'forgetful@example.com' });
    await forgot(user.email);
    const [mail] = await mailTo(user.email);
    const token = tokenOf(mail!);
    // The stored copy of the message hides the token; the outbox keeps none once it is sent.
    const [row] = await outbox(and(eq(emailOutbox.recipient, user.email), eq(emailOutbox.kind, 'password_reset'))!);
    expect(row!.text).toContain('token=[hidden]');
    expect(row!.text).not.toContain(token);
    await expect.poll(async () => (await outbox(eq(emailOutbox.id, row!.id)))[0]!.payload.token).toBeNull();

    const done = await reset(token, 'a-brand-new-pass');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(AUTH_MESSAGES.resetDone);
    expect((await reset(token, 'another-pass-1')).json()).toMatchObject({ message: AUTH_MESSAGES.resetInvalid });
    expect((await reset(token, 'another-pass-1')).statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a-brand-new-pass' },
    });
    expect(login.statusCode).toBe(200);
    const changed = await mailTo(user.email, 2);
    expect(changed[1]!.subject).toBe('Your AstroDen password was changed');
  });

  it('refuses an unknown token, an expired one and a weak password with a clear 400', async () => {
    expect((await reset('not-a-real-token', 'good-password')).statusCode).toBe(400);
    const user = await createUser(t.app, { email: 'slowpoke@example.com' });
    await forgot(user.email);
    const token = tokenOf((await mailTo(user.email))[0]!);
    const short = await reset(token, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].path).toBe('password');
    const { passwordResetTokens } = await import('../../db/schema/index.ts');
    await t.app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(token, 'good-password')).json().message).toBe(AUTH_MESSAGES.resetInvalid);
  });
});

describe('order tracking', () => {
  const track = (query: string) => t.app.inject({ method: 'GET', url: `/api/orders/track?${query}` });

  it('shows the order to whoever has its id and e-mail, or its e-mailed link; the same 404 otherwise', async () => {
    const order = await placeOrder('tracker@example.com');
    await moveOrder(order.orderId, 'processing');
    const found = await track(`orderId=${order.orderId.toLowerCase()}&email=TRACKER@example.com`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('private, no-store');
    const data = found.json().data;
    expect(data).toMatchObject({
      orderId: order.orderId,
      status: 'processing',
      items: [{ name: order.product.name, quantity: 2, price: 1499 }],
      subtotal: 2998,
      totalAmount: 2998,
      shippingAddress: { fullName: 'Stella Nova', addressLine1: '42 Orbit Road', pincode: '560001' },
    });
    expect(data.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'processing']);
    expect(JSON.stringify(data)).not.toContain('tracker@example.com');

    const wrongEmail = await track(`orderId=${order.orderId}&email=someone@example.com`);
    const unknown = await track('orderId=ORD-20200101-0001&email=tracker@example.com');
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongEmail.json()).toEqual(unknown.json());

    const link = /track-order\?orderId=([^&]+)&token=([^\s"<]+)/.exec((await mailTo('tracker@example.com'))[0]!.text)!;
    expect((await track(`orderId=${link[1]}&token=${link[2]}`)).statusCode).toBe(200);
    expect((await track(`orderId=${link[1]}&token=${link[2]!.replace(/.$/, 'x')}`)).statusCode).toBe(404);
    expect((await track('orderId=ORD-20200101-0001')).statusCode).toBe(400);
  });

  it("lists a signed-in customer's own orders, newest first, and none of a guest's", async () => {
    const customer = await createUser(t.app, { email: 'regular@example.com' });
    const first = await placeOrder('regular@example.com', customer.headers);
    const second = await placeOrder('regular@example.com', customer.headers);
    await placeOrder('regular@example.com'); // as a guest
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: customer.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((o: { orderId: string }) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/mine' })).statusCode).toBe(401);
  });
});

describe('the back office', () => {
  it('shows a message as it was sent, and the queue health on the dashboard', async () => {
    const order = await placeOrder('backoffice@example.com');
    const [mail] = await mailTo('backoffice@example.com');
    const [row] = await outbox(eq(emailOutbox.orderId, order._id));
    const detail = await t.app.inject({ method: 'GET', url: `/api/emails/${row!.id}`, headers: asAdmin() });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ subject: mail!.subject, messageId: mail!.messageId, status: 'sent' });
    expect(detail.json().data.html).toContain(order.product.name);
    const user = await createUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/emails', headers: user.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/emails' })).statusCode).toBe(401);
    const health = await t.app.inject({ method: 'GET', url: '/api/dashboard/queue', headers: asAdmin() });
    expect(health.statusCode).toBe(200);
    expect(health.json().data.queues.map((q: { name: string }) => q.name)).toContain('email-send');
    expect(health.json().data.emails).toEqual(expect.objectContaining({ failed: expect.any(Number) }));
  });
});

describe('without SMTP', () => {
  it('keeps each message, as it would have been sent, for the back office', async () => {
    const kept = await createTestApp({
      jobs: { enabled: true, pollingSeconds: 0.5, outboxSweepSeconds: 1, outboxLeaseSeconds: 300 },
    });
    try {
      const keeper = await createAdmin(kept.app);
      const res = await kept.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { fullName: 'Ana', email: 'ana@example.com', phoneNo: '9876543210', subject: 'Other', message: 'Hi' },
      });
      expect(res.statusCode).toBe(201);
      const list = async () =>
        (
          await kept.app.inject({
            method: 'GET',
            url: '/api/emails?recipient=ana@',
            headers: { authorization: `Bearer ${keeper.token}` },
          })
        ).json().data;
      await expect.poll(async () => (await list())[0]?.status).toBe('kept');
      expect((await list())[0].subject).toBe('We received your message: Other');
    } finally {
      await kept.close();
    }
  });
});

// Online payment against a local stand-in of Razorpay's documented API (test/razorpay.ts): the order's Razorpay order,
// the checkout's signed callback, webhooks delivered twice, shuffled, before the callback or never, the reconciler,
// expiry, refunds (the shop's own and an admin's), and cash on delivery beside it.
import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES } from '@astroden/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, payments, products, refunds, settings } from '../../db/schema/index.ts';
import { ensureDefaultSettings } from '../../lib/default-settings.ts';
import { toPaise } from '../../lib/money.ts';
import { getOrderRules } from '../../lib/order-rules.ts';
import { getPaymentSettings } from '../../lib/payment-settings.ts';
import { createAdmin, createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { liftOrderVelocityLimits, orderBody } from '../../test/fixtures.ts';
import { startRazorpay, type TestRazorpay } from '../../test/razorpay.ts';
import * as ordersService from '../orders/service.ts';
import * as service from './service.ts';

let rp: TestRazorpay;
let t: TestApp;
let admin: TestUser;
const WEBHOOK = '/api/payments/razorpay/webhook';

async function putSetting(key: string, value: unknown) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/settings/${key}`,
    headers: admin.headers,
    payload: { value },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

beforeAll(async () => {
  rp = await startRazorpay();
  t = await createTestApp({
    payments: { apiUrl: rp.url, checkoutUrl: rp.checkoutUrl, reconcileSeconds: 3600 },
  });
  await liftOrderVelocityLimits(t.app.db);
  await ensureDefaultSettings(t.app.db);
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await rp.close();
});

let n = 0;
async function product(pricePaise = 149_900, stock = 20) {
  n += 1;
  const [row] = await t.app.db
    .insert(products)
    .values({ name: `Orbit Hoodie ${n}`, description: 'd', pricePaise, stock, category: 'Shirts' })
    .returning();
  return row!;
}

const stockOf = async (id: string) =>
  (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

async function orderRow(orderNumber: string) {
  const [row] = await t.app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

async function placeOnline(quantity = 1, headers: Record<string, string> = {}) {
  const p = await product();
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      ...orderBody([{ productId: p.id, quantity }], { email: `payer${n}@pay.example` }),
      paymentMethod: 'online',
    },
  });
  return { res, product: p, data: res.json().data };
}

/** Posts a webhook as Razorpay would, `times` times (a redelivery carries the same event id). */
async function deliver(hook: ReturnType<TestRazorpay['webhook']>, times = 1) {
  const answers: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await t.app.inject({ method: 'POST', url: WEBHOOK, headers: hook.headers, payload: hook.body });
    answers.push(res.statusCode);
  }
  return answers;
}

const callback = (orderId: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment`, payload: body });

const mailsOf = async (orderNumber: string, kind: string) => {
  const order = await orderRow(orderNumber);
  return t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, order.id), eq(emailOutbox.kind, kind)));
};

/** Runs queued refund jobs' work now (the queue would, a moment later). */
async function sendPendingRefunds() {
  const razorpay = service.razorpayFor(await getPaymentSettings(t.app.db), rp.url)!;
  const pending = await t.app.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.status, 'pending'));
  for (const { id } of pending) await service.sendRefund(t.app.db, razorpay, id);
}

async function reconcile(expiryMinutes = 30) {
  const razorpay = service.razorpayFor(await getPaymentSettings(t.app.db), rp.url);
  return service.reconcile(t.app.db, razorpay, expiryMinutes);
}

/** A Razorpay order that is none of the shop's (made at Razorpay directly). */
async function strangerOrder() {
  const client = service.razorpayFor(await getPaymentSettings(t.app.db), rp.url)!.client;
  return client.createOrder({ amount: 5000, currency: 'INR', receipt: 'elsewhere' });
}

/** Moves an order's placing back in time (the reconciler leaves the first minute to the browser). */
const age = (orderNumber: string, minutes: number) =>
  t.app.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.orderNumber, orderNumber));

describe('without keys (the embedded default)', () => {
  it('offers cash on delivery only, and refuses an online order with a clear 400', async () => {
    const pub = await t.app.inject({ url: '/api/settings/public' });
    expect(pub.json().data.paymentMethods).toEqual(['cod']);
    const { res } = await placeOnline();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MESSAGES.onlineUnavailable);
    expect(rp.orders.size).toBe(0);
  });
});

describe('with keys set in Admin Settings', () => {
  beforeAll(async () => {
    await putSetting('paymentKeyId', rp.keyId);
    await putSetting('paymentKeySecret', rp.keySecret);
    await putSetting('paymentWebhookSecret', rp.webhookSecret);
  });

  it('keeps the keys write-only: set, but never shown to an admin or a visitor', async () => {
    const list = await t.app.inject({ url: '/api/settings', headers: admin.headers });
    expect(list.body).not.toContain(rp.keySecret);
    expect(list.body).not.toContain(rp.webhookSecret);
    expect(list.json().data.find((s: { key: string }) => s.key === 'paymentKeySecret')).toMatchObject({
      value: '',
      secret: true,
      isSet: true,
    });
    const pub = await t.app.inject({ url: '/api/settings/public' });
    expect(pub.json().data.paymentMethods).toEqual(['online', 'cod']);
    expect(pub.body).not.toContain(rp.keySecret);
  });

  it("creates the Razorpay order from the database's total (paise), receipt = the order id", async () => {
    const { res, data } = await placeOnline(2);
    expect(res.statusCode).toBe(201);
    const order = await orderRow(data.orderId);
    expect(data.payment).toEqual({
      provider: 'razorpay',
      keyId: rp.keyId,
      razorpayOrderId: order.razorpayOrderId,
      amount: order.totalPaise,
      currency: 'INR',
    });
    expect(order.totalPaise).toBe(2 * 149_900);
    const rz = rp.orders.get(order.razorpayOrderId!)!;
    expect(rz).toMatchObject({ amount: order.totalPaise, currency: 'INR', receipt: data.orderId });
    expect(order).toMatchObject({ paymentMethod: 'online', paymentStatus: 'unpaid', status: 'pending' });
    // An online order is confirmed by its payment's e-mail, not at placing.
    expect(await mailsOf(data.orderId, 'order_placed')).toHaveLength(0);
  });

  it('marks the order paid from a verified callback, once, with one e-mail; a forged one is a 400', async () => {
    const { data } = await placeOnline();
    const { callback: signed } = rp.pay(data.payment.razorpayOrderId);
    const forged = await callback(data.orderId, { ...signed, razorpay_signature: 'f'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(ORDER_MESSAGES.paymentInvalid);
    const otherOrder = await callback(data.orderId, { ...signed, razorpay_order_id: 'order_AAAAAAAAAAAAAA' });
    expect(otherOrder.statusCode).toBe(400);
    expect((await orderRow(data.orderId)).paymentStatus).toBe('unpaid');

    const first = await callback(data.orderId, signed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: ORDER_MESSAGES.paymentReceived,
      data: { orderId: data.orderId, paymentStatus: 'paid' },
    });
    const again = await callback(data.orderId, signed);
    expect(again.json().data.paymentStatus).toBe('paid');
    expect(await mailsOf(data.orderId, 'payment_received')).toHaveLength(1);
    const admin_ = await t.app.inject({ url: `/api/payment/checkouts?search=${data.orderId}`, headers: admin.headers });
    expect(admin_.json().data[0]).toMatchObject({
      paymentMethod: 'online',
      paymentStatus: 'paid',
      payments: [expect.objectContaining({ id: signed.razorpay_payment_id, status: 'captured', amount: 1499 })],
    });
  });

  it('trusts the signature only as far as Razorpay confirms: an authorized (uncaptured) payment is not paid', async () => {
    const { data } = await placeOnline();
    const { callback: signed } = rp.pay(data.payment.razorpayOrderId, { status: 'authorized' });
    const res = await callback(data.orderId, signed);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paymentStatus).toBe('unpaid');
    expect(res.json().message).toBe(ORDER_MESSAGES.paymentPending);
  });

  it('handles each webhook once however often and in whatever order it comes, before or after the callback', async () => {
    const { data } = await placeOnline();
    const { payment, callback: signed } = rp.pay(data.payment.razorpayOrderId);
    const captured = rp.webhook('payment.captured', payment.id);
    const paid = rp.webhook('order.paid', data.payment.razorpayOrderId);
    const forged = rp.webhook('payment.captured', payment.id, { secret: 'not-the-secret' });
    expect(await deliver(forged)).toEqual([400]);
    const answers = await Promise.all([deliver(paid, 3), deliver(captured, 3)]);
    expect(answers.flat()).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await callback(data.orderId, signed)).json().data.paymentStatus).toBe('paid');
    expect(await mailsOf(data.orderId, 'payment_received')).toHaveLength(1);
    const recorded = await t.app.db.select().from(payments).where(eq(payments.razorpayPaymentId, payment.id));
    expect(recorded).toHaveLength(1);
  });

  it('records a failed attempt, then a successful retry pays; a late payment.failed never unpays', async () => {
    const { data } = await placeOnline();
    const { payment: failed } = rp.pay(data.payment.razorpayOrderId, { status: 'failed' });
    await deliver(rp.webhook('payment.failed', failed.id));
    expect((await orderRow(data.orderId)).paymentStatus).toBe('failed');
    const { payment } = rp.pay(data.payment.razorpayOrderId);
    await deliver(rp.webhook('payment.captured', payment.id));
    expect((await orderRow(data.orderId)).paymentStatus).toBe('paid');
    await deliver(rp.webhook('payment.failed', failed.id, { eventId: randomUUID() }));
    expect((await orderRow(data.orderId)).paymentStatus).toBe('paid');
  });

  it('the reconciler finds a payment whose browser never came back and whose webhook never came', async () => {
    const { data } = await placeOnline();
    rp.pay(data.payment.razorpayOrderId);
    expect((await reconcile()).applied).toBe(0); // the first minute is the browser's
    await age(data.orderId, 2);
    expect((await reconcile()).applied).toBeGreaterThanOrEqual(1);
    expect((await orderRow(data.orderId)).paymentStatus).toBe('paid');
    expect(await mailsOf(data.orderId, 'payment_received')).toHaveLength(1);
  });

  it('applies a webhook about a Razorpay order it cannot match yet once it can, and gives up after a day', async () => {
    const { data } = await placeOnline();
    const { payment } = rp.pay(data.payment.razorpayOrderId);
    const hook = rp.webhook('payment.captured', payment.id);
    // As if the order had not stored its Razorpay order yet when the webhook came.
    await t.app.db.update(orders).set({ razorpayOrderId: null }).where(eq(orders.orderNumber, data.orderId));
    expect(await deliver(hook)).toEqual([200]);
    expect((await orderRow(data.orderId)).paymentStatus).toBe('unpaid');
    await t.app.db
      .update(orders)
      .set({ razorpayOrderId: data.payment.razorpayOrderId })
      .where(eq(orders.orderNumber, data.orderId));
    await t.app.db.execute(sql`update payment_events set received_at = now() - interval '10 seconds'`);
    await reconcile();
    expect((await orderRow(data.orderId)).paymentStatus).toBe('paid');

    const stray = rp.webhook('payment.captured', rp.pay((await strangerOrder()).id).payment.id);
    expect(await deliver(stray)).toEqual([200]);
    await t.app.db.execute(
      sql`update payment_events set received_at = now() - interval '2 days' where processed_at is null`,
    );
    await reconcile();
    const open = (await t.app.db.execute(
      sql`select count(*)::int as n from payment_events where processed_at is null`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(open.rows[0]!.n).toBe(0);
  });

  it('an order not paid in time fails and gives its stock back; a paid one never expires', async () => {
    const unpaid = await placeOnline(3);
    const paid = await placeOnline(2);
    rp.pay(paid.data.payment.razorpayOrderId);
    expect(await stockOf(unpaid.product.id)).toBe(17);
    await age(unpaid.data.orderId, 31);
    await age(paid.data.orderId, 31);
    await reconcile(30);
    expect(await orderRow(unpaid.data.orderId)).toMatchObject({ status: 'failed', paymentStatus: 'failed' });
    expect(await stockOf(unpaid.product.id)).toBe(20);
    expect(await orderRow(paid.data.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await stockOf(paid.product.id)).toBe(18);
  });

  it('refunds, by itself, a payment that comes after the order failed, and shows it to the admin', async () => {
    const { data } = await placeOnline();
    await age(data.orderId, 31);
    // Razorpay is unreachable at the deadline: nothing is failed on a guess.
    rp.failNext(1);
    expect((await reconcile(30)).unreachable).toBe(1);
    expect((await orderRow(data.orderId)).status).toBe('pending');
    await reconcile(30);
    expect((await orderRow(data.orderId)).status).toBe('failed');

    const { payment, callback: signed } = rp.pay(data.payment.razorpayOrderId);
    const res = await callback(data.orderId, signed);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MESSAGES.paymentClosed);
    await sendPendingRefunds();
    const refund = [...rp.refunds.values()].find((r) => r.payment_id === payment.id)!;
    expect(refund.amount).toBe(payment.amount);
    const order = (
      await t.app.inject({ url: `/api/payment/checkouts?search=${data.orderId}`, headers: admin.headers })
    ).json().data[0];
    expect(order.paymentStatus).toBe('refunded');
    expect(order.payments[0].note).toMatch(/after the order was failed: refunded/);
    expect(order.refunds[0]).toMatchObject({ amount: 1499, id: refund.id });
  });

  it('never marks paid an amount that is not the total: it is refunded', async () => {
    const { data } = await placeOnline();
    const { callback: signed } = rp.pay(data.payment.razorpayOrderId, { amount: 100 });
    await callback(data.orderId, signed);
    const order = await orderRow(data.orderId);
    expect(order.paymentStatus).not.toBe('paid');
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ amountPaise: 100 });
  });

  it('refunds part, then the rest, from Admin Orders; the same Idempotency-Key is the same refund', async () => {
    const { data } = await placeOnline(2);
    const { callback: signed } = rp.pay(data.payment.razorpayOrderId);
    await callback(data.orderId, signed);
    const refund = (body: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payment/checkout/${data.orderId}/refund`,
        headers: { ...admin.headers, 'idempotency-key': key },
        payload: body,
      });
    const key = randomUUID();
    const part = await refund({ amount: 500 }, key);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      message: ORDER_MESSAGES.refundStarted,
      data: { paymentStatus: 'partially_refunded', amountRefunded: 500 },
    });
    const replay = await refund({ amount: 500 }, key);
    expect(replay.json().data.amountRefunded).toBe(500);
    const atRazorpay = () => [...rp.refunds.values()].filter((r) => r.payment_id === signed.razorpay_payment_id);
    expect(atRazorpay()).toHaveLength(1);
    const tooMuch = await refund({ amount: 3000 }, randomUUID());
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(ORDER_MESSAGES.refundTooMuch(2498));
    const rest = await refund({}, randomUUID());
    expect(rest.json().data).toMatchObject({ paymentStatus: 'refunded', amountRefunded: 2998 });
    expect(
      atRazorpay()
        .map((r) => r.amount)
        .sort(),
    ).toEqual([249_800, 50_000]);
    const member = await t.app.inject({
      method: 'POST',
      url: `/api/payment/checkout/${data.orderId}/refund`,
      payload: {},
    });
    expect(member.statusCode).toBe(401);
  });

  it('answers 503 when Razorpay is down at checkout, placing nothing; the same Idempotency-Key then places it once', async () => {
    const key = randomUUID();
    const p = await product();
    const body = {
      ...orderBody([{ productId: p.id, quantity: 1 }], { email: 'retry@pay.example' }),
      paymentMethod: 'online',
    };
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': key }, payload: body });
    rp.failNext(1);
    const down = await post();
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(ORDER_MESSAGES.providerDown);
    expect(await stockOf(p.id)).toBe(20);
    const retry = await post();
    expect(retry.statusCode).toBe(201);
    const again = await post();
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment).toEqual(retry.json().data.payment);
    expect(again.json().data.orderId).toBe(retry.json().data.orderId);
    expect(await stockOf(p.id)).toBe(19);
  });

  it('places nothing at a price other than the Razorpay order was opened for', async () => {
    const p = await product(10_000);
    const input = { ...orderBody([{ productId: p.id, quantity: 1 }]), paymentMethod: 'online' as const };
    const rules = await getOrderRules(t.app.db);
    const quote = (await ordersService.quoteOrder(t.app.db, input, rules))!;
    expect(quote.totalPaise).toBe(10_000 + toPaise(rules.shippingFee));
    expect(quote.orderNumber).toMatch(/^ORD-\d{8}-\d{4,}$/);
    await t.app.db.update(products).set({ pricePaise: 12_000 }).where(eq(products.id, p.id));
    const payment = {
      orderNumber: quote.orderNumber,
      razorpayOrderId: 'order_Stale000000000',
      expectedTotalPaise: quote.totalPaise,
    };
    await expect(ordersService.placeOrder(t.app.db, input, { payment }, rules)).rejects.toBeInstanceOf(
      ordersService.Repriced,
    );
    expect(await stockOf(p.id)).toBe(20);
  });
});

describe('cash on delivery', () => {
  it('is paid when the admin marks the order completed, and can be switched off', async () => {
    const p = await product();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([{ productId: p.id, quantity: 1 }], { email: 'cod@pay.example' }),
    });
    expect(res.statusCode).toBe(201);
    const { orderId } = res.json().data;
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'unpaid' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/payment/checkout/${orderId}/status`,
      headers: admin.headers,
      payload: { status: 'completed' },
    });
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');

    await putSetting('codEnabled', false);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...orderBody([{ productId: p.id, quantity: 1 }]), paymentMethod: 'cod' },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(ORDER_MESSAGES.codUnavailable);
    expect((await t.app.inject({ url: '/api/settings/public' })).json().data.paymentMethods).toEqual(['online']);
    await putSetting('codEnabled', true);
  });
});

describe("Razorpay's checkout script", () => {
  it('comes through our own URL, and the CSP allows exactly its origins and no other', async () => {
    const res = await t.app.inject({ url: '/api/payments/razorpay/checkout.js' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(rp.checkoutUrl);
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)
        ?.slice(1);
    const origin = new URL(rp.url).origin;
    expect(directive('script-src')).toEqual(["'self'", origin]);
    expect(directive('frame-src')).toEqual([origin]);
    expect(directive('connect-src')).toEqual(["'self'", origin]);
  });
});

describe('the shop stays quiet about its settings', () => {
  it('keeps no secret in the settings table readable through the API', async () => {
    const [row] = await t.app.db.select().from(settings).where(eq(settings.key, 'paymentWebhookSecret'));
    expect(row!.value).toBe(rp.webhookSecret);
  });
});

// The signatures against Razorpay's own SDK test vectors, and the client against the local stand-in of the API.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutCallback, startRazorpay, type TestRazorpay } from '../test/razorpay.ts';
import {
  createRazorpayClient,
  type RazorpayClient,
  RazorpayError,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from './razorpay.ts';

/** One hex digit changed, the length kept. */
const tamper = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);

/** razorpay-python tests/mocks/fake_payment_authorized_webhook.json (= razorpay-ruby's fixture), byte for byte. */
const sdkWebhookFixture = `${JSON.stringify(
  {
    event: 'payment.authorized',
    entity: 'event',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: 'pay_6koWN7bvxujzxM',
          entity: 'payment',
          amount: 1000000,
          currency: 'INR',
          status: 'captured',
          order_id: 'order_100000000order',
          international: false,
          method: 'card',
          amount_refunded: 0,
          refund_status: null,
          captured: true,
          description: 'random description',
          card_id: 'card_6koWNAT6LASUqy',
          bank: null,
          wallet: null,
          vpa: null,
          email: 'a@b.com',
          contact: '+919999999999',
          notes: { merchant_order_id: 'random order id' },
          fee: 23000,
          service_tax: 3000,
          error_code: null,
          error_description: null,
          created_at: 1479978483,
        },
      },
    },
    created_at: 1400826760,
  },
  null,
  2,
)}\n`;

describe('payment signature', () => {
  const vectors = [
    // razorpay-node test/utils/razorpay-utils.spec.js (also in Razorpay's integration docs)
    {
      orderId: 'order_IEIaMR65cu6nz3',
      paymentId: 'pay_IH4NVgf4Dreq1l',
      secret: 'EnLs21M47BllR3X8PSFtjtbd',
      signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
    },
    // razorpay-python tests/test_client_utility.py
    {
      orderId: 'fake_order_id',
      paymentId: 'fake_payment_id',
      secret: 'key_secret',
      signature: 'b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89',
    },
    // razorpay-ruby test/razorpay/test_utility.rb
    {
      orderId: 'fake_other_id',
      paymentId: 'fake_payment_id',
      secret: 'key_secret',
      signature: '965ee2de4c5c4e6f006fb0a5a1736d992e5d4d52f9fe10b98c9b97ee169ebe18',
    },
  ];

  it.each(vectors)('accepts the SDK vector for $orderId and refuses it changed', ({ secret, ...callback }) => {
    expect(verifyPaymentSignature(callback, secret)).toBe(true);
    expect(verifyPaymentSignature({ ...callback, signature: tamper(callback.signature) }, secret)).toBe(false);
    expect(verifyPaymentSignature({ ...callback, signature: callback.signature.toUpperCase() }, secret)).toBe(false);
    expect(verifyPaymentSignature({ ...callback, paymentId: `${callback.paymentId}x` }, secret)).toBe(false);
    expect(verifyPaymentSignature(callback, `${secret}x`)).toBe(false);
  });

  it('refuses short, long, missing and non-string signatures without throwing, and an empty secret', () => {
    const { secret, ...callback } = vectors[0]!;
    for (const signature of ['sdfafds', '', `${callback.signature}0`, callback.signature.slice(1), undefined]) {
      expect(verifyPaymentSignature({ ...callback, signature }, secret)).toBe(false);
    }
    const notAString = { ...callback, signature: ['x'] as unknown as string };
    expect(verifyPaymentSignature(notAString, secret)).toBe(false);
    expect(verifyPaymentSignature({ ...callback, orderId: undefined as unknown as string }, secret)).toBe(false);
    expect(verifyPaymentSignature(callback, '')).toBe(false);
  });
});

describe('webhook signature', () => {
  // razorpay-node test/utils/razorpay-utils.spec.js
  const body = '{"a":1,"b":2,"c":{"d":3}}';
  const signature = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc';

  it('accepts the node SDK vector as text and as bytes, and refuses it changed', () => {
    expect(verifyWebhookSignature(body, signature, '123456')).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), signature, '123456')).toBe(true);
    expect(verifyWebhookSignature(body, tamper(signature), '123456')).toBe(false);
    expect(verifyWebhookSignature(`${body} `, signature, '123456')).toBe(false);
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(body), null, 1), signature, '123456')).toBe(false);
    expect(verifyWebhookSignature(body, signature, '1234567')).toBe(false);
  });

  it('accepts the python and ruby SDK vectors over their fixture file', () => {
    expect(createHash('sha256').update(sdkWebhookFixture).digest('hex')).toBe(
      '9cc0236491299f34a154292eaed46d94b010f44b22095c034f884ca6a1862bef',
    );
    const python = 'd60e67fd884556c045e9be7dad57903e33efc7172c17c6e3ef77db42d2b366e9';
    const ruby = 'dda9ca344c56ccbd90167b1be0fd99dfa92fe2b827020f27e2a46024e31c7c99';
    expect(verifyWebhookSignature(sdkWebhookFixture, python, 'key_secret')).toBe(true);
    expect(verifyWebhookSignature(sdkWebhookFixture, ruby, 'chosen_webhook_secret')).toBe(true);
    // Without its trailing newline the body is another body.
    expect(verifyWebhookSignature(sdkWebhookFixture.trimEnd(), python, 'key_secret')).toBe(false);
  });

  it('refuses wrong-length and missing signatures without throwing, and an empty secret', () => {
    for (const given of ['sdfafds', '', `${signature}00`, undefined, null as unknown as string]) {
      expect(verifyWebhookSignature(body, given, '123456')).toBe(false);
    }
    expect(verifyWebhookSignature(undefined as unknown as string, signature, '123456')).toBe(false);
    expect(verifyWebhookSignature(body, signature, '')).toBe(false);
  });
});

describe('Razorpay client against the stand-in', () => {
  let razorpay: TestRazorpay;
  let client: RazorpayClient;
  beforeAll(async () => {
    razorpay = await startRazorpay();
    client = createRazorpayClient({ apiUrl: razorpay.url, keyId: razorpay.keyId, keySecret: razorpay.keySecret });
  });
  afterAll(() => razorpay.close());

  /** The call's rejection, which must be a RazorpayError. */
  async function failure(call: Promise<unknown>): Promise<RazorpayError> {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RazorpayError);
    return error as RazorpayError;
  }

  it('creates an order, reads it back and sees it paid', async () => {
    const order = await client.createOrder({ amount: 149_900, currency: 'INR', receipt: 'AD-1001' });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 149_900,
      amount_paid: 0,
      amount_due: 149_900,
      currency: 'INR',
      receipt: 'AD-1001',
      status: 'created',
      attempts: 0,
      notes: {},
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(JSON.parse(razorpay.requests.at(-1)?.body ?? '')).toEqual({
      amount: 149_900,
      currency: 'INR',
      receipt: 'AD-1001',
    });

    const failed = razorpay.pay(order.id, { status: 'failed' });
    const { payment, callback } = razorpay.pay(order.id, { method: 'upi' });
    expect(
      verifyPaymentSignature(
        { orderId: order.id, paymentId: callback.razorpay_payment_id, signature: callback.razorpay_signature },
        razorpay.keySecret,
      ),
    ).toBe(true);

    expect(await client.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 149_900,
      amount_due: 0,
      attempts: 2,
    });
    const list = await client.fetchOrderPayments(order.id);
    expect(list).toMatchObject({ entity: 'collection', count: 2 });
    expect(list.items.map((p) => [p.id, p.status])).toEqual([
      [failed.payment.id, 'failed'],
      [payment.id, 'captured'],
    ]);
    expect(list.items[0]).toMatchObject({ error_code: 'BAD_REQUEST_ERROR', error_reason: 'payment_failed', fee: null });
    expect(await client.fetchPayment(payment.id)).toMatchObject({
      id: payment.id,
      entity: 'payment',
      amount: 149_900,
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      notes: {},
    });
  });

  it('keeps notes, and sends empty notes as [] on the wire', async () => {
    const order = await client.createOrder({ amount: 100, currency: 'INR', notes: { shopOrder: 'AD-7' } });
    expect((await client.fetchOrder(order.id)).notes).toEqual({ shopOrder: 'AD-7' });
    const bare = await client.createOrder({ amount: 100, currency: 'INR' });
    const auth = `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`;
    const raw = await fetch(`${razorpay.url}/v1/orders/${bare.id}`, { headers: { authorization: auth } });
    expect(await raw.text()).toContain('"notes":[]');
  });

  it("answers Razorpay's validation errors with their field", async () => {
    const small = await failure(client.createOrder({ amount: 99, currency: 'INR' }));
    expect(small).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'The amount must be at least INR 1.00',
      field: 'amount',
      reason: 'input_validation_failed',
      retryable: false,
    });
    const receipt = await failure(client.createOrder({ amount: 100, currency: 'INR', receipt: 'r'.repeat(41) }));
    expect(receipt).toMatchObject({ status: 400, field: 'receipt' });
    const unknown = await failure(client.fetchOrder('order_AAAAAAAAAAAAAA'));
    expect(unknown).toMatchObject({ status: 400, description: 'The id provided does not exist', retryable: false });
    expect(await failure(client.fetchPayment('pay_AAAAAAAAAAAAAA'))).toMatchObject({ status: 400 });
  });

  it('refunds part, then the rest, and refuses more', async () => {
    const order = await client.createOrder({ amount: 50_000, currency: 'INR' });
    const { payment } = razorpay.pay(order.id);
    const part = await client.refund(payment.id, { amount: 20_000, notes: { reason: 'one pod' } }, 'refund-part-0001');
    expect(part).toMatchObject({
      entity: 'refund',
      amount: 20_000,
      payment_id: payment.id,
      status: 'processed',
      speed_requested: 'normal',
      notes: { reason: 'one pod' },
    });
    expect(part.id).toMatch(/^rfnd_/);
    expect(await client.fetchPayment(payment.id)).toMatchObject({
      status: 'captured',
      amount_refunded: 20_000,
      refund_status: 'partial',
    });

    const over = await failure(client.refund(payment.id, { amount: 30_001 }, 'refund-over-0001'));
    expect(over).toMatchObject({
      status: 400,
      description: 'The refund amount provided is greater than amount captured.',
      retryable: false,
    });

    const rest = await client.refund(payment.id, {}, 'refund-rest-0001');
    expect(rest.amount).toBe(30_000);
    expect(await client.fetchPayment(payment.id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 50_000,
      refund_status: 'full',
    });
    const again = await failure(client.refund(payment.id, { amount: 100 }, 'refund-more-0001'));
    expect(again.description).toBe('The payment has been fully refunded already.');
  });

  it('answers a replayed refund with the same refund, and refuses another body under the same key', async () => {
    const order = await client.createOrder({ amount: 10_000, currency: 'INR' });
    const { payment } = razorpay.pay(order.id);
    const first = await client.refund(payment.id, { amount: 4_000 }, 'shop-refund-42');
    const replay = await client.refund(payment.id, { amount: 4_000 }, 'shop-refund-42');
    expect(replay.id).toBe(first.id);
    expect((await client.fetchPayment(payment.id)).amount_refunded).toBe(4_000);
    expect(razorpay.requests.at(-2)?.headers['x-refund-idempotency']).toBe('shop-refund-42');

    const other = await failure(client.refund(payment.id, { amount: 5_000 }, 'shop-refund-42'));
    expect(other).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'Different request with the same idempotency key has already been processed.',
    });
    expect(await failure(client.refund(payment.id, { amount: 100 }, 'short'))).toMatchObject({ status: 400 });
  });

  it('refuses to refund a payment that was not captured', async () => {
    const order = await client.createOrder({ amount: 10_000, currency: 'INR' });
    const { payment } = razorpay.pay(order.id, { status: 'failed' });
    expect(await failure(client.refund(payment.id, {}, 'refund-failed-01'))).toMatchObject({ status: 400 });
  });

  it('answers a wrong key with a 401 that is not worth retrying', async () => {
    const wrongSecret = createRazorpayClient({ apiUrl: razorpay.url, keyId: razorpay.keyId, keySecret: 'nope' });
    expect(await failure(wrongSecret.fetchOrder('order_AAAAAAAAAAAAAA'))).toMatchObject({
      status: 401,
      code: 'BAD_REQUEST_ERROR',
      description: 'The api secret provided is invalid',
      retryable: false,
    });
    const wrongKey = createRazorpayClient({ apiUrl: razorpay.url, keyId: 'rzp_test_nope', keySecret: 'nope' });
    expect(await failure(wrongKey.createOrder({ amount: 100, currency: 'INR' }))).toMatchObject({
      status: 401,
      description: 'The api key provided is invalid',
      retryable: false,
    });
  });

  it('answers an unknown path as Razorpay does', async () => {
    const response = await fetch(`${razorpay.url}/v1/nothing-here`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server.',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      },
    });
  });

  it('marks a 5xx, a 429, a timeout and an unreachable server retryable', async () => {
    razorpay.failNext(1);
    expect(await failure(client.createOrder({ amount: 100, currency: 'INR' }))).toMatchObject({
      status: 500,
      code: 'SERVER_ERROR',
      retryable: true,
    });
    razorpay.failNext(1, 429);
    expect(await failure(client.fetchOrder('order_AAAAAAAAAAAAAA'))).toMatchObject({ status: 429, retryable: true });

    const impatient = createRazorpayClient({
      apiUrl: razorpay.url,
      keyId: razorpay.keyId,
      keySecret: razorpay.keySecret,
      timeoutMs: 200,
    });
    razorpay.failNext(1, 'hang');
    expect(await failure(impatient.createOrder({ amount: 100, currency: 'INR' }))).toMatchObject({
      status: null,
      code: 'TIMEOUT',
      retryable: true,
    });
    expect(razorpay.requests.at(-1)?.status).toBeNull();
    // The stand-in is itself again after the failures it was told to make.
    expect((await impatient.createOrder({ amount: 100, currency: 'INR' })).status).toBe('created');

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = createRazorpayClient({ apiUrl: `http://127.0.0.1:${port}`, keyId: 'k', keySecret: 's' });
    expect(await failure(nowhere.fetchOrder('order_AAAAAAAAAAAAAA'))).toMatchObject({
      status: null,
      code: 'NETWORK_ERROR',
      retryable: true,
    });
  });
});

describe('Razorpay stand-in webhooks and checkout', () => {
  let razorpay: TestRazorpay;
  beforeAll(async () => {
    razorpay = await startRazorpay({ webhookSecret: 'whsec-for-tests' });
  });
  afterAll(() => razorpay.close());

  it('signs the documented webhook bodies and delivers them again with the same event id', async () => {
    const client = createRazorpayClient({ apiUrl: razorpay.url, keyId: razorpay.keyId, keySecret: razorpay.keySecret });
    const order = await client.createOrder({ amount: 2_500, currency: 'INR' });
    const { payment } = razorpay.pay(order.id);
    const refund = await client.refund(payment.id, { amount: 1_000 }, 'webhook-refund-1');

    const paid = razorpay.webhook('order.paid', order.id);
    expect(verifyWebhookSignature(paid.body, paid.headers['x-razorpay-signature'], 'whsec-for-tests')).toBe(true);
    expect(paid.headers['x-razorpay-event-id']).toBe(paid.eventId);
    const body = JSON.parse(paid.body);
    expect(body).toMatchObject({
      entity: 'event',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: { id: payment.id, status: 'captured', notes: [] } },
        order: { entity: { id: order.id, status: 'paid', amount_paid: 2_500, amount_due: 0, attempts: 1 } },
      },
    });
    expect(body.account_id).toMatch(/^acc_/);

    const captured = JSON.parse(razorpay.webhook('payment.captured', payment.id).body);
    expect(captured).toMatchObject({ contains: ['payment'], payload: { payment: { entity: { base_amount: 2_500 } } } });
    const refunded = JSON.parse(razorpay.webhook('refund.processed', refund.id).body);
    expect(refunded).toMatchObject({
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: refund.id, status: 'processed' } },
        payment: { entity: { amount_refunded: 1_000, refund_status: 'partial' } },
      },
    });
    const { payment: declined } = razorpay.pay((await client.createOrder({ amount: 100, currency: 'INR' })).id, {
      status: 'failed',
    });
    const failedHook = razorpay.webhook('payment.failed', declined.id, { secret: 'other' });
    expect(verifyWebhookSignature(failedHook.body, failedHook.signature, 'whsec-for-tests')).toBe(false);
    expect(verifyWebhookSignature(failedHook.body, failedHook.signature, 'other')).toBe(true);

    const received: { id: string | undefined; valid: boolean }[] = [];
    const shop = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const signature = req.headers['x-razorpay-signature'] as string | undefined;
        received.push({
          id: req.headers['x-razorpay-event-id'] as string | undefined,
          valid: verifyWebhookSignature(raw, signature, 'whsec-for-tests'),
        });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    try {
      const answers = await razorpay.deliver(`http://127.0.0.1:${(shop.address() as AddressInfo).port}/hook`, paid, {
        times: 2,
      });
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(received).toEqual([
        { id: paid.eventId, valid: true },
        { id: paid.eventId, valid: true },
      ]);
    } finally {
      await new Promise((resolve) => shop.close(resolve));
    }
  });

  it('serves a checkout.js that defines window.Razorpay, and pays through its own endpoint', async () => {
    const script = await fetch(razorpay.checkoutUrl);
    expect(script.headers.get('content-type')).toContain('javascript');
    const source = await script.text();
    expect(() => new Script(source)).not.toThrow();
    expect(source).toContain('window.Razorpay');

    const client = createRazorpayClient({ apiUrl: razorpay.url, keyId: razorpay.keyId, keySecret: razorpay.keySecret });
    const order = await client.createOrder({ amount: 1_000, currency: 'INR' });
    const preflight = await fetch(`${razorpay.url}/_test/checkout/pay`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const pay = (key: string) =>
      fetch(`${razorpay.url}/_test/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key, order_id: order.id }),
      });
    expect((await pay('rzp_test_someoneelse')).status).toBe(400);
    const callback = (await (await pay(razorpay.keyId)).json()) as CheckoutCallback;
    expect(
      verifyPaymentSignature(
        { orderId: order.id, paymentId: callback.razorpay_payment_id, signature: callback.razorpay_signature },
        razorpay.keySecret,
      ),
    ).toBe(true);
    expect((await client.fetchOrder(order.id)).status).toBe('paid');
    expect((await pay(razorpay.keyId)).status).toBe(400);
  });
});

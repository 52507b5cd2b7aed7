// A local stand-in for Razorpay's documented API (orders, payments, refunds, webhooks, Standard Checkout), for tests:
// the same paths, Basic auth, entities and error bodies as the docs, with no network. Tests pay orders, build signed
// webhooks, and make the next calls fail or hang. What the docs leave open is marked UNCONFIRMED.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  RazorpayCollection,
  RazorpayNotes,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayPaymentStatus,
  RazorpayRefund,
} from '../lib/razorpay.ts';

export type PaymentMethod = 'card' | 'netbanking' | 'wallet' | 'upi';
export type WebhookEvent = 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed';

export interface CheckoutCallback {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayWebhook {
  event: WebhookEvent;
  eventId: string;
  /** The exact bytes that are signed and sent: compact JSON, as Razorpay sends it. */
  body: string;
  signature: string;
  headers: Record<string, string>;
}

export interface LoggedRequest {
  method: string;
  /** Path and query, e.g. /v1/orders. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The status answered; null while held by `failNext(n, 'hang')`. */
  status: number | null;
}

export interface TestRazorpay {
  /** http://127.0.0.1:<port>: the RAZORPAY_API_URL (the client adds /v1). */
  url: string;
  /** `${url}/v1/checkout.js`: the RAZORPAY_CHECKOUT_URL. */
  checkoutUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: ReadonlyMap<string, RazorpayOrder>;
  payments: ReadonlyMap<string, RazorpayPayment>;
  refunds: ReadonlyMap<string, RazorpayRefund>;
  /** Every request to the stand-in, oldest first. */
  requests: LoggedRequest[];
  /**
   * A payment on an order, as Checkout would make it. `captured` (the default) auto-captures, as accounts do by
   * default, and marks the order paid once its amount is met; `failed` and `authorized` leave it attempted. The
   * amount defaults to what is due. The callback is signed whatever the status, so a test can check that the shop
   * asks the API rather than trusting a signature alone.
   */
  pay(
    orderId: string,
    options?: { method?: PaymentMethod; status?: 'captured' | 'failed' | 'authorized'; amount?: number },
  ): { payment: RazorpayPayment; callback: CheckoutCallback };
  /**
   * A webhook as Razorpay would send it now, the entities as they stand: payment.* take a payment id, order.paid an
   * order id (its captured payment rides along), refund.processed a refund id (its payment rides along).
   */
  webhook(event: WebhookEvent, id: string, options?: { secret?: string; eventId?: string }): RazorpayWebhook;
  /** Posts the webhook `times` times (a redelivery carries the same event id); answers each status and body. */
  deliver(
    url: string,
    webhook: RazorpayWebhook,
    options?: { times?: number },
  ): Promise<{ status: number; body: string }[]>;
  /** The next `count` API calls answer `how` (a status, 500 by default, with Razorpay's error body) or never answer. */
  failNext(count: number, how?: number | 'hang'): void;
  close(): Promise<void>;
}

interface ErrorBody {
  code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
  field?: string;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.description);
  }
}

/** Generic errors (bad URL, bad id, auth) carry NA; field validation carries business / input_validation_failed. */
const generic = (description: string, status = 400) =>
  new ApiError(status, {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  });
const invalid = (description: string, field?: string) =>
  new ApiError(400, {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  });
const idDoesNotExist = () => invalid('The id provided does not exist');

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** `<prefix>_` and 14 base62 characters, the form of every Razorpay id (the event id has no prefix). */
const newId = (prefix?: string) => {
  const chars = Array.from(randomBytes(14), (byte) => BASE62[byte % 62]).join('');
  return prefix ? `${prefix}_${chars}` : chars;
};
const now = () => Math.floor(Date.now() / 1000);
const hmacHex = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** Razorpay serialises empty notes as `[]`. */
const toJson = (value: unknown) =>
  JSON.stringify(value, (key, v) =>
    key === 'notes' && v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0 ? [] : v,
  );

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The limits (15 pairs, values of 256 characters) are documented; the wording of these errors is UNCONFIRMED. */
function readNotes(value: unknown): RazorpayNotes {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return {};
  if (!isObject(value)) throw invalid('The notes must be an object.', 'notes');
  if (Object.keys(value).length > 15) throw invalid('The notes may not have more than 15 items.', 'notes');
  if (Object.values(value).some((v) => String(v).length > 256)) {
    throw invalid('The notes value may not be greater than 256 characters.', 'notes');
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}

function readAmount(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw invalid('The amount must be an integer.', 'amount');
  return value;
}

const METHOD_DETAILS: Record<PaymentMethod, Partial<RazorpayPayment>> = {
  card: { card_id: null, acquirer_data: { auth_code: '299196' } },
  netbanking: { bank: 'HDFC', acquirer_data: { bank_transaction_id: '5733649' } },
  wallet: { wallet: 'freecharge', acquirer_data: { transaction_id: null } },
  upi: { vpa: 'success@razorpay', acquirer_data: { rrn: '309622713834', upi_transaction_id: null } },
};

export async function startRazorpay(
  options: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<TestRazorpay> {
  const keyId = options.keyId ?? `rzp_test_${newId()}`;
  const keySecret = options.keySecret ?? newId().repeat(2).slice(0, 24);
  const webhookSecret = options.webhookSecret ?? 'test-webhook-secret';
  const accountId = newId('acc');
  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  /** X-Refund-Idempotency key → the request it first served and the refund it made. */
  const idempotency = new Map<string, { request: string; refundId: string }>();
  const failures: (number | 'hang')[] = [];
  const requests: LoggedRequest[] = [];

  function find<T>(map: Map<string, T>, prefix: string, id: string): T {
    // A malformed id is named in the error; a well-formed one that is not there "does not exist".
    if (!new RegExp(`^${prefix}_[A-Za-z0-9]{14}$`).test(id)) throw invalid(`${id} is not a valid id.`);
    const found = map.get(id);
    if (!found) throw idDoesNotExist();
    return found;
  }

  function authenticate(header: string | undefined) {
    // The docs name `basic x` and `Basic "x"` invalid: only `Basic <base64>` is read.
    const match = /^Basic ([A-Za-z0-9+/]+=*)$/.exec(header ?? '');
    const decoded = match ? Buffer.from(match[1]!, 'base64').toString() : '';
    const colon = decoded.indexOf(':');
    if (colon < 0) throw generic('Authentication failed', 401); // 401 UNCONFIRMED (one doc page says 400)
    if (decoded.slice(0, colon) !== keyId) throw generic('The api key provided is invalid', 401);
    if (decoded.slice(colon + 1) !== keySecret) throw generic('The api secret provided is invalid', 401);
  }

  function createOrder(body: Record<string, unknown>): RazorpayOrder {
    if (body.amount === undefined) throw invalid('The amount field is required.', 'amount');
    const amount = readAmount(body.amount);
    if (amount < 100) throw invalid('The amount must be at least INR 1.00', 'amount');
    if (typeof body.currency !== 'string' || body.currency === '') {
      throw invalid('The currency field is required.', 'currency');
    }
    if (!/^[A-Z]{3}$/.test(body.currency)) throw invalid('The currency must be a valid ISO currency code.', 'currency');
    const receipt = body.receipt ?? null;
    if (receipt !== null && typeof receipt !== 'string') throw invalid('The receipt must be a string.', 'receipt');
    if (receipt && receipt.length > 40) throw invalid('The receipt may not be greater than 40 characters.', 'receipt');
    const order: RazorpayOrder = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: body.currency,
      receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: readNotes(body.notes),
      created_at: now(),
    };
    orders.set(order.id, order);
    return order;
  }

  function refund(paymentId: string, body: Record<string, unknown>, key: string | undefined): RazorpayRefund {
    const payment = find(payments, 'pay', paymentId);
    const request = `${paymentId} ${canonical(body)}`;
    if (key !== undefined) {
      if (key.length < 10) throw generic('The idempotency key must be at least 10 characters long.');
      if (!/^[A-Za-z0-9_-]+$/.test(key)) {
        throw generic('The idempotency key must only contain alphanumeric characters, underscores, and hyphens');
      }
      const seen = idempotency.get(key);
      if (seen && seen.request === request) return refunds.get(seen.refundId)!;
      // The docs disagree: their tips say BAD_REQUEST, their error table says 409. This follows the tips.
      if (seen) throw generic('Different request with the same idempotency key has already been processed.');
    }
    const extra = Object.keys(body).filter((k) => !['amount', 'speed', 'notes', 'receipt'].includes(k));
    if (extra.length > 0) throw invalid(`${extra.join(', ')} is/are not required and should not be sent.`);
    const remaining = payment.amount - payment.amount_refunded;
    if (payment.status === 'refunded' || (payment.captured && remaining <= 0)) {
      throw invalid('The payment has been fully refunded already.');
    }
    // UNCONFIRMED wording for refunding a payment that is not captured (seen on the transfers API).
    if (payment.status !== 'captured') throw invalid('The payment status should be captured for action to be taken');
    const amount = body.amount === undefined ? remaining : readAmount(body.amount);
    if (amount < 100) throw invalid('The amount must be at least INR 1.00.', 'amount');
    if (amount > remaining) throw invalid('The refund amount provided is greater than amount captured.');
    const speed = body.speed ?? 'normal';
    if (speed !== 'normal' && speed !== 'optimum') throw invalid('The selected speed is invalid.', 'speed');
    if (body.receipt !== undefined && typeof body.receipt !== 'string') {
      throw invalid('The receipt must be a string.', 'receipt');
    }
    const made: RazorpayRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: readNotes(body.notes),
      receipt: (body.receipt as string | undefined) ?? null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'processed',
      speed_processed: speed === 'optimum' ? 'instant' : 'normal',
      speed_requested: speed,
    };
    refunds.set(made.id, made);
    payment.amount_refunded += amount;
    // A payment reads `refunded` only once fully refunded; after a partial refund it stays `captured`.
    const full = payment.amount_refunded === payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    if (key !== undefined) idempotency.set(key, { request, refundId: made.id });
    return made;
  }

  function pay(
    orderId: string,
    { method = 'card', status = 'captured', amount }: Parameters<TestRazorpay['pay']>[1] & object = {},
  ) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId} at the Razorpay stand-in`);
    if (order.status === 'paid') {
      throw new Error(`Order ${orderId} is paid: Razorpay declines further payments on it`);
    }
    const paymentStatus: RazorpayPaymentStatus = status;
    const paid = amount ?? order.amount_due;
    const captured = paymentStatus === 'captured';
    const failed = paymentStatus === 'failed';
    // Fees include GST (18%); `tax` is the GST part.
    const fee = captured ? Math.round(paid * 0.0236) : null;
    const payment: RazorpayPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: paid,
      currency: order.currency,
      status: paymentStatus,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured,
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      email: 'gaurav.kumar@example.com',
      contact: '+919000090000',
      notes: {},
      fee,
      tax: fee === null ? null : Math.round((fee * 18) / 118),
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed
        ? 'Payment was unsuccessful due to a temporary issue. If amount got deducted, it will be refunded within 5-7 working days.'
        : null,
      error_source: failed ? 'gateway' : null,
      error_step: failed ? 'payment_response' : null,
      error_reason: failed ? 'payment_failed' : null,
      ...METHOD_DETAILS[method],
      created_at: now(),
    };
    if (method === 'card') payment.card_id = newId('card');
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (captured) {
      order.amount_paid += paid;
      order.amount_due = Math.max(order.amount - order.amount_paid, 0);
    }
    order.status = order.amount_paid >= order.amount ? 'paid' : 'attempted';
    const callback: CheckoutCallback = {
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacHex(keySecret, `${order.id}|${payment.id}`),
    };
    return { payment: structuredClone(payment), callback };
  }

  function webhook(event: WebhookEvent, id: string, opts: { secret?: string; eventId?: string } = {}) {
    let contains: string[];
    let payload: Record<string, { entity: unknown }>;
    if (event === 'order.paid') {
      const order = orders.get(id);
      if (!order) throw new Error(`No order ${id} at the Razorpay stand-in`);
      const payment = [...payments.values()].find((p) => p.order_id === id && p.captured);
      if (!payment) throw new Error(`Order ${id} has no captured payment`);
      contains = ['payment', 'order'];
      payload = { payment: { entity: payment }, order: { entity: order } };
    } else if (event === 'refund.processed') {
      const made = refunds.get(id);
      if (!made) throw new Error(`No refund ${id} at the Razorpay stand-in`);
      contains = ['refund', 'payment'];
      payload = { refund: { entity: made }, payment: { entity: payments.get(made.payment_id) } };
    } else {
      const payment = payments.get(id);
      if (!payment) throw new Error(`No payment ${id} at the Razorpay stand-in`);
      // The payment.captured sample adds these two to the entity.
      const entity =
        event === 'payment.captured' ? { ...payment, base_amount: payment.amount, amount_transferred: 0 } : payment;
      contains = ['payment'];
      payload = { payment: { entity } };
    }
    const body = toJson({
      entity: 'event',
      account_id: accountId,
      event,
      contains,
      payload,
      created_at: now(),
    });
    const eventId = opts.eventId ?? newId();
    const signature = hmacHex(opts.secret ?? webhookSecret, body);
    return {
      event,
      eventId,
      body,
      signature,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Razorpay-Webhook/v1',
        'request-id': eventId,
        'x-razorpay-event-id': eventId,
        'x-razorpay-signature': signature,
      },
    };
  }

  function route(req: IncomingMessage, res: ServerResponse, raw: string): number | null {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '');

    if (path === '/v1/checkout.js' && method === 'GET') {
      res.writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cross-origin-resource-policy': 'cross-origin',
        'access-control-allow-origin': '*',
      });
      res.end(checkoutScript(`http://${req.headers.host}`));
      return 200;
    }
    if (path.startsWith('/_test/')) return testRoute(res, method, path, raw);

    const failure = failures.shift();
    if (failure === 'hang') return null;
    if (failure !== undefined) {
      const serverError = new ApiError(failure, {
        code: failure >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
        description:
          failure >= 500
            ? 'The server encountered an error. The incident has been reported to admins.'
            : 'Too many requests',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      });
      return sendError(res, serverError);
    }

    const match = (pattern: RegExp) => pattern.exec(path)?.[1];
    const handler = (() => {
      if (method === 'POST' && path === '/v1/orders') return () => createOrder(parseBody(raw));
      const orderId = match(/^\/v1\/orders\/([^/]+)$/);
      if (method === 'GET' && orderId) return () => find(orders, 'order', orderId);
      const paymentsOf = match(/^\/v1\/orders\/([^/]+)\/payments$/);
      if (method === 'GET' && paymentsOf) {
        return (): RazorpayCollection<RazorpayPayment> => {
          find(orders, 'order', paymentsOf);
          const items = [...payments.values()].filter((p) => p.order_id === paymentsOf);
          return { entity: 'collection', count: items.length, items };
        };
      }
      const paymentId = match(/^\/v1\/payments\/([^/]+)$/);
      if (method === 'GET' && paymentId) return () => find(payments, 'pay', paymentId);
      const refunded = match(/^\/v1\/payments\/([^/]+)\/refund$/);
      if (method === 'POST' && refunded) {
        const key = req.headers['x-refund-idempotency'];
        return () => refund(refunded, parseBody(raw), Array.isArray(key) ? key[0] : key);
      }
      return undefined;
    })();

    try {
      if (!handler) throw generic('The requested URL was not found on the server.');
      authenticate(req.headers.authorization);
      const answer = toJson(handler());
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
      return 200;
    } catch (error) {
      if (error instanceof ApiError) return sendError(res, error);
      throw error;
    }
  }

  /** What the fake checkout.js calls from the browser (CORS open, as Checkout's own frame would be). */
  function testRoute(res: ServerResponse, method: string, path: string, raw: string) {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    };
    if (method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return 204;
    }
    const outcome = path === '/_test/checkout/pay' ? 'captured' : path === '/_test/checkout/fail' ? 'failed' : null;
    try {
      if (method !== 'POST' || !outcome) throw generic('The requested URL was not found on the server.');
      const body = parseBody(raw);
      // Checkout answers this when its key is not the one that made the order.
      if (body.key !== keyId || typeof body.order_id !== 'string' || !orders.has(body.order_id)) {
        throw idDoesNotExist();
      }
      if (orders.get(body.order_id)?.status === 'paid') {
        throw invalid(
          'Your payment has been declined as the order is already paid. Please initiate the payment with a new order.',
        );
      }
      const { payment, callback } = pay(body.order_id, { status: outcome });
      res.writeHead(200, { ...cors, 'content-type': 'application/json' });
      res.end(JSON.stringify(outcome === 'captured' ? callback : { error: failureOf(payment) }));
      return 200;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      res.setHeader('access-control-allow-origin', '*');
      return sendError(res, error);
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const logged: LoggedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body,
        status: null,
      };
      requests.push(logged);
      try {
        logged.status = route(req, res, body);
      } catch (error) {
        logged.status = 500;
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    checkoutUrl: `${url}/v1/checkout.js`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    requests,
    pay,
    webhook,
    async deliver(target, hook, { times = 1 } = {}) {
      const answers: { status: number; body: string }[] = [];
      for (let i = 0; i < times; i += 1) {
        const response = await fetch(target, { method: 'POST', headers: hook.headers, body: hook.body });
        answers.push({ status: response.status, body: await response.text() });
      }
      return answers;
    },
    failNext(count, how = 500) {
      for (let i = 0; i < count; i += 1) failures.push(how);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function parseBody(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid('The request body is not valid JSON.'); // UNCONFIRMED wording
  }
  if (!isObject(parsed)) throw invalid('The request body is not valid JSON.');
  return parsed;
}

/** JSON with sorted keys: the same request in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function sendError(res: ServerResponse, error: ApiError): number {
  res.writeHead(error.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: error.body }));
  return error.status;
}

/** The `response.error` Checkout hands to `on('payment.failed')`. */
function failureOf(payment: RazorpayPayment) {
  return {
    code: payment.error_code,
    description: payment.error_description,
    source: payment.error_source,
    step: payment.error_step,
    reason: payment.error_reason,
    metadata: { order_id: payment.order_id, payment_id: payment.id },
  };
}

/**
 * A tiny Standard Checkout: `new Razorpay(options)`, `open()`, `on('payment.failed', fn)`. The dialog is built with
 * DOM calls only (no inline markup or style attributes, so a strict CSP lets it run). Pay makes a captured payment
 * and calls `options.handler`; Fail makes a failed one, calls the payment.failed handlers and, like Checkout with
 * retries on, stays open; Cancel closes and calls `options.modal.ondismiss`.
 */
function checkoutScript(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
    return this;
  };
  Razorpay.prototype.close = function () {
    if (this.dialog) this.dialog.remove();
    this.dialog = null;
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var o = self.options;
    self.close();
    var backdrop = document.createElement('div');
    backdrop.setAttribute('data-razorpay-stand-in', '');
    Object.assign(backdrop.style, { position: 'fixed', inset: '0', zIndex: '2147483647', display: 'grid',
      placeItems: 'center', background: 'rgba(0,0,0,0.6)' });
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Razorpay Checkout');
    Object.assign(box.style, { background: '#fff', color: '#111', padding: '24px', borderRadius: '8px',
      minWidth: '280px', fontFamily: 'sans-serif' });
    var title = document.createElement('h2');
    title.textContent = o.name || 'Checkout';
    var amount = document.createElement('p');
    amount.textContent = (o.currency || 'INR') + ' ' + (Number(o.amount) / 100).toFixed(2);
    var status = document.createElement('p');
    status.setAttribute('role', 'status');
    function button(label, onClick) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.marginRight = '8px';
      b.addEventListener('click', onClick);
      return b;
    }
    function post(path) {
      return fetch(ORIGIN + path, { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: o.key, order_id: o.order_id }) })
        .then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); });
    }
    function emit(event, payload) {
      (self.listeners[event] || []).forEach(function (fn) { fn(payload); });
    }
    var retry = !(o.retry === false || (o.retry && o.retry.enabled === false));
    box.append(title, amount, status,
      button('Pay', function () {
        post('/_test/checkout/pay').then(function (res) {
          if (!res.ok) { status.textContent = res.body.error.description; return; }
          self.close();
          if (typeof o.handler === 'function') o.handler(res.body);
        });
      }),
      button('Fail', function () {
        post('/_test/checkout/fail').then(function (res) {
          status.textContent = res.body.error.description;
          emit('payment.failed', { error: res.body.error });
          if (!retry) { self.close(); if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss(); }
        });
      }),
      button('Cancel', function () {
        self.close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      }));
    backdrop.append(box);
    document.body.append(backdrop);
    self.dialog = backdrop;
  };
  window.Razorpay = Razorpay;
})();
`;
}

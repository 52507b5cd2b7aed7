// The shop's Razorpay client (decision 13) and the two signatures it checks, with no SDK: the node SDK drops every
// header but its own, so it cannot send X-Refund-Idempotency. The client never retries by itself; a RazorpayError
// says whether the call may be tried again, and the caller (a job, a request) decides.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Agent, errors as undiciErrors } from 'undici';

/** Razorpay sends empty notes as `[]`; the client hands them on as `{}`. */
export type RazorpayNotes = Record<string, string>;

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  /** Paise, as are all amounts here. */
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: 'created' | 'attempted' | 'paid';
  /** Successful and failed payment attempts. */
  attempts: number;
  notes: RazorpayNotes;
  /** Unix seconds. */
  created_at: number;
}

export type RazorpayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: RazorpayPaymentStatus;
  order_id: string | null;
  invoice_id: string | null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string | null;
  contact: string | null;
  notes: RazorpayNotes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data?: Record<string, string | null>;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: RazorpayNotes;
  receipt: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
  batch_id: string | null;
  /** `pending` is not final: wait for refund.processed or refund.failed. */
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'instant' | 'normal';
  speed_requested: 'normal' | 'optimum';
}

export interface RazorpayCollection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

export interface CreateOrderInput {
  amount: number;
  currency: string;
  /** At most 40 characters. */
  receipt?: string;
  /** At most 15 pairs, each value at most 256 characters. */
  notes?: RazorpayNotes;
}

export interface RefundInput {
  /** Paise; the whole remainder when absent. */
  amount?: number;
  notes?: RazorpayNotes;
  receipt?: string;
  speed?: 'normal' | 'optimum';
}

export interface RazorpayClientOptions {
  /** Without `/v1`, e.g. https://api.razorpay.com (RAZORPAY_API_URL). */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** Per call, body included; 10 s when absent. */
  timeoutMs?: number;
}

export interface RazorpayClient {
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder>;
  fetchOrder(orderId: string): Promise<RazorpayOrder>;
  fetchOrderPayments(orderId: string): Promise<RazorpayCollection<RazorpayPayment>>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  /** The same key with the same body answers the refund made the first time, so a retry never refunds twice. */
  refund(paymentId: string, input: RefundInput, idempotencyKey: string): Promise<RazorpayRefund>;
}

/**
 * A call that failed. `status` is null when no answer came (network error, timeout); `code` is Razorpay's
 * (BAD_REQUEST_ERROR, GATEWAY_ERROR, SERVER_ERROR) or NETWORK_ERROR / TIMEOUT for those.
 */
export class RazorpayError extends Error {
  readonly status: number | null;
  readonly code: string;
  readonly description: string;
  readonly field: string | null;
  readonly reason: string | null;
  /** No answer, a timeout, a 5xx or a 429: the same call may succeed later. Any other 4xx will not. */
  readonly retryable: boolean;

  constructor(
    init: { status: number | null; code: string; description: string; field?: string | null; reason?: string | null },
    options?: { cause?: unknown },
  ) {
    super(`Razorpay ${init.status ?? init.code}: ${init.description}`, options);
    this.name = 'RazorpayError';
    this.status = init.status;
    this.code = init.code;
    this.description = init.description;
    this.field = init.field ?? null;
    this.reason = init.reason ?? null;
    this.retryable = init.status === null || init.status >= 500 || init.status === 429;
  }
}

const hmacHex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Constant-time equality of two hex strings; false (never a throw) for anything that is not a string. */
function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The checkout callback's proof: HMAC-SHA256 of `order_id|payment_id` under the key secret. Pass the order id
 * the shop stored, not the one the browser sent back. An empty secret verifies nothing.
 */
export function verifyPaymentSignature(
  callback: { orderId: string; paymentId: string; signature: string | undefined },
  keySecret: string,
): boolean {
  const { orderId, paymentId, signature } = callback;
  if (!keySecret || typeof orderId !== 'string' || typeof paymentId !== 'string') return false;
  return sameSignature(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
}

/** X-Razorpay-Signature: HMAC-SHA256 of the raw body, as received (never re-serialised), under the webhook secret. */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  signature: string | undefined,
  webhookSecret: string,
): boolean {
  if (!webhookSecret || (typeof rawBody !== 'string' && !Buffer.isBuffer(rawBody))) return false;
  return sameSignature(hmacHex(webhookSecret, rawBody), signature);
}

const emptyNotesAsObject = (key: string, value: unknown) =>
  key === 'notes' && Array.isArray(value) && value.length === 0 ? {} : value;

/**
 * Connections to Razorpay, kept alive and shared by every client (a client is made per settings version). undici's
 * own request API: the global fetch costs several times its CPU per call (web streams, an AbortSignal per call), and
 * every online checkout makes one.
 */
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 32, pipelining: 1 });

export function createRazorpayClient(options: RazorpayClientOptions): RazorpayClient {
  const base = new URL(`${options.apiUrl.replace(/\/+$/, '')}/v1`);
  const origin = base.origin;
  const prefix = base.pathname;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object, headers?: Record<string, string>) {
    let status: number;
    let text: string;
    try {
      const response = await agent.request({
        origin,
        path: prefix + path,
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      const timedOut =
        error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError;
      throw new RazorpayError(
        timedOut
          ? { status: null, code: 'TIMEOUT', description: `No answer within ${timeoutMs} ms` }
          : { status: null, code: 'NETWORK_ERROR', description: 'Razorpay could not be reached' },
        { cause: error },
      );
    }
    if (status < 200 || status >= 300) throw errorFromAnswer(status, text);
    try {
      return JSON.parse(text, emptyNotesAsObject) as T;
    } catch (error) {
      // A 2xx that is not the JSON it should be: Razorpay, or a proxy before it, misbehaved.
      throw new RazorpayError(
        { status: 502, code: 'SERVER_ERROR', description: 'Unreadable answer' },
        { cause: error },
      );
    }
  }

  const id = encodeURIComponent;
  return {
    createOrder: (input) => call<RazorpayOrder>('POST', '/orders', input),
    fetchOrder: (orderId) => call<RazorpayOrder>('GET', `/orders/${id(orderId)}`),
    fetchOrderPayments: (orderId) =>
      call<RazorpayCollection<RazorpayPayment>>('GET', `/orders/${id(orderId)}/payments`),
    fetchPayment: (paymentId) => call<RazorpayPayment>('GET', `/payments/${id(paymentId)}`),
    refund: (paymentId, input, idempotencyKey) =>
      call<RazorpayRefund>('POST', `/payments/${id(paymentId)}/refund`, input, {
        'x-refund-idempotency': idempotencyKey,
      }),
  };
}

/** Razorpay's `{ error: {code, description, field, reason, ...} }`, or what a proxy put in its place. */
function errorFromAnswer(status: number, text: string): RazorpayError {
  let error: Record<string, unknown> | undefined;
  try {
    const parsed = JSON.parse(text) as { error?: Record<string, unknown> } | null;
    if (parsed && typeof parsed.error === 'object' && parsed.error) error = parsed.error;
  } catch {
    // Not JSON (an HTML page from a load balancer): described by the status alone.
  }
  const given = (value: unknown) => (typeof value === 'string' && value !== '' && value !== 'NA' ? value : null);
  return new RazorpayError({
    status,
    code: given(error?.code) ?? (status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR'),
    description: given(error?.description) ?? `HTTP ${status}`,
    field: given(error?.field),
    reason: given(error?.reason),
  });
}

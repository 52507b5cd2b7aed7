// Online payment through Razorpay (issue 25, decision 019). One forward-only path applies a payment, whoever brings it
// first (the checkout's callback, a webhook, the reconciler): the order row is locked, the payment is recorded once by
// its Razorpay id, and exactly one captured payment of the right amount settles an order that can still be paid. Any
// other captured payment (late, a second one, a wrong amount) is refunded by the shop. Refunds carry an idempotency
// key to Razorpay, so a retry never refunds twice. Calls to Razorpay happen outside transactions.
import { type CheckoutPayment, type CreatedOrder, ORDER_MESSAGES, type PaymentStatus } from '@astroden/shared';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { type OrderRow, orders, paymentEvents, payments, refunds } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { toRupees } from '../../lib/money.ts';
import type { OrderRules } from '../../lib/order-rules.ts';
import { writeEmails } from '../../lib/outbox.ts';
import type { PaymentSettings } from '../../lib/payment-settings.ts';
import {
  createRazorpayClient,
  type RazorpayClient,
  RazorpayError,
  type RazorpayPayment,
  type RazorpayRefund,
  verifyPaymentSignature,
} from '../../lib/razorpay.ts';
import * as ordersService from '../orders/service.ts';

export const CURRENCY = 'INR';

/** What a change left to do once its transaction committed: e-mails to queue, refunds to start. */
export interface AfterCommit {
  emailIds: string[];
  refundIds: string[];
}

const nothing = (): AfterCommit => ({ emailIds: [], refundIds: [] });
const merge = (a: AfterCommit, b: AfterCommit): AfterCommit => ({
  emailIds: [...a.emailIds, ...b.emailIds],
  refundIds: [...a.refundIds, ...b.refundIds],
});

export interface Razorpay {
  settings: PaymentSettings;
  client: RazorpayClient;
}

/** A client for the shop's keys, or null while the shop has none (online payment is then not offered). */
export function razorpayFor(settings: PaymentSettings, apiUrl: string): Razorpay | null {
  if (!settings.keyId || !settings.keySecret) return null;
  return { settings, client: createRazorpayClient({ apiUrl, keyId: settings.keyId, keySecret: settings.keySecret }) };
}

const checkoutPayment = (keyId: string, razorpayOrderId: string, amount: number): CheckoutPayment => ({
  provider: 'razorpay',
  keyId,
  razorpayOrderId,
  amount,
  currency: CURRENCY,
});

/**
 * The Razorpay order that collects an online order (created once: a retry of the checkout gets the same one). The
 * amount is the order's total in paise, from the database; the receipt is our order number. 503 when Razorpay cannot
 * be reached: the order stays, holding its stock until it expires, and a retry tries again.
 */
export async function openPayment(db: Database, razorpay: Razorpay, orderId: string): Promise<CheckoutPayment> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (order.razorpayOrderId) return checkoutPayment(razorpay.settings.keyId, order.razorpayOrderId, order.totalPaise);
  if (order.status !== 'pending') throw conflict(ORDER_MESSAGES.paymentClosed);
  const opened = await createRazorpayOrder(razorpay, order.orderNumber, order.totalPaise);
  // A concurrent retry may have stored its own first: that one is the order's, this one is never shown to anybody.
  const [stored] = await db
    .update(orders)
    .set({ razorpayOrderId: opened })
    .where(and(eq(orders.id, order.id), isNull(orders.razorpayOrderId)))
    .returning({ razorpayOrderId: orders.razorpayOrderId });
  if (stored) return checkoutPayment(razorpay.settings.keyId, opened, order.totalPaise);
  const [again] = await db.select({ id: orders.razorpayOrderId }).from(orders).where(eq(orders.id, order.id));
  return checkoutPayment(razorpay.settings.keyId, again!.id!, order.totalPaise);
}

/**
 * Places an online order with its Razorpay order, in one statement: the total is quoted and the Razorpay order opened
 * for it first (amount in paise, receipt = the order id to be), then the order is placed carrying it. Razorpay down:
 * 503 and nothing placed. A retry with the same Idempotency-Key gets the order it placed with its Razorpay order.
 */
export async function placeOnlineOrder(
  db: Database,
  razorpay: Razorpay,
  input: ordersService.PlaceOrderInput,
  context: ordersService.PlaceOrderContext,
  rules: OrderRules,
): Promise<{ order: CreatedOrder & { payment?: CheckoutPayment }; created: boolean }> {
  // A retry is found by placing it (the key names its order), not looked up first: a statement fewer for every
  // order, and a retry opens a Razorpay order that nobody is shown and that Razorpay lets lapse unpaid.
  // A price that changes between the quote and the placing costs one more Razorpay order, never a wrong amount.
  const withPayment = async ({ order, created }: { order: CreatedOrder; created: boolean }) => ({
    order: { ...order, payment: await openPayment(db, razorpay, order._id) },
    created,
  });
  for (let attempt = 0; attempt < 3; attempt++) {
    const quote = await ordersService.quoteOrder(db, input, rules);
    // A product that is gone: placing it says which (400), and no Razorpay order is opened for it.
    // (A retry whose product is gone since gets its order, and a product back since is placed and opened late.)
    if (!quote) return withPayment(await ordersService.placeOrder(db, input, context, rules));
    const opened = await createRazorpayOrder(razorpay, quote.orderNumber, quote.totalPaise);
    try {
      const payment = { orderNumber: quote.orderNumber, razorpayOrderId: opened, expectedTotalPaise: quote.totalPaise };
      const placed = await ordersService.placeOrder(db, input, { ...context, payment }, rules);
      if (!placed.created) return withPayment(placed);
      return {
        order: { ...placed.order, payment: checkoutPayment(razorpay.settings.keyId, opened, quote.totalPaise) },
        created: true,
      };
    } catch (err) {
      if (!(err instanceof ordersService.Repriced)) throw err;
    }
  }
  throw conflict(ORDER_MESSAGES.repriced);
}

async function createRazorpayOrder(razorpay: Razorpay, receipt: string, amountPaise: number): Promise<string> {
  try {
    const created = await razorpay.client.createOrder({ amount: amountPaise, currency: CURRENCY, receipt });
    return created.id;
  } catch (err) {
    const down = new HttpError(503, ORDER_MESSAGES.providerDown);
    down.cause = err;
    throw down;
  }
}

/** A payment as the shop records it, from Razorpay's entity (API answer or webhook payload). */
export interface PaymentReport {
  razorpayPaymentId: string;
  razorpayOrderId: string;
  amountPaise: number;
  currency: string;
  status: RazorpayPayment['status'];
  method: string | null;
  error: string | null;
}

export function reportOf(entity: RazorpayPayment): PaymentReport | null {
  if (!entity?.id || !entity.order_id || !Number.isInteger(entity.amount)) return null;
  return {
    razorpayPaymentId: entity.id,
    razorpayOrderId: entity.order_id,
    amountPaise: entity.amount,
    currency: entity.currency,
    status: entity.status,
    method: entity.method ?? null,
    error: entity.error_description ?? null,
  };
}

export type ApplyOutcome = 'unknown-order' | 'settled' | 'already' | 'refunding' | 'failed' | 'recorded';

const PAYABLE_STATUSES = ['pending', 'processing'] as const;

/**
 * Applies what Razorpay says of one payment, in the caller's transaction, whoever brings it. Forward only: a payment
 * once captured is never failed again, an order once paid is never unpaid again; the same report twice changes
 * nothing the second time.
 */
export async function applyPayment(
  tx: Transaction,
  report: PaymentReport,
): Promise<{ outcome: ApplyOutcome; after: AfterCommit }> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.razorpayOrderId, report.razorpayOrderId))
    .for('update');
  if (!order) return { outcome: 'unknown-order', after: nothing() };
  const [known] = await tx.select().from(payments).where(eq(payments.razorpayPaymentId, report.razorpayPaymentId));
  const captured = report.status === 'captured' || report.status === 'refunded';

  if (!captured) {
    // Authorized (not yet captured) or failed: recorded, and a failed attempt shows on an order still unpaid. The
    // customer may try again in the same window.
    if (!known) {
      await tx.insert(payments).values({
        orderId: order.id,
        razorpayPaymentId: report.razorpayPaymentId,
        razorpayOrderId: report.razorpayOrderId,
        amountPaise: report.amountPaise,
        currency: report.currency,
        status: report.status,
        method: report.method,
        note: report.error,
      });
    }
    if (report.status === 'failed' && order.paymentStatus === 'unpaid') {
      await tx.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, order.id));
    }
    return { outcome: report.status === 'failed' ? 'failed' : 'recorded', after: nothing() };
  }
  if (known && (known.status === 'captured' || known.status === 'refunded'))
    return { outcome: 'already', after: nothing() };

  const why = settleRefusal(order, report);
  const values = {
    orderId: order.id,
    razorpayPaymentId: report.razorpayPaymentId,
    razorpayOrderId: report.razorpayOrderId,
    amountPaise: report.amountPaise,
    currency: report.currency,
    status: 'captured',
    method: report.method,
    settles: why === null,
    note: why,
  };
  const [payment] = known
    ? await tx.update(payments).set(values).where(eq(payments.id, known.id)).returning()
    : await tx.insert(payments).values(values).returning();

  if (why === null) {
    await tx.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    const emailIds = await writeEmails(tx, [
      {
        kind: 'payment_received',
        to: order.customerEmail,
        key: `payment-received:${order.id}`,
        orderId: order.id,
        payload: { amount: toRupees(report.amountPaise) },
      },
    ]);
    return { outcome: 'settled', after: { emailIds, refundIds: [] } };
  }
  // Money the order cannot take goes back, whole, by the shop's own hand; an order that never got paid shows it.
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: payment!.id,
      idempotencyKey: `auto:${report.razorpayPaymentId}`,
      amountPaise: report.amountPaise,
      reason: why,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning({ id: refunds.id });
  if (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed') {
    await tx.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, order.id));
  }
  return { outcome: 'refunding', after: { emailIds: [], refundIds: refund ? [refund.id] : [] } };
}

/** Why a captured payment cannot settle this order (it is then refunded), or null when it settles it. */
function settleRefusal(order: OrderRow, report: PaymentReport): string | null {
  if (report.amountPaise !== order.totalPaise || report.currency !== CURRENCY) {
    return `The amount paid (${toRupees(report.amountPaise)} ${report.currency}) is not the order's total: refunded`;
  }
  if (order.paymentStatus !== 'unpaid' && order.paymentStatus !== 'failed') {
    return 'A second payment for an order already paid: refunded';
  }
  if (!(PAYABLE_STATUSES as readonly string[]).includes(order.status)) {
    return `Paid after the order was ${order.status}: refunded`;
  }
  return null;
}

/**
 * The checkout's callback (POST /api/orders/{orderId}/payment): the signature must be Razorpay's for the Razorpay
 * order we stored and this payment; then Razorpay itself says what the payment is (amount, status), and that is
 * applied. 400 for anything that does not verify.
 */
export async function confirmPayment(
  db: Database,
  razorpay: Razorpay | null,
  orderNumber: string,
  body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<{ paymentStatus: PaymentStatus; outcome: ApplyOutcome | 'pending'; after: AfterCommit }> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (order.paymentMethod !== 'online' || !razorpay) throw badRequest(ORDER_MESSAGES.paymentNotOnline);
  const verified =
    order.razorpayOrderId !== null &&
    body.razorpay_order_id === order.razorpayOrderId &&
    verifyPaymentSignature(
      { orderId: order.razorpayOrderId, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature },
      razorpay.settings.keySecret,
    );
  if (!verified) throw badRequest(ORDER_MESSAGES.paymentInvalid);
  let entity: RazorpayPayment;
  try {
    entity = await razorpay.client.fetchPayment(body.razorpay_payment_id);
  } catch (err) {
    // The signature is Razorpay's, but what the payment is cannot be asked now: the webhook or the reconciler will.
    if (err instanceof RazorpayError && err.retryable) {
      return { paymentStatus: order.paymentStatus, outcome: 'pending', after: nothing() };
    }
    throw badRequest(ORDER_MESSAGES.paymentInvalid);
  }
  const report = reportOf(entity);
  if (!report || report.razorpayOrderId !== order.razorpayOrderId) throw badRequest(ORDER_MESSAGES.paymentInvalid);
  const { outcome, after } = await db.transaction((tx) => applyPayment(tx, report));
  const [now] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
  return { paymentStatus: now!.paymentStatus, outcome, after };
}

/** The webhook events the shop acts on; others are acknowledged and kept. */
const HANDLED_EVENTS = ['payment.captured', 'payment.failed', 'order.paid', 'refund.processed', 'refund.failed'];

interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: RazorpayPayment };
    order?: { entity?: { id?: string } };
    refund?: { entity?: RazorpayRefund };
  };
}

/**
 * A verified webhook, handled once per event id however often it comes: the event is recorded and applied in one
 * transaction; a redelivery finds it done. One about an order the shop cannot match yet (its Razorpay id not stored
 * yet) is kept unprocessed and applied by the reconciler.
 */
export async function receiveWebhook(
  db: Database,
  eventId: string,
  body: WebhookBody,
): Promise<{ outcome: 'duplicate' | 'ignored' | 'kept' | 'applied'; after: AfterCommit }> {
  const event = typeof body.event === 'string' ? body.event : 'unknown';
  const razorpayOrderId = body.payload?.payment?.entity?.order_id ?? body.payload?.order?.entity?.id ?? null;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(paymentEvents)
      .values({ eventId, event, razorpayOrderId, payload: body as Record<string, unknown> })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ eventId: paymentEvents.eventId });
    if (!inserted) {
      const [seen] = await tx.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)).for('update');
      if (seen?.processedAt) return { outcome: 'duplicate' as const, after: nothing() };
    }
    if (!HANDLED_EVENTS.includes(event)) {
      await markProcessed(tx, eventId);
      return { outcome: 'ignored' as const, after: nothing() };
    }
    const result = await applyEvent(tx, body);
    if (result === null) return { outcome: 'kept' as const, after: nothing() };
    await markProcessed(tx, eventId);
    return { outcome: 'applied' as const, after: result };
  });
}

const markProcessed = (tx: Transaction, eventId: string) =>
  tx.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.eventId, eventId));

/** Applies one event's entity; null when it names what the shop does not know (yet). */
async function applyEvent(tx: Transaction, body: WebhookBody): Promise<AfterCommit | null> {
  const refund = body.payload?.refund?.entity;
  if (body.event === 'refund.processed' || body.event === 'refund.failed') {
    if (!refund?.id) return nothing();
    const status = body.event === 'refund.processed' ? 'processed' : 'failed';
    const [row] = await tx.select().from(refunds).where(eq(refunds.razorpayRefundId, refund.id)).for('update');
    if (!row) return null;
    if (row.status === 'pending') {
      if (status === 'failed') await failRefund(tx, row.id, 'Razorpay could not process the refund');
      else await tx.update(refunds).set({ status }).where(eq(refunds.id, row.id));
    }
    return nothing();
  }
  const report = reportOf(body.payload?.payment?.entity as RazorpayPayment);
  if (!report) return nothing();
  const { outcome, after } = await applyPayment(tx, report);
  return outcome === 'unknown-order' ? null : after;
}

/**
 * Refunds (admin, POST /api/payment/checkout/{orderId}/refund): `amountPaise` of the payment that settled the order,
 * the whole remainder when absent. The key makes a repeat of the same request the same refund. Written here; sent to
 * Razorpay by sendRefund once this has committed.
 */
export async function startRefund(
  db: Database,
  orderNumber: string,
  input: { amountPaise?: number; key: string; reason: string },
): Promise<{ refundId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const [again] = await tx
      .select({ id: refunds.id, orderId: refunds.orderId })
      .from(refunds)
      .where(eq(refunds.idempotencyKey, input.key));
    if (again) {
      if (again.orderId !== order.id) throw conflict(ORDER_MESSAGES.refundKeyReused);
      return { refundId: again.id, created: false };
    }
    const [settling] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.settles, true)));
    if (
      order.paymentMethod !== 'online' ||
      !settling ||
      !['paid', 'partially_refunded'].includes(order.paymentStatus)
    ) {
      throw badRequest(ORDER_MESSAGES.refundNotPaid);
    }
    const remainder = settling.amountPaise - order.refundedPaise;
    const amount = input.amountPaise ?? remainder;
    if (amount > remainder || amount <= 0) {
      const message = ORDER_MESSAGES.refundTooMuch(toRupees(remainder));
      throw badRequest(message, [{ path: 'amount', message }]);
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: settling.id,
        idempotencyKey: input.key,
        amountPaise: amount,
        reason: input.reason,
      })
      .returning({ id: refunds.id });
    await settleRefunded(tx, order.id, settling.amountPaise, order.refundedPaise + amount);
    return { refundId: refund!.id, created: true };
  });
}

async function settleRefunded(tx: Transaction, orderId: string, paidPaise: number, refundedPaise: number) {
  const paymentStatus: PaymentStatus =
    refundedPaise <= 0 ? 'paid' : refundedPaise >= paidPaise ? 'refunded' : 'partially_refunded';
  await tx.update(orders).set({ refundedPaise, paymentStatus }).where(eq(orders.id, orderId));
}

/** A refund Razorpay refused: marked failed, and the order's refunded amount and payment status put back. */
async function failRefund(tx: Transaction, refundId: string, error: string) {
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'failed', error })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!refund) return;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment?.settles) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update');
  await settleRefunded(tx, order!.id, payment.amountPaise, order!.refundedPaise - refund.amountPaise);
}

export type SendOutcome = { outcome: 'sent' | 'done' | 'refused'; emailIds: string[] };

/**
 * Sends a written refund to Razorpay under the refund's own id as X-Refund-Idempotency (a retry after a lost answer
 * gets the same refund back). A refusal (4xx) marks it failed; no answer throws, for the job queue to retry.
 */
export async function sendRefund(db: Database, razorpay: Razorpay, refundId: string): Promise<SendOutcome> {
  const [row] = await db
    .select({ refund: refunds, razorpayPaymentId: payments.razorpayPaymentId, settles: payments.settles })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (row?.refund.status !== 'pending' || row.refund.razorpayRefundId) return { outcome: 'done', emailIds: [] };
  let answer: RazorpayRefund;
  try {
    answer = await razorpay.client.refund(
      row.razorpayPaymentId,
      { amount: row.refund.amountPaise, notes: { refund_id: row.refund.id } },
      row.refund.id,
    );
  } catch (err) {
    if (err instanceof RazorpayError && !err.retryable) {
      await db.transaction((tx) => failRefund(tx, refundId, err.description));
      return { outcome: 'refused', emailIds: [] };
    }
    throw err;
  }
  const emailIds = await db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ razorpayRefundId: answer.id, status: answer.status === 'processed' ? 'processed' : 'pending' })
      .where(eq(refunds.id, refundId));
    if (answer.status === 'failed') await failRefund(tx, refundId, 'Razorpay could not process the refund');
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.refund.orderId));
    return writeEmails(tx, [
      {
        kind: 'payment_refunded',
        to: order!.customerEmail,
        key: `payment-refunded:${refundId}`,
        orderId: order!.id,
        payload: { amount: toRupees(row.refund.amountPaise), reason: row.settles ? null : row.refund.reason },
      },
    ]);
  });
  return { outcome: 'sent', emailIds };
}

/** Online orders the reconciler asks Razorpay about per tick, oldest first. */
const RECONCILE_BATCH = 100;
/** A payment the browser is still bringing back is left to it this long. */
const CALLBACK_GRACE_SECONDS = 60;

/**
 * The reconciler (a job, once per tick across instances): webhooks kept for later are applied; every online order
 * still unpaid is checked with Razorpay (so a browser that never came back and a webhook that never came still end
 * paid); an order past its time whose Razorpay order has no captured payment fails and gives its stock back.
 */
export async function reconcile(
  db: Database,
  razorpay: Razorpay | null,
  expiryMinutes: number,
): Promise<{ applied: number; failed: number; unreachable: number; after: AfterCommit }> {
  let after = nothing();
  let applied = 0;
  let unreachable = 0;
  // An event that names nothing of ours after a day never will (a refund made in Razorpay's dashboard, another
  // shop's order on a shared account): it stops being tried, so that it cannot crowd out the newer ones.
  await db
    .update(paymentEvents)
    .set({ processedAt: new Date() })
    .where(and(isNull(paymentEvents.processedAt), lte(paymentEvents.receivedAt, sql`now() - interval '1 day'`)));
  const kept = await db
    .select()
    .from(paymentEvents)
    .where(and(isNull(paymentEvents.processedAt), lte(paymentEvents.receivedAt, sql`now() - interval '5 seconds'`)))
    .orderBy(asc(paymentEvents.receivedAt))
    .limit(RECONCILE_BATCH);
  for (const event of kept) {
    const result = await receiveWebhook(db, event.eventId, event.payload as WebhookBody);
    if (result.outcome === 'applied') applied += 1;
    after = merge(after, result.after);
  }

  const unpaid = await db
    .select({ id: orders.id, razorpayOrderId: orders.razorpayOrderId, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'online'),
        eq(orders.status, 'pending'),
        inArray(orders.paymentStatus, ['unpaid', 'failed']),
        lte(orders.createdAt, sql`now() - make_interval(secs => ${CALLBACK_GRACE_SECONDS})`),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(RECONCILE_BATCH);
  const overdue: string[] = [];
  const deadline = Date.now() - expiryMinutes * 60_000;
  for (const order of unpaid) {
    let settled = false;
    if (order.razorpayOrderId && razorpay) {
      try {
        const list = await razorpay.client.fetchOrderPayments(order.razorpayOrderId);
        for (const entity of list.items) {
          const report = reportOf(entity);
          if (!report) continue;
          const result = await db.transaction((tx) => applyPayment(tx, report));
          if (result.outcome === 'settled') {
            settled = true;
            applied += 1;
          }
          after = merge(after, result.after);
        }
      } catch (err) {
        if (!(err instanceof RazorpayError)) throw err;
        // Razorpay cannot say now: nothing is failed on a guess; the next tick asks again.
        unreachable += 1;
        continue;
      }
    }
    if (!settled && order.createdAt.getTime() <= deadline) overdue.push(order.id);
  }
  const failed = await ordersService.failUnpaidOrders(db, overdue, expiryMinutes);
  return { applied, failed, unreachable, after };
}

/** Pending refunds not yet accepted by Razorpay (the job that sends one was lost): for the reconciler to queue. */
export async function unsentRefunds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.razorpayRefundId),
        lte(refunds.createdAt, sql`now() - interval '5 minutes'`),
      ),
    )
    .limit(RECONCILE_BATCH);
  return rows.map((r) => r.id);
}

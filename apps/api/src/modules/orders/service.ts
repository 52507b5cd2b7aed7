// Orders: placing one (caps, velocity limits, stock checked and taken in one transaction), the admin list,
// status moves, tracking, what a customer sees of an order, and the expiry of pending orders nobody confirmed.
// Every change a customer hears of writes its e-mail to the outbox in its own transaction (lib/outbox.ts).
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import {
  type BulkResult,
  type CreatedOrder,
  canTransition,
  type createOrderBodySchema,
  IDEMPOTENCY_KEY_HOURS,
  ORDER_MESSAGES,
  type Order,
  type OrderListQuery as OrderListParams,
  type OrderStatus,
  type PaymentStatus,
  type TrackedOrder,
} from '@astroden/shared';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import {
  type OrderRow,
  orderEvents,
  orderIdempotencyKeys,
  orderLines,
  orders,
  products,
} from '../../db/schema/index.ts';
import { type Actor, asActor } from '../../lib/audit.ts';
import { badRequest, conflict, type FieldError, HttpError, notFound } from '../../lib/http-errors.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import { getOrderRules, type OrderRules } from '../../lib/order-rules.ts';
import { type OutboxMessage, writeEmails } from '../../lib/outbox.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';
import { orderBySort } from '../../lib/sorting.ts';
import { addressOf, toOrders } from './serialize.ts';

export type PlaceOrderInput = z.output<typeof createOrderBodySchema>;

export interface PlaceOrderContext {
  idempotencyKey?: string;
  /** The client's address as the proxies in front of us tell it: the per-address velocity limit. */
  clientAddress?: string;
  /** The signed-in customer placing it, if any: their /profile lists the order. */
  userId?: string;
  /**
   * An online order's number and Razorpay order, opened beforehand for `expectedTotalPaise` (quoteOrder): the order
   * is placed with them in its one statement, or not at all when its total came out otherwise (Repriced).
   */
  payment?: { orderNumber: string; razorpayOrderId: string; expectedTotalPaise: number };
}

/** The total came out other than the quote's: a price changed in between. Nothing was placed. */
export class Repriced extends Error {
  constructor(readonly totalPaise: number) {
    super('The order total changed since it was quoted');
  }
}

/** A change and the e-mails it wrote, which the caller hands to the queue once its transaction has committed. */
export interface WithEmails<T> {
  result: T;
  emailIds: string[];
}

/** The per-e-mail limit's key: the address without case and without a `+tag`, so name+1@ and Name@ are one. */
export function emailKey(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');
}

/**
 * The per-address limit's key: an IPv4 address as it is, an IPv6 address as its /64 (the block one subscriber is
 * given: every address in it is the same customer's), an IPv4-mapped IPv6 address as the IPv4 one.
 */
export function addressKey(address: string | undefined): string | null {
  if (!address) return null;
  const ip = address.trim().toLowerCase().split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head, tail] = ip.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const insufficientStock = (errors: FieldError[]) => new HttpError(409, ORDER_MESSAGES.insufficientStock, errors);
const leftInStock = (stock: number) => (stock > 0 ? `Only ${stock} left` : 'Out of stock');

/** Sorted keys at every level, lines by product: the same order written two ways has one fingerprint. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function orderFingerprint(input: PlaceOrderInput): string {
  const items = [...input.items].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify(canonical({ ...input, items })))
    .digest('base64url');
}

/**
 * The order a live Idempotency-Key already placed, if any. A key sent again with another body is refused
 * (422): answering with the first order would silently drop the change. Keys carried over from before
 * fingerprints were kept have an empty one and match any body.
 */
async function orderForKey(db: Database, key: string, fingerprint: string): Promise<CreatedOrder | undefined> {
  const [row] = await db
    .select({
      fingerprint: orderIdempotencyKeys.fingerprint,
      _id: orders.id,
      orderId: orders.orderNumber,
      totalPaise: orders.totalPaise,
      status: orders.status,
    })
    .from(orderIdempotencyKeys)
    .innerJoin(orders, eq(orders.id, orderIdempotencyKeys.orderId))
    .where(and(eq(orderIdempotencyKeys.key, key), gt(orderIdempotencyKeys.expiresAt, sql`now()`)));
  if (!row) return undefined;
  if (row.fingerprint !== '' && row.fingerprint !== fingerprint) {
    throw new HttpError(422, ORDER_MESSAGES.idempotencyMismatch, [
      { path: 'Idempotency-Key', message: ORDER_MESSAGES.idempotencyMismatch },
    ]);
  }
  return { _id: row._id, orderId: row.orderId, totalAmount: toRupees(row.totalPaise), status: row.status };
}

/** The caps per line and per order (settings), refused before anything is locked. */
function checkCaps(input: PlaceOrderInput, rules: OrderRules) {
  const overLine = input.items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.quantity > rules.maxUnitsPerLine)
    .map(({ index }) => ({ path: `items.${index}.quantity`, message: ORDER_MESSAGES.lineCap(rules.maxUnitsPerLine) }));
  if (overLine.length > 0) throw badRequest(ORDER_MESSAGES.lineCap(rules.maxUnitsPerLine), overLine);
  const units = input.items.reduce((sum, item) => sum + item.quantity, 0);
  if (units > rules.maxUnitsPerOrder) {
    const message = ORDER_MESSAGES.orderCap(rules.maxUnitsPerOrder);
    throw badRequest(message, [{ path: 'items', message }]);
  }
  return units;
}

/**
 * Places an order. With an idempotency key, a retry (or a concurrent twin that lost the race on the
 * key) gets the order already placed, with `created: false`. `rules` are the settings it is placed under
 * (the routes keep them in memory between settings writes).
 */
export async function placeOrder(
  db: Database,
  input: PlaceOrderInput,
  context: PlaceOrderContext = {},
  rules?: OrderRules,
): Promise<{ order: CreatedOrder; created: boolean; emailIds: string[] }> {
  const { idempotencyKey } = context;
  const fingerprint = idempotencyKey ? orderFingerprint(input) : '';
  const orderRules = rules ?? (await getOrderRules(db));
  const units = checkCaps(input, orderRules);
  try {
    const { order, emailId } = await insertOrder(db, input, units, orderRules, context, fingerprint);
    return { order, created: true, emailIds: emailId ? [emailId] : [] };
  } catch (err) {
    // A key already used (a retry, or a twin that won the race): that order is the answer, if the body
    // is the same (else 422). A refusal with a key nobody used stays a refusal.
    if (idempotencyKey) {
      const existing = await orderForKey(db, idempotencyKey, fingerprint);
      if (existing) return { order: existing, created: false, emailIds: [] };
    }
    throw err;
  }
}

/**
 * A lone UTF-16 surrogate becomes U+FFFD, as it does in a text parameter: JSON would carry it as an escape
 * that PostgreSQL's jsonb refuses.
 */
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string'
    ? value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    : value;

type PlaceOrderResult =
  | { repriced: number }
  | { placed: { id: string; orderNumber: string; status: OrderStatus; totalPaise: number; emailId: string | null } }
  | { refused: 'velocity' }
  | { missing: number[] }
  | { short: { position: number; stock: number }[] };

/**
 * The order in one statement (migration 0011, `place_order`): velocity locks and sums, the stock checked
 * and taken in product id order, the order, its lines and its key inserted, all or nothing. One round trip
 * instead of eight is what lets the shop place hundreds of orders a second.
 */
async function insertOrder(
  db: Database,
  input: PlaceOrderInput,
  units: number,
  rules: OrderRules,
  context: PlaceOrderContext,
  fingerprint: string,
): Promise<{ order: CreatedOrder; emailId: string | null }> {
  const order = {
    email: input.email,
    fullName: `${input.firstName} ${input.lastName}`,
    phone: input.phone || null,
    address: input.address,
    city: input.city,
    state: input.state || null,
    postalCode: input.postalCode,
    country: input.country,
    clientAddress: context.clientAddress ?? null,
    emailKey: emailKey(input.email),
    addressKey: addressKey(context.clientAddress),
    paymentMethod: input.paymentMethod,
    userId: context.userId ?? null,
    items: input.items.map((item, position) => ({ position, product_id: item.productId, quantity: item.quantity })),
    units,
    maxUnitsPerEmail: rules.maxUnitsPerEmailPerDay,
    maxUnitsPerAddress: rules.maxUnitsPerAddressPerDay,
    freeShippingAbovePaise: toPaise(rules.freeShippingThreshold),
    shippingFeePaise: toPaise(rules.shippingFee),
    key: context.idempotencyKey ?? null,
    fingerprint,
    orderNumber: context.payment?.orderNumber ?? null,
    razorpayOrderId: context.payment?.razorpayOrderId ?? null,
    expectedTotalPaise: context.payment?.expectedTotalPaise ?? null,
    keyHours: IDEMPOTENCY_KEY_HOURS,
  };
  const result = (await db.execute(
    sql`select place_order(${JSON.stringify(order, wellFormed)}::jsonb) as result`,
  )) as unknown as {
    rows: { result: PlaceOrderResult }[];
  };
  const outcome = result.rows[0]!.result;
  if ('placed' in outcome) {
    const { id, orderNumber, status, totalPaise, emailId } = outcome.placed;
    return { order: { _id: id, orderId: orderNumber, totalAmount: toRupees(totalPaise), status }, emailId };
  }
  if ('refused' in outcome) throw new HttpError(429, ORDER_MESSAGES.velocity);
  if ('repriced' in outcome) throw new Repriced(outcome.repriced);
  if ('missing' in outcome) {
    const errors = outcome.missing.map((i) => ({ path: `items.${i}.productId`, message: 'Product not found' }));
    throw badRequest(ORDER_MESSAGES.productNotFound, errors);
  }
  throw insufficientStock(
    outcome.short.map(({ position, stock }) => ({ path: `items.${position}.quantity`, message: leftInStock(stock) })),
  );
}

/**
 * What an order would cost now, and the number it will have (an online order opens its Razorpay order with both
 * before it is placed, so that placing it stays one statement): the lines' prices with the shipping rule, as
 * place_order works them out. Undefined when a product is missing (placing it then says which).
 */
export async function quoteOrder(
  db: Database,
  input: PlaceOrderInput,
  rules: OrderRules,
): Promise<{ orderNumber: string; totalPaise: number } | undefined> {
  const ids = input.items.map((item) => item.productId);
  const result = (await db.execute(sql`
    select (select coalesce(json_object_agg(id, price_paise), '{}') from products where id = any(${`{${ids.join(',')}}`}::uuid[])) as prices,
      'ORD-' || to_char(now() at time zone 'utc', 'YYYYMMDD') || '-' ||
        (select lpad(n::text, greatest(4, length(n::text)), '0') from nextval('order_number_seq') as n) as number`)) as unknown as {
    rows: { prices: Record<string, number>; number: string }[];
  };
  const { prices, number } = result.rows[0]!;
  let subtotal = 0;
  for (const item of input.items) {
    const price = prices[item.productId];
    if (price === undefined) return undefined;
    subtotal += price * item.quantity;
  }
  const free = subtotal > toPaise(rules.freeShippingThreshold) || subtotal === 0;
  return { orderNumber: number, totalPaise: subtotal + (free ? 0 : toPaise(rules.shippingFee)) };
}

// Matches the expression of orders_search_trgm_idx so the GIN index serves the search.
const searchText = sql`(${orders.orderNumber} || ' ' || ${orders.customerFullName} || ' ' || ${orders.customerEmail})`;

const ORDER_SORT_COLUMNS = { createdAt: orders.createdAt, totalAmount: orders.totalPaise, status: orders.status };

export async function listOrders(
  db: Database,
  q: {
    page: number;
    limit: number;
    search?: string;
    status?: OrderStatus;
    paymentStatus?: PaymentStatus;
    sort?: OrderListParams['sort'];
  },
): Promise<{ rows: Order[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.search) conditions.push(ilike(searchText, likePattern(q.search)));
  if (q.status) conditions.push(eq(orders.status, q.status));
  if (q.paymentStatus) conditions.push(eq(orders.paymentStatus, q.paymentStatus));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(q.page, q.limit);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderBySort(q.sort ?? '-createdAt', ORDER_SORT_COLUMNS, [desc(orders.createdAt), desc(orders.id)]))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows: await toOrders(db, rows), total: totalRow?.total ?? 0 };
}

/** One order as the back office shows it. */
export async function getOrder(db: Database, orderNumber: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const [order] = await toOrders(db, [row]);
  return order!;
}

/** The newest orders, newest first, whatever their status (the dashboard's recent orders). */
export async function listRecentOrders(db: Database, limit: number): Promise<Order[]> {
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
  return toOrders(db, rows);
}

/**
 * Puts the lines' quantities of these orders back on their products' stock (lines of deleted products are
 * skipped). Products are locked in id order first, as placing an order takes them, so the two never deadlock.
 */
export async function restock(tx: Transaction, orderIds: string[]) {
  if (orderIds.length === 0) return;
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, orderIds), isNotNull(orderLines.productId)))
    .groupBy(orderLines.productId)
    .orderBy(asc(orderLines.productId));
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, version: sql`${products.version} + 1` })
      .where(eq(products.id, line.productId!));
  }
}

/** The e-mail a move to `status` sends its customer, if any (a move to the same status sends none). */
const STATUS_EMAILS: Partial<Record<OrderStatus, OutboxMessage['kind']>> = {
  processing: 'order_processing',
  completed: 'order_completed',
  cancelled: 'order_cancelled',
};

function statusEmail(order: Pick<OrderRow, 'id' | 'customerEmail'>, status: OrderStatus): OutboxMessage[] {
  const kind = STATUS_EMAILS[status];
  return kind ? [{ kind, to: order.customerEmail, key: `order-${status}:${order.id}`, orderId: order.id }] : [];
}

/**
 * A status move by an admin (spec section 4); cancelling returns the stock in the same transaction. The move is
 * a step of the customer's timeline and e-mails them, in the same transaction.
 */
export async function updateOrderStatus(
  db: Database,
  orderNumber: string,
  to: OrderStatus,
  admin: { name: string },
): Promise<WithEmails<Order>> {
  return moveOrder(db, eq(orders.orderNumber, orderNumber), to, admin);
}

/**
 * Moves each order (by id) to `to`, each in its own audited transaction as a single move would: one
 * refused move (not found, or a move spec section 4 forbids) leaves the others done.
 */
export async function updateOrdersStatus(
  db: Database,
  ids: string[],
  to: OrderStatus,
  admin: Actor & { name: string },
): Promise<WithEmails<BulkResult>> {
  const result: BulkResult = { done: [], refused: [] };
  const emailIds: string[] = [];
  for (const id of ids) {
    try {
      const moved = await asActor(db, admin, (tx) => moveOrder(tx, eq(orders.id, id), to, admin));
      emailIds.push(...moved.emailIds);
      result.done.push(id);
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      result.refused.push({ id, message: err.message });
    }
  }
  return { result, emailIds };
}

async function moveOrder(
  db: Database,
  which: SQL,
  to: OrderStatus,
  admin: { name: string },
): Promise<WithEmails<Order>> {
  return db.transaction(async (tx) => {
    // The update is conditional on the status just read, so two concurrent moves cannot both apply
    // (two cancels would return the stock twice). A lost race re-reads and judges the move again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const [current] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(which);
      if (!current) throw notFound(ORDER_MESSAGES.notFound);
      if (!canTransition(current.status, to)) throw conflict(ORDER_MESSAGES.forbiddenTransition);
      // Cash on delivery is paid when the parcel is delivered: the admin marks it completed.
      const collected =
        to === 'completed'
          ? {
              paymentStatus: sql`case when ${orders.paymentMethod} = 'cod' then 'paid' else ${orders.paymentStatus} end`,
            }
          : {};
      const [updated] = await tx
        .update(orders)
        .set({
          status: to,
          statusReason: to === 'cancelled' ? ORDER_MESSAGES.cancelledBy(admin.name) : null,
          ...collected,
        })
        .where(and(eq(orders.id, current.id), eq(orders.status, current.status)))
        .returning();
      if (!updated) continue;
      if (to === 'cancelled') await restock(tx, [updated.id]);
      let emailIds: string[] = [];
      if (current.status !== to) {
        await tx.insert(orderEvents).values({ orderId: updated.id, status: to, note: updated.statusReason });
        emailIds = await writeEmails(tx, statusEmail(updated, to));
      }
      const [order] = await toOrders(tx, [updated]);
      return { result: order!, emailIds };
    }
    throw conflict(ORDER_MESSAGES.forbiddenTransition);
  });
}

/** Orders cancelled per sweep at most: a long backlog is worked off over a few sweeps, never in one lock. */
const EXPIRY_BATCH = 200;

/**
 * Cancels the pending cash-on-delivery orders nobody confirmed in time (setting pendingOrderExpiryHours), records why
 * and returns their stock. Safe to run on every instance at once: each takes the orders others have not locked.
 * (Online orders wait for their payment a few minutes instead: failUnpaidOrders.)
 */
export async function expirePendingOrders(db: Database): Promise<WithEmails<number>> {
  const { pendingOrderExpiryHours: hours } = await getOrderRules(db);
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: orders.id, customerEmail: orders.customerEmail })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'pending'),
          eq(orders.paymentMethod, 'cod'),
          lte(orders.createdAt, sql`now() - make_interval(hours => ${hours})`),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(EXPIRY_BATCH)
      .for('update', { skipLocked: true });
    if (stale.length === 0) return { result: 0, emailIds: [] };
    const ids = stale.map((row) => row.id);
    const reason = ORDER_MESSAGES.expired(hours);
    await tx.update(orders).set({ status: 'cancelled', statusReason: reason }).where(inArray(orders.id, ids));
    await tx.insert(orderEvents).values(ids.map((orderId) => ({ orderId, status: 'cancelled', note: reason })));
    await restock(tx, ids);
    const emailIds = await writeEmails(
      tx,
      stale.flatMap((order) => statusEmail(order, 'cancelled')),
    );
    return { result: ids.length, emailIds };
  });
}

/**
 * Fails online orders whose money never came (the payments module asks Razorpay first): status failed, why, the
 * stock back, in one transaction. Only orders still pending and unpaid move: one paid meanwhile is left alone.
 */
export async function failUnpaidOrders(db: Database, ids: string[], minutes: number): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const reason = ORDER_MESSAGES.paymentExpired(minutes);
    const failed = await tx
      .update(orders)
      .set({ status: 'failed', paymentStatus: 'failed', statusReason: reason })
      .where(
        and(
          inArray(orders.id, ids),
          eq(orders.status, 'pending'),
          eq(orders.paymentMethod, 'online'),
          inArray(orders.paymentStatus, ['unpaid', 'failed']),
        ),
      )
      .returning({ id: orders.id });
    const failedIds = failed.map((row) => row.id);
    if (failedIds.length === 0) return 0;
    await tx.insert(orderEvents).values(failedIds.map((orderId) => ({ orderId, status: 'failed', note: reason })));
    await restock(tx, failedIds);
    return failedIds.length;
  });
}

/**
 * Sets the carrier and tracking number of a shipped order (admin) and e-mails the customer, in one transaction; a
 * new number sends a new e-mail, the same one again sends none. A cancelled or failed order ships nothing (409).
 */
export async function setOrderTracking(
  db: Database,
  orderNumber: string,
  body: { carrier: string; trackingNumber: string },
): Promise<WithEmails<Order>> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
    if (!current) throw notFound(ORDER_MESSAGES.notFound);
    if (current.status === 'cancelled' || current.status === 'failed')
      throw conflict(ORDER_MESSAGES.trackingNotAllowed);
    const [updated] = await tx
      .update(orders)
      .set({ carrier: body.carrier, trackingNumber: body.trackingNumber })
      .where(eq(orders.id, current.id))
      .returning();
    const emailIds = await writeEmails(tx, [
      {
        kind: 'order_tracking',
        to: updated!.customerEmail,
        key: `order-tracking:${updated!.id}:${body.carrier}:${body.trackingNumber}`,
        orderId: updated!.id,
        payload: { carrier: body.carrier, trackingNumber: body.trackingNumber },
      },
    ]);
    const [order] = await toOrders(tx, [updated!]);
    return { result: order!, emailIds };
  });
}

/** What a customer sees of orders: their timeline, lines, totals and address (never the phone or client address). */
async function toTrackedOrders(db: Database, rows: OrderRow[]): Promise<TrackedOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, events] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.position), asc(orderLines.id)),
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return rows.map((row) => {
    const own = lines.filter((line) => line.orderId === row.id);
    const subtotalPaise = own.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    const history = events
      .filter((event) => event.orderId === row.id)
      .map((event) => ({ status: event.status as OrderStatus, note: event.note, at: event.createdAt.toISOString() }));
    return {
      orderId: row.orderNumber,
      status: row.status,
      statusReason: row.statusReason,
      createdAt: row.createdAt.toISOString(),
      // Orders written without a timeline (the demo's) have their placing and their status now, at least.
      history: history.length > 0 ? history : untimedHistory(row),
      items: own.map((line) => ({
        productId: line.productId,
        name: line.name,
        image: line.images[0] ?? null,
        price: toRupees(line.unitPricePaise),
        quantity: line.quantity,
      })),
      subtotal: toRupees(subtotalPaise),
      shipping: toRupees(row.totalPaise - subtotalPaise),
      totalAmount: toRupees(row.totalPaise),
      shippingAddress: { fullName: row.customerFullName, ...addressOf(row) },
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
    };
  });
}

function untimedHistory(row: OrderRow): TrackedOrder['history'] {
  const placed = { status: 'pending' as const, note: null, at: row.createdAt.toISOString() };
  if (row.status === 'pending') return [placed];
  return [placed, { status: row.status, note: row.statusReason, at: row.updatedAt.toISOString() }];
}

/** An order as its customer sees it, with the address it was placed with (the e-mails render from it). */
export async function orderForCustomer(
  db: Database,
  id: string,
): Promise<(TrackedOrder & { email: string; id: string }) | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return undefined;
  const [tracked] = await toTrackedOrders(db, [row]);
  return { ...tracked!, email: row.customerEmail, id: row.id };
}

/**
 * The tracking page's lookup: the order id with the e-mail it was placed with (compared without case), or with the
 * signed token of a link from one of its e-mails. An unknown order, a wrong e-mail and a bad token are the same 404,
 * and cost the same: the order is read either way.
 */
export async function trackOrder(
  db: Database,
  query: { orderId: string; email?: string; token?: string },
  signer: LinkSigner,
): Promise<TrackedOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, query.orderId));
  const byToken = query.token ? signer.verifyTrackingToken(query.orderId, query.token) : false;
  const byEmail = query.email
    ? constantTimeEqual((row?.customerEmail ?? '').toLowerCase(), query.email.trim().toLowerCase())
    : false;
  if (!row || !(byToken || byEmail)) throw notFound(ORDER_MESSAGES.trackNotFound);
  const [tracked] = await toTrackedOrders(db, [row]);
  return tracked!;
}

function constantTimeEqual(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return x.equals(y) && a.length > 0;
}

/** The signed-in customer's orders, newest first (those placed while signed in). */
export async function listCustomerOrders(db: Database, userId: string, limit = 50): Promise<TrackedOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return toTrackedOrders(db, rows);
}

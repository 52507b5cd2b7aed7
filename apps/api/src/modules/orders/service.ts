// Orders: placing one (caps, velocity limits, stock checked and taken in one transaction), the admin list,
// status moves, and the expiry of pending orders nobody confirmed.
import { createHash } from 'node:crypto';
import {
  type CreatedOrder,
  canTransition,
  type createOrderBodySchema,
  IDEMPOTENCY_KEY_HOURS,
  ORDER_MESSAGES,
  type Order,
  type OrderStatus,
  shippingFor,
} from '@astroden/shared';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { orderIdempotencyKeys, orderLines, orders, products } from '../../db/schema/index.ts';
import { badRequest, conflict, type FieldError, HttpError, notFound } from '../../lib/http-errors.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import { getOrderRules, type OrderRules } from '../../lib/order-rules.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { toOrders } from './serialize.ts';

export type PlaceOrderInput = z.output<typeof createOrderBodySchema>;

export interface PlaceOrderContext {
  idempotencyKey?: string;
  /** The client's address as the proxies in front of us tell it: the per-address velocity limit. */
  clientAddress?: string;
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
 * key) gets the order already placed, with `created: false`.
 */
export async function placeOrder(
  db: Database,
  input: PlaceOrderInput,
  context: PlaceOrderContext = {},
): Promise<{ order: CreatedOrder; created: boolean }> {
  const { idempotencyKey } = context;
  const fingerprint = idempotencyKey ? orderFingerprint(input) : '';
  if (idempotencyKey) {
    const existing = await orderForKey(db, idempotencyKey, fingerprint);
    if (existing) return { order: existing, created: false };
  }
  const rules = await getOrderRules(db);
  const units = checkCaps(input, rules);
  try {
    const order = await db.transaction((tx) => insertOrder(tx, input, units, rules, context, fingerprint));
    return { order, created: true };
  } catch (err) {
    // Whatever failed (the key, or stock the twin already took), the twin's order is the answer.
    if (idempotencyKey) {
      const existing = await orderForKey(db, idempotencyKey, fingerprint);
      if (existing) return { order: existing, created: false };
    }
    throw err;
  }
}

/**
 * Units one e-mail address and one client address may order in 24 hours, over all their orders. Both are
 * locked for the rest of the transaction first (always e-mail, then address: no deadlock), so two orders
 * from one customer are counted one after the other. The sums are a statement of their own: a statement
 * sees what was committed when it started, so they must start once the locks are held.
 */
async function checkVelocity(
  tx: Transaction,
  email: string,
  clientAddress: string | undefined,
  units: number,
  rules: OrderRules,
) {
  const address = clientAddress ?? '';
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`order-email:${email}`}, 0)), pg_advisory_xact_lock(hashtextextended(${`order-address:${address}`}, 0))`,
  );
  const since = sql`now() - interval '24 hours'`;
  const unitsWhere = (where: SQL) =>
    sql<number>`(select coalesce(sum(${orders.units}), 0)::int from ${orders} where ${where} and ${orders.createdAt} > ${since})`;
  const [row] = await tx
    .select({
      byEmail: unitsWhere(eq(orders.customerEmail, email)),
      byAddress: clientAddress ? unitsWhere(eq(orders.clientAddress, address)) : sql<number>`0`,
    })
    .from(sql`(select 1) as one`);
  if (row!.byEmail + units > rules.maxUnitsPerEmailPerDay || row!.byAddress + units > rules.maxUnitsPerAddressPerDay) {
    throw new HttpError(429, ORDER_MESSAGES.velocity);
  }
}

type Line = PlaceOrderInput['items'][number] & { index: number };

/** Why a line could not be taken: every unknown product (400), else every line over its stock (409). */
async function refusal(tx: Transaction, items: Line[]): Promise<HttpError> {
  const found = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        items.map((i) => i.productId),
      ),
    );
  const stockById = new Map(found.map((p) => [p.id, p.stock]));
  const unknown = items
    .filter((i) => !stockById.has(i.productId))
    .map((i) => ({ path: `items.${i.index}.productId`, message: 'Product not found' }));
  if (unknown.length > 0) return badRequest(ORDER_MESSAGES.productNotFound, unknown);
  return insufficientStock(
    items
      .filter((i) => stockById.get(i.productId)! < i.quantity)
      .map((i) => ({ path: `items.${i.index}.quantity`, message: leftInStock(stockById.get(i.productId)!) })),
  );
}

/**
 * The order's transaction, as short as it can be: the velocity check (one round trip), one conditional
 * UPDATE per line that takes the stock (its condition is what keeps stock from going negative under
 * concurrency), and one statement that inserts the order, its lines and its key. The order number comes
 * from a sequence: no row that every order would lock.
 */
async function insertOrder(
  tx: Transaction,
  input: PlaceOrderInput,
  units: number,
  rules: OrderRules,
  context: PlaceOrderContext,
  fingerprint: string,
): Promise<CreatedOrder> {
  await checkVelocity(tx, input.email, context.clientAddress, units, rules);
  const items: Line[] = input.items.map((item, index) => ({ ...item, index }));
  // Rows are taken in id order so two multi-line orders can never deadlock. The version moves with the
  // stock, so an admin form opened before this sale cannot write the old stock back.
  const byId = [...items].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  const priced: (Line & { name: string; images: string[]; unitPricePaise: number })[] = [];
  for (const item of byId) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${item.quantity}`, version: sql`${products.version} + 1` })
      .where(and(eq(products.id, item.productId), gte(products.stock, item.quantity)))
      .returning({ name: products.name, images: products.images, pricePaise: products.pricePaise });
    if (!row) throw await refusal(tx, items);
    priced.push({ ...item, name: row.name, images: row.images, unitPricePaise: row.pricePaise });
  }
  priced.sort((a, b) => a.index - b.index);

  const subtotalPaise = priced.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const totalPaise = subtotalPaise + toPaise(shippingFor(toRupees(subtotalPaise), rules));
  const lines = JSON.stringify(
    priced.map((line) => ({
      position: line.index,
      product_id: line.productId,
      name: line.name,
      images: line.images,
      unit_price_paise: line.unitPricePaise,
      quantity: line.quantity,
    })),
  );
  const key = context.idempotencyKey ?? null;
  const result = (await tx.execute(sql`
    with placed as (
      insert into ${orders} (order_number, status, customer_full_name, customer_email, customer_phone,
        address_line1, address_line2, town, state, pincode, country, total_paise, units, client_address)
      values ('ORD-' || to_char(now() at time zone 'utc', 'YYYYMMDD') || '-' || lpad(nextval('order_number_seq')::text, 4, '0'),
        'pending', ${`${input.firstName} ${input.lastName}`}, ${input.email}, ${input.phone || null},
        ${input.address}, null, ${input.city}, ${input.state || null}, ${input.postalCode}, ${input.country},
        ${totalPaise}, ${units}, ${context.clientAddress ?? null})
      returning id, order_number, status
    ), lines as (
      insert into ${orderLines} (order_id, position, product_id, name, images, unit_price_paise, quantity)
      select placed.id, l.position, l.product_id, l.name,
        array(select jsonb_array_elements_text(l.images)), l.unit_price_paise, l.quantity
      from placed, jsonb_to_recordset(${lines}::jsonb)
        as l(position int, product_id uuid, name text, images jsonb, unit_price_paise int, quantity int)
    ), keyed as (
      -- An expired key is forgotten and may name this order; a live one (a concurrent twin's) is kept,
      -- and this order is rolled back below: placeOrder then answers with the twin's.
      insert into ${orderIdempotencyKeys} (key, fingerprint, order_id, expires_at)
      select ${key}, ${fingerprint}, placed.id, now() + make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})
      from placed where ${key}::text is not null
      on conflict (key) do update set fingerprint = excluded.fingerprint, order_id = excluded.order_id,
        expires_at = excluded.expires_at
      where ${orderIdempotencyKeys.expiresAt} <= now()
      returning key
    )
    select placed.id, placed.order_number, placed.status, (select count(*)::int from keyed) as keyed from placed`)) as unknown as {
    rows: { id: string; order_number: string; status: OrderStatus; keyed: number }[];
  };
  const order = result.rows[0]!;
  if (key !== null && Number(order.keyed) === 0) throw conflict(ORDER_MESSAGES.idempotencyMismatch);
  return { _id: order.id, orderId: order.order_number, totalAmount: toRupees(totalPaise), status: order.status };
}

// Matches the expression of orders_search_trgm_idx so the GIN index serves the search.
const searchText = sql`(${orders.orderNumber} || ' ' || ${orders.customerFullName} || ' ' || ${orders.customerEmail})`;

export async function listOrders(
  db: Database,
  q: { page: number; limit: number; search?: string; status?: OrderStatus },
): Promise<{ rows: Order[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.search) conditions.push(ilike(searchText, likePattern(q.search)));
  if (q.status) conditions.push(eq(orders.status, q.status));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(q.page, q.limit);
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows: await toOrders(db, rows), total: totalRow?.total ?? 0 };
}

/**
 * Puts the lines' quantities of these orders back on their products' stock (lines of deleted products are
 * skipped). Products are locked in id order first, as placing an order takes them, so the two never deadlock.
 */
async function restock(tx: Transaction, orderIds: string[]) {
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

/** A status move by an admin (spec section 4); cancelling returns the stock in the same transaction. */
export async function updateOrderStatus(
  db: Database,
  orderNumber: string,
  to: OrderStatus,
  admin: { name: string },
): Promise<Order> {
  return db.transaction(async (tx) => {
    // The update is conditional on the status just read, so two concurrent moves cannot both apply
    // (two cancels would return the stock twice). A lost race re-reads and judges the move again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const [current] = await tx
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber));
      if (!current) throw notFound(ORDER_MESSAGES.notFound);
      if (!canTransition(current.status, to)) throw conflict(ORDER_MESSAGES.forbiddenTransition);
      const [updated] = await tx
        .update(orders)
        .set({ status: to, statusReason: to === 'cancelled' ? ORDER_MESSAGES.cancelledBy(admin.name) : null })
        .where(and(eq(orders.id, current.id), eq(orders.status, current.status)))
        .returning();
      if (!updated) continue;
      if (to === 'cancelled') await restock(tx, [updated.id]);
      const [order] = await toOrders(tx, [updated]);
      return order!;
    }
    throw conflict(ORDER_MESSAGES.forbiddenTransition);
  });
}

/** Orders cancelled per sweep at most: a long backlog is worked off over a few sweeps, never in one lock. */
const EXPIRY_BATCH = 200;

/**
 * Cancels the pending orders nobody confirmed in time (setting pendingOrderExpiryHours), records why and
 * returns their stock. Safe to run on every instance at once: each takes the orders others have not locked.
 */
export async function expirePendingOrders(db: Database): Promise<number> {
  const { pendingOrderExpiryHours: hours } = await getOrderRules(db);
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'pending'), lte(orders.createdAt, sql`now() - make_interval(hours => ${hours})`)))
      .orderBy(asc(orders.createdAt))
      .limit(EXPIRY_BATCH)
      .for('update', { skipLocked: true });
    if (stale.length === 0) return 0;
    const ids = stale.map((row) => row.id);
    await tx
      .update(orders)
      .set({ status: 'cancelled', statusReason: ORDER_MESSAGES.expired(hours) })
      .where(inArray(orders.id, ids));
    await restock(tx, ids);
    return ids.length;
  });
}

// Orders: placing one (stock checked and taken in one transaction), the admin list and status moves.
import {
  type CreatedOrder,
  canTransition,
  type createOrderBodySchema,
  ORDER_MESSAGES,
  type Order,
  type OrderStatus,
  type PublicSettings,
  shippingFor,
} from '@astroden/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { orderCounters, orderLines, orders, products } from '../../db/schema/index.ts';
import { badRequest, conflict, type FieldError, HttpError, notFound } from '../../lib/http-errors.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { getPublicSettings } from '../../lib/public-settings.ts';
import { toOrders } from './serialize.ts';

export type PlaceOrderInput = z.output<typeof createOrderBodySchema>;

const insufficientStock = (errors: FieldError[]) => new HttpError(409, ORDER_MESSAGES.insufficientStock, errors);
const leftInStock = (stock: number) => (stock > 0 ? `Only ${stock} left` : 'Out of stock');

async function findByIdempotencyKey(db: Database, key: string): Promise<CreatedOrder | undefined> {
  const [row] = await db
    .select({ _id: orders.id, orderId: orders.orderNumber, totalPaise: orders.totalPaise, status: orders.status })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row && { _id: row._id, orderId: row.orderId, totalAmount: toRupees(row.totalPaise), status: row.status };
}

/**
 * Places an order. With an idempotency key, a retry (or a concurrent twin that lost the race on the
 * unique index) gets the order already placed, with `created: false`.
 */
export async function placeOrder(
  db: Database,
  input: PlaceOrderInput,
  idempotencyKey?: string,
): Promise<{ order: CreatedOrder; created: boolean }> {
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, idempotencyKey);
    if (existing) return { order: existing, created: false };
  }
  const settings = await getPublicSettings(db);
  try {
    const order = await db.transaction((tx) => insertOrder(tx, input, settings, idempotencyKey));
    return { order, created: true };
  } catch (err) {
    // Whatever failed (the unique key, or stock the twin already took), the twin's order is the answer.
    if (idempotencyKey) {
      const existing = await findByIdempotencyKey(db, idempotencyKey);
      if (existing) return { order: existing, created: false };
    }
    throw err;
  }
}

async function insertOrder(
  tx: Transaction,
  input: PlaceOrderInput,
  settings: PublicSettings,
  idempotencyKey: string | undefined,
): Promise<CreatedOrder> {
  const items = input.items.map((item, index) => ({ ...item, index }));
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
  if (unknown.length > 0) throw badRequest(ORDER_MESSAGES.productNotFound, unknown);
  const short = items
    .filter((i) => stockById.get(i.productId)! < i.quantity)
    .map((i) => ({ path: `items.${i.index}.quantity`, message: leftInStock(stockById.get(i.productId)!) }));
  if (short.length > 0) throw insufficientStock(short);

  // The check above reads a snapshot; the conditional UPDATE is what keeps stock from going negative under
  // concurrency. Rows are taken in id order so two multi-line orders can never deadlock.
  const byId = [...items].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  const priced: {
    index: number;
    productId: string;
    quantity: number;
    name: string;
    images: string[];
    unitPricePaise: number;
  }[] = [];
  for (const item of byId) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${item.quantity}` })
      .where(and(eq(products.id, item.productId), gte(products.stock, item.quantity)))
      .returning({ name: products.name, images: products.images, pricePaise: products.pricePaise });
    if (!row) {
      const [now] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, item.productId));
      if (!now)
        throw badRequest(ORDER_MESSAGES.productNotFound, [
          { path: `items.${item.index}.productId`, message: 'Product not found' },
        ]);
      throw insufficientStock([{ path: `items.${item.index}.quantity`, message: leftInStock(now.stock) }]);
    }
    priced.push({ ...item, name: row.name, images: row.images, unitPricePaise: row.pricePaise });
  }
  priced.sort((a, b) => a.index - b.index);

  const subtotalPaise = priced.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const totalPaise = subtotalPaise + toPaise(shippingFor(toRupees(subtotalPaise), settings));

  // One counter row per UTC day; the upsert's row lock serializes concurrent orders of the same day.
  const [counter] = await tx
    .insert(orderCounters)
    .values({ day: sql`(now() at time zone 'utc')::date`, last: 1 })
    .onConflictDoUpdate({ target: orderCounters.day, set: { last: sql`${orderCounters.last} + 1` } })
    .returning({ stamp: sql<string>`to_char(${orderCounters.day}, 'YYYYMMDD')`, last: orderCounters.last });
  const orderNumber = `ORD-${counter!.stamp}-${String(counter!.last).padStart(4, '0')}`;

  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber,
      status: 'pending',
      customerFullName: `${input.firstName} ${input.lastName}`,
      customerEmail: input.email,
      customerPhone: input.phone || null,
      addressLine1: input.address,
      addressLine2: null,
      town: input.city,
      state: input.state || null,
      pincode: input.postalCode,
      country: input.country,
      totalPaise,
      idempotencyKey: idempotencyKey ?? null,
    })
    .returning({ id: orders.id, status: orders.status });
  await tx.insert(orderLines).values(
    priced.map((line) => ({
      orderId: order!.id,
      position: line.index,
      productId: line.productId,
      name: line.name,
      images: line.images,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
    })),
  );
  return { _id: order!.id, orderId: orderNumber, totalAmount: toRupees(totalPaise), status: order!.status };
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

/** Puts every line's quantity back on its product's stock; lines of deleted products are skipped. */
async function restock(tx: Transaction, orderId: string) {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)))
    .groupBy(orderLines.productId)
    .orderBy(asc(orderLines.productId));
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId!));
  }
}

/** A status move by an admin (spec section 4); cancelling returns the stock in the same transaction. */
export async function updateOrderStatus(db: Database, orderNumber: string, to: OrderStatus): Promise<Order> {
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
        .set({ status: to })
        .where(and(eq(orders.id, current.id), eq(orders.status, current.status)))
        .returning();
      if (!updated) continue;
      if (to === 'cancelled') await restock(tx, updated.id);
      const [order] = await toOrders(tx, [updated]);
      return order!;
    }
    throw conflict(ORDER_MESSAGES.forbiddenTransition);
  });
}

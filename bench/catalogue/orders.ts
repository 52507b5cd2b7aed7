// Order placement under load, and the proof that stock stayed exact. Every connection posts checkout
// bodies (1-3 lines of 1-2 units over thousands of products) with an Idempotency-Key, as the web app
// does, and its own client address in X-Forwarded-For (the server trusts one proxy hop), so the
// per-client order rate limit sees many shoppers, not one benchmark.
import { randomUUID } from 'node:crypto';
import type { CreateOrderBody } from '@astroden/shared';
import type autocannon from 'autocannon';
import { count, inArray, sql, sum } from 'drizzle-orm';
import type { DbHandle } from '../../apps/api/src/db/client.ts';
import { orderIdempotencyKeys, orderLines, products } from '../../apps/api/src/db/schema/index.ts';
import { seededRandom } from '../../apps/api/src/db/seed/art.ts';
import { DEMO_CITIES, DEMO_FIRST_NAMES, DEMO_LAST_NAMES, DEMO_STREETS } from '../../apps/api/src/db/seed/demo-data.ts';
import { rows } from './database.ts';
import { runAutocannon } from './load.ts';
import { pick } from './words.ts';

/** Products the orders draw from, spread over the whole catalogue. */
const POOL_SIZE = 5_000;
/** A few products with almost no stock, so the run also shows that none is oversold. */
const SCARCE = 10;
const SCARCE_STOCK = 3;
const SCARCE_SHARE = 0.02;

export interface OrderPlan {
  pool: string[];
  scarce: string[];
  stockBefore: number;
  poolStockBefore: Map<string, number>;
}

export interface OrderRun {
  result: autocannon.Result;
  /** Idempotency-Key → units, for every order answered 2xx. */
  acked: Map<string, number>;
  /** Orders sent but not answered when the run stopped: they may or may not have been placed. */
  unanswered: Map<string, number>;
  conflicts: number;
}

export interface StockCheck {
  exact: boolean;
  ordersInDb: number;
  unitsInDb: number;
  unitsAcked: number;
  unitsUnansweredButPlaced: number;
  stockDecrement: number;
  ackedMissing: number;
  unexplainedOrders: number;
  productMismatches: number;
  negativeStock: number;
  scarceSold: number;
}

async function totalStock(handle: DbHandle): Promise<number> {
  const [row] = await handle.db.select({ total: sum(products.stock).mapWith(Number) }).from(products);
  return row?.total ?? 0;
}

async function stockOf(handle: DbHandle, ids: string[]): Promise<Map<string, number>> {
  const found = await handle.db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(found.map((p) => [p.id, p.stock]));
}

/** Picks the products to order and makes a few scarce; to call before the servers start. */
export async function prepareOrders(handle: DbHandle, ids: string[]): Promise<OrderPlan> {
  const step = Math.max(1, Math.floor(ids.length / POOL_SIZE));
  const pool = ids.filter((_, i) => i % step === 0).slice(0, POOL_SIZE);
  const scarce = pool.slice(0, Math.min(SCARCE, Math.floor(pool.length / 10)));
  if (scarce.length > 0)
    await handle.db.update(products).set({ stock: SCARCE_STOCK }).where(inArray(products.id, scarce));
  return { pool, scarce, stockBefore: await totalStock(handle), poolStockBefore: await stockOf(handle, pool) };
}

function orderBody(
  rand: () => number,
  plan: OrderPlan,
  n: number,
  paymentMethod: CreateOrderBody['paymentMethod'] = 'cod',
): CreateOrderBody {
  const lines = 1 + Math.floor(rand() * 3);
  const chosen = new Set<string>();
  if (plan.scarce.length > 0 && rand() < SCARCE_SHARE) chosen.add(pick(rand, plan.scarce));
  while (chosen.size < lines) chosen.add(pick(rand, plan.pool));
  const first = pick(rand, DEMO_FIRST_NAMES);
  const last = pick(rand, DEMO_LAST_NAMES);
  const city = pick(rand, DEMO_CITIES);
  return {
    email: `${first}.${last}.${n}@mail.example`.toLowerCase(),
    firstName: first,
    lastName: last,
    address: `${1 + Math.floor(rand() * 40)}, ${pick(rand, DEMO_STREETS)}`,
    city: city.town,
    state: city.state,
    country: 'India',
    postalCode: `${city.pinPrefix}${String(1 + Math.floor(rand() * 98)).padStart(2, '0')}`,
    phone: `+91 9${String(100_000_000 + Math.floor(rand() * 899_999_999))}`,
    items: [...chosen].map((productId) => ({ productId, quantity: 1 + Math.floor(rand() * 2) })),
    paymentMethod,
  };
}

/** A distinct client address per order: 10.x.y.z counting up. */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface PlaceOptions {
  /** Stop after this many orders instead of after `seconds`. */
  amount?: number;
  /** Number the orders from here (their e-mails and client addresses), so that runs after the first vary them. */
  first?: number;
  /** At most this many orders a second in all (an offered load), instead of as fast as the clients go. */
  rate?: number;
  /** Each 201's body, as it arrives (e.g. to time what follows an order). */
  onCreated?: (body: string) => void;
  /** How the orders are paid (cash on delivery by default). */
  paymentMethod?: CreateOrderBody['paymentMethod'];
}

export async function placeOrders(
  base: string,
  plan: OrderPlan,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
  options: PlaceOptions = {},
): Promise<OrderRun> {
  const first = options.first ?? 0;
  const rand = seededRandom(0x0de75 + first);
  const acked = new Map<string, number>();
  const unanswered = new Map<string, number>();
  let sent = first;
  let conflicts = 0;
  const result = await runAutocannon(
    base,
    [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request, context) => {
          const n = ++sent;
          const body = orderBody(rand, plan, n, options.paymentMethod);
          const key = randomUUID();
          const units = body.items.reduce((total, item) => total + item.quantity, 0);
          Object.assign(context, { key, units });
          unanswered.set(key, units);
          return {
            ...request,
            headers: {
              ...headers,
              'content-type': 'application/json',
              'idempotency-key': key,
              'x-forwarded-for': clientAddress(n),
            },
            body: JSON.stringify(body),
          };
        },
        onResponse: (status, body, context) => {
          const { key, units } = context as { key: string; units: number };
          unanswered.delete(key);
          if (status >= 200 && status < 300) acked.set(key, units);
          if (status === 201) options.onCreated?.(body);
          if (status === 409) conflicts++;
        },
      },
    ],
    connections,
    seconds,
    options.amount,
    options.rate,
  );
  return { result, acked, unanswered, conflicts };
}

/** Run after the app server has stopped (it finishes its requests first), on the same database. */
export async function checkStock(handle: DbHandle, plan: OrderPlan, run: OrderRun): Promise<StockCheck> {
  const byKey = await rows<{ key: string; units: number }>(
    handle,
    sql`select ${orderIdempotencyKeys.key} as key, sum(${orderLines.quantity})::int as units
        from ${orderIdempotencyKeys} join ${orderLines} on ${orderLines.orderId} = ${orderIdempotencyKeys.orderId}
        group by ${orderIdempotencyKeys.key}`,
  );
  const placed = new Map(byKey.map((r) => [r.key, Number(r.units)]));
  const ackedMissing = [...run.acked].filter(([key, units]) => placed.get(key) !== units).length;
  let unexplainedOrders = 0;
  let unitsUnansweredButPlaced = 0;
  for (const [key, units] of placed) {
    if (run.acked.has(key)) continue;
    if (run.unanswered.has(key)) unitsUnansweredButPlaced += units;
    else unexplainedOrders++;
  }
  const unitsInDb = [...placed.values()].reduce((a, b) => a + b, 0);
  const unitsAcked = [...run.acked.values()].reduce((a, b) => a + b, 0);
  const stockDecrement = plan.stockBefore - (await totalStock(handle));

  const soldRows = await handle.db
    .select({ productId: orderLines.productId, sold: sum(orderLines.quantity).mapWith(Number) })
    .from(orderLines)
    .groupBy(orderLines.productId);
  const sold = new Map(soldRows.map((r) => [r.productId, r.sold]));
  const stockAfter = await stockOf(handle, plan.pool);
  const productMismatches = plan.pool.filter(
    (id) => plan.poolStockBefore.get(id)! - stockAfter.get(id)! !== (sold.get(id) ?? 0),
  ).length;
  const [negative] = await handle.db.select({ n: count() }).from(products).where(sql`${products.stock} < 0`);
  const negativeStock = negative?.n ?? 0;
  const scarceSold = plan.scarce.reduce((total, id) => total + (sold.get(id) ?? 0), 0);

  return {
    exact:
      stockDecrement === unitsInDb &&
      unitsInDb === unitsAcked + unitsUnansweredButPlaced &&
      ackedMissing === 0 &&
      unexplainedOrders === 0 &&
      productMismatches === 0 &&
      negativeStock === 0 &&
      scarceSold <= plan.scarce.length * SCARCE_STOCK,
    ordersInDb: placed.size,
    unitsInDb,
    unitsAcked,
    unitsUnansweredButPlaced,
    stockDecrement,
    ackedMissing,
    unexplainedOrders,
    productMismatches,
    negativeStock,
    scarceSold,
  };
}

// The public shape of an order (packages/shared orderSchema), built from its row and its lines' snapshots.
import type { Order } from '@astroden/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { type OrderLineRow, type OrderRow, orderLines } from '../../db/schema/index.ts';
import { toRupees } from '../../lib/money.ts';

/** An order's shipping address, as both its admin and its customer see it. */
export function addressOf(row: OrderRow): Order['customer']['address'] {
  return {
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    town: row.town,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
  };
}

export function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
  return {
    _id: row.id,
    orderId: row.orderNumber,
    customer: {
      fullName: row.customerFullName,
      email: row.customerEmail,
      phone: row.customerPhone,
      address: addressOf(row),
    },
    // The line keeps what was bought at the price paid, even after the product changes or is deleted.
    products: lines.map((line) => ({
      productId: { _id: line.productId, name: line.name, images: line.images, price: toRupees(line.unitPricePaise) },
      quantity: line.quantity,
    })),
    totalAmount: toRupees(row.totalPaise),
    status: row.status,
    statusReason: row.statusReason,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Serializes a page of orders, loading all their lines in one query. */
export async function toOrders(db: Database | Transaction, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const byOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) {
    const list = byOrder.get(line.orderId);
    if (list) list.push(line);
    else byOrder.set(line.orderId, [line]);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}

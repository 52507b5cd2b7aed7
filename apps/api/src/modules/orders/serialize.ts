// The public shape of an order (packages/shared orderSchema), built from its row and its lines' snapshots.
import type { Order } from '@astroden/shared';
import { asc, inArray } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import {
  type OrderLineRow,
  type OrderRow,
  orderLines,
  type PaymentRow,
  payments,
  type RefundRow,
  refunds,
} from '../../db/schema/index.ts';
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

interface OrderParts {
  lines: OrderLineRow[];
  payments: PaymentRow[];
  refunds: RefundRow[];
}

export function toOrder(row: OrderRow, parts: OrderParts): Order {
  const { lines } = parts;
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
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    amountRefunded: toRupees(row.refundedPaise),
    payments: parts.payments.map((p) => ({
      id: p.razorpayPaymentId,
      amount: toRupees(p.amountPaise),
      status: p.status,
      method: p.method,
      note: p.note,
      createdAt: p.createdAt.toISOString(),
    })),
    refunds: parts.refunds.map((r) => ({
      id: r.razorpayRefundId ?? r.id,
      amount: toRupees(r.amountPaise),
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function groupBy<T extends { orderId: string }>(items: T[]): Map<string, T[]> {
  const byOrder = new Map<string, T[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId);
    if (list) list.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return byOrder;
}

/** Serializes a page of orders, loading all their lines, payments and refunds in one query each. */
export async function toOrders(db: Database | Transaction, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const reads = [
    () =>
      db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.position), asc(orderLines.id)),
    () => db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.createdAt)),
    () => db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
  ] as const;
  // On the pool the three reads go out at once; a transaction has one connection, which takes them in turn
  // (node-postgres deprecates queuing queries on a client that is busy).
  const [lines, paid, refunded] =
    db instanceof PgTransaction
      ? [await reads[0](), await reads[1](), await reads[2]()]
      : await Promise.all([reads[0](), reads[1](), reads[2]()]);
  const [linesOf, paymentsOf, refundsOf] = [groupBy(lines), groupBy(paid), groupBy(refunded)];
  return rows.map((row) =>
    toOrder(row, {
      lines: linesOf.get(row.id) ?? [],
      payments: paymentsOf.get(row.id) ?? [],
      refunds: refundsOf.get(row.id) ?? [],
    }),
  );
}

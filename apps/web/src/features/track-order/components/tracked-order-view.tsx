// One order as its customer sees it: status and timeline, how it is paid, the parcel once it ships, the items, the
// totals and where it goes.
import type { TrackedOrder } from '@astroden/shared';
import { PAYMENT_METHOD_LABELS } from '@astroden/shared/constants';
import type { ReactNode } from 'react';
import {
  CustomerOrderStatus,
  CustomerPaymentStatus,
  orderAmount,
  ParcelDetails,
} from '../../../components/catalog/customer-order.tsx';
import { formatDate } from '../../../lib/format.ts';
import { OrderTimeline } from './order-timeline.tsx';

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `order-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`glass rounded-2xl p-5 sm:p-6 ${className}`}>
      <h3 id={id} className="mb-4 font-sans text-sm font-semibold tracking-wider text-cyan-300 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const address = order.shippingAddress;
  const addressLines = [
    address.fullName,
    address.addressLine1,
    address.addressLine2,
    [address.town, address.state].filter(Boolean).join(', '),
    address.pincode,
    address.country,
  ].filter((line): line is string => Boolean(line?.trim()));
  const shipsLater = order.status === 'pending' || order.status === 'processing';

  return (
    <article aria-labelledby="tracked-order-heading" className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="tracked-order-heading" className="font-mono text-xl text-white sm:text-2xl">
            Order {order.orderId}
          </h2>
          <p className="text-sm text-slate-300">Placed on {formatDate(order.createdAt)}</p>
        </div>
        <CustomerOrderStatus status={order.status} />
      </header>
      {order.statusReason ? <p className="text-slate-300">{order.statusReason}</p> : null}

      <div className="grid gap-5 md:grid-cols-2">
        <Card title="Progress">
          <OrderTimeline order={order} />
        </Card>
        <div className="space-y-5">
          <Card title="Payment">
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-400">Method</dt>
              <dd className="text-slate-100">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
              <dt className="text-slate-400">Status</dt>
              <dd>
                <CustomerPaymentStatus status={order.paymentStatus} />
              </dd>
            </dl>
          </Card>
          <Card title="Shipment">
            {order.carrier && order.trackingNumber ? (
              <ParcelDetails order={order} />
            ) : (
              <p className="text-sm text-slate-300">
                {shipsLater
                  ? 'The carrier and tracking number will appear here once your order ships.'
                  : 'No shipment for this order.'}
              </p>
            )}
          </Card>
          <Card title="Shipping address">
            <address className="not-italic leading-relaxed text-slate-100">
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </Card>
        </div>
      </div>

      <Card title="Items">
        <ul className="divide-y divide-white/10">
          {order.items.map((item, index) => (
            <li
              key={item.productId ?? `${item.name}-${index}`}
              className="flex items-center justify-between gap-4 py-3"
            >
              <div className="min-w-0">
                <p className="break-words text-slate-100">{item.name}</p>
                <p className="text-sm text-slate-400 tabular-nums">
                  Qty {item.quantity} × {orderAmount(item.price)}
                </p>
              </div>
              <span className="shrink-0 font-medium text-slate-100 tabular-nums">
                {orderAmount(item.price * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-2 border-t border-white/10 pt-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-300">Subtotal</dt>
            <dd className="text-slate-100 tabular-nums">{orderAmount(order.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-300">Shipping</dt>
            <dd className="text-slate-100 tabular-nums">
              {order.shipping === 0 ? 'Free' : orderAmount(order.shipping)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-white/10 pt-2 text-base">
            <dt className="font-semibold text-white">Total</dt>
            <dd className="font-semibold text-white tabular-nums">{orderAmount(order.totalAmount)}</dd>
          </div>
        </dl>
      </Card>
    </article>
  );
}

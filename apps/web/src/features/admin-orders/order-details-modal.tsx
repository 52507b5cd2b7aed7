// Order details: customer, date, shipping address, lines (image, name, quantity, price), status and
// total (spec section 2), the shipment: carrier and tracking number, set here (issue 24), and the payment, with
// refunds of a paid online order (asked about first).
import type { Order } from '@astroden/shared';
import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { OrderStatusBadge } from '../../components/admin/status-badge.tsx';
import { ProductImage } from '../../components/catalog/product-image.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatDateTime, formatRupees } from '../../lib/format.ts';
import { Row, Section } from './order-details-layout.tsx';
import { itemCount } from './order-lines.ts';
import { OrderPayment } from './order-payment.tsx';
import { OrderTrackingForm } from './order-tracking-form.tsx';
import { type OrderRefund, useOrderRefund } from './use-order-refund.ts';

export function OrderDetailsModal({ order, onClose }: { order: Order | null; onClose(): void }) {
  const refund = useOrderRefund(order?.orderId ?? null);
  return (
    <>
      <Modal
        open={order !== null}
        onClose={onClose}
        title={order ? `Order #${order.orderId}` : 'Order details'}
        size="lg"
        footer={
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        }
      >
        {order ? <OrderDetails order={order} refund={refund} /> : null}
      </Modal>
      {/* Beside the details, not in them: Esc on the question must not close the details too. */}
      <ConfirmDialog
        open={refund.asking !== null}
        title="Refund"
        message={ORDER_MESSAGES.confirmRefund(formatRupees(refund.asking ?? 0, { decimals: 2 }))}
        confirmLabel="Refund"
        busy={refund.pending}
        onConfirm={refund.confirm}
        onCancel={refund.cancel}
      />
    </>
  );
}

function OrderDetails({ order, refund }: { order: Order; refund: OrderRefund }) {
  const { customer } = order;
  const address = customer.address;
  const addressLines = [
    address.addressLine1,
    address.addressLine2,
    [address.town, address.state].filter(Boolean).join(', '),
    address.pincode,
    address.country,
  ].filter((line): line is string => Boolean(line?.trim()));

  return (
    <div className="space-y-4 text-sm">
      <div className="grid gap-4 sm:grid-cols-2">
        <Section title="Customer">
          <dl>
            <Row term="Name">{customer.fullName || 'N/A'}</Row>
            <Row term="Email">{customer.email || 'N/A'}</Row>
            <Row term="Phone">{customer.phone || 'N/A'}</Row>
          </dl>
        </Section>
        <Section title="Order">
          <dl>
            <Row term="Order date">{formatDateTime(order.createdAt)}</Row>
            <Row term="Status">
              <OrderStatusBadge status={order.status} />
              {order.statusReason ? <p className="mt-1 text-slate-300">{order.statusReason}</p> : null}
            </Row>
            <Row term="Total">
              <span className="font-semibold tabular-nums">{formatRupees(order.totalAmount, { decimals: 2 })}</span>
            </Row>
          </dl>
        </Section>
      </div>

      <Section title="Shipping address">
        {addressLines.length > 0 ? (
          <address className="not-italic leading-relaxed text-slate-100">
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : (
          <p className="text-slate-400">N/A</p>
        )}
      </Section>

      <OrderPayment order={order} refund={refund} />

      <Section title="Shipment">
        <dl>
          <Row term="Carrier">{order.carrier || 'Not set'}</Row>
          <Row term="Tracking number">
            {order.trackingNumber ? <span className="font-mono">{order.trackingNumber}</span> : 'Not set'}
          </Row>
        </dl>
        {order.status === 'cancelled' || order.status === 'failed' ? (
          <p className="mt-2 text-slate-400">{ORDER_MESSAGES.trackingNotAllowed}</p>
        ) : (
          <OrderTrackingForm key={order.orderId} order={order} />
        )}
      </Section>

      <Section title={`Items (${itemCount(order)})`}>
        <ul className="divide-y divide-white/5">
          {order.products.map((line, index) => (
            <li key={line.productId._id ?? `${line.productId.name}-${index}`} className="flex items-center gap-3 py-2">
              <ProductImage
                path={line.productId.images[0]}
                alt=""
                sizes="48px"
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-md border border-white/10 bg-space-950 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-slate-100" title={line.productId.name}>
                  {line.productId.name}
                </p>
                <p className="text-xs text-slate-400 tabular-nums">
                  Qty {line.quantity} × {formatRupees(line.productId.price, { decimals: 2 })}
                </p>
              </div>
              <span className="shrink-0 font-medium tabular-nums">
                {formatRupees(line.productId.price * line.quantity, { decimals: 2 })}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex justify-between border-t border-white/10 pt-3 font-semibold">
          <span>Total</span>
          <span className="tabular-nums">{formatRupees(order.totalAmount, { decimals: 2 })}</span>
        </div>
      </Section>
    </div>
  );
}

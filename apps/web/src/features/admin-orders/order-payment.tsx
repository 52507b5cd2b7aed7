// The details' "Payment" section: how the order is paid and where its money stands, each payment the provider
// reported and each refund, and, for a paid online order, the refund form. The dialog sits above the toasts: a
// refund's outcome also shows here.
import type { Order } from '@astroden/shared';
import { PAYMENT_METHOD_LABELS } from '@astroden/shared/constants';
import { FormError } from '../../components/admin/form-error.tsx';
import { PaymentStatusBadge, statusLabel } from '../../components/admin/status-badge.tsx';
import { formatDateTime, formatRupees } from '../../lib/format.ts';
import { Row, Section } from './order-details-layout.tsx';
import { canRefund, paymentMethodName } from './order-payments.ts';
import { OrderRefundForm } from './order-refund-form.tsx';
import type { OrderRefund } from './use-order-refund.ts';

const money = (amount: number) => formatRupees(amount, { decimals: 2 });

export function OrderPayment({ order, refund }: { order: Order; refund: OrderRefund }) {
  return (
    <Section title="Payment">
      <dl>
        <Row term="Method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Row>
        <Row term="Payment status">
          <PaymentStatusBadge status={order.paymentStatus} />
        </Row>
        <Row term="Refunded">
          <span className="tabular-nums">{money(order.amountRefunded)}</span>
        </Row>
      </dl>

      {order.payments.length > 0 ? (
        <>
          <h4 className="mt-3 mb-1 text-xs font-semibold text-slate-400">Payments</h4>
          <ul aria-label="Payments" className="divide-y divide-white/5">
            {order.payments.map((p) => (
              <li key={p.id} className="py-2">
                <p className="flex flex-wrap justify-between gap-x-4">
                  <span className="font-medium tabular-nums">{money(p.amount)}</span>
                  <span className="text-slate-300">
                    {statusLabel(p.status)} · {paymentMethodName(p.method)}
                  </span>
                </p>
                <p className="text-xs text-slate-400">
                  <span className="font-mono">{p.id}</span> · {formatDateTime(p.createdAt)}
                </p>
                {p.note ? <p className="mt-1 text-xs text-amber-200">{p.note}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {order.refunds.length > 0 ? (
        <>
          <h4 className="mt-3 mb-1 text-xs font-semibold text-slate-400">Refunds</h4>
          <ul aria-label="Refunds" className="divide-y divide-white/5">
            {order.refunds.map((r) => (
              <li key={r.id} className="py-2">
                <p className="flex flex-wrap justify-between gap-x-4">
                  <span className="font-medium tabular-nums">{money(r.amount)}</span>
                  <span className="text-slate-300">{statusLabel(r.status)}</span>
                </p>
                <p className="text-xs text-slate-400">
                  {r.reason ? `${r.reason} · ` : ''}
                  {formatDateTime(r.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <div className="mt-3 empty:hidden">
        <FormError message={refund.error} />
        {refund.done ? (
          <p role="status" className="text-sm text-emerald-300">
            {refund.done}
          </p>
        ) : null}
      </div>
      {/* Keyed by what was refunded: after a refund, the form starts again from the new remainder. */}
      {canRefund(order) ? (
        <OrderRefundForm key={`${order.orderId}:${order.amountRefunded}`} order={order} refund={refund} />
      ) : null}
    </Section>
  );
}

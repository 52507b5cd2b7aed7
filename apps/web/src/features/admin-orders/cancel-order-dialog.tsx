// The confirmation before cancelling an order. Like ConfirmDialog (the safe answer has focus first,
// Esc dismisses), but its buttons say "Keep order" / "Cancel order", so "Cancel" never means two things.
// A paid online order offers to give its money back too (checked: a cancelled order ships nothing).
import type { Order } from '@astroden/shared';
import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatRupees } from '../../lib/format.ts';
import { canRefund, refundableAmount } from './order-payments.ts';

type CancelledOrder = Pick<Order, 'orderId' | 'paymentMethod' | 'paymentStatus' | 'totalAmount' | 'amountRefunded'>;

interface CancelOrderDialogProps {
  order: CancelledOrder | null;
  busy: boolean;
  /** `refundPaid`: give the remaining money back once the order is cancelled. */
  onConfirm(choice: { refundPaid: boolean }): void;
  onDismiss(): void;
}

export function CancelOrderDialog({ order, busy, onConfirm, onDismiss }: CancelOrderDialogProps) {
  const refundable = order !== null && canRefund(order);
  const [refundPaid, setRefundPaid] = useState(true);
  // Each order asked about starts checked.
  const orderId = order?.orderId;
  useEffect(() => {
    if (orderId) setRefundPaid(true);
  }, [orderId]);

  return (
    <Modal
      open={order !== null}
      onClose={onDismiss}
      title="Cancel order"
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onDismiss} data-autofocus>
            Keep order
          </Button>
          <Button variant="danger" onClick={() => onConfirm({ refundPaid: refundable && refundPaid })} disabled={busy}>
            {busy ? 'Cancelling...' : 'Cancel order'}
          </Button>
        </>
      }
    >
      {order ? <p className="mb-2 font-mono text-sm text-cyan-200">#{order.orderId}</p> : null}
      <p>{ORDER_MESSAGES.confirmCancel}</p>
      <p className="mt-2 text-sm text-slate-400">Its items go back into stock.</p>
      {refundable ? (
        <label className="mt-3 flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={refundPaid}
            onChange={(e) => setRefundPaid(e.target.checked)}
            className="size-4 accent-cyan-400"
          />
          Refund {formatRupees(refundableAmount(order), { decimals: 2 })} to the customer
        </label>
      ) : null}
    </Modal>
  );
}

// The confirmation before cancelling an order. Like ConfirmDialog (the safe answer has focus first,
// Esc dismisses), but its buttons say "Keep order" / "Cancel order", so "Cancel" never means two things.
import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';

interface CancelOrderDialogProps {
  orderId: string | null;
  busy: boolean;
  onConfirm(): void;
  onDismiss(): void;
}

export function CancelOrderDialog({ orderId, busy, onConfirm, onDismiss }: CancelOrderDialogProps) {
  return (
    <Modal
      open={orderId !== null}
      onClose={onDismiss}
      title="Cancel order"
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onDismiss} data-autofocus>
            Keep order
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Cancelling...' : 'Cancel order'}
          </Button>
        </>
      }
    >
      {orderId ? <p className="mb-2 font-mono text-sm text-cyan-200">#{orderId}</p> : null}
      <p>{ORDER_MESSAGES.confirmCancel}</p>
      <p className="mt-2 text-sm text-slate-400">Its items go back into stock.</p>
    </Modal>
  );
}

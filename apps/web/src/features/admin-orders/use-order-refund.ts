// A refund from the order details: the amount the admin typed is asked about first, then sent with one
// Idempotency-Key per refund (a retry of the same amount keeps it, so a lost answer never refunds twice; a refund
// that went through, or that the server refused outright, lets the next one have a new key).
import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { notify } from '../../lib/toast.ts';
import { useRefundOrder } from './use-order-mutations.ts';

export function useOrderRefund(orderId: string | null) {
  const refund = useRefundOrder();
  const [asking, setAsking] = useState<number | null>(null);
  const attempt = useRef<{ orderId: string; amount: number; key: string } | null>(null);
  // Another order's details: no word of this one's refund.
  const { reset } = refund;
  useEffect(() => {
    if (orderId) reset();
  }, [orderId, reset]);

  const keyFor = (id: string, amount: number) => {
    const last = attempt.current;
    if (last?.orderId !== id || last.amount !== amount)
      attempt.current = { orderId: id, amount, key: newIdempotencyKey() };
    return attempt.current!.key;
  };

  const confirm = () => {
    if (asking === null || !orderId) return;
    const amount = asking;
    refund.mutate(
      { orderId, amount, key: keyFor(orderId, amount) },
      {
        onSuccess: (res) => {
          attempt.current = null;
          notify.success(res.message ?? ORDER_MESSAGES.refundStarted);
        },
        onError: (error) => {
          // Refused (400) or failed at the provider (502): nothing was refunded, the next try is a new refund.
          const status = error instanceof ApiError ? error.status : 0;
          if ((status >= 400 && status < 500) || status === 502) attempt.current = null;
          notify.error(errorMessage(error, ORDER_MESSAGES.refundFailed));
        },
        onSettled: () => setAsking(null),
      },
    );
  };

  return {
    /** The amount being asked about (rupees), or null. */
    asking,
    ask: (amount: number) => {
      refund.reset();
      setAsking(amount);
    },
    cancel: () => setAsking(null),
    confirm,
    pending: refund.isPending,
    error: refund.isError ? errorMessage(refund.error, ORDER_MESSAGES.refundFailed) : null,
    done: refund.isSuccess ? (refund.data.message ?? ORDER_MESSAGES.refundStarted) : null,
  };
}

export type OrderRefund = ReturnType<typeof useOrderRefund>;

// Paying an order online: Razorpay's window opened with the server's order (amount, id, key), what it hands back
// checked by the server, then the page's `onPaid`. Closing the window keeps the order (it can be paid again with
// "Pay now", never placed twice); a failed attempt is retried in Razorpay's own window.
import type { CheckoutPayment } from '@astroden/shared';
import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { confirmPayment } from '../../lib/api/orders.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { loadRazorpay, type RazorpayResponse } from './razorpay.ts';

/** The shop's accent (--color-neon-cyan), for Razorpay's window. */
const THEME_COLOR = '#22d3ee';

/** An order placed to be paid online, with what Razorpay needs to take its payment. */
export interface OnlineOrder {
  orderId: string;
  payment: CheckoutPayment;
  prefill: { name: string; email: string; contact?: string };
}

/**
 * Where the payment stands. `opening` (the script loads), `open` (Razorpay's window is up) and `verifying` (the
 * server checks the payment) are busy; `cancelled`, `failed` and `problem` say why nothing was paid yet, and what
 * the customer can do: pay again in a new window (`reopen`), ask the server again (`reverify`), or, when the order
 * can no longer be paid (`closed`), place the order again.
 */
export type PaymentState =
  | { step: 'idle' }
  | { step: 'opening' | 'open' | 'verifying' | 'cancelled' | 'failed'; order: OnlineOrder }
  | { step: 'problem'; order: OnlineOrder; message: string; retry: 'reopen' | 'closed' }
  | { step: 'problem'; order: OnlineOrder; message: string; retry: 'reverify'; response: RazorpayResponse };

interface OnlinePaymentOptions {
  /** The shop's name, at the top of Razorpay's window. */
  brandName: string;
  /** The server verified the payment (`paymentPending`: signed, but Razorpay has not confirmed the money yet). */
  onPaid(orderId: string, note: { paymentPending: boolean }): void;
  /** The order can no longer be paid (it expired or was cancelled): the next attempt is a new order. */
  onClosed(): void;
}

export function useOnlinePayment({ brandName, onPaid, onClosed }: OnlinePaymentOptions) {
  const [state, setState] = useState<PaymentState>({ step: 'idle' });
  const verify = useMutation({
    mutationFn: ({ orderId, response }: { orderId: string; response: RazorpayResponse }) =>
      confirmPayment(orderId, response),
  });

  const confirm = useCallback(
    (order: OnlineOrder, response: RazorpayResponse) => {
      setState({ step: 'verifying', order });
      verify.mutate(
        { orderId: order.orderId, response },
        {
          onSuccess: ({ data }) => onPaid(order.orderId, { paymentPending: data.paymentStatus !== 'paid' }),
          onError: (error) => {
            const status = error instanceof ApiError ? error.status : 0;
            if (status === 409) {
              onClosed();
              setState({
                step: 'problem',
                order,
                message: errorMessage(error, ORDER_MESSAGES.paymentClosed),
                retry: 'closed',
              });
            } else if (status === 400) {
              // The signature did not match: nothing is known to be paid, so the customer pays again.
              setState({
                step: 'problem',
                order,
                message: errorMessage(error, ORDER_MESSAGES.paymentInvalid),
                retry: 'reopen',
              });
            } else {
              // Paid, maybe, but not confirmed (the answer was lost): ask again rather than take a second payment.
              setState({
                step: 'problem',
                order,
                message: errorMessage(error, ORDER_MESSAGES.paymentPending),
                retry: 'reverify',
                response,
              });
            }
          },
        },
      );
    },
    [verify.mutate, onPaid, onClosed],
  );

  const open = useCallback(
    async (order: OnlineOrder) => {
      setState({ step: 'opening', order });
      try {
        const Razorpay = await loadRazorpay();
        const checkout = new Razorpay({
          key: order.payment.keyId,
          amount: order.payment.amount,
          currency: order.payment.currency,
          order_id: order.payment.razorpayOrderId,
          name: brandName,
          description: `Order ${order.orderId}`,
          prefill: order.prefill,
          theme: { color: THEME_COLOR },
          handler: (response) => confirm(order, response),
          modal: {
            // Also called as the window closes after a payment: the confirmation then goes on.
            ondismiss: () =>
              setState((s) => (s.step === 'open' || s.step === 'failed' ? { step: 'cancelled', order } : s)),
          },
        });
        // Razorpay's window stays open and offers another try; the page says what happened behind it.
        checkout.on('payment.failed', () => setState((s) => (s.step === 'open' ? { step: 'failed', order } : s)));
        checkout.open();
        setState((s) => (s.step === 'opening' ? { step: 'open', order } : s));
      } catch {
        setState({ step: 'problem', order, message: ORDER_MESSAGES.providerDown, retry: 'reopen' });
      }
    },
    [brandName, confirm],
  );

  /** The customer's "Pay now" / "Try again" after a problem: the same order, never a new one. */
  const retry = useCallback(() => {
    if (state.step === 'cancelled' || state.step === 'failed') void open(state.order);
    else if (state.step === 'problem' && state.retry === 'reopen') void open(state.order);
    else if (state.step === 'problem' && state.retry === 'reverify') confirm(state.order, state.response);
  }, [state, open, confirm]);

  const reset = useCallback(() => setState({ step: 'idle' }), []);

  return { state, open, retry, reset };
}

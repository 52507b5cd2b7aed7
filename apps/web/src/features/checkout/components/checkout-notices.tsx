// What the checkout says beside the summary when an order is not done: why it could not be placed (with the cart
// lines the server named), or where its online payment stands, with what the customer can do next.
import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { AlertTriangle, CreditCard } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import type { PaymentState } from '../use-online-payment.ts';

const alertClass = 'rounded-2xl border border-red-400/40 bg-red-950/50 p-4 text-sm text-red-100';

function Problem({ message, children, ref }: { message: string; children?: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={alertClass}>
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      {children}
    </div>
  );
}

/** The order was refused: the server's message, and each cart line it named with a way back to the cart. */
export function OrderProblem({ message, lines, ref }: { message: string; lines: string[]; ref?: Ref<HTMLDivElement> }) {
  return (
    <Problem ref={ref} message={message}>
      {lines.length > 0 ? (
        <>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {lines.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <Link to="/cart" className="mt-2 inline-block font-medium text-cyan-200 underline underline-offset-4">
            Edit your cart
          </Link>
        </>
      ) : null}
    </Problem>
  );
}

function messageOf(state: PaymentState): string | null {
  if (state.step === 'cancelled') return ORDER_MESSAGES.paymentCancelled;
  if (state.step === 'failed') return ORDER_MESSAGES.paymentFailed;
  if (state.step === 'problem') return state.message;
  return null;
}

/**
 * An online payment not (yet) made: cancelled, failed, not confirmed, or the order closed. It takes the focus
 * (once Razorpay's window has closed: never from under it), so "Pay now" is the next Tab stop.
 */
export function PaymentNotice({ state, onRetry }: { state: PaymentState; onRetry(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  const message = messageOf(state);
  const focusOn = state.step === 'cancelled' || state.step === 'problem' ? message : null;
  useEffect(() => {
    if (focusOn) ref.current?.focus();
  }, [focusOn]);
  if (!message || state.step === 'idle') return null;

  const retryLabel =
    state.step === 'problem' && state.retry === 'reverify'
      ? 'Try again'
      : state.step === 'problem' && state.retry === 'closed'
        ? null
        : 'Pay now';
  return (
    <Problem ref={ref} message={message}>
      <p className="mt-1 text-red-100/80">
        Order <span className="font-mono">{state.order.orderId}</span>
      </p>
      {retryLabel ? (
        <Button variant="primary" size="md" className="mt-3 w-full" onClick={onRetry}>
          <CreditCard aria-hidden="true" className="size-4" />
          {retryLabel}
        </Button>
      ) : null}
    </Problem>
  );
}

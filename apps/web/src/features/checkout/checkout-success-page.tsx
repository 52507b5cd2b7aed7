// Checkout success: the order number comes from the navigation state, or from ?order= after a reload; the state
// also says when an online payment is still being confirmed.
import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { CheckCircle2, Package } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/checkout-success-page.ts';

// Only a real order number is echoed back: the URL is not a place to print arbitrary text from.
const ORDER_ID = /^ORD-\d{8}-\d{4,}$/;

export const meta: Route.MetaFunction = staticMeta(ORDER_MESSAGES.confirmedTitle, 'Your order is confirmed.');
/** The query parameters the page reads (the server keeps one rendered page per set of them). */
export const handle = { query: ['order'] };

export default function CheckoutSuccessPage() {
  usePageTitle(ORDER_MESSAGES.confirmedTitle);
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { orderId?: unknown; paymentPending?: unknown } | null;
  const fromState = state?.orderId;
  const candidate = typeof fromState === 'string' ? fromState : params.get('order');
  const orderId = candidate && ORDER_ID.test(candidate) ? candidate : null;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-12 text-center sm:py-20">
      <div className="glass flex w-full flex-col items-center gap-5 rounded-3xl px-6 py-10 sm:px-10">
        <CheckCircle2 aria-hidden="true" className="size-16 text-emerald-300" />
        <h1 className="text-3xl text-white sm:text-4xl">{ORDER_MESSAGES.confirmedTitle}</h1>
        {orderId ? (
          <p className="text-slate-200">
            Your order number is
            {/* On a line of its own: a phone would otherwise break the number at a hyphen. */}
            <strong className="mt-1 block whitespace-nowrap font-mono text-lg text-cyan-200">{orderId}</strong>
          </p>
        ) : null}
        {/* Paid online, but the provider has not confirmed the money yet: the webhook or the reconciler will. */}
        {state?.paymentPending === true ? (
          <p role="status" className="text-amber-200">
            {ORDER_MESSAGES.paymentPending}
          </p>
        ) : null}
        <p className="max-w-md text-slate-300">{ORDER_MESSAGES.confirmedText}</p>
        <ButtonLink to={orderId ? `/track-order?${new URLSearchParams({ orderId })}` : '/track-order'} variant="ghost">
          <Package aria-hidden="true" className="size-4" />
          Track your order
        </ButtonLink>
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to="/marketplace" size="lg">
            Continue Shopping
          </ButtonLink>
          <ButtonLink to="/" variant="secondary" size="lg">
            Back to Home
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CartLoading } from '../../components/catalog/cart-loading.tsx';
import { OrderSummary } from '../../components/catalog/order-summary.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { placeOrder } from '../../lib/api/orders.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import type { CartItem } from '../../lib/cart/cart-provider.tsx';
import { useCart } from '../../lib/cart/use-cart.ts';
import { formatRupees } from '../../lib/format.ts';
import { srcSetOfVariant } from '../../lib/images.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePublicSettings } from '../../lib/use-public-settings.ts';
import type { Route } from './+types/checkout-page.ts';
import { type CheckoutForm, type CheckoutValues, emptyCheckoutForm, toOrderBody } from './checkout-schema.ts';
import { CheckoutFields, useCheckoutForm } from './components/checkout-form.tsx';
import { OrderProblem, PaymentNotice } from './components/checkout-notices.tsx';
import { useIdempotencyKey } from './idempotency.ts';
import { type OnlineOrder, useOnlinePayment } from './use-online-payment.ts';

const PLACE_ORDER_FAILED = 'Failed to place order. Please try again.';
const formFields = new Set<string>(Object.keys(emptyCheckoutForm));
/** The server refused a way to pay the settings offered: they changed since the page read them. */
const METHOD_REFUSALS = new Set<string>([ORDER_MESSAGES.onlineUnavailable, ORDER_MESSAGES.codUnavailable]);

interface Attempt {
  values: CheckoutValues;
  items: CartItem[];
  key: string;
}

/** The server's per-line errors ("items.0.quantity") named by the cart line they are about. */
function lineProblems(error: unknown, items: CartItem[]): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.errors.flatMap((e) => {
    const match = /^items\.(\d+)\./.exec(e.path);
    const item = match ? items[Number(match[1])] : undefined;
    return item ? [`${item.name}: ${e.message}`] : [];
  });
}

/** What Razorpay's window fills in for the customer, from the form. */
function prefillOf(values: CheckoutValues): OnlineOrder['prefill'] {
  return {
    name: `${values.firstName} ${values.lastName}`,
    email: values.email,
    ...(values.phone ? { contact: values.phone } : {}),
  };
}

/** Places an order; one to be paid online must come back with what its payment needs (else it is retried). */
async function placeAttempt({ values, items, key }: Attempt) {
  const placed = await placeOrder(toOrderBody(values, items), key);
  if (values.paymentMethod === 'online' && !placed.data.payment) {
    throw new ApiError(503, ORDER_MESSAGES.providerDown, [], true);
  }
  return placed;
}

function SummaryLines({ items }: { items: CartItem[] }) {
  return (
    <ul className="flex flex-col gap-3 border-b border-white/10 pb-4">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 text-sm">
          {/* Named for tools that read images, hidden from screen readers, which hear the name just after. */}
          <img
            aria-hidden="true"
            src={item.image}
            srcSet={srcSetOfVariant(item.image)}
            sizes={srcSetOfVariant(item.image) ? '48px' : undefined}
            alt={item.name}
            width={48}
            height={48}
            className="aspect-square w-12 shrink-0 rounded-md bg-space-900 object-cover"
          />
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 text-slate-100">{item.name}</span>
            <span className="text-slate-400">Qty {item.quantity}</span>
          </span>
          <span className="font-medium text-slate-100">{formatRupees(item.price * item.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}

export const meta: Route.MetaFunction = staticMeta(
  'Checkout',
  'Check out: contact, shipping and payment details and your order summary.',
);

export default function CheckoutPage() {
  usePageTitle('Checkout');
  const { ready, items, subtotal, clear } = useCart();
  const { brandName, paymentMethods } = usePublicSettings();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useCheckoutForm(paymentMethods);
  const idempotencyKey = useIdempotencyKey(items);
  // A new round after an order that can no longer be paid: the next submit places a new order.
  const [round, setRound] = useState(0);
  const [placed, setPlaced] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);

  // The cart empties only once the order is placed (cash on delivery) or its payment verified (online).
  const finish = useCallback(
    (orderId: string, { paymentPending = false } = {}) => {
      setPlaced(true);
      clear();
      // A signed-in customer's /profile lists it: never an older list from before it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      navigate(`/checkout/success?order=${encodeURIComponent(orderId)}`, {
        replace: true,
        state: { orderId, ...(paymentPending ? { paymentPending } : {}) },
      });
    },
    [clear, queryClient, navigate],
  );
  const payment = useOnlinePayment({ brandName, onPaid: finish, onClosed: () => setRound((r) => r + 1) });

  const order = useMutation({
    mutationFn: placeAttempt,
    onSuccess: ({ data }, { values }) => {
      if (data.payment) void payment.open({ orderId: data.orderId, payment: data.payment, prefill: prefillOf(values) });
      else finish(data.orderId);
    },
    onError: (error) => {
      // Field errors go next to their fields; everything typed stays where it is.
      if (error instanceof ApiError) {
        for (const e of error.errors) {
          if (formFields.has(e.path)) form.setError(e.path as Path<CheckoutForm>, { message: e.message });
        }
        if (METHOD_REFUSALS.has(error.message)) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.settings.public });
        }
        // The order this cart placed expired unpaid: the next submit places a new one.
        if (error.message === ORDER_MESSAGES.paymentClosed) setRound((r) => r + 1);
      }
    },
  });

  useEffect(() => {
    if (order.isError) problemRef.current?.focus();
  }, [order.isError]);

  if (placed) return <Spinner label="Confirming your order..." className="min-h-[50vh]" />;
  // The cart is in this browser's storage: the server's page cannot know it, so it says it is loading.
  if (!ready) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
        <h1 className="mb-6 text-3xl text-white sm:text-4xl">Checkout</h1>
        <CartLoading />
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
        <h1 className="mb-6 text-3xl text-white sm:text-4xl">Checkout</h1>
        <EmptyState title="Your cart is empty">
          <ShoppingCart aria-hidden="true" className="size-10 text-cyan-300" />
          <p className="text-slate-300">Add something first.</p>
          <ButtonLink to="/marketplace">Browse Marketplace</ButtonLink>
        </EmptyState>
      </div>
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    payment.reset();
    order.mutate({ values, items, key: idempotencyKey(`${values.paymentMethod}#${round}`) });
  });
  const step = payment.state.step;
  const busyLabel = order.isPending
    ? 'Placing Order...'
    : step === 'opening' || step === 'open'
      ? 'Waiting for payment...'
      : step === 'verifying'
        ? 'Confirming payment...'
        : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="mb-6 text-3xl text-white sm:text-4xl">Checkout</h1>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={busyLabel !== null}
        className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start"
      >
        <CheckoutFields form={form} paymentMethods={paymentMethods} />
        <div className="flex flex-col gap-4 lg:sticky lg:top-24">
          {order.isError ? (
            <OrderProblem
              ref={problemRef}
              message={errorMessage(order.error, PLACE_ORDER_FAILED)}
              lines={lineProblems(order.error, order.variables?.items ?? items)}
            />
          ) : null}
          <PaymentNotice state={payment.state} onRetry={payment.retry} />
          <OrderSummary
            subtotal={subtotal}
            lines={<SummaryLines items={items} />}
            action={
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={busyLabel !== null || paymentMethods.length === 0}
              >
                {busyLabel ?? 'Place Order'}
              </Button>
            }
          />
        </div>
      </form>
    </div>
  );
}

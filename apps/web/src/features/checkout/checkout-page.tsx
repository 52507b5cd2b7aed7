import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
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
import type { Route } from './+types/checkout-page.ts';
import { type CheckoutForm, type CheckoutValues, emptyCheckoutForm, toOrderBody } from './checkout-schema.ts';
import { CheckoutFields, useCheckoutForm } from './components/checkout-form.tsx';
import { useIdempotencyKey } from './idempotency.ts';

const PLACE_ORDER_FAILED = 'Failed to place order. Please try again.';
const formFields = new Set<string>(Object.keys(emptyCheckoutForm));

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useCheckoutForm();
  const idempotencyKey = useIdempotencyKey(items);
  const [placed, setPlaced] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);

  const order = useMutation({
    mutationFn: ({ values, items, key }: Attempt) => placeOrder(toOrderBody(values, items), key),
    onSuccess: ({ data }) => {
      setPlaced(true);
      clear();
      // A signed-in customer's /profile lists it: never an older list from before it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      navigate(`/checkout/success?order=${encodeURIComponent(data.orderId)}`, {
        replace: true,
        state: { orderId: data.orderId },
      });
    },
    onError: (error) => {
      // Field errors go next to their fields; everything typed stays where it is.
      if (error instanceof ApiError) {
        for (const e of error.errors) {
          if (formFields.has(e.path)) form.setError(e.path as Path<CheckoutForm>, { message: e.message });
        }
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

  const onSubmit = form.handleSubmit((values) => order.mutate({ values, items, key: idempotencyKey() }));
  const problems = order.isError ? lineProblems(order.error, order.variables?.items ?? items) : [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="mb-6 text-3xl text-white sm:text-4xl">Checkout</h1>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={order.isPending}
        className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start"
      >
        <CheckoutFields form={form} />
        <div className="flex flex-col gap-4 lg:sticky lg:top-24">
          {order.isError ? (
            <div
              ref={problemRef}
              tabIndex={-1}
              role="alert"
              className="rounded-2xl border border-red-400/40 bg-red-950/50 p-4 text-sm text-red-100"
            >
              <p className="flex items-start gap-2 font-semibold">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {errorMessage(order.error, PLACE_ORDER_FAILED)}
              </p>
              {problems.length > 0 ? (
                <ul className="mt-2 list-disc space-y-1 pl-6">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              ) : null}
              {problems.length > 0 ? (
                <Link to="/cart" className="mt-2 inline-block font-medium text-cyan-200 underline underline-offset-4">
                  Edit your cart
                </Link>
              ) : null}
            </div>
          ) : null}
          <OrderSummary
            subtotal={subtotal}
            lines={<SummaryLines items={items} />}
            action={
              <Button type="submit" size="lg" className="w-full" disabled={order.isPending}>
                {order.isPending ? 'Placing Order...' : 'Place Order'}
              </Button>
            }
          />
        </div>
      </form>
    </div>
  );
}

// The cart (/cart): lines with quantity and remove, Clear Cart, the order summary and Proceed to Checkout.
import { ArrowLeft, ArrowRight, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { CartLoading } from '../../components/catalog/cart-loading.tsx';
import { OrderSummary } from '../../components/catalog/order-summary.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { useCart } from '../../lib/cart/use-cart.ts';
import { staticMeta } from '../../lib/seo.ts';
import { notify } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/cart-page.ts';
import { CartLine } from './components/cart-line.tsx';

export const meta: Route.MetaFunction = staticMeta(
  'Your Cart',
  'Your cart: review items, change quantities and proceed to checkout.',
);

export default function CartPage() {
  usePageTitle('Your Cart');
  const { ready, items, count, subtotal, setQuantity, removeItem, clear } = useCart();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="mb-6 text-3xl text-white sm:text-4xl">Your Cart</h1>
      {/* The cart is in this browser's storage: the server's page cannot know it, so it says it is loading. */}
      {!ready ? (
        <CartLoading />
      ) : items.length === 0 ? (
        <EmptyState title="Your cart is empty">
          <ShoppingCart aria-hidden="true" className="size-10 text-cyan-300" />
          <p className="text-slate-300">Find something stellar in the marketplace.</p>
          <ButtonLink to="/marketplace">Browse Marketplace</ButtonLink>
        </EmptyState>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-labelledby="cart-items">
            <div className="mb-3 flex items-center justify-between gap-3">
              <h2 id="cart-items" className="font-sans text-base font-semibold tracking-normal text-slate-200">
                {count} {count === 1 ? 'item' : 'items'}
              </h2>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  clear();
                  notify.success('Cart cleared');
                }}
              >
                Clear Cart
              </Button>
            </div>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  onQuantity={(quantity) => setQuantity(item.id, quantity)}
                  onRemove={() => {
                    removeItem(item.id);
                    notify.success(`${item.name} removed from cart`);
                  }}
                />
              ))}
            </ul>
            <Link
              to="/marketplace"
              className="mt-5 inline-flex items-center gap-1 text-sm text-cyan-300 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" /> Continue Shopping
            </Link>
          </section>
          <div className="lg:sticky lg:top-24">
            <OrderSummary
              subtotal={subtotal}
              action={
                <ButtonLink to="/checkout" size="lg" className="w-full">
                  Proceed to Checkout <ArrowRight aria-hidden="true" className="size-5" />
                </ButtonLink>
              }
            />
          </div>
        </div>
      )}
    </div>
  );
}

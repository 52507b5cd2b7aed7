// The order summary of the cart and checkout pages: subtotal, shipping by the public settings' rule
// (free over the threshold, else a flat fee; rupees everywhere, DESIGN.md decision 2) and the total.
import { shippingFor } from '@astroden/shared/constants';
import type { ReactNode } from 'react';
import { formatRupees } from '../../lib/format.ts';
import { usePublicSettings } from '../../lib/use-public-settings.ts';

/** The smallest whole-rupee amount that takes the subtotal over the threshold ("over", not "at"). */
export function amountToFreeShipping(subtotal: number, threshold: number): number {
  return Math.floor(threshold - subtotal) + 1;
}

export function OrderSummary({
  subtotal,
  lines,
  action,
}: {
  subtotal: number;
  /** Shown above the totals (the checkout lists the items there). */
  lines?: ReactNode;
  /** Shown below them (Proceed to Checkout, Place Order). */
  action?: ReactNode;
}) {
  const settings = usePublicSettings();
  const shipping = shippingFor(subtotal, settings);
  const total = subtotal + shipping;
  return (
    <section aria-labelledby="order-summary-title" className="glass flex flex-col gap-4 rounded-2xl p-5 sm:p-6">
      <h2 id="order-summary-title" className="text-lg text-white">
        Order Summary
      </h2>
      {lines}
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-300">Subtotal</dt>
          <dd className="font-medium text-slate-100">{formatRupees(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-300">Shipping</dt>
          <dd className="font-medium text-slate-100">{shipping === 0 ? 'Free' : formatRupees(shipping)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-white/10 pt-3 text-base">
          <dt className="font-semibold text-white">Total</dt>
          <dd className="font-semibold text-white">{formatRupees(total)}</dd>
        </div>
      </dl>
      <p className="rounded-lg bg-space-900/70 px-3 py-2 text-xs text-slate-300">
        {shipping > 0 ? (
          <>
            Add {formatRupees(amountToFreeShipping(subtotal, settings.freeShippingThreshold))} more to qualify for free
            shipping.{' '}
          </>
        ) : null}
        Free shipping on orders over {formatRupees(settings.freeShippingThreshold)}
      </p>
      {action}
    </section>
  );
}

// Track an order (issue 24): by its id and the e-mail it was placed with, or straight from an e-mail's signed
// link (?orderId=&token=). The order is someone's name and address: it is fetched in the browser only (no loader),
// so no server render, and no page the server keeps, ever holds it; and search engines are told not to list it.
import type { TrackOrderQuery } from '@astroden/shared';
import { ORDER_STATUS_LABELS } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { trackOrderQuery } from '../../lib/api/orders.ts';
import { noindexMeta } from '../../lib/seo.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/track-order-page.ts';
import { TrackOrderForm } from './components/track-order-form.tsx';
import { TrackedOrderView } from './components/tracked-order-view.tsx';
import { linkLookup, lookupFailure, sameLookup } from './lookup.ts';

export const meta: Route.MetaFunction = noindexMeta(
  'Track Your Order',
  'Enter your order ID and e-mail address to see where your order is.',
);

export default function TrackOrderPage() {
  usePageTitle('Track Your Order');
  // The server renders this page without its query (handle.query is empty: a link's token never reaches the
  // render or the cache key), so the URL is read from the first render after hydration.
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const fromUrl = hydrated ? params : new URLSearchParams();
  const [typed, setTyped] = useState<TrackOrderQuery | null>(null);
  const lookup = typed ?? linkLookup(fromUrl);
  const result = useQuery({ ...trackOrderQuery(lookup ?? { orderId: '' }), enabled: lookup !== null });

  const onLookup = (values: TrackOrderQuery) => {
    // The same lookup again (after a failure, say) asks again; another one is a query of its own.
    if (sameLookup(values, lookup)) void result.refetch();
    else setTyped(values);
  };

  const failure = result.isError ? lookupFailure(result.error) : null;
  const order = lookup && !result.isError ? result.data : undefined;
  const loading = lookup !== null && result.isFetching && !order;
  const announcement = loading
    ? 'Looking up your order...'
    : failure
      ? failure.message
      : order
        ? `Order ${order.orderId} found: ${ORDER_STATUS_LABELS[order.status]}.`
        : '';

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-16" aria-labelledby="track-heading">
      <header className="mx-auto mb-8 max-w-2xl text-center">
        <PackageOpen aria-hidden="true" className="mx-auto mb-3 size-10 text-cyan-300" />
        <h1 id="track-heading" className="text-3xl sm:text-4xl">
          Track Your Order
        </h1>
        <p className="mt-3 text-slate-300">
          Enter the order ID from your confirmation e-mail and the e-mail address you ordered with.
        </p>
      </header>

      <div className="mx-auto max-w-3xl">
        <TrackOrderForm orderId={fromUrl.get('orderId')?.trim() ?? ''} busy={loading} onLookup={onLookup} />
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div aria-busy={result.isFetching} className="mt-8">
        {loading ? <Spinner label="Looking up your order..." /> : null}
        {failure ? (
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-red-400/30 bg-red-950/30 px-6 py-8 text-center">
            <p className="text-red-100">{failure.message}</p>
            {lookup?.token && !failure.canRetry ? (
              <p className="text-sm text-slate-300">
                If the link in your e-mail has expired, enter your order ID and e-mail address above.
              </p>
            ) : null}
            {failure.canRetry ? (
              <Button variant="secondary" onClick={() => void result.refetch()}>
                Try again
              </Button>
            ) : null}
          </div>
        ) : null}
        {order ? <TrackedOrderView order={order} /> : null}
      </div>
    </section>
  );
}

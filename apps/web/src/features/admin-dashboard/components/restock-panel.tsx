// Needs restocking (issue 11): products at or below the low-stock threshold setting, out of stock first,
// each linking to the products list filtered to it.
import { ANALYTICS_MESSAGES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { restockQuery } from '../../../lib/api/analytics.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { Panel } from './panel.tsx';

const productsLink = (name?: string) =>
  name ? `/admin/products?${new URLSearchParams({ search: name })}` : '/admin/products';

export function RestockPanel() {
  const restock = useQuery(restockQuery());
  const list = restock.data;
  let body: ReactNode;
  if (restock.isError) {
    body = (
      <ErrorState
        message={errorMessage(restock.error, ANALYTICS_MESSAGES.restockFailed)}
        onRetry={() => restock.refetch()}
      />
    );
  } else if (!list) {
    body = <Spinner label="Loading the restock list..." className="h-32" />;
  } else if (list.items.length === 0) {
    body = <p className="py-6 text-center text-sm text-slate-400">{ANALYTICS_MESSAGES.nothingToRestock}</p>;
  } else {
    body = (
      <>
        <ul aria-label="Products to restock" className="grid gap-x-6 md:grid-cols-2 xl:grid-cols-3">
          {list.items.map((p) => (
            <li key={p._id} className="flex items-center justify-between gap-3 border-b border-white/5 py-2">
              <div className="min-w-0">
                <Link
                  to={productsLink(p.name)}
                  title={p.name}
                  className="block truncate text-sm font-medium text-slate-100 hover:text-cyan-200"
                >
                  {p.name}
                </Link>
                <p className="truncate text-xs text-slate-400">{p.category}</p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <span className="text-sm text-slate-200 tabular-nums">{p.stock} left</span>
                {p.stock === 0 ? <Badge tone="red">Out of stock</Badge> : <Badge tone="yellow">Low stock</Badge>}
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-400">
          {list.total > list.items.length ? `Showing ${list.items.length} of ${list.total}` : `${list.total}`}{' '}
          {list.total === 1 ? 'product' : 'products'} at or below {list.threshold} in stock.{' '}
          <Link to={productsLink()} className="text-cyan-200 underline underline-offset-2 hover:text-cyan-100">
            All products
          </Link>
        </p>
      </>
    );
  }
  return <Panel title="Needs restocking">{body}</Panel>;
}

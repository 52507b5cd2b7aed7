import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { type MarketplaceFilters, marketplaceHref, readFilters } from './marketplace-filters.ts';

/**
 * The marketplace's filters, read from the URL, and `update` to change them: any change but a page change
 * goes back to page 1. A new URL is a new history entry unless `replace` is asked for (typing a search).
 */
export function useMarketplaceFilters() {
  const [params] = useSearchParams();
  const { category: routeCategory } = useParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readFilters(params, routeCategory), [params, routeCategory]);

  const hrefFor = useCallback(
    (changes: Partial<MarketplaceFilters>) => marketplaceHref({ ...filters, page: 1, ...changes }),
    [filters],
  );
  const update = useCallback(
    (changes: Partial<MarketplaceFilters>, options: { replace?: boolean } = {}) =>
      navigate(hrefFor(changes), { replace: options.replace, preventScrollReset: true }),
    [navigate, hrefFor],
  );
  return { filters, hrefFor, update };
}

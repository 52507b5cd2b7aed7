// The marketplace listing (/marketplace, /marketplace/:category): the URL holds every filter.
import { DEFAULT_PRODUCT_SORT, PAGE_SIZES, PRODUCT_MESSAGES } from '@astroden/shared/constants';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { PRODUCT_CARD_SIZES } from '../../components/catalog/product-card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, ErrorState } from '../../components/ui/states.tsx';
import { categoriesQuery, productCardsQuery } from '../../lib/api/products.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { clientPageData, type PageResult, serverPageData } from '../../lib/route-data.ts';
import { scrollToTop } from '../../lib/scroll.ts';
import { pageMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/marketplace-page.ts';
import { ClearFilters } from './components/clear-filters.tsx';
import { FilterPanel } from './components/filter-panel.tsx';
import { FiltersDisclosure } from './components/filters-disclosure.tsx';
import { ProductGrid, ProductGridSkeleton } from './components/product-grid.tsx';
import { activeFilterCount, type MarketplaceFilters, readFilters, showingText } from './marketplace-filters.ts';
import { reloadPage } from './reload-page.ts';
import { useMarketplaceFilters } from './use-marketplace-filters.ts';

const PAGE_SIZE = PAGE_SIZES.marketplace;

const listQuery = (filters: MarketplaceFilters) =>
  productCardsQuery({
    page: filters.page,
    limit: PAGE_SIZE,
    search: filters.search || undefined,
    category: filters.category,
    sort: filters.sort,
  });

// The page's products and the filter panel's categories, for the filters in the URL.
const prefetchMarketplace =
  ({ url, params }: Route.LoaderArgs | Route.ClientLoaderArgs) =>
  async (client: QueryClient): Promise<PageResult> => {
    const filters = readFilters(url.searchParams, params.category);
    await Promise.all([client.prefetchQuery(listQuery(filters)), client.prefetchQuery(categoriesQuery())]);
    const first = client.getQueryData(listQuery(filters).queryKey)?.data[0];
    const title = filters.category ?? 'Marketplace';
    return {
      seo: {
        lcpImage: first ? { path: first.images[0] ?? first.image, sizes: PRODUCT_CARD_SIZES } : undefined,
        title: filters.page > 1 ? `${title}, page ${filters.page}` : title,
        description: filters.category
          ? `${filters.category} for anime fans and gamers: browse, compare prices in rupees and buy on WhatsApp.`
          : 'Figures, manga, apparel, collectibles and PC parts for anime fans and gamers, priced in rupees.',
        breadcrumb: filters.category
          ? [
              ['Home', '/'],
              ['Marketplace', '/marketplace'],
              [filters.category, `/marketplace/${encodeURIComponent(filters.category)}`],
            ]
          : [
              ['Home', '/'],
              ['Marketplace', '/marketplace'],
            ],
      },
    };
  };

export const loader = (args: Route.LoaderArgs) => serverPageData(prefetchMarketplace(args));
export const clientLoader = (args: Route.ClientLoaderArgs) => clientPageData(prefetchMarketplace(args));
// The canonical URL keeps the page number and filters (each is a page of its own); pageMeta keeps the query.
export const meta: Route.MetaFunction = (args) => pageMeta(args, {}, true);
/** The query parameters the page reads (the server keeps one rendered page per set of them). */
export const handle = { query: ['search', 'sort', 'page', 'category'] };

export default function MarketplacePage() {
  const { filters, hrefFor, update } = useMarketplaceFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const title = filters.category ?? 'Marketplace';
  const activeCount = activeFilterCount(filters);
  usePageTitle(title);

  const products = useQuery(listQuery(filters));
  const data = products.data;

  // A typed or stale ?page= beyond the last page goes to the last page instead of an empty list.
  const beyondLastPage = Boolean(data && data.totalPages > 0 && filters.page > data.totalPages);
  const lastPage = data?.totalPages ?? 1;
  useEffect(() => {
    if (beyondLastPage && !products.isPlaceholderData) update({ page: lastPage }, { replace: true });
  }, [beyondLastPage, products.isPlaceholderData, lastPage, update]);

  // Starting or clearing a search is a step Back can undo; refining the words of one replaces it, so Back
  // does not walk through every pause in the typing.
  const onSearch = useCallback(
    (search: string) => update({ search }, { replace: Boolean(filters.search && search) }),
    [update, filters.search],
  );
  const onClear = useCallback(() => {
    setPanelOpen(false);
    update({ category: undefined, search: '', sort: DEFAULT_PRODUCT_SORT });
  }, [update]);
  const pageHref = useCallback((page: number) => hrefFor({ page }), [hrefFor]);

  let results: ReactNode;
  if (products.isError && !data) {
    results = (
      <ErrorState
        title={PRODUCT_MESSAGES.errorLoading}
        message={errorMessage(products.error, PRODUCT_MESSAGES.fetchFailed)}
        onRetry={reloadPage}
        retryLabel="Try Again"
      />
    );
  } else if (!data || beyondLastPage) {
    results = <ProductGridSkeleton count={PAGE_SIZE} />;
  } else if (data.data.length === 0) {
    results = (
      <EmptyState title={PRODUCT_MESSAGES.noneFound}>
        <p className="text-slate-300">Try another search or category.</p>
        <ClearFilters onClear={onClear} />
      </EmptyState>
    );
  } else {
    results = (
      <div className="flex flex-col gap-8">
        <ProductGrid products={data.data} busy={products.isPlaceholderData} />
        <Pagination
          page={filters.page}
          totalPages={data.totalPages}
          hrefFor={pageHref}
          onPageChange={scrollToTop}
          label="Product pages"
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-6 lg:mb-8">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-violet-300">Space-Themed Marketplace</p>
        <h1 className="mt-2 text-3xl text-white sm:text-4xl">{title}</h1>
        {filters.search ? (
          <p className="mt-2 text-slate-300">
            Results for <span className="font-semibold text-cyan-200">“{filters.search}”</span>
          </p>
        ) : null}
      </header>

      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-8">
        <aside aria-label="Filters" className="lg:sticky lg:top-24 lg:w-64 lg:shrink-0">
          <FiltersDisclosure open={panelOpen} onOpenChange={setPanelOpen} activeCount={activeCount}>
            <FilterPanel
              filters={filters}
              hrefFor={hrefFor}
              onSearch={onSearch}
              onClear={onClear}
              onChoose={() => setPanelOpen(false)}
            />
          </FiltersDisclosure>
        </aside>

        <section aria-labelledby="market-results" className="min-w-0 flex-1">
          <h2 id="market-results" className="sr-only">
            Products
          </h2>
          <p aria-live="polite" className="mb-4 min-h-6 text-sm text-slate-300">
            {/* From the answer shown, so the line and the grid below it always agree. */}
            {data && data.data.length > 0 ? showingText(data.currentPage, PAGE_SIZE, data.total) : ''}
          </p>
          {results}
        </section>
      </div>
    </div>
  );
}

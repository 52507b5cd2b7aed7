// The marketplace's left panel: search, categories, sort and Clear Filters. Categories and sorts are links,
// so each choice is a shareable URL and opens in a new tab like any link.
import type { Category } from '@astroden/shared';
import { FALLBACK_CATEGORIES, PRODUCT_SORTS } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { categoriesQuery } from '../../../lib/api/products.ts';
import { SharedMarkup } from '../../../lib/shared-markup.tsx';
import { hasActiveFilters, type MarketplaceFilters, searchFormTarget } from '../marketplace-filters.ts';
import { ClearFilters } from './clear-filters.tsx';
import { SearchBox } from './search-box.tsx';

interface FilterPanelProps {
  filters: MarketplaceFilters;
  hrefFor(changes: Partial<MarketplaceFilters>): string;
  onSearch(search: string): void;
  onClear(): void;
  /** A category or sort was picked (the phone layout folds the panel away to show the results). */
  onChoose?(): void;
}

const option =
  'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors hover:bg-white/10 aria-[current=page]:bg-neon-cyan/15 aria-[current=page]:text-cyan-100 aria-[current=page]:font-semibold';

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-2 font-sans text-sm font-semibold tracking-normal text-slate-200">
      {children}
    </h2>
  );
}

export function FilterPanel(props: FilterPanelProps) {
  const { filters } = props;
  const categories = useQuery(categoriesQuery());
  // A failed category call is silent: the built-in list stands in (spec section 8).
  const list: Category[] = (categories.isError ? FALLBACK_CATEGORIES : (categories.data ?? [])).filter(
    (c) => c.name.trim() !== '',
  );
  // Without a search, the panel is the same on every page of a category and sort (each of its links resets the
  // page): the server renders it once for each and sends that HTML after. A search (free text) or a category not
  // in the list (any spelling a URL may carry) renders it for the page alone.
  const shared =
    !filters.search && (!filters.category || list.some((c) => c.name === filters.category))
      ? [filters.category ?? null, filters.sort, categories.status, list]
      : undefined;

  return (
    <SharedMarkup id="market-filters" state={shared}>
      <Panel {...props} list={list} pending={categories.isPending} />
    </SharedMarkup>
  );
}

/** The panel itself: a component of its own, so that a page sent the kept HTML does not even build its links. */
function Panel({
  filters,
  hrefFor,
  onSearch,
  onClear,
  onChoose,
  list,
  pending,
}: FilterPanelProps & { list: Category[]; pending: boolean }) {
  const active = filters.category?.toLowerCase();
  return (
    <div className="flex flex-col gap-6">
      <SearchBox value={filters.search} onSearch={onSearch} {...searchFormTarget(filters)} />

      <nav aria-labelledby="market-categories">
        <Heading id="market-categories">Categories</Heading>
        <ul className="space-y-1">
          <li>
            <AppLink
              to={hrefFor({ category: undefined })}
              onClick={onChoose}
              className={option}
              aria-current={active ? undefined : 'page'}
            >
              All Products
            </AppLink>
          </li>
          {pending
            ? Array.from({ length: 5 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <li key={i} aria-hidden="true" className="h-9 animate-pulse rounded-lg bg-space-800/80" />
              ))
            : list.map((c) => (
                <li key={c.name}>
                  <AppLink
                    to={hrefFor({ category: c.name })}
                    onClick={onChoose}
                    className={option}
                    aria-current={active === c.name.toLowerCase() ? 'page' : undefined}
                  >
                    <span>{c.name}</span>
                    {c.count > 0 ? (
                      <span className="text-xs text-slate-400">
                        <span className="sr-only">(</span>
                        {c.count}
                        <span className="sr-only"> products)</span>
                      </span>
                    ) : null}
                  </AppLink>
                </li>
              ))}
        </ul>
      </nav>

      <nav aria-labelledby="market-sort">
        <Heading id="market-sort">Sort by</Heading>
        <ul className="space-y-1">
          {PRODUCT_SORTS.map((s) => (
            <li key={s.value}>
              <AppLink
                to={hrefFor({ sort: s.value })}
                onClick={onChoose}
                className={option}
                aria-current={filters.sort === s.value ? 'page' : undefined}
              >
                {s.label}
                {filters.sort === s.value ? <Check aria-hidden="true" className="size-4 text-cyan-300" /> : null}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>

      {hasActiveFilters(filters) ? <ClearFilters onClear={onClear} /> : null}
    </div>
  );
}

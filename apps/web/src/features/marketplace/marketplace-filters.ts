// The marketplace keeps every filter in the URL (the route's :category, then ?search, ?sort, ?page), so a
// link can be shared and back/forward work. These helpers read the URL and build it back, with the nuqs
// parsers every list uses (lib/list-params.ts); the server's loader reads the same way.

import type { ProductSort } from '@astroden/shared';
import { DEFAULT_PRODUCT_SORT, MAX_SEARCH_LENGTH, PRODUCT_SORTS } from '@astroden/shared/constants';
import { createLoader, createParser, createSerializer } from 'nuqs';
import { pageParser, sortParser, textParser } from '../../lib/list-params.ts';

export interface MarketplaceFilters {
  /** undefined means All Products. */
  category: string | undefined;
  search: string;
  sort: ProductSort;
  page: number;
}

/** The marketplace offers the four sorts open to everyone (the admin list has more). */
const sortValues = PRODUCT_SORTS.map((s) => s.value) as ProductSort[];

/** ?search=: trimmed, and cut to what the API accepts. */
const searchParser = createParser({
  parse: (value) => value.trim().slice(0, MAX_SEARCH_LENGTH) || null,
  serialize: String,
})
  .withDefault('')
  .withOptions({ clearOnDefault: true });

const queryParsers = {
  search: searchParser,
  sort: sortParser(sortValues, DEFAULT_PRODUCT_SORT),
  page: pageParser,
};
const loadQuery = createLoader({ ...queryParsers, category: textParser });
const serializeQuery = createSerializer(queryParsers);

function normaliseCategory(value: string | null | undefined): string | undefined {
  const name = value?.trim();
  return name && name.toLowerCase() !== 'all' ? name : undefined;
}

/** Reads the filters from the URL; the :category route parameter wins over ?category=. */
export function readFilters(params: URLSearchParams, routeCategory?: string): MarketplaceFilters {
  const { category, search, sort, page } = loadQuery(params);
  return {
    category: normaliseCategory(routeCategory) ?? normaliseCategory(category),
    search,
    sort,
    page,
  };
}

/** The canonical URL of a set of filters: the category as a path segment, defaults left out. */
export function marketplaceHref({ category, search, sort, page }: MarketplaceFilters): string {
  const path = category ? `/marketplace/${encodeURIComponent(category)}` : '/marketplace';
  return serializeQuery(path, { search: search || null, sort, page });
}

/**
 * Where the search form sends its words when the browser submits it itself (before the page's script runs, or
 * without it): the category's path, with the sort kept in a hidden field; the page goes back to 1.
 */
export function searchFormTarget({ category, sort }: MarketplaceFilters): {
  action: string;
  hidden: [string, string][];
} {
  const action = category ? `/marketplace/${encodeURIComponent(category)}` : '/marketplace';
  return { action, hidden: sort === DEFAULT_PRODUCT_SORT ? [] : [['sort', sort]] };
}

/** How many of category, search and sort differ from the defaults (the page is not a filter). */
export function activeFilterCount(filters: MarketplaceFilters): number {
  return [filters.category, filters.search, filters.sort !== DEFAULT_PRODUCT_SORT].filter(Boolean).length;
}

export function hasActiveFilters(filters: MarketplaceFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** 'Showing X to Y of N products' for a 1-based page. */
export function showingText(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total} products`;
}

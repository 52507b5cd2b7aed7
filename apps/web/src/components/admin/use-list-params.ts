// List screens keep their filters, sort and page in the URL (?search=&category=&sort=-price&page=2)
// through nuqs (lib/list-params.ts), so a reload, the back button or a shared link shows the same list.
// Changing a filter or the sort goes back to page 1.
import { type Parser, useQueryStates } from 'nuqs';
import { useCallback, useMemo } from 'react';
import { pageParser, sortParser, textParser } from '../../lib/list-params.ts';

export interface ListParams<K extends string, S extends string> {
  /** Each filter's current text ('' when absent from the URL). */
  filters: Record<K, string>;
  /** The page from ?page=, 1 when absent or not a positive whole number. */
  page: number;
  /** The sort from ?sort= ('price', '-price'), the default one when absent or not allowed. */
  sort: S;
  /** Sets one filter (blank removes it from the URL) and resets the page; replaces the history entry. */
  setFilter(key: K, value: string): void;
  /** Sets several filters at once (e.g. all to '' for "Clear filters"), like setFilter. */
  setFilters(patch: Partial<Record<K, string>>): void;
  /** Sets the sort and resets the page; replaces the history entry. */
  setSort(sort: S): void;
  /** Moves to a page (a new history entry). */
  setPage(page: number): void;
}

export interface SortOptions<S extends string> {
  /** Every sort value the list allows, e.g. sortValues(PRODUCT_SORT_KEYS) from @astroden/shared. */
  values: readonly S[];
  /** The sort of a URL without ?sort=. */
  fallback: S;
}

const NO_SORT: SortOptions<never> = { values: [], fallback: '' as never };

/**
 * `keys` are the filter names this list reads, e.g. `useListParams(['search', 'category'] as const)`;
 * `sorts` the sort values it allows and its default.
 */
export function useListParams<K extends string, S extends string = never>(
  keys: readonly K[],
  sorts: SortOptions<S> = NO_SORT as SortOptions<S>,
): ListParams<K, S> {
  const keyList = keys.join('|');
  const sortList = sorts.values.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyList and sortList stand for keys and sorts
  const parsers = useMemo(
    () => ({
      ...(Object.fromEntries(keys.map((key) => [key, textParser])) as Record<K, typeof textParser>),
      page: pageParser,
      sort: sortParser(sorts.values, sorts.fallback) as unknown as Parser<S> & { readonly defaultValue: S },
    }),
    [keyList, sortList, sorts.fallback],
  );
  const [state, setState] = useQueryStates(parsers);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyList stands for keys
  const filters = useMemo(
    () =>
      Object.fromEntries(keys.map((key) => [key, (state as Record<string, unknown>)[key] ?? ''])) as Record<K, string>,
    [state, keyList],
  );

  // Every write is a functional update of nuqs' own queue, so a debounced search armed before a role
  // was picked keeps the role.
  const setFilters = useCallback(
    (patch: Partial<Record<K, string>>) => {
      const values = Object.fromEntries(
        Object.entries(patch).map(([key, value]) => [key, (value as string | undefined)?.trim() ? value : null]),
      );
      void setState({ ...values, page: null } as never, { history: 'replace' });
    },
    [setState],
  );
  const setFilter = useCallback(
    (key: K, value: string) => setFilters({ [key]: value } as Partial<Record<K, string>>),
    [setFilters],
  );
  const setSort = useCallback(
    (sort: S) => void setState({ sort, page: null } as never, { history: 'replace' }),
    [setState],
  );
  const setPage = useCallback(
    (page: number) => void setState({ page: page > 1 ? page : null } as never, { history: 'push' }),
    [setState],
  );

  return { filters, page: state.page ?? 1, sort: state.sort as S, setFilter, setFilters, setSort, setPage };
}

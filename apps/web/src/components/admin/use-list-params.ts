// List screens keep their filters and page in the URL (?search=&category=&page=), so a reload, the
// back button or a shared link shows the same list. Changing a filter goes back to page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams<K extends string> {
  /** Each filter's current text ('' when absent from the URL). */
  filters: Record<K, string>;
  /** The page from ?page=, 1 when absent or not a positive whole number. */
  page: number;
  /** Sets one filter (blank removes it from the URL) and resets the page; replaces the history entry. */
  setFilter(key: K, value: string): void;
  /** Sets several filters at once (e.g. all to '' for "Clear filters"), like setFilter. */
  setFilters(patch: Partial<Record<K, string>>): void;
  /** Moves to a page (a new history entry). */
  setPage(page: number): void;
}

/** `keys` are the filter names this list reads, e.g. `useListParams(['search', 'category'])`. */
export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const keyList = keys.join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyList stands for keys (a new array each render)
  const filters = useMemo(
    () => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>,
    [params, keyList],
  );
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const setFilters = useCallback(
    (patch: Partial<Record<K, string>>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value?.trim()) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const setFilter = useCallback(
    (key: K, value: string) => setFilters({ [key]: value } as Partial<Record<K, string>>),
    [setFilters],
  );

  const setPage = useCallback(
    (p: number) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return { filters, page, setFilter, setFilters, setPage };
}

// List screens keep their filters and page in the URL (?search=&category=&page=), so a reload, the
// back button or a shared link shows the same list. Changing a filter goes back to page 1.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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

  // React Router's functional update hands over the params of the render that made the setter, not
  // the URL's current ones: a debounced search armed before a role was picked would put the old role
  // back. Every write starts from this copy, kept current by renders and by our own writes.
  const current = useRef(params);
  useLayoutEffect(() => {
    current.current = params;
  }, [params]);
  const write = useCallback(
    (change: (next: URLSearchParams) => void, options?: { replace: boolean }) => {
      const next = new URLSearchParams(current.current);
      change(next);
      current.current = next;
      setParams(next, options);
    },
    [setParams],
  );

  const setFilters = useCallback(
    (patch: Partial<Record<K, string>>) => {
      write(
        (next) => {
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value?.trim()) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
        },
        { replace: true },
      );
    },
    [write],
  );
  const setFilter = useCallback(
    (key: K, value: string) => setFilters({ [key]: value } as Partial<Record<K, string>>),
    [setFilters],
  );

  const setPage = useCallback(
    (p: number) => {
      write((next) => {
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
      });
    },
    [write],
  );

  return { filters, page, setFilter, setFilters, setPage };
}

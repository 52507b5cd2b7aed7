// One QueryClient per server render, one for the whole life of the browser tab (client loaders fill it).
import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * A first fetch still on its way, of a query something on screen shows (only those are refetched when
 * invalidated): it has nothing to show yet. A loader's fetch of a query nothing shows yet is left to finish, as
 * its loader awaits it.
 */
const shownFirstFetch = (query: Query) =>
  query.isActive() && query.state.data === undefined && query.state.fetchStatus === 'fetching';

/**
 * Invalidation that also restarts a first fetch already on its way. TanStack Query cancels and restarts a
 * fetch in flight only when its query has data; a first fetch it lets finish, so a list searched while a save
 * went out kept what it read before the save, for the whole stale time (seen as an admin pod's edit missing
 * from its row). An invalidation that refetches nothing, or asks to keep fetches in flight, is left as it is.
 */
class ShopQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    if (filters?.refetchType !== 'none' && options?.cancelRefetch !== false) {
      const matches = filters?.predicate;
      await this.cancelQueries({
        ...filters,
        predicate: (query) => shownFirstFetch(query) && (matches?.(query) ?? true),
      });
    }
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient() {
  return new ShopQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retry only what a retry can fix: network trouble and server errors.
        retry: (failures, error) =>
          failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
    },
  });
}

/** The server answers now: no retry delays, the page says what it could load. */
export function createServerQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
}

let browserClient: QueryClient | undefined;

/** The tab's QueryClient (a fresh one per render on the server). */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createServerQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

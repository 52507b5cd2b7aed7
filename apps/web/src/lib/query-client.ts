// One QueryClient per server render, one for the whole life of the browser tab (client loaders fill it).
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export function createQueryClient() {
  return new QueryClient({
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

// Route data for the server-rendered storefront. A page's loader fills a QueryClient with the same queries its
// components ask for (TanStack Query keys and shapes): on the server that client is dehydrated into the page and
// hydrated by root.tsx, so nothing is fetched twice; in the browser the client loader fills the tab's client,
// so a navigation renders (and restores its scroll position) with its data already there.
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import { ApiError } from './api-client.ts';
import { createServerQueryClient, getQueryClient } from './query-client.ts';

/** What the head of a page says about it (title, description, image, and a product's offer). */
export interface PageSeo {
  title?: string;
  description?: string;
  image?: string;
  /** Open Graph type: website (default) or product. */
  type?: 'website' | 'product';
  /** The page's largest image, preloaded from the head so it starts before the CSS and scripts. */
  lcpImage?: { path: string | null | undefined; sizes: string };
  /** The trail to this page for BreadcrumbList: (name, path) pairs, home first. */
  breadcrumb?: [string, string][];
  /** A product page's offer, for Open Graph and the Product structured data. */
  product?: {
    id: string;
    name: string;
    description: string;
    category: string;
    images: string[];
    price: number;
    stock: number;
  };
}

export interface PageResult {
  notFound?: boolean;
  seo?: PageSeo;
}

export interface PageData extends PageResult {
  /**
   * The loader's queries, dehydrated and written as JSON. React Router writes a loader's data into the page in its
   * turbo-stream encoding, walking every value in JavaScript: for a marketplace page's nine products that walk was
   * a fourteenth of the server's render (issue 26); a string it writes as it is, and the browser parses it once.
   */
  dehydratedState?: string;
}

/** The queries behind each page data's JSON: kept on the server as the loader made them, parsed once elsewhere. */
const dehydratedStates = new WeakMap<PageData, DehydratedState>();

/** The queries a loader's data carries, for its route's HydrationBoundary (the same object each time). */
export function dehydratedStateOf(data: PageData | undefined): DehydratedState | undefined {
  if (!data?.dehydratedState) return undefined;
  let state = dehydratedStates.get(data);
  if (!state) {
    state = JSON.parse(data.dehydratedState) as DehydratedState;
    dehydratedStates.set(data, state);
  }
  return state;
}

export type Prefetch = (client: QueryClient) => Promise<PageResult | undefined> | PageResult | undefined;

/**
 * A route's server loader: the page's queries, dehydrated; a 404 status when its item does not exist. When a read
 * failed for another reason (the API answered 5xx, or not at all) the page is still made (the browser fetches
 * what is missing) but answered 503, which neither the server's page cache nor any other cache keeps.
 */
export async function serverPageData(prefetch: Prefetch) {
  const client = createServerQueryClient();
  const result = (await prefetch(client)) ?? {};
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && !isMissing(query.state.error));
  const state = dehydrate(client);
  const page: PageData = { ...result, dehydratedState: JSON.stringify(state) };
  dehydratedStates.set(page, state);
  return data(page, {
    status: result.notFound ? 404 : failed ? 503 : 200,
    headers: failed ? { 'Cache-Control': 'no-store', 'Retry-After': '5' } : { 'Cache-Control': 'no-cache' },
  });
}

/** A route's client loader: the same queries into the tab's client (cached ones are not fetched again). */
export async function clientPageData(prefetch: Prefetch): Promise<PageData> {
  return (await prefetch(getQueryClient())) ?? {};
}

/** True when the API says the item does not exist (a 404, or an id that cannot be one: decision 005). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

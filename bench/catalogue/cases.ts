// The storefront's public reads, as the web app asks for them (PAGE_SIZES, PRODUCT_SORTS). Hot: one URL
// again and again, what a response cache serves. Cold: the server runs with PUBLIC_CACHE=off and each
// request cycles to another URL of the same kind (another page, category, term or product).
import { DEFAULT_CATEGORIES, PAGE_SIZES, PRODUCT_SORTS } from '@astroden/shared';
import type { ReadCase } from './load.ts';
import { SEARCH_TERMS, type SearchKind } from './words.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function listing(query: { page: number; sort?: string; category?: string; search?: string }): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(PAGE_SIZES.marketplace) });
  params.set('sort', query.sort ?? '-createdAt');
  if (query.category) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  return `/api/products?${params}`;
}

const SEARCH_KINDS = Object.keys(SEARCH_TERMS) as SearchKind[];
/** The one category of the hot category cases: the last default, far from the first rows. */
const HOT_CATEGORY = DEFAULT_CATEGORIES.at(-1)!;

export const bareCase: ReadCase = { name: 'bare Fastify hello-world', group: 'bare', cache: '', paths: ['/'] };

export function hotCases(productId: string): ReadCase[] {
  return [
    { name: 'health (app floor: one select 1)', group: 'floor', cache: 'hot', paths: ['/api/health'] },
    { name: 'listing page 1', group: 'listing', cache: 'hot', paths: [listing({ page: 1 })] },
    ...PRODUCT_SORTS.map(({ value }) => ({
      name: `listing category + sort ${value}`,
      group: 'listing' as const,
      cache: 'hot' as const,
      paths: [listing({ page: 1, category: HOT_CATEGORY, sort: value })],
    })),
    { name: 'listing page 500', group: 'listing', cache: 'hot', paths: [listing({ page: 500 })] },
    ...SEARCH_KINDS.map((kind) => ({
      name: `search ${kind} "${SEARCH_TERMS[kind][0]}"`,
      group: 'search' as const,
      cache: 'hot' as const,
      paths: [listing({ page: 1, search: SEARCH_TERMS[kind][0] })],
    })),
    { name: 'categories', group: 'read', cache: 'hot', paths: ['/api/products/categories/all'] },
    { name: 'product', group: 'read', cache: 'hot', paths: [`/api/products/${productId}`] },
    { name: 'pods (home)', group: 'read', cache: 'hot', paths: [`/api/pods?page=1&limit=${PAGE_SIZES.homePods}`] },
    { name: 'public settings', group: 'read', cache: 'hot', paths: ['/api/settings/public'] },
  ];
}

export function coldCases(productIds: string[]): ReadCase[] {
  return [
    { name: 'listing page 1', group: 'listing', cache: 'cold', paths: range(1, 20).map((page) => listing({ page })) },
    ...PRODUCT_SORTS.map(({ value }) => ({
      name: `listing category + sort ${value}`,
      group: 'listing' as const,
      cache: 'cold' as const,
      paths: range(1, 10).flatMap((page) =>
        DEFAULT_CATEGORIES.map((category) => listing({ page, category, sort: value })),
      ),
    })),
    {
      name: 'listing page 500',
      group: 'listing',
      cache: 'cold',
      paths: range(491, 510).map((page) => listing({ page })),
    },
    ...SEARCH_KINDS.map((kind) => ({
      name: `search ${kind} (${SEARCH_TERMS[kind].length} terms)`,
      group: 'search' as const,
      cache: 'cold' as const,
      paths: [1, 2].flatMap((page) => SEARCH_TERMS[kind].map((search) => listing({ page, search }))),
    })),
    { name: 'categories', group: 'read', cache: 'cold', paths: ['/api/products/categories/all'] },
    { name: 'product', group: 'read', cache: 'cold', paths: productIds.map((id) => `/api/products/${id}`) },
    {
      name: 'pods (home)',
      group: 'read',
      cache: 'cold',
      paths: [1, 2].flatMap((page) => range(1, 10).map((limit) => `/api/pods?page=${page}&limit=${limit}`)),
    },
    { name: 'public settings', group: 'read', cache: 'cold', paths: ['/api/settings/public'] },
  ];
}

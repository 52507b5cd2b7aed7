// The page key of a URL (plugins/web.ts pageMatcher): what the page cache and the render see of it. Matched by
// React Router's own matchRoutes over a route table shaped like the storefront's.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageMatcher } from './web.ts';

const route = (id: string, extra: { parentId?: string; path?: string; index?: boolean; query?: string[] }) => ({
  id,
  parentId: extra.parentId,
  path: extra.path,
  index: extra.index,
  module: extra.query ? { handle: { query: extra.query } } : {},
});

const routes = Object.fromEntries(
  [
    route('root', {}),
    route('layout', { parentId: 'root' }),
    route('home', { parentId: 'layout', index: true }),
    route('marketplace', { parentId: 'layout', path: 'marketplace', query: ['search', 'sort', 'page', 'category'] }),
    route('marketplace-category', {
      parentId: 'layout',
      path: 'marketplace/:category',
      query: ['search', 'sort', 'page', 'category'],
    }),
    route('marketplace-new', { parentId: 'layout', path: 'marketplace/new' }),
    route('product', { parentId: 'layout', path: 'product/:id' }),
    route('not-found', { parentId: 'layout', path: '*' }),
  ].map((r) => [r.id, r]),
);

/** A matcher over the table, and how many times it has asked React Router to match a path. */
function matcher() {
  const asked = { times: 0 };
  const pageOf = pageMatcher({
    routes,
    entry: {
      module: {
        // The build's tree is React Router's route objects; the plugin declares only the fields it reads.
        matchRoutes: (tree, location) => {
          asked.times++;
          return matchRoutes(tree as never, location) as never;
        },
        createRequestHandler: () => async () => new Response(),
        setApiTransport() {},
        setReadsMemo() {},
      },
    },
  });
  return { pageOf, asked };
}

const { pageOf } = matcher();

describe('the page a URL asks for', () => {
  it('keeps, sorted, only the query parameters its routes read', () => {
    expect(pageOf('/marketplace?utm_source=x&sort=price&page=2')).toBe('/marketplace?page=2&sort=price');
    expect(pageOf('/marketplace/Apparel?page=3&fbclid=1')).toBe('/marketplace/Apparel?page=3');
  });

  it('drops every parameter of a page whose routes read none', () => {
    expect(pageOf('/product/abc?page=2&sort=price')).toBe('/product/abc');
    expect(pageOf('/?search=x')).toBe('/');
    expect(pageOf('/no/such/page?page=2')).toBe('/no/such/page');
  });

  it("asks the whole table which route is a URL's: a higher-ranked route that reads nothing keeps nothing", () => {
    expect(pageOf('/marketplace/new?page=2')).toBe('/marketplace/new');
  });

  it('matches a path against the routes once, however many queries and pages ask for it', () => {
    const { pageOf, asked } = matcher();
    for (let page = 1; page <= 50; page++) {
      expect(pageOf(`/marketplace/Apparel?page=${page}&sort=price`)).toBe(
        `/marketplace/Apparel?page=${page}&sort=price`,
      );
      expect(pageOf(`/marketplace/new?page=${page}`)).toBe('/marketplace/new');
    }
    // Each path: once against the routes that read a query, once against them all.
    expect(asked.times).toBe(4);
  });

  it("keeps React Router's data parameters", () => {
    expect(pageOf('/marketplace.data?_routes=marketplace&page=2&x=1')).toBe(
      '/marketplace.data?_routes=marketplace&page=2',
    );
    expect(pageOf('/product/abc.data?_routes=product&page=2')).toBe('/product/abc.data?_routes=product');
  });
});

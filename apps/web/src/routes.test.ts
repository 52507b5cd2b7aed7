// Which page a URL is, through React Router's matchRoutes as patched (patches/react-router+7.18.4.patch: a branch
// whose path starts with a literal segment is passed over when the URL's first segment is another). These are the
// answers the unpatched matcher gives (compared over 200,000 generated paths when the patch was made); a prefilter
// that passed over a branch it should have matched would send one of these URLs to the wrong page.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routeConfig from './routes.ts';

/** The route config as route objects, each known by its file (or its id where one is given). */
function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file;
    const children = entry.children ? routeObjects(entry.children) : undefined;
    return entry.index ? { id, index: true } : { id, path: entry.path, caseSensitive: entry.caseSensitive, children };
  });
}

const routes = routeObjects(routeConfig);

/** The deepest route a URL matches, and the params it reads. */
function pageOf(url: string) {
  const matches = matchRoutes(routes, url);
  const leaf = matches?.at(-1);
  return leaf && { route: leaf.route.id, pathname: leaf.pathname, params: leaf.params };
}

describe('the page a URL is', () => {
  it('is the route of its path, whatever the case of its literal segments', () => {
    expect(pageOf('/')?.route).toBe('features/home/home-page.tsx');
    expect(pageOf('/about')?.route).toBe('features/info/about-page.tsx');
    expect(pageOf('/ABOUT')?.route).toBe('features/info/about-page.tsx');
    expect(pageOf('/Cart/')?.route).toBe('features/cart/cart-page.tsx');
    expect(pageOf('/checkout/success')?.route).toBe('features/checkout/checkout-success-page.tsx');
    expect(pageOf('/space-pods')?.route).toBe('features/pods/pods-page.tsx');
  });

  it('reads the dynamic segments of the route it is', () => {
    expect(pageOf('/Product/abc')).toEqual({
      route: 'features/marketplace/product-page.tsx',
      pathname: '/Product/abc',
      params: { id: 'abc' },
    });
    expect(pageOf('/marketplace/Shirts')).toMatchObject({
      route: 'marketplace-category',
      params: { category: 'Shirts' },
    });
    expect(pageOf('/marketplace')?.route).toBe('marketplace');
    expect(pageOf('/space-pods/p1')).toMatchObject({ params: { id: 'p1' } });
  });

  it('is matched on the decoded path', () => {
    expect(pageOf('/%61bout')?.route).toBe('features/info/about-page.tsx');
    expect(pageOf('/marketplace/T%20Shirts')).toMatchObject({ params: { category: 'T Shirts' } });
  });

  it('is the admin section under /admin, and each section has its own not-found page', () => {
    expect(pageOf('/admin')?.route).toBe('app/routes/admin-index.tsx');
    expect(pageOf('/admin/products')?.route).toBe('features/admin-products/products-page.tsx');
    expect(pageOf('/ADMIN/Settings')?.route).toBe('features/admin-settings/settings-page.tsx');
    expect(pageOf('/admin/nothing')?.route).toBe('admin-not-found');
    expect(pageOf('/nothing')?.route).toBe('not-found');
  });

  it('is not found for a known word in the wrong place, a doubled slash before it, or one segment too many', () => {
    expect(pageOf('/about/x')?.route).toBe('not-found');
    expect(pageOf('//cart')?.route).toBe('not-found');
    expect(pageOf('/product')?.route).toBe('not-found');
    expect(pageOf('/caf%C3%A9')).toMatchObject({ route: 'not-found', params: { '*': 'café' } });
  });
});

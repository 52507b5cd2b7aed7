// What React Router's server render writes of a page's routes, as patched (patches/react-router+7.18.4.patch): the
// links of a page's routes, kept per list of routes while their modules are the same objects, and the paths of its
// matches, given back as new URL() encodes them. Run against both of the package's builds: the CommonJS one these
// tests load by name, and the ES module one the server and the browser bundle are built from.
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import * as commonJs from 'react-router';
import { describe, expect, it } from 'vitest';
import * as esModule from '../../../node_modules/react-router/dist/development/index.mjs';

type Build = typeof commonJs;

/** The hrefs of the <link>s a render wrote (sorted: React places stylesheets itself), and of the page's link to itself. */
function written(html: string) {
  return {
    links: [...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map((m) => m[1]).sort(),
    paths: [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]),
  };
}

/** The build under test, for the routes' components. */
const BuildContext = createContext<Build>(commonJs);

function Page() {
  const rr = useContext(BuildContext);
  return (
    <>
      <rr.Links />
      <rr.Outlet />
    </>
  );
}

/** A link to the route itself: React Router resolves it from the route's matched path, as it encoded it. */
function Here() {
  const rr = useContext(BuildContext);
  return <rr.Link to=".">here</rr.Link>;
}

function renderer(rr: Build) {
  const routes = [
    {
      id: 'root',
      path: '/',
      Component: Page,
      children: [
        { id: 'a', path: 'a', Component: Here },
        { id: 'b', path: 'b', Component: Here },
        { id: 'product', path: 'product/:id', Component: Here },
        { id: 'category', path: 'marketplace/:category', Component: Here },
      ],
    },
  ];
  const handler = rr.createStaticHandler(routes);
  const manifest = {
    entry: { module: '/entry.js', imports: [] },
    url: '/manifest.js',
    version: '1',
    routes: {
      root: { id: 'root', path: '/', module: '/root.js', css: ['/root.css'] },
      a: { id: 'a', parentId: 'root', path: 'a', module: '/a.js', css: ['/a.css'] },
      b: { id: 'b', parentId: 'root', path: 'b', module: '/b.js' },
      product: { id: 'product', parentId: 'root', path: 'product/:id', module: '/product.js' },
      category: { id: 'category', parentId: 'root', path: 'marketplace/:category', module: '/category.js' },
    },
  };
  const FrameworkContext = rr.UNSAFE_FrameworkContext as unknown as ComponentType<{
    value: unknown;
    children: ReactNode;
  }>;

  return async (url: string, routeModules: Record<string, { links?: () => { rel: string; href: string }[] }>) => {
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
    const router = rr.createStaticRouter(handler.dataRoutes, context);
    const framework = { manifest, routeModules, isSpaMode: false, ssr: true, future: {}, routeDiscovery: {} };
    return written(
      renderToString(
        <BuildContext value={rr}>
          <FrameworkContext value={framework}>
            <rr.StaticRouterProvider router={router} context={context} hydrate={false} />
          </FrameworkContext>
        </BuildContext>,
      ),
    );
  };
}

const rootModule = { links: () => [{ rel: 'icon', href: '/icon.svg' }] };

describe.each([
  ['CommonJS', commonJs],
  ['ES module', esModule as unknown as Build],
])("React Router's server render (%s build)", (_name, rr) => {
  it("writes each page's own links, and a route's new module's links once it has one", async () => {
    const render = renderer(rr);
    const modules = { root: rootModule, a: { links: () => [{ rel: 'preload', href: '/a.woff2' }] }, b: {} };
    expect((await render('/a', modules)).links).toEqual(['/a.css', '/a.woff2', '/icon.svg', '/root.css']);
    expect((await render('/b', modules)).links).toEqual(['/icon.svg', '/root.css']);
    expect((await render('/a', modules)).links).toEqual(['/a.css', '/a.woff2', '/icon.svg', '/root.css']);
    // Another object for route a (a build's modules replaced): its links, not the ones kept for the old module.
    const replaced = { ...modules, a: { links: () => [{ rel: 'preload', href: '/a2.woff2' }] } };
    expect((await render('/a', replaced)).links).toEqual(['/a.css', '/a2.woff2', '/icon.svg', '/root.css']);
  });

  it('writes the links of the route a page is when two routes share one module', async () => {
    // As the marketplace's two routes do (one file, two paths): each route's own CSS from the manifest.
    const render = renderer(rr);
    const shared = {};
    const modules = { root: rootModule, a: shared, b: shared };
    expect((await render('/a', modules)).links).toEqual(['/a.css', '/icon.svg', '/root.css']);
    expect((await render('/b', modules)).links).toEqual(['/icon.svg', '/root.css']);
  });

  it('gives the paths of the matched routes as the URL encodes them', async () => {
    const render = renderer(rr);
    const modules = { root: rootModule };
    expect((await render('/product/3f2b-9c_x~1', modules)).paths).toEqual(['/product/3f2b-9c_x~1']);
    expect((await render('/Product/ABC', modules)).paths).toEqual(['/Product/ABC']);
    expect((await render('/marketplace/T%20Shirts', modules)).paths).toEqual(['/marketplace/T%20Shirts']);
    expect((await render('/marketplace/100%25', modules)).paths).toEqual(['/marketplace/100%25']);
    expect((await render('/marketplace/caf%C3%A9', modules)).paths).toEqual(['/marketplace/caf%C3%A9']);
    expect((await render('/marketplace/a.b', modules)).paths).toEqual(['/marketplace/a.b']);
  });
});

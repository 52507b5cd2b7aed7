// Serves the web app: hashed assets cached for a year, other files for an hour, and every other GET rendered by
// the storefront's server build (React Router framework mode, apps/web/src/entry.server.tsx). Its loaders call
// this same API in-process through Fastify's inject (no port, no network hop), and its scripts carry a
// per-response CSP nonce. A rendered page is kept as long as the public reads it shows (plugins/public-cache.ts),
// and each answer gets a nonce of its own. Without a build (API tests) only the JSON 404 remains.
//
// What a page is made from is fixed by the shop, never by the request (decision 015): its origin is PUBLIC_URL
// (not the Host header), and of its query only the parameters its routes read (each route module's
// `handle.query`) reach the render and the cache key, so made-up parameters neither render again nor push real
// pages out. Renders that miss the cache are limited per client address.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { acceptsEncoding, COMPRESS_FROM, compressed, preferredEncoding } from '../lib/accept-encoding.ts';
import { newNonce } from '../lib/csp-nonce.ts';
import { type DeflatedParts, deflateParts, gzipJoined } from '../lib/gzip-parts.ts';
import { errorBody, INTERNAL_ERROR_MESSAGE } from '../lib/http-errors.ts';
import { cacheKey } from './public-cache.ts';

/** What the storefront's API client reads of an answer (apps/web/src/lib/api-client.ts `ApiAnswer`). */
interface ApiAnswer {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}
type Transport = (url: string, init: RequestInit) => Promise<ApiAnswer>;
/** apps/web/src/lib/api-client.ts `ReadsMemo`: what a loader made from public reads, kept as long as they are. */
type ReadsMemo = <T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean) => Promise<T>;
/** The storefront's load context (apps/web/src/entry.server.tsx `StorefrontLoadContext`). */
interface LoadContext {
  nonce?: string;
  takeHtml?(html: Buffer): void;
}
type RequestHandler = (request: Request, loadContext?: LoadContext) => Promise<Response>;
interface RouteObject {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteObject[];
}
interface ServerRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: { query?: string[] } };
}
interface ServerBuild {
  routes: Record<string, ServerRoute>;
  entry: {
    module: {
      createRequestHandler(build: ServerBuild, mode?: string): RequestHandler;
      setApiTransport(transport: Transport): void;
      setReadsMemo(memo: ReadsMemo): void;
      matchRoutes(routes: RouteObject[], location: string): { route: RouteObject }[] | null;
    };
  };
}

/** The build's routes as the tree React Router matches. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map(({ id, path: routePath, index, caseSensitive }) => ({
        id,
        path: routePath,
        index,
        caseSensitive,
        children: children(id),
      }));
  return children(undefined);
}

/** The routes that read query parameters (`handle.query`), with their ancestors: a tree of a few routes. */
function queryReaders(tree: RouteObject[], routes: ServerBuild['routes']): RouteObject[] {
  return tree.flatMap((route) => {
    const children = queryReaders(route.children ?? [], routes);
    return children.length > 0 || routes[route.id]?.module.handle?.query ? [{ ...route, children }] : [];
  });
}

/**
 * The page a URL asks for, as the cache and the render see it: the path and, sorted, the query parameters its
 * routes read (`handle.query`); React Router's own data requests (`.data`) keep `_routes`.
 *
 * React Router's `matchRoutes` flattens and ranks the whole route tree on every call (5% of a product page's
 * render): the URL is first matched against the few routes that read a query, and only a URL that matches one of
 * them, and so may keep parameters, is matched against them all to learn which route is really its. (A route
 * matches a URL whatever its siblings: no match among the readers means no reader among the URL's routes.) What
 * a path's routes read is kept for the next request of that path (the marketplace's few: matching them again
 * was 4% of a marketplace page's server time, `--cpu-prof`).
 */
export function pageMatcher(build: ServerBuild): (url: string) => string {
  const tree = routeTree(build.routes);
  const readers = queryReaders(tree, build.routes);
  const { matchRoutes } = build.entry.module;
  const readsOfPath = new LRUCache<string, string[]>({ max: 1000 });
  const parametersRead = (path: string): string[] => {
    let names = readsOfPath.get(path);
    if (!names) {
      const matches = matchRoutes(readers, path) ? matchRoutes(tree, path) : null;
      names = (matches ?? []).flatMap(({ route }) => build.routes[route.id]?.module.handle?.query ?? []);
      readsOfPath.set(path, names);
    }
    return names;
  };
  return (url) => {
    const [pathname = '/', search = ''] = url.split('?', 2) as [string, string?];
    const data = pathname.endsWith('.data');
    const reads = new Set(data ? ['_routes'] : []);
    if (!search) return pathname;
    // A data request names its page: /marketplace.data for /marketplace, and /_root.data for /.
    const route = !data ? pathname : pathname === '/_root.data' ? '/' : pathname.slice(0, -'.data'.length);
    for (const name of parametersRead(route)) reads.add(name);
    return keepOnly(pathname, search, reads);
  };
}

/** `pathname` with only the `reads` parameters of `search`, as the cache keys a read (sorted, empty ones dropped). */
function keepOnly(pathname: string, search: string, reads: Set<string>): string {
  if (reads.size === 0 || !search) return pathname;
  const kept = [...new URLSearchParams(search)].filter(([name]) => reads.has(name));
  return cacheKey(`${pathname}?${new URLSearchParams(kept)}`);
}

/**
 * The apps serving pages in this process, and which one a loader's API call goes to. A server has one: its loaders'
 * calls go to it. Tests run several in one process, and only then does a render tell its loaders which app is theirs
 * through AsyncLocalStorage: on Node 22 its first run hooks every promise the process makes from then on, every API
 * request's as well as every render's (a marketplace page that missed the cache took some 8% more of a worker's CPU,
 * issue 26).
 */
const servingApps = new Set<FastifyInstance>();
const currentApp = new AsyncLocalStorage<FastifyInstance>();

/** Runs a render of `app`'s, telling its loaders' calls which app is theirs when more than one serves in this process. */
function asRenderOf<T>(app: FastifyInstance, render: () => T): T {
  return servingApps.size === 1 && servingApps.has(app) ? render() : currentApp.run(app, render);
}

/** The app a loader's API call goes to: the one whose render made it. */
function appOfRender(fallback: FastifyInstance): FastifyInstance {
  if (servingApps.size === 1) return servingApps.values().next().value ?? fallback;
  return currentApp.getStore() ?? fallback;
}

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, key) => {
    record[key] = value;
  });
  return record;
}

/**
 * What a render made from the public reads (the shell's data, apps/web/src/root.tsx), kept by `app`'s response cache
 * for as long as it keeps those reads: forgotten with them at a write and after their time to live, never kept with
 * the cache off.
 */
function readsMemo(app: FastifyInstance): ReadsMemo {
  // Counted in entries, not bytes: a shell per origin the shop's pages are made for (one, or a few in tests).
  const made = app.publicCache.memoBy<{ value: unknown; keep: boolean }>({
    maxBytes: 64,
    sizeOf: () => 1,
    keep: (result) => result.keep,
  });
  return <T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean) =>
    made(key, async () => {
      const value = await load();
      return { value, keep: keep(value) };
    }).then((result) => result.value as T);
}
const readsMemos = new WeakMap<FastifyInstance, ReadsMemo>();

/** An answer as the API client reads it: its status, and its JSON parsed when asked for. */
function apiAnswer(status: number, body: string): ApiAnswer {
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) };
}

/**
 * fetch() answered by Fastify's inject: the API's own routes, hooks and cache, without a socket. A public read the
 * cache holds is answered from it directly, as its route would answer it: the settings and pods every page shows
 * cost a lookup, not a request's trip through the routes and hooks (a page render made three, issue 26). The other
 * public reads a page makes are read by their routes' own reads, and kept as the routes' answers are
 * (lib/storefront-reads.ts, decision 028); only what none of them reads goes through `inject`.
 */
async function injectFetch(app: FastifyInstance, url: string, init: RequestInit): Promise<ApiAnswer> {
  const method = init.method ?? 'GET';
  const headers = headerRecord(init.headers);
  const anonymousRead = method === 'GET' && !headers.authorization;
  const cached = anonymousRead ? app.publicCache.lookup(url) : undefined;
  if (cached) return apiAnswer(200, cached.body);
  const since = app.publicCache.generation();
  const direct = anonymousRead ? app.storefrontReads.answer(url) : undefined;
  if (direct) {
    try {
      const { status, body } = await direct;
      // Kept as the route's answer is: the next page that shows it (the categories, a listing) reads it from there.
      if (status === 200) app.publicCache.keep(url, body, since);
      return { ok: status === 200, status, json: async () => body };
    } catch (err) {
      // What the route would log and answer (plugins/errors.ts): the page is made without it and answered 503.
      app.log.error({ err, url }, 'storefront read failed');
      return apiAnswer(500, JSON.stringify(errorBody(INTERNAL_ERROR_MESSAGE)));
    }
  }
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
  });
  return apiAnswer(res.statusCode, res.payload);
}

/**
 * The request the storefront renders: the page at the shop's origin, and nothing of the visitor's (no cookie,
 * no authorization, no Host): the page is every visitor's. HEAD is answered as GET; Fastify leaves the body out.
 */
function webRequest(origin: string, page: string): Request {
  return new Request(new URL(page, origin), { method: 'GET', headers: { accept: 'text/html' } });
}

/** A rendered page, as every visitor gets it until the cached reads it was made from are forgotten. */
interface RenderedPage {
  status: number;
  headers: [string, string][];
  /** The HTML cut where its render's nonce was: each answer puts a nonce of its own there. */
  parts: Buffer[];
  /** Whether an answer has gone out compressed: the first is compressed whole, as it is (most pages go out once). */
  compressed?: boolean;
  /** The parts compressed, at the second answer that takes gzip: every later one only puts its nonce between them. */
  deflated?: DeflatedParts;
}

/** The kept copy compressed (deflateParts) is a quarter to a third of the page: counted in the cache with it. */
const DEFLATED_SHARE = 0.4;

const htmlBytes = (page: RenderedPage) => page.parts.reduce((bytes, part) => bytes + part.length, 0);

function cutAt(body: Buffer, needle: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function joinWith(parts: Buffer[], nonce: string): Buffer {
  const separator = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part])));
}

function allowNonce(reply: FastifyReply, nonce: string) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`));
  }
}

export interface WebOptions {
  root: string;
  /** Memory for rendered pages (each some 50-80 KB), kept as long as the public reads they show. */
  pageCacheBytes: number;
  /** The shop's origin: what the pages' absolute URLs start with. */
  publicUrl: string;
  /** Renders (pages the cache does not have) one client address may ask for per minute. */
  rendersPerMinute: number;
}

/** Renders per client address in the current minute: a fixed window, forgotten with the minute. */
function renderBudget(perMinute: number) {
  const used = new LRUCache<string, number>({ max: 100_000, ttl: 60_000 });
  return (address: string): boolean => {
    const n = used.get(address) ?? 0;
    if (n >= perMinute) return false;
    used.set(address, n + 1, { noUpdateTTL: n > 0 });
    return true;
  };
}

class TooManyRenders extends Error {}

export default fp(async function web(app: FastifyInstance, opts: WebOptions) {
  const clientDir = path.join(opts.root, 'client');
  const serverEntry = path.join(opts.root, 'server', 'index.js');
  let render: RequestHandler | undefined;
  let build: ServerBuild | undefined;
  if (existsSync(serverEntry)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    servingApps.add(app);
    app.addHook('onClose', async () => {
      servingApps.delete(app);
    });
    build.entry.module.setApiTransport((url, init) => injectFetch(appOfRender(app), url, init));
    readsMemos.set(app, readsMemo(app));
    build.entry.module.setReadsMemo((key, load, keep) => {
      const memo = readsMemos.get(appOfRender(app));
      return memo ? memo(key, load, keep) : load();
    });
    render = build.entry.module.createRequestHandler(build, 'production');
  }

  const notFound = (reply: FastifyReply) => reply.status(404).send({ success: false, message: 'Route not found' });
  // Anything else (another method, or no build) is the API's JSON 404.
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  if (!render || !build) return;
  const handler = render;
  const pageOf = pageMatcher(build);
  const mayRender = renderBudget(opts.rendersPerMinute);

  // The storefront renders the same page for every visitor (a signed-in one's details load in the browser),
  // from public reads only: a page is rendered once per page key while those reads are cached, and visitors who
  // ask while it renders wait for that render. Only a 200 is kept: a page made while a read failed (503) is not.
  const pages = app.publicCache.memoBy<RenderedPage>({
    maxBytes: opts.pageCacheBytes,
    sizeOf: (page) => Math.ceil(htmlBytes(page) * (1 + DEFLATED_SHARE)) + 500,
    keep: (page) => page.status === 200,
  });
  async function renderPage(request: FastifyRequest, page: string): Promise<RenderedPage> {
    if (!mayRender(request.ip)) throw new TooManyRenders();
    const nonce = newNonce();
    // A document's HTML is handed over as it is (takeHtml); React Router's data requests answer in the body.
    let html: Buffer | undefined;
    const takeHtml = (rendered: Buffer) => {
      html = rendered;
    };
    const response = await asRenderOf(app, () => handler(webRequest(opts.publicUrl, page), { nonce, takeHtml }));
    const headers: [string, string][] = [];
    response.headers.forEach((value, key) => {
      if (key !== 'content-length' && key !== 'set-cookie') headers.push([key, value]);
    });
    const body = html ?? Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers, parts: cutAt(body, Buffer.from(nonce)) };
  }

  // A route, not the 404 handler: @fastify/compress (and every other per-route hook) applies to the pages.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.raw.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    if (pathname === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/')) return notFound(reply);
    // A missing file is a 404, not a page; React Router's own data requests end in .data.
    const extension = path.extname(pathname);
    if (extension && extension !== '.data') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    // A page from a build that discovered its routes as it went (before decision 023) asks for them: it is told
    // to load the document anew, as React Router tells a page from an older build.
    if (pathname === '/__manifest') return reply.status(204).header('X-Remix-Reload-Document', 'true').send();
    const key = pageOf(url);
    let page: RenderedPage;
    try {
      let rendered = false;
      page = await pages(key, () => {
        rendered = true;
        return renderPage(request, key);
      });
      if (app.config.publicCache.enabled) app.metrics.cacheLookup('page', !rendered);
    } catch (err) {
      if (!(err instanceof TooManyRenders)) throw err;
      return reply
        .status(429)
        .header('Retry-After', '60')
        .type('text/plain')
        .send('Too many pages asked for from your address: please wait a minute.');
    }
    reply.status(page.status);
    for (const [key, value] of page.headers) reply.header(key, value);
    // A page made while a read failed (route-data.ts answers 503) is nobody's to keep: not ours, not a browser's.
    if (page.status >= 500) reply.header('Cache-Control', 'no-store').header('Retry-After', '5');
    else if (!page.headers.some(([key]) => key === 'cache-control')) reply.header('Cache-Control', 'no-cache');
    const nonce = newNonce();
    allowNonce(reply, nonce);
    reply.header('vary', 'accept-encoding');
    // Under real traffic most pages go out once: the first answer is compressed whole, in one pass, as the
    // client prefers (a page cut at its nonces is some ten parts, and compressing each on its own cost three times
    // as much). A page asked for again is compressed in its parts, once (lib/gzip-parts.ts): every later answer
    // that takes gzip puts its nonce between them. @fastify/compress leaves an answer with its content-encoding
    // alone, and compresses a later one for a client that takes only brotli.
    const accepted = request.headers['accept-encoding'];
    const whole = htmlBytes(page) >= COMPRESS_FROM && !page.compressed ? preferredEncoding(accepted) : undefined;
    if (whole) {
      page.compressed = true;
      return reply.header('content-encoding', whole).send(compressed(joinWith(page.parts, nonce), whole));
    }
    if (page.compressed && acceptsEncoding(accepted, 'gzip')) {
      page.deflated ??= deflateParts(page.parts);
      return reply.header('content-encoding', 'gzip').send(gzipJoined(page.parts, page.deflated, Buffer.from(nonce)));
    }
    return reply.send(joinWith(page.parts, nonce));
  });
});

// Serves the web app: hashed assets cached for a year, other files for an hour, and every other GET rendered by
// the storefront's server build (React Router framework mode, apps/web/src/entry.server.tsx). Its loaders call
// this same API in-process through Fastify's inject (no port, no network hop), and its scripts carry a
// per-response CSP nonce. A rendered page is kept as long as the public reads it shows (plugins/public-cache.ts),
// and each answer gets a nonce of its own. Without a build (API tests) only the JSON 404 remains.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
type RequestHandler = (request: Request, loadContext?: { nonce?: string }) => Promise<Response>;
interface ServerBuild {
  entry: {
    module: {
      createRequestHandler(build: ServerBuild, mode?: string): RequestHandler;
      setApiTransport(transport: Transport): void;
    };
  };
}

/** Which app a loader's API call goes to: the one rendering the page (tests run several in one process). */
const currentApp = new AsyncLocalStorage<FastifyInstance>();

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, key) => {
    record[key] = value;
  });
  return record;
}

/** fetch() answered by Fastify's inject: the API's own routes, hooks and cache, without a socket. */
async function injectFetch(app: FastifyInstance, url: string, init: RequestInit): Promise<Response> {
  const res = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: headerRecord(init.headers),
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(res.headers)) {
    if (value !== undefined && key !== 'content-length' && key !== 'transfer-encoding') headers.set(key, String(value));
  }
  const empty = res.statusCode === 204 || res.statusCode === 304;
  return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
}

function webRequest(request: FastifyRequest): Request {
  const url = new URL(request.raw.url ?? '/', `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // HEAD is answered as GET; Fastify leaves the body out.
  return new Request(url, { method: 'GET', headers });
}

/** A rendered page, as every visitor gets it until the cached reads it was made from are forgotten. */
interface RenderedPage {
  status: number;
  headers: [string, string][];
  /** The HTML cut where its render's nonce was: each answer puts a nonce of its own there. */
  parts: Buffer[];
}

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

const newNonce = () => randomBytes(16).toString('base64');

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
}

export default fp(async function web(app: FastifyInstance, opts: WebOptions) {
  const clientDir = path.join(opts.root, 'client');
  const serverEntry = path.join(opts.root, 'server', 'index.js');
  let render: RequestHandler | undefined;
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
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    build.entry.module.setApiTransport((url, init) => injectFetch(currentApp.getStore() ?? app, url, init));
    render = build.entry.module.createRequestHandler(build, 'production');
  }

  const notFound = (reply: FastifyReply) => reply.status(404).send({ success: false, message: 'Route not found' });
  // Anything else (another method, or no build) is the API's JSON 404.
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  if (!render) return;
  const handler = render;

  // The storefront renders the same page for every visitor (a signed-in one's details load in the browser),
  // from public reads only: a page is rendered once per URL while those reads are cached, and visitors who
  // ask while it renders wait for that render. Host and scheme are in the key (canonical links carry them).
  const pages = app.publicCache.memoBy<RenderedPage>({
    maxBytes: opts.pageCacheBytes,
    sizeOf: (page) => page.parts.reduce((bytes, part) => bytes + part.length, 500),
    keep: (page) => page.status === 200,
  });
  async function renderPage(request: FastifyRequest): Promise<RenderedPage> {
    const nonce = newNonce();
    const response = await currentApp.run(app, () => handler(webRequest(request), { nonce }));
    const headers: [string, string][] = [];
    response.headers.forEach((value, key) => {
      if (key !== 'content-length' && key !== 'set-cookie') headers.push([key, value]);
    });
    const body = Buffer.from(await response.arrayBuffer());
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
    const page = await pages(`${request.protocol}://${request.host}${url}`, () => renderPage(request));
    reply.status(page.status);
    for (const [key, value] of page.headers) reply.header(key, value);
    if (!page.headers.some(([key]) => key === 'cache-control')) reply.header('Cache-Control', 'no-cache');
    const nonce = newNonce();
    allowNonce(reply, nonce);
    return reply.send(joinWith(page.parts, nonce));
  });
});

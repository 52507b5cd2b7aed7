// Renders a page on the server. Everything waits for the whole page (no streaming of late parts): the
// storefront's loaders have already fetched its data, and crawlers and the first paint get complete HTML.
// The scripts carry the request's CSP nonce (apps/api/src/plugins/web.ts).
import { renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceContext } from './lib/nonce.ts';
import { keepSharedMarkup, SharedMarkupContext, sharedMarkupRender } from './lib/shared-markup.tsx';

// The API's page cache matches a URL to its routes to learn which query parameters the page reads (their `handle`).
export { matchRoutes } from 'react-router';
export { setApiTransport } from './lib/api-client.ts';

/** React Router's wait for deferred loader data (the storefront defers none). */
export const streamTimeout = 10_000;

const DOCTYPE = '<!DOCTYPE html>';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const HYDRATION_MODULE = ' type="module" async="">';

/**
 * The page is complete HTML: its scripts only make it interactive, so they start after the first paint.
 * React Router's <Scripts> puts a modulepreload of every module in the head and one inline module that
 * imports them; asked for at once, they shared a phone's slow connection with the stylesheet and fonts and
 * the page painted later (Lighthouse counts every script requested before the largest paint into it). Here
 * the preloads leave the head, the inline module waits inert (an unknown type runs nothing), and a small
 * loader adds both once the page has painted its content.
 */
function hydrateAfterFirstPaint(page: string): string {
  const headEnd = page.indexOf('</head>');
  const bodyEnd = page.lastIndexOf('</body>');
  const moduleEnd = page.indexOf(HYDRATION_MODULE, headEnd);
  const moduleStart = page.lastIndexOf('<script', moduleEnd);
  if (headEnd === -1 || bodyEnd === -1 || moduleEnd === -1 || moduleEnd > bodyEnd || moduleStart < headEnd) return page;
  const attributes = page.slice(moduleStart + '<script'.length, moduleEnd);
  if (attributes.includes('>')) return page;
  const head = page.slice(0, headEnd);
  const modules = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return (
    head.replace(MODULE_PRELOAD, '') +
    page.slice(headEnd, moduleStart) +
    `<script${attributes} type="text/x-after-first-paint" id="hydration-module">` +
    page.slice(moduleEnd + HYDRATION_MODULE.length, bodyEnd) +
    `<script${nonceAttribute(attributes)}>${HYDRATION_LOADER}(${JSON.stringify(modules)})</script>` +
    page.slice(bodyEnd)
  );
}

/** Runs in the page, serialised into it: its own code and browser globals only. */
function startHydration(modules: string[]) {
  const nonce = (document.currentScript as HTMLScriptElement).nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.fetchPriority = 'low';
      preload.href = href;
      document.head.appendChild(preload);
    }
    const inert = document.getElementById('hydration-module') as HTMLScriptElement;
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = inert.textContent;
    document.body.appendChild(script);
  };
  // After the first contentful paint where the browser reports it, else after the first frame; at once in a
  // background tab (it paints nothing until shown), and in any case within three seconds.
  if (document.visibilityState === 'hidden') start();
  else if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 3000);
  document.addEventListener('visibilitychange', start);
}

/** The loader's source, made once: the page calls it with its modules. */
const HYDRATION_LOADER = `(${startHydration})`;

/** The nonce attribute among the hydration module's `attributes` (the CSP lets only scripts with it run), or nothing. */
function nonceAttribute(attributes: string): string {
  return / nonce="[^"]*"/.exec(attributes)?.[0] ?? '';
}

/**
 * Reads React Router's loader data for the page (its turbo-stream, already complete: the loaders have run and the
 * storefront defers nothing) into the cache its <StreamTransfer> reads, chunk `i` at `streamCache[i]`, so that it
 * writes the page's data scripts without suspending and the whole page renders in one synchronous pass.
 */
async function readLoaderData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const streamCache: NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']> = {};
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  for (let i = 0; ; i++) {
    const { done, value } = await reader.read();
    streamCache[i] = Object.assign(Promise.resolve(), {
      result: { done, value: done ? decoder.decode() : decoder.decode(value, { stream: true }) },
    });
    if (done) break;
  }
  // <ServerRouter> still takes a reader of the stream (now read to its end) for <StreamTransfer>.
  reader.releaseLock();
  context.renderMeta = { ...context.renderMeta, streamCache };
}

export interface StorefrontLoadContext {
  nonce?: string;
  /**
   * Takes the page's HTML (apps/api/src/plugins/web.ts): React Router is then answered with the status and
   * headers only, and the HTML is not encoded into a Response and read back out of its stream.
   */
  takeHtml?(html: Buffer): void;
}

/**
 * The page, rendered in one synchronous pass (renderToString) once its loader data is read: nothing in a server
 * render suspends (the loaders have fetched everything; the 3D globe renders in the browser only). Streaming the
 * page to a Node stream (renderToPipeableStream, waiting for onAllReady) encoded each of its thousands of small
 * pieces into a buffer of its own: a tenth of a product page's render and more of a marketplace page's (issue 26).
 * A component that throws fails the render, and React Router renders the route's error boundary instead.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: StorefrontLoadContext,
) {
  const nonce = loadContext?.nonce;
  const shared = sharedMarkupRender();
  await readLoaderData(routerContext);
  const rendered =
    DOCTYPE +
    renderToString(
      <SharedMarkupContext.Provider value={shared}>
        <NonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext.Provider>
      </SharedMarkupContext.Provider>,
    );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Only a page made completely from good reads gives the parts it shares with other pages.
  if (responseStatusCode === 200) keepSharedMarkup(rendered, shared);
  // Encoded to UTF-8 once, whole: decoding a page and encoding it again was a tenth of a marketplace page's
  // render (its rupee signs keep UTF-8 off the ASCII fast path; issue 26).
  const html = Buffer.from(hydrateAfterFirstPaint(rendered));
  const init = { headers: responseHeaders, status: responseStatusCode };
  if (loadContext?.takeHtml) {
    loadContext.takeHtml(html);
    return new Response(null, init);
  }
  return new Response(new Uint8Array(html), init);
}
export { createRequestHandler } from 'react-router';

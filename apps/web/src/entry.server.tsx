// Renders a page on the server. Everything waits for the whole page (no streaming of late parts): the
// storefront's loaders have already fetched its data, and crawlers and the first paint get complete HTML.
// The scripts carry the request's CSP nonce (apps/api/src/plugins/web.ts).
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceContext } from './lib/nonce.ts';
import { keepSharedMarkup, SharedMarkupContext, sharedMarkupRender } from './lib/shared-markup.tsx';

// The API's page cache matches a URL to its routes to learn which query parameters the page reads (their `handle`).
export { matchRoutes } from 'react-router';
export { setApiTransport } from './lib/api-client.ts';

export const streamTimeout = 10_000;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const HYDRATION_MODULE = ' type="module" async="">';

/**
 * The page is complete HTML: its scripts only make it interactive, so they start after the first paint.
 * React Router's <Scripts> puts a modulepreload of every module in the head and one inline module that
 * imports them; asked for at once, they shared a phone's slow connection with the stylesheet and fonts and
 * the page painted later (Lighthouse counts every script requested before the largest paint into it). Here
 * the preloads leave the head, the inline module waits inert (an unknown type runs nothing), and a small
 * loader adds both once the page has painted its content.
 *
 * The page stays the bytes React wrote: only the head and the few tags changed are read as text. Decoding the
 * whole page and encoding it again was a tenth of a marketplace page's render (its rupee signs keep UTF-8 off
 * the ASCII fast path; issue 26).
 */
function hydrateAfterFirstPaint(page: Buffer): Buffer {
  const headEnd = page.indexOf('</head>');
  const bodyEnd = page.lastIndexOf('</body>');
  const moduleEnd = page.indexOf(HYDRATION_MODULE, headEnd);
  const moduleStart = page.lastIndexOf('<script', moduleEnd);
  if (headEnd === -1 || bodyEnd === -1 || moduleEnd === -1 || moduleEnd > bodyEnd || moduleStart < headEnd) return page;
  const attributes = page.toString('utf8', moduleStart + '<script'.length, moduleEnd);
  if (attributes.includes('>')) return page;
  const head = page.toString('utf8', 0, headEnd);
  const modules = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return Buffer.concat([
    Buffer.from(head.replace(MODULE_PRELOAD, '')),
    page.subarray(headEnd, moduleStart),
    Buffer.from(`<script${attributes} type="text/x-after-first-paint" id="hydration-module">`),
    page.subarray(moduleEnd + HYDRATION_MODULE.length, bodyEnd),
    Buffer.from(`<script${nonceAttribute(attributes)}>${HYDRATION_LOADER}(${JSON.stringify(modules)})</script>`),
    page.subarray(bodyEnd),
  ]);
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
 * What React writes the page into, once all of it is ready (onAllReady): its bytes kept as they come, and handed
 * over whole when React ends the page, or its error when React gives up on it. React's pipe() asks of its
 * destination only `write` (true: there is always room), `end`, `destroy` and `on` (for a stream's drain, error
 * and close events, which this never has). In their place a `Writable` put each of a page's chunks through Node's
 * stream machinery: rendered in-process through the server build (3,000 pages a round, four rounds alternated
 * with the build before), a product page took 1.84-2.21 ms instead of 2.21-2.61 ms (2.20-2.66 ms of CPU instead of
 * 2.98-3.48), the privacy page 1.17-1.20 ms instead of 1.46-1.57 (issue 26).
 */
function pageSink(whole: (page: Buffer) => void, failed: (error: unknown) => void): Writable {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const sink = {
    write(chunk: Uint8Array | string) {
      const part = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(part);
      bytes += part.byteLength;
      return true;
    },
    end() {
      whole(Buffer.concat(chunks, bytes));
    },
    on() {
      return sink;
    },
    destroy(error?: unknown) {
      failed(error ?? new Error('The page render was stopped'));
    },
  };
  return sink as unknown as Writable;
}

export interface StorefrontLoadContext {
  nonce?: string;
  /**
   * Takes the page's HTML (apps/api/src/plugins/web.ts): React Router is then answered with the status and
   * headers only, and the HTML is not encoded into a Response and read back out of its stream.
   */
  takeHtml?(html: Buffer): void;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: StorefrontLoadContext,
) {
  const nonce = loadContext?.nonce;
  const shared = sharedMarkupRender();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    // Stops a render that never completes. Cleared once the page is done: the pending timer would otherwise
    // keep each finished render (some 150 KB) alive for its whole duration.
    const deadline = setTimeout(() => abort(), streamTimeout + 1000);
    const fail = (error: unknown) => {
      clearTimeout(deadline);
      reject(error);
    };
    const { pipe, abort } = renderToPipeableStream(
      <SharedMarkupContext.Provider value={shared}>
        <NonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext.Provider>
      </SharedMarkupContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          pipe(
            pageSink((rendered) => {
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              // Only a page made completely from good reads gives the parts it shares with other pages.
              if (!failed && responseStatusCode === 200) keepSharedMarkup(rendered, shared);
              const html = hydrateAfterFirstPaint(rendered);
              clearTimeout(deadline);
              const init = { headers: responseHeaders, status: responseStatusCode };
              if (loadContext?.takeHtml) {
                loadContext.takeHtml(html);
                resolve(new Response(null, init));
              } else resolve(new Response(new Uint8Array(html), init));
            }, fail),
          );
        },
        onShellError: fail,
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
export { createRequestHandler } from 'react-router';

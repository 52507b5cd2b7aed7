// Renders a page on the server. Everything waits for the whole page (no streaming of late parts): the
// storefront's loaders have already fetched its data, and crawlers and the first paint get complete HTML.
// The scripts carry the request's CSP nonce (apps/api/src/plugins/web.ts).
import { renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { hydrateAfterFirstPaint } from './first-paint.ts';
import { NonceContext } from './lib/nonce.ts';
import { keepSharedMarkup, SharedMarkupContext, sharedMarkupRender } from './lib/shared-markup.tsx';

// The API's page cache matches a URL to its routes to learn which query parameters the page reads (their `handle`).
export { matchRoutes } from 'react-router';
export { setApiTransport, setReadsMemo } from './lib/api-client.ts';

/** React Router's wait for deferred loader data (the storefront defers none). */
export const streamTimeout = 10_000;

const DOCTYPE = '<!DOCTYPE html>';

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
  const html = hydrateAfterFirstPaint(rendered);
  const init = { headers: responseHeaders, status: responseStatusCode };
  if (loadContext?.takeHtml) {
    loadContext.takeHtml(html);
    return new Response(null, init);
  }
  return new Response(new Uint8Array(html), init);
}
export { createRequestHandler } from 'react-router';

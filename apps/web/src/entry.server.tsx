// Renders a page on the server. Everything waits for the whole page (no streaming of late parts): the
// storefront's loaders have already fetched its data, and crawlers and the first paint get complete HTML.
// The scripts carry the request's CSP nonce (apps/api/src/plugins/web.ts).
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceContext } from './app/nonce.ts';

export { setApiTransport } from './lib/api-client.ts';

export const streamTimeout = 10_000;

/**
 * The page is complete HTML: its scripts only make it interactive. Asked for at low priority, they no longer
 * compete with the stylesheet, the fonts and the largest image for the first paint (a phone on a slow
 * connection painted the server's HTML a second or more later while 40 hydration modules downloaded first).
 * React Router's <Scripts> has no priority option, so the finished HTML gets the attribute.
 */
function hydrationScriptsLast(html: string): string {
  return html
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"');
}

export interface StorefrontLoadContext {
  nonce?: string;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: StorefrontLoadContext,
) {
  const nonce = loadContext?.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              const html = hydrationScriptsLast(Buffer.concat(chunks).toString('utf8'));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
export { createRequestHandler } from 'react-router';

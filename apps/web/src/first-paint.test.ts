import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint } from './first-paint.ts';

const nonce = 'n0nce+/=';
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><title>Shirts | AstroDen</title>',
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/index.css"/></head>',
  '<body><main><p>Nebula Tee</p><p>₹1,299</p></main>',
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${nonce}" type="module" async="">import "/assets/manifest-1.js"; import "/assets/root-2.js";</script>`,
  '</body></html>',
].join('');

describe('hydrateAfterFirstPaint', () => {
  it('takes the module preloads out of the head and leaves the hydration module inert until a loader starts it', () => {
    const html = hydrateAfterFirstPaint(page).toString('utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<title>Shirts | AstroDen</title><link rel="stylesheet" href="/assets/index.css"/>');
    // The page's text, rupee sign and all, is as React wrote it.
    expect(html).toContain('<body><main><p>Nebula Tee</p><p>₹1,299</p></main>');
    expect(html).toContain(
      `<script nonce="${nonce}" type="text/x-after-first-paint" id="hydration-module">import "/assets/manifest-1.js"; import "/assets/root-2.js";</script>`,
    );
    expect(html).not.toContain('type="module"');
    // The loader carries the nonce and the preloads' addresses, in order, and comes last in the body.
    const loader =
      /<script nonce="([^"]*)">\(function startHydration[\s\S]*\)\((\[.*?\])\)<\/script><\/body><\/html>$/.exec(html);
    expect(loader?.[1]).toBe(nonce);
    expect(JSON.parse(loader?.[2] ?? 'null')).toEqual(['/assets/manifest-1.js', '/assets/root-2.js']);
  });

  it('sends a page without React Router scripts as it is', () => {
    const plain = '<!DOCTYPE html><html><head><title>Ok</title></head><body><p>₹5</p></body></html>';
    expect(hydrateAfterFirstPaint(plain).toString('utf8')).toBe(plain);
  });

  it('gives each page bytes of its own: the next page leaves them as they were', () => {
    const plain = '<!DOCTYPE html><html><head><title>Ok</title></head><body><p>₹5</p></body></html>';
    const first = hydrateAfterFirstPaint(page);
    const firstText = first.toString('utf8');
    const second = hydrateAfterFirstPaint(plain);
    hydrateAfterFirstPaint(page.replace('Nebula Tee', 'Comet Cap'.repeat(50)));
    expect(first.toString('utf8')).toBe(firstText);
    expect(second.toString('utf8')).toBe(plain);
  });
});

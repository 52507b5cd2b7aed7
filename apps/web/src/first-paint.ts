// The page is complete HTML: its scripts only make it interactive, so they start after the first paint. React
// Router's <Scripts> puts a modulepreload of every module in the head and one inline module that imports them;
// asked for at once, they shared a phone's slow connection with the stylesheet and fonts and the page painted later
// (Lighthouse counts every script requested before the largest paint into it). Here the preloads leave the head, the
// inline module waits inert (an unknown type runs nothing), and a small loader adds both once the page has painted
// its content. Server only (entry.server.tsx).

const MODULE_PRELOAD = '<link rel="modulepreload"';
const HREF = / href="([^"]+)"/;
const HYDRATION_MODULE = ' type="module" async="">';
const SCRIPT = '<script';

/**
 * The rendered page as the UTF-8 bytes to send, its hydration moved after the first paint. It is encoded once, whole,
 * and cut as bytes: a marketplace page's string (two bytes a character: its rupee signs are not Latin-1) was
 * searched, cut, joined and then flattened again to be encoded (issue 26). A page without React Router's scripts is
 * sent as it is.
 */
export function hydrateAfterFirstPaint(page: string): Buffer {
  const html = Buffer.from(page);
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  const moduleEnd = html.indexOf(HYDRATION_MODULE, headEnd);
  const moduleStart = html.lastIndexOf(SCRIPT, moduleEnd);
  if (headEnd === -1 || bodyEnd === -1 || moduleEnd === -1 || moduleEnd > bodyEnd || moduleStart < headEnd) return html;
  const attributes = html.toString('latin1', moduleStart + SCRIPT.length, moduleEnd);
  if (attributes.includes('>')) return html;

  // The head without its module preloads, whose addresses go to the loader.
  const parts: Uint8Array[] = [];
  const modules: string[] = [];
  let from = 0;
  for (let at = html.indexOf(MODULE_PRELOAD); at !== -1 && at < headEnd; at = html.indexOf(MODULE_PRELOAD, from)) {
    const end = html.indexOf('>', at) + 1;
    const href = HREF.exec(html.toString('latin1', at, end))?.[1];
    if (href) modules.push(href);
    parts.push(html.subarray(from, at));
    from = end;
  }
  parts.push(
    html.subarray(from, moduleStart),
    Buffer.from(`<script${attributes} type="text/x-after-first-paint" id="hydration-module">`),
    html.subarray(moduleEnd + HYDRATION_MODULE.length, bodyEnd),
    Buffer.from(`<script${nonceAttribute(attributes)}>${HYDRATION_LOADER}(${JSON.stringify(modules)})</script>`),
    html.subarray(bodyEnd),
  );
  return Buffer.concat(parts);
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

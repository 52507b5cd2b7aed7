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
 * searched, cut, joined and then flattened again to be encoded (issue 26). The searches look only where React
 * Router writes what they find: the preloads in the head, its module last in the body. A page without React
 * Router's scripts is sent as it is.
 */
export function hydrateAfterFirstPaint(page: string): Buffer {
  // A view of the scratch room, valid until the next page: what is returned is always a copy.
  const html = utf8(page);
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  // React escapes `"` in text and attribute values, so this can only be <Scripts>'s own module tag.
  const moduleEnd = bodyEnd === -1 ? -1 : html.lastIndexOf(HYDRATION_MODULE, bodyEnd);
  const moduleStart = html.lastIndexOf(SCRIPT, moduleEnd);
  if (headEnd === -1 || bodyEnd === -1 || moduleEnd === -1 || moduleEnd < headEnd || moduleStart < headEnd) {
    return Buffer.from(html);
  }
  const attributes = html.toString('latin1', moduleStart + SCRIPT.length, moduleEnd);
  if (attributes.includes('>')) return Buffer.from(html);

  // The head without its module preloads, whose addresses go to the loader.
  const head = html.subarray(0, headEnd);
  const parts: Uint8Array[] = [];
  const modules: string[] = [];
  let from = 0;
  for (let at = head.indexOf(MODULE_PRELOAD); at !== -1; at = head.indexOf(MODULE_PRELOAD, from)) {
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

/** Room to encode a page in: grown to the largest page's worst case, and reused (a page is made synchronously). */
let scratch = Buffer.allocUnsafeSlow(1 << 17);

/**
 * `text` as UTF-8, in the scratch room. Buffer.from(text) measures the encoded length in one pass, encodes in
 * another, into a buffer of its own: the page is encoded in one pass (at most three bytes a UTF-16 unit) where
 * it is then cut, and copied once, as it is joined.
 */
function utf8(text: string): Buffer {
  if (scratch.length < text.length * 3) scratch = Buffer.allocUnsafeSlow(text.length * 3);
  return scratch.subarray(0, scratch.write(text, 0, 'utf8'));
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

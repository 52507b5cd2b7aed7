// The server-rendered storefront: a product page's HTML without any JavaScript (name, price, structured data,
// the head's tags), real 404 statuses with their pages, no admin code in a shopper's downloads, hydration
// without errors and only after the first paint, one render per page shared by visitors (a nonce each), and
// Back/Forward returning to where the visitor was.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addProduct, apiToken, uniqueSuffix } from './support/admin.ts';
import { PHONE } from './support/browser.ts';
import { rawGet } from './support/http.ts';
import { liveProduct } from './support/live.ts';
import { ADMIN } from './support/server.ts';
import { listProducts, MISSING_ID, productCards, rupees } from './support/storefront.ts';

const live = liveProduct();

/** The loaders' data a page carries: React Router's stream, its chunks written out as script strings, joined. */
const pageData = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\((".*?")\);<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as string)
    .join('');

describe('server rendering', () => {
  it("sends a product page's name, price, Product and BreadcrumbList JSON-LD and head tags in its HTML", async () => {
    const page = await live.openPage();
    const [product] = (await listProducts(page.request, { limit: 1 })).data;
    if (!product) throw new Error('the demo catalogue has no product');
    // A plain request: no browser, no script runs.
    const response = await page.request.get(`/product/${product._id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    const body = html.slice(html.indexOf('<body'));
    expect(body).toContain(product.name.replaceAll('&', '&amp;'));
    expect(body).toContain(rupees(product.price));

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const ld = blocks.find((b) => b['@type'] === 'Product');
    expect(ld).toMatchObject({
      name: product.name,
      offers: {
        priceCurrency: 'INR',
        price: product.price.toFixed(2),
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });
    expect(ld.image.length).toBeGreaterThan(0);
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);

    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/product\/[^"]+"/);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('property="og:image"');
    expect(html).toContain('name="twitter:card"');
    expect(html).toContain('property="product:price:amount"');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    // The gallery's first image: a WebP srcset, never the original upload, preloaded from the head.
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="[^"]*-400\.webp 400w/i);

    // The page's data is in it, whole: React Router's stream of the loaders' data written out and closed, so
    // the browser takes the product from the page instead of asking for it again.
    const data = pageData(html);
    expect(data).toContain(JSON.stringify(product.name).slice(1, -1));
    expect(html).toContain('streamController.close();</script>');

    // The footer's pods are in the page by name, and only what the footer shows of them is in its data.
    const pods = (await (await page.request.get('/api/pods?limit=6')).json()).data as {
      name: string;
      shortDescription: string;
    }[];
    expect(pods.filter((pod) => pod.shortDescription).length).toBeGreaterThan(0);
    for (const pod of pods) {
      expect(body).toContain(pod.name.replaceAll('&', '&amp;'));
      if (pod.shortDescription) expect(html).not.toContain(pod.shortDescription);
    }
  });

  it("writes what a marketplace page's cards show of its products into its data, not their descriptions", async () => {
    const page = await live.openPage();
    const products = (await listProducts(page.request, { limit: 9 })).data;
    const html = await (await page.request.get('/marketplace')).text();
    const data = pageData(html);
    const described = products.filter((p) => /^[\w ,.]{30}/.test(p.description));
    expect(described.length).toBeGreaterThan(0);
    for (const product of products) expect(data).toContain(product._id);
    for (const product of described) expect(data).not.toContain(product.description.slice(0, 30));
  });

  it('hydrates a product page from the data in its HTML, asking the server for neither the product nor its data', async () => {
    const page = await live.openPage();
    const [product] = (await listProducts(page.request, { limit: 1 })).data;
    if (!product) throw new Error('the demo catalogue has no product');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // The navigation returns once the page has hydrated (support/browser.ts).
    await page.goto(`/product/${product._id}`);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(asked.filter((path) => path.startsWith('/api/products') || path.endsWith('.data'))).toEqual([]);
  });

  it('answers 404 with its page for an unknown product, pod and path', async () => {
    const page = await live.openPage();
    for (const [path, text] of [
      [`/product/${MISSING_ID}`, 'Product Not Found'],
      [`/space-pods/${MISSING_ID}`, 'Space Pod Not Found'],
      ['/no-such-page/at-all', 'Lost in Deep Space'],
    ] as const) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(text);
      const shown = await page.goto(path);
      expect(shown?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: text }).waitFor();
    }
  });

  it('hydrates the storefront without errors or CSP violations and never downloads admin code', async () => {
    const page = await live.openPage();
    // A violation the page's own code catches (zod's probe for new Function) logs nothing, but it is reported.
    await page.context().addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const problems: string[] = [];
    const scripts: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    for (const path of ['/', '/marketplace', '/space-pods', '/contact', '/cart', '/checkout', '/login', '/faq']) {
      await page.goto(path, { waitUntil: 'networkidle' });
    }
    expect(problems).toEqual([]);
    // Admin route modules and what only they use (the header's LayoutDashboard icon is the shop's own).
    const adminOnly =
      /\/assets\/(admin[-.]|dashboard-page|users-page|orders-page|contacts-page|settings-page|sales-chart|recharts|data-table|form-modal)/;
    expect(scripts.filter((url) => adminOnly.test(url))).toEqual([]);
    for (const url of scripts) {
      const text = await (await page.request.get(url)).text();
      expect(text, url).not.toContain('Admin Panel');
    }
  });

  it('paints the server-rendered page before it asks for any script, then hydrates', async () => {
    const page = await live.openPage(PHONE);
    for (const path of ['/', '/marketplace', '/contact']) {
      await page.goto(path);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
        hydrated: document.documentElement.dataset.hydrated,
      }));
      expect(timing.firstPaint, path).toBeGreaterThan(0);
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.firstPaint!);
      expect(timing.hydrated, path).toBe('true');
    }
  });

  it('loads the map of its routes once: going from page to page asks the server for no route discovery', async () => {
    const page = await live.openPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/marketplace');
    await productCards(page).first().getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('main').getByRole('link', { name: 'Marketplace', exact: true }).click();
    await page.waitForURL(/\/marketplace$/);
    await productCards(page).first().waitFor();
    expect(asked.filter((path) => /^\/assets\/manifest-\w+\.js$/.test(path)).length).toBeGreaterThan(0);
    expect(asked.filter((path) => path.startsWith('/__manifest'))).toEqual([]);
    // A page rendered before the change, still asking for its routes, is told to load itself anew.
    const discovery = await page.request.get('/__manifest?paths=%2Fproduct&version=old');
    expect(discovery.status()).toBe(204);
    expect(discovery.headers()['x-remix-reload-document']).toBe('true');
  });

  it('preloads its own fonts cut to what the storefront draws (each under 32 KB) and draws its text with them', async () => {
    const page = await live.openPage(PHONE);
    const html = await (await page.request.get('/marketplace')).text();
    const fonts = [...html.matchAll(/<link[^>]* rel="preload" href="(\/assets\/[^"]+\.woff2)" as="font"/g)].map(
      (m) => m[1]!,
    );
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const href of fonts) {
      const font = await page.request.get(href);
      expect(font.status(), href).toBe(200);
      // Inter's whole latin file is 47 KB; the cut one (latin, weights 400-700) about 30 KB.
      expect((await font.body()).length, href).toBeLessThan(32 * 1024);
    }
    await page.goto('/marketplace');
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') faces.push(`${face.family} ${face.weight}`);
      });
      return faces;
    });
    expect(loaded).toEqual(expect.arrayContaining(['Inter Variable 400 700', 'Orbitron 700']));
  });

  it('keeps a rendered page for every visitor: each answer has a nonce of its own, an admin edit shows next', async () => {
    const page = await live.openPage();
    const token = await apiToken(page.request, ADMIN.email, ADMIN.password);
    const fields = { description: 'Made for the page cache test', price: '150', stock: '3', category: 'Collectibles' };
    const before = `Cached Comet ${uniqueSuffix()}`;
    const id = await addProduct(page.request, token, { name: before, ...fields });
    const path = `/product/${id}`;
    // A page's first answer is compressed whole, as the client prefers; the later ones are below.
    const fresh = await rawGet(live.url, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(fresh.headers['content-encoding']).toBe('br');
    const freshNonce = /'nonce-([^']+)'/.exec(String(fresh.headers['content-security-policy']))![1]!;
    const freshHtml = brotliDecompressSync(fresh.body).toString();

    const answers = [];
    for (let i = 0; i < 2; i++) {
      const response = await page.request.get(path);
      const html = await response.text();
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]!));
      expect(nonces.size).toBe(1);
      const [nonce] = nonces;
      expect(response.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
      answers.push({ html, nonce: nonce! });
    }
    const [first, second] = answers as [(typeof answers)[0], (typeof answers)[0]];
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html.replaceAll(second.nonce, '')).toBe(first.html.replaceAll(first.nonce, ''));
    expect(first.html).toContain(before);
    expect(freshHtml.replaceAll(freshNonce, '')).toBe(first.html.replaceAll(first.nonce, ''));

    // The kept page compressed once: each gzip answer is the same page with a nonce of its own, a valid gzip
    // (Node checks its checksum and length), and a client that takes no gzip gets the page as it is.
    const gzipped = await Promise.all([
      rawGet(live.url, path, { 'accept-encoding': 'gzip' }),
      rawGet(live.url, path, { 'accept-encoding': 'gzip, deflate, br' }),
    ]);
    const plain = await rawGet(live.url, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const answer of [...gzipped, plain]) {
      const html =
        answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body).toString() : answer.body.toString();
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      expect(html.replaceAll(nonce!, '')).toBe(first.html.replaceAll(first.nonce, ''));
    }
    for (const answer of gzipped) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
    }

    const after = `Renamed Comet ${uniqueSuffix()}`;
    const renamed = await page.request.put(`/api/products/${id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: after, ...fields },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    // Rendered anew, and first asked for by a client that takes only gzip: compressed whole in gzip.
    const renderedAgain = await rawGet(live.url, path, { 'accept-encoding': 'gzip' });
    expect(renderedAgain.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(renderedAgain.body).toString()).toContain(after);
    const shown = await (await page.request.get(path)).text();
    expect(shown).toContain(after);
    expect(shown).not.toContain(before);
  });

  it('serves robots.txt naming the sitemap index', async () => {
    const page = await live.openPage();
    const robots = await page.request.get('/robots.txt');
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
    const index = await page.request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(await index.text()).toContain('/sitemaps/products.xml?from=');
  });
});

describe('scroll restoration', () => {
  it('Back from a product returns to the same place on marketplace page 3; Forward to the top of the product', async () => {
    const page = await live.openPage(PHONE);
    await page.goto('/marketplace?page=3');
    const cards = productCards(page);
    await cards.nth(5).waitFor();
    await cards.nth(5).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);

    await cards.nth(5).getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/marketplace\?page=3/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(5);

    await page.goForward();
    await page.waitForURL(/\/product\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

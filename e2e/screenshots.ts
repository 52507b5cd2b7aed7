// `npm run screenshots`: a PNG of every public page at 390px and 1440px, from the production build on a
// fresh in-memory database with the demo data, into ./screenshots (ignored by git).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { startServer } from './support/server.ts';

const out = path.resolve(import.meta.dirname, '../screenshots');
await mkdir(out, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();

const api = async <T>(url: string) => (await (await fetch(`${server.url}${url}`)).json()) as T;
const product = (await api<{ data: { _id: string }[] }>('/api/products?limit=1')).data[0];
const pod = (await api<{ data: { _id: string }[] }>('/api/pods?limit=1')).data[0];

const pages: [name: string, url: string][] = [
  ['home', '/'],
  ['about', '/about'],
  ['team', '/team'],
  ['faq', '/faq'],
  ['space-pods', '/space-pods'],
  ['space-pod', `/space-pods/${pod?._id}`],
  ['space-pod-missing', '/space-pods/00000000-0000-4000-8000-000000000000'],
  ['marketplace', '/marketplace'],
  ['marketplace-category', '/marketplace/Anime%20Figures?sort=price'],
  ['product', `/product/${product?._id}`],
  ['product-missing', '/product/00000000-0000-4000-8000-000000000000'],
  ['cart-empty', '/cart'],
  ['checkout-empty', '/checkout'],
  ['checkout-success', '/checkout/success?order=ORD-20261122-0001'],
  ['contact', '/contact'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['cancellation-refunds', '/cancellation-refunds'],
  ['shipping', '/shipping'],
  ['login', '/login'],
  ['not-found', '/lost-in-space'],
];

try {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await openPage(browser, server.url, viewport);
    for (const [name, url] of pages) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `${name}-${viewport.width}.png`), fullPage: true });
    }
    // A cart with something in it, and the checkout form.
    await page.goto(`/product/${product?._id}`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    for (const [name, url] of [
      ['cart', '/cart'],
      ['checkout', '/checkout'],
    ] as const) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(out, `${name}-${viewport.width}.png`), fullPage: true });
    }
    await page.context().close();
  }
  console.log(`screenshots: ${(pages.length + 2) * 2} PNGs in ${out}`);
} finally {
  await browser.close();
  await server.close();
}

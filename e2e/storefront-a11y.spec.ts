// Storefront accessibility: no serious or critical axe violations on any public page at desktop width
// (the cart empty and with an item, checkout with its error messages showing), and on the busiest pages
// and the open menu at phone width.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productWithStock } from './support/admin.ts';
import { type AxeViolation, seriousAxeViolations } from './support/axe.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { liveProduct } from './support/live.ts';
import { addToCart, BRAND, listPods, MISSING_ID } from './support/storefront.ts';

const live = liveProduct();

interface Screen {
  name: string;
  path: string;
  /** Waits for what shows the page has loaded its data. */
  loaded(page: Page): Promise<void>;
}

function h1(name?: string): (page: Page) => Promise<void> {
  return (page) =>
    page
      .getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) })
      .first()
      .waitFor();
}

/** Loads each screen and scans it; returns what was found, by screen name. */
async function scan(page: Page, screens: Screen[]): Promise<Record<string, AxeViolation[]>> {
  const found: Record<string, AxeViolation[]> = {};
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.loaded(page);
    found[screen.name] = await seriousAxeViolations(page);
  }
  return found;
}

/** One line per distinct violation (rule and first targets), naming every screen it was found on. */
function describeViolations(found: Record<string, AxeViolation[]>): string {
  const screens = new Map<string, string[]>();
  for (const [where, list] of Object.entries(found)) {
    for (const v of list) {
      const key = `${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
      screens.set(key, [...(screens.get(key) ?? []), where]);
    }
  }
  return [...screens].map(([violation, where]) => `${violation}\n    on: ${where.join(', ')}`).join('\n');
}

describe('storefront accessibility, desktop', () => {
  it('has no serious or critical axe violations on the information and catalogue pages', async () => {
    const page = await live.openPage(DESKTOP);
    const [pod] = await listPods(page.request);
    const product = await productWithStock(page.request, 1);
    if (!pod) throw new Error('the demo data has pods');

    const found = await scan(page, [
      { name: 'home', path: '/', loaded: h1() },
      { name: 'about', path: '/about', loaded: h1(`About ${BRAND}`) },
      { name: 'team', path: '/team', loaded: h1('Meet the Team') },
      { name: 'faq', path: '/faq', loaded: h1('Frequently Asked Questions') },
      {
        name: 'space pods',
        path: '/space-pods',
        loaded: (p) => p.getByRole('main').getByRole('heading', { name: pod.name }).waitFor(),
      },
      {
        name: 'a pod',
        path: `/space-pods/${pod._id}`,
        loaded: (p) => p.getByRole('button', { name: 'Coming Soon' }).waitFor(),
      },
      {
        name: 'marketplace',
        path: '/marketplace',
        loaded: (p) => p.getByText(/^Showing 1 to 9 of \d+ products$/).waitFor(),
      },
      {
        name: 'a product',
        path: `/product/${product._id}`,
        loaded: (p) => p.getByRole('link', { name: /Buy Now on WhatsApp/ }).waitFor(),
      },
      {
        name: 'missing product',
        path: `/product/${MISSING_ID}`,
        loaded: (p) => p.getByRole('heading', { name: 'Product Not Found' }).waitFor(),
      },
      {
        name: 'missing pod',
        path: `/space-pods/${MISSING_ID}`,
        loaded: (p) => p.getByRole('heading', { name: 'Space Pod Not Found' }).waitFor(),
      },
      { name: 'contact', path: '/contact', loaded: h1('Contact Us') },
      { name: 'privacy', path: '/privacy', loaded: h1('Privacy Policy') },
      { name: 'terms', path: '/terms', loaded: h1('Terms of Service') },
      { name: 'cancellation and refunds', path: '/cancellation-refunds', loaded: h1('Cancellation & Refunds') },
      { name: 'shipping', path: '/shipping', loaded: h1('Shipping Policy') },
      {
        name: 'login',
        path: '/login',
        loaded: (p) => p.getByRole('button', { name: 'Login', exact: true }).waitFor(),
      },
      { name: 'not found', path: '/some/unknown/path', loaded: h1('Lost in Deep Space') },
    ]);

    // An open FAQ answer and the login form's error banner.
    await page.goto('/faq');
    await page.getByRole('main').locator('summary').first().click();
    await page.locator('details[open]').first().waitFor();
    found['faq, answer open'] = await seriousAxeViolations(page);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('main').getByRole('alert').waitFor();
    found['login, error shown'] = await seriousAxeViolations(page);

    const all = Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0));
    expect(describeViolations(all)).toBe('');
    await page.close();
  });

  it('has no serious or critical axe violations in the cart and checkout', async () => {
    const page = await live.openPage(DESKTOP);
    const product = await productWithStock(page.request, 1);
    const found: Record<string, AxeViolation[]> = {};

    Object.assign(
      found,
      await scan(page, [
        { name: 'empty cart', path: '/cart', loaded: (p) => p.getByText('Your cart is empty').waitFor() },
        {
          name: 'checkout success',
          path: '/checkout/success?order=ORD-20260101-0001',
          loaded: (p) => p.getByText('ORD-20260101-0001').waitFor(),
        },
      ]),
    );

    await addToCart(page, product);
    Object.assign(
      found,
      await scan(page, [
        {
          name: 'cart with an item',
          path: '/cart',
          loaded: (p) => p.getByRole('group', { name: `Quantity of ${product.name}` }).waitFor(),
        },
        {
          name: 'checkout with an item',
          path: '/checkout',
          loaded: (p) => p.getByRole('button', { name: 'Place Order' }).waitFor(),
        },
      ]),
    );

    // The checkout's error messages must be as readable as the rest.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('First name is required').waitFor();
    found['checkout, errors shown'] = await seriousAxeViolations(page);

    const all = Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0));
    expect(describeViolations(all)).toBe('');
    await page.close();
  });
});

describe('storefront accessibility, phone', () => {
  it('has no serious or critical axe violations at 390px, the open menu included', async () => {
    const page = await live.openPage(PHONE);
    const product = await productWithStock(page.request, 1);
    await addToCart(page, product);

    const found = await scan(page, [
      { name: 'home (phone)', path: '/', loaded: h1() },
      {
        name: 'marketplace (phone)',
        path: '/marketplace',
        loaded: (p) => p.getByText(/^Showing 1 to 9 of \d+ products$/).waitFor(),
      },
      {
        name: 'a product (phone)',
        path: `/product/${product._id}`,
        loaded: (p) => p.getByRole('link', { name: /Buy Now on WhatsApp/ }).waitFor(),
      },
      {
        name: 'cart with an item (phone)',
        path: '/cart',
        loaded: (p) => p.getByRole('group', { name: `Quantity of ${product.name}` }).waitFor(),
      },
      {
        name: 'checkout (phone)',
        path: '/checkout',
        loaded: (p) => p.getByRole('button', { name: 'Place Order' }).waitFor(),
      },
      { name: 'contact (phone)', path: '/contact', loaded: h1('Contact Us') },
    ]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Admin Login' }).waitFor();
    found['open menu (phone)'] = await seriousAxeViolations(page);

    const all = Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0));
    expect(describeViolations(all)).toBe('');
    await page.close();
  });
});

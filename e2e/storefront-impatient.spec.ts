// Storefront, for visitors who do not wait (issue 21, decision 014): every action here is taken the moment the
// page reaches DOMContentLoaded, on a CPU slowed to a phone's, never after "hydrated". A control that needs
// script is disabled and busy until the page works, so a tap waits for it and is never lost; what can work
// without script (chips, sorts, pages, the search, the FAQ, Proceed to Checkout) does, with JavaScript off too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productWithStock, waitForPath } from './support/admin.ts';
import { DESKTOP } from './support/browser.ts';
import { liveProduct } from './support/live.ts';
import {
  CART_LINE,
  cardPrices,
  expectShowing,
  fillCheckout,
  listProducts,
  productCards,
  results,
} from './support/storefront.ts';

const live = liveProduct();

/** How many times each race is run: enough to lose a tap that can be lost, on a phone-speed CPU. */
const TAPS = Number(process.env.IMPATIENT_TAPS ?? 8);
const AT_ONCE = { waitUntil: 'domcontentloaded' } as const;

interface StoredLine {
  id: string;
  quantity: number;
}

/** The cart as the browser keeps it (DESIGN.md decision 5): what survives a reload. */
async function storedCart(page: Page): Promise<StoredLine[]> {
  const raw = await page.evaluate(() => localStorage.getItem('cart'));
  return ((JSON.parse(raw ?? '[]') as StoredLine[]) ?? []).map(({ id, quantity }) => ({ id, quantity }));
}

/** A cart saved on an earlier visit (set before the page's own scripts, once). */
async function withSavedCart(page: Page, lines: object[]): Promise<void> {
  await page.context().addInitScript((saved) => {
    if (localStorage.getItem('cart') === null) localStorage.setItem('cart', saved);
  }, JSON.stringify(lines));
}

/** The categories of the home page's product cards, each once. */
async function homeCardCategories(page: Page): Promise<string[]> {
  const section = page.getByRole('region', { name: 'Space-Themed Marketplace' });
  const categories = await section
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''));
  return [...new Set(categories)];
}

const line = (
  product: { _id: string; name: string; price: number; category: string; stock: number },
  quantity = 1,
) => ({
  ...CART_LINE,
  id: product._id,
  name: product.name,
  price: product.price,
  category: product.category,
  stock: product.stock,
  quantity,
});

describe('tapping as soon as the page shows, on a phone-speed CPU', () => {
  it(`adds to the cart from a product page at DOMContentLoaded, ${TAPS} times out of ${TAPS}`, async () => {
    const setup = await live.openPage();
    const product = await productWithStock(setup.request, 5);
    await setup.close();
    for (let i = 0; i < TAPS; i += 1) {
      const page = await live.openImpatientPage();
      await page.goto(`/product/${product._id}`, AT_ONCE);
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect
        .poll(() => storedCart(page), { message: `tap ${i + 1}` })
        .toEqual([{ id: product._id, quantity: 1 }]);
      await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).waitFor();
      await page.context().close();
    }
  });

  it('keeps the cart saved on an earlier visit when a tap lands while the page hydrates', async () => {
    const setup = await live.openPage();
    const { data } = await listProducts(setup.request, { limit: 20 });
    await setup.close();
    const [saved, added] = data.filter((p) => p.stock >= 5);
    if (!saved || !added) throw new Error('the demo catalogue needs two products in stock');
    for (let i = 0; i < Math.ceil((TAPS * 3) / 4); i += 1) {
      const page = await live.openImpatientPage();
      await withSavedCart(page, [line(saved, 2)]);
      await page.goto(`/product/${added._id}`, AT_ONCE);
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect
        .poll(() => storedCart(page), { message: `tap ${i + 1}` })
        .toEqual([
          { id: saved._id, quantity: 2 },
          { id: added._id, quantity: 1 },
        ]);
      await page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' }).waitFor();
      await page.context().close();
    }
  });

  it("adds from a marketplace card, and a card's quantity never goes in twice", async () => {
    const page = await live.openImpatientPage();
    await page.goto('/marketplace', AT_ONCE);
    const first = productCards(page).first();
    const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    expect((await storedCart(page)).length).toBe(1);
    expect(name).not.toBe('');
    await page.context().close();
  });

  it("filters the home page's products with a chip tapped at once", async () => {
    for (let i = 0; i < 2; i += 1) {
      const page = await live.openImpatientPage();
      await page.goto('/', AT_ONCE);
      const chips = page.getByRole('navigation', { name: 'Filter products by category' });
      await chips.getByRole('link', { name: 'Shirts', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('category') === 'Shirts');
      await chips.locator('a[aria-current="true"]', { hasText: 'Shirts' }).waitFor();
      await expect.poll(() => homeCardCategories(page), { message: `chip ${i + 1}` }).toEqual(['Shirts']);
      await page.context().close();
    }
  });

  it('opens a FAQ question tapped at once', async () => {
    for (let i = 0; i < 2; i += 1) {
      const page = await live.openImpatientPage();
      await page.goto('/faq', AT_ONCE);
      await page.getByText('How long does a pod last?', { exact: true }).click();
      await page.getByText(/built to last 15-20 years/).waitFor();
      expect(await page.locator('details[open]').count()).toBe(1);
      await page.context().close();
    }
  });

  it('changes, removes and clears cart lines, and proceeds to checkout, tapped at once', async () => {
    const setup = await live.openPage();
    const { data } = await listProducts(setup.request, { limit: 20 });
    await setup.close();
    const [a, b] = data.filter((p) => p.stock >= 5);
    if (!a || !b) throw new Error('the demo catalogue needs two products in stock');

    const page = await live.openImpatientPage();
    await withSavedCart(page, [line(a), line(b)]);
    await page.goto('/cart', AT_ONCE);
    await page.getByRole('button', { name: `Increase quantity of ${a.name}` }).click();
    await expect
      .poll(() => storedCart(page))
      .toEqual([
        { id: a._id, quantity: 2 },
        { id: b._id, quantity: 1 },
      ]);
    await page.getByRole('button', { name: `Remove ${b.name} from cart` }).click();
    await expect.poll(() => storedCart(page)).toEqual([{ id: a._id, quantity: 2 }]);

    // Proceed to Checkout is a link, and the checkout it opens has the cart.
    await page.goto('/cart', AT_ONCE);
    const proceed = page.getByRole('link', { name: /Proceed to Checkout/ });
    expect(await proceed.getAttribute('href')).toBe('/checkout');
    await proceed.click();
    await waitForPath(page, '/checkout');
    await page.getByRole('button', { name: 'Place Order' }).waitFor();

    await page.goto('/cart', AT_ONCE);
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(await storedCart(page)).toEqual([]);
    await page.context().close();
  });

  it('places an order from a checkout filled in at once', async () => {
    const setup = await live.openPage();
    const product = await productWithStock(setup.request, 5);
    await setup.close();
    const page = await live.openImpatientPage();
    await withSavedCart(page, [line(product)]);
    await page.goto('/checkout', AT_ONCE);
    await fillCheckout(page, 'impatient@astroden.example');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    expect(await storedCart(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps what is typed into a form before the page works, and sends it', async () => {
    // These forms are in the page as the server sends it (the login form is not: it waits for the session). The page's
    // scripts are held until the fields are filled, so every keystroke lands before hydration: the form must take
    // what was typed over, not reset the fields to their defaults.
    const page = await live.openImpatientPage();
    let release = () => {};
    const hold = async (goto: string) => {
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(goto, AT_ONCE);
    };
    const letGo = async () => {
      release();
      await page.unrouteAll({ behavior: 'wait' });
    };

    await hold('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill('impatient-reset@astroden.example');
    const send = page.getByRole('main').getByRole('button', { name: 'Send reset link' });
    expect(await send.isDisabled()).toBe(true); // the page does not work yet
    await letGo();
    await send.click();
    await page.getByText(/If an account exists for that e-mail address/).waitFor();

    await hold('/contact');
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Full name' }).fill('Impatient Fan');
    await form.getByRole('textbox', { name: 'Email' }).fill('impatient-contact@astroden.example');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
    await form.getByRole('combobox', { name: 'Subject' }).selectOption('Support');
    await form.getByRole('textbox', { name: 'Message' }).fill('Typed the moment the page showed.');
    await letGo();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Your message has been sent!').waitFor();

    await hold('/track-order');
    await page.getByRole('main').getByRole('textbox', { name: 'Order ID' }).fill('ORD-20000101-9999');
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('nobody-impatient@astroden.example');
    await letGo();
    await page.getByRole('main').getByRole('button', { name: /Track/ }).click();
    // Looked up with what was typed: no such order (rather than the form's own "required" errors).
    await page
      .getByRole('main')
      .getByText('We could not find an order with that order id and e-mail address')
      .first()
      .waitFor();
    await page.context().close();
  });

  it('searches with words sent at once, and pages through at once', async () => {
    const page = await live.openImpatientPage();
    const { total } = await listProducts(page.request, { search: 'Graphics' });
    expect(total).toBeGreaterThan(0);
    await page.goto('/marketplace', AT_ONCE);
    // A phone shows the filters on asking: a link to them before the page works, a toggle after.
    await page.getByRole('button', { name: /Show Filters/ }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Graphics');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Graphics');
    await expectShowing(page, `Showing 1 to ${Math.min(9, total)} of ${total} products`);

    const all = await listProducts(page.request);
    await page.goto('/marketplace', AT_ONCE);
    await page.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expectShowing(page, `Showing 10 to ${Math.min(18, all.total)} of ${all.total} products`);
    await page.context().close();
  });
});

describe('with JavaScript off', () => {
  const noScript = () => live.openImpatientPage({ javaScript: false });

  it("filters the home page's products with its chips", async () => {
    const page = await noScript();
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Filter products by category' })
      .getByRole('link', { name: 'Shirts', exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Shirts');
    expect(await homeCardCategories(page)).toEqual(['Shirts']);
    await page.context().close();
  });

  it('shows the filters on a phone when asked', async () => {
    const page = await noScript();
    await page.goto('/marketplace');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    expect(await search.isVisible()).toBe(false);
    await page.getByRole('button', { name: /Show Filters/ }).click();
    await search.waitFor();
    await page.getByRole('navigation', { name: 'Sort by' }).waitFor();
    await page.context().close();
  });

  it('searches, sorts, pages through and clears the marketplace', async () => {
    const page = await live.openImpatientPage({ javaScript: false, viewport: DESKTOP });
    const all = await listProducts(page.request);
    const searched = await listProducts(page.request, { search: 'Graphics' });
    await page.goto('/marketplace');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Graphics');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Graphics');
    await results(page)
      .getByText(`Showing 1 to ${Math.min(9, searched.total)} of ${searched.total} products`)
      .waitFor();

    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await page.waitForURL((url) => url.pathname === '/marketplace' && url.search === '');
    await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Price: Low to High' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));

    await page.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('sort') === 'price');
    await results(page)
      .getByText(`Showing 10 to ${Math.min(18, all.total)} of ${all.total} products`)
      .waitFor();
    await page.context().close();
  });

  it('opens and closes a FAQ question', async () => {
    const page = await noScript();
    await page.goto('/faq');
    const question = page.getByText('Are the pods safe?', { exact: true });
    await question.click();
    await page.getByText(/fire-retardant materials/).waitFor();
    await question.click();
    await expect.poll(() => page.locator('details[open]').count()).toBe(0);
    await page.context().close();
  });

  it('shows Add to Cart as not yet available, and the WhatsApp link working', async () => {
    const page = await noScript();
    const product = await productWithStock(page.request, 1);
    await page.goto(`/product/${product._id}`);
    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    expect(await add.isDisabled()).toBe(true);
    expect(await add.getAttribute('aria-busy')).toBe('true');
    const whatsapp = page.getByRole('link', { name: /Buy Now on WhatsApp/ });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    await page.context().close();
  });
});

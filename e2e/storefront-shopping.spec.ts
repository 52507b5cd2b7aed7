// Storefront, shopping: from the home page into the marketplace, filtering by category, search, sort and
// page with the URL keeping every choice (and Back restoring it), a product page with its WhatsApp link,
// the cart, a checkout that places a real order without ever sending the card, the order in Admin
// Orders, and a cart that survives a reload.
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectCount,
  expectToast,
  productWithStock,
  tableRows,
  textOf,
  uniqueSuffix,
  waitForPath,
} from './support/admin.ts';
import { signIn } from './support/browser.ts';
import { liveProduct } from './support/live.ts';
import { ADMIN } from './support/server.ts';
import {
  addToCart,
  cardNames,
  cardPrices,
  cartCount,
  cartLink,
  expectShowing,
  fillCheckout,
  isGreen,
  listProducts,
  productCards,
  publicSettings,
  rupees,
} from './support/storefront.ts';

const live = liveProduct();

const CATEGORY = 'PC Components';
const SEARCH = 'Graphics';

describe('marketplace browsing', () => {
  it("goes from the home page's Visit Marketplace button to the first page of all products", async () => {
    const page = await live.openPage();
    const { total } = await listProducts(page.request);
    expect(total).toBeGreaterThan(9);
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Visit Marketplace' }).click();
    await waitForPath(page, '/marketplace');
    await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
    await expectShowing(page, `Showing 1 to 9 of ${total} products`);
    await expectCount(productCards(page), 9);
    await page.close();
  });

  it('filters by category, search and sort, pages through, and Back restores each previous state', async () => {
    const page = await live.openPage();
    const { total } = await listProducts(page.request);
    const inCategory = await listProducts(page.request, { category: CATEGORY });
    const searched = await listProducts(page.request, { category: CATEGORY, search: SEARCH });
    expect(inCategory.total).toBeGreaterThan(0);
    expect(searched.total).toBeGreaterThanOrEqual(2);

    await page.goto('/marketplace');
    await expectShowing(page, `Showing 1 to 9 of ${total} products`);
    // Nothing is filtered yet, so there is nothing to clear.
    await expectCount(page.getByRole('button', { name: 'Clear Filters' }), 0);
    const firstPageNames = await cardNames(page);

    // A category: its own URL, heading and products.
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: new RegExp(`^${CATEGORY}`) }).click();
    await waitForPath(page, `/marketplace/${encodeURIComponent(CATEGORY)}`);
    await page.getByRole('heading', { level: 1, name: CATEGORY }).waitFor();
    const shownInCategory = Math.min(9, inCategory.total);
    await expectShowing(page, `Showing 1 to ${shownInCategory} of ${inCategory.total} products`);
    const cardCategories = await productCards(page).evaluateAll((cards) =>
      cards.map((card) => card.querySelector('p')?.textContent ?? ''),
    );
    expect(cardCategories).toEqual(Array(shownInCategory).fill(CATEGORY));

    // A search within it: ?search= joins the category path.
    const searchBox = page.getByRole('searchbox', { name: 'Search products' });
    await searchBox.fill(SEARCH);
    await page.waitForURL((url) => url.searchParams.get('search') === SEARCH);
    expect(new URL(page.url()).pathname).toBe(`/marketplace/${encodeURIComponent(CATEGORY)}`);
    await expectShowing(page, `Showing 1 to ${searched.total} of ${searched.total} products`);
    await page.getByText(`Results for “${SEARCH}”`).waitFor();
    for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain(SEARCH.toLowerCase());

    // Sort by price, cheapest first.
    const sorts = page.getByRole('navigation', { name: 'Sort by' });
    await sorts.getByRole('link', { name: 'Price: Low to High' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
    await expect
      .poll(() => sorts.getByRole('link', { name: 'Price: Low to High' }).getAttribute('aria-current'))
      .toBe('page');
    const cheapest = (await listProducts(page.request, { category: CATEGORY, search: SEARCH, sort: 'price' })).data;
    await expect.poll(() => cardNames(page)).toEqual(cheapest.map((p) => p.name));
    const prices = await cardPrices(page);
    expect(prices[0]).toBeLessThanOrEqual(prices[1] as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Back: the same category and search, the default sort again.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort') && url.searchParams.get('search') === SEARCH);
    await expectShowing(page, `Showing 1 to ${searched.total} of ${searched.total} products`);
    await expect
      .poll(() => sorts.getByRole('link', { name: 'Newest First' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await searchBox.inputValue()).toBe(SEARCH);

    // Clear Filters: every product again, no query left.
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await page.waitForURL((url) => url.pathname === '/marketplace' && url.search === '');
    await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
    await expectShowing(page, `Showing 1 to 9 of ${total} products`);
    await expect.poll(() => searchBox.inputValue()).toBe('');
    expect(await cardNames(page)).toEqual(firstPageNames);

    // Page 2 through the pagination.
    const pages = page.getByRole('navigation', { name: 'Product pages' });
    expect(await pages.getByRole('link', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expectShowing(page, `Showing 10 to ${Math.min(18, total)} of ${total} products`);
    expect(await pages.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await pages.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/marketplace');
    const secondPageNames = await cardNames(page);
    expect(secondPageNames.filter((name) => firstPageNames.includes(name))).toEqual([]);

    // Back: page 1 again.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/marketplace' && !url.searchParams.has('page'));
    await expectShowing(page, `Showing 1 to 9 of ${total} products`);
    expect(await cardNames(page)).toEqual(firstPageNames);
    await page.close();
  });
});

describe('buying', () => {
  it('buys a product: its page and WhatsApp link, the cart, checkout without card data, then Admin Orders', async () => {
    const suffix = uniqueSuffix();
    const email = `stella.${suffix}@example.com`;
    const page = await live.openPage();
    const product = await productWithStock(page.request, 3);
    const { chatNumber } = await publicSettings(page.request);

    // Find it in the marketplace and open it.
    await page.goto('/marketplace');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    await page.waitForURL((url) => url.searchParams.get('search') === product.name);
    // Its card is one link, the name's, spread over the card: a click on the picture opens the product. The card's
    // icons are drawn by the stylesheet (a mask in the text colour), not by markup.
    const card = productCards(page)
      .filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
      .first();
    await card.waitFor();
    expect(await card.getByRole('link').count()).toBe(1);
    expect(await card.locator('svg').count()).toBe(0);
    const star = await card.locator('.icon-star-filled').evaluate((el) => {
      const style = getComputedStyle(el);
      return { mask: style.maskImage, width: el.getBoundingClientRect().width };
    });
    expect(star.mask).toContain('data:image/svg+xml');
    expect(star.width).toBe(16);
    await card.scrollIntoViewIfNeeded();
    const picture = await card.locator('img').boundingBox();
    await page.mouse.click(picture!.x + picture!.width / 2, picture!.y + picture!.height / 2);
    await waitForPath(page, `/product/${product._id}`);

    // Its page: name, rupee price, the green WhatsApp link naming it.
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await main.getByText(rupees(product.price), { exact: true }).first().waitFor();
    const whatsapp = main.getByRole('link', { name: /Buy Now on WhatsApp/ });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    const prefix = `https://wa.me/${chatNumber.replace(/\D/g, '')}?text=`;
    expect(href.startsWith(prefix)).toBe(true);
    expect(new URL(href).searchParams.get('text')).toContain(product.name);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    expect(isGreen(await whatsapp.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(true);

    // Add to Cart.
    expect(await cartCount(page)).toBe(0);
    await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expectToast(page, `1 × ${product.name} added to cart`);
    await expect.poll(() => cartCount(page)).toBe(1);

    // The cart: the item, its quantity (never below 1) and line total.
    // (The product page's own link: the toast sits over the header's cart icon for a few seconds.)
    await main.getByText('1 in your cart.').waitFor();
    await main.getByRole('link', { name: 'View cart' }).click();
    await waitForPath(page, '/cart');
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    const line = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) });
    await expectCount(line, 1);
    const stepper = line.getByRole('group', { name: `Quantity of ${product.name}` });
    const minus = stepper.getByRole('button', { name: `Decrease quantity of ${product.name}` });
    const plus = stepper.getByRole('button', { name: `Increase quantity of ${product.name}` });
    expect(await textOf(stepper.locator('output'))).toBe('1');
    expect(await minus.isDisabled()).toBe(true);
    await plus.click();
    await expect.poll(() => textOf(stepper.locator('output'))).toBe('2');
    await line.getByText(`Line total: ${rupees(product.price * 2)}`, { exact: true }).waitFor();
    await expect.poll(() => cartCount(page)).toBe(2);
    await minus.click();
    await expect.poll(() => textOf(stepper.locator('output'))).toBe('1');
    expect(await minus.isDisabled()).toBe(true);
    await expect.poll(() => cartCount(page)).toBe(1);

    // Checkout: nothing is sent until the form is valid.
    const orderRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') orderRequests.push(request);
    });
    await main.getByRole('link', { name: /Proceed to Checkout/ }).click();
    await waitForPath(page, '/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const placeOrder = main.getByRole('button', { name: 'Place Order' });
    await placeOrder.click();
    const required = [
      'Email is required',
      'First name is required',
      'Last name is required',
      'Address is required',
      'City is required',
      'Postal code is required',
    ];
    // Our page never asks for a card (decision 019).
    await expectCount(main.getByRole('textbox', { name: /card|cvc|expiry/i }), 0);
    for (const message of required) await main.getByText(message, { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).getAttribute('aria-invalid')).toBe('true');

    await fillCheckout(page, 'not-an-email');
    await placeOrder.click();
    await main.getByText('Please enter a valid email address', { exact: true }).waitFor();
    for (const message of required) await expectCount(main.getByText(message, { exact: true }), 0);
    expect(orderRequests).toHaveLength(0);

    // A valid form places the order.
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders'),
      placeOrder.click(),
    ]);
    expect(response.status()).toBe(201);
    const { orderId } = ((await response.json()) as { data: { orderId: string } }).data;
    expect(orderId).toMatch(/^ORD-\d{8}-\d{4,}$/);

    await waitForPath(page, '/checkout/success');
    await page.getByRole('heading', { level: 1, name: 'Order Confirmed!' }).waitFor();
    await main.getByText(orderId, { exact: true }).waitFor();

    // The request carried the form, the cart line and the payment method.
    expect(orderRequests).toHaveLength(1);
    const raw = orderRequests[0]?.postData() ?? '';
    const body = JSON.parse(raw) as Record<string, unknown>;
    expect(body).toMatchObject({
      paymentMethod: 'cod',
      email,
      firstName: 'Stella',
      lastName: 'Voyager',
      city: 'Bengaluru',
      postalCode: '560001',
      items: [{ productId: product._id, quantity: 1 }],
    });

    // The cart is empty now.
    await expect.poll(() => cartCount(page)).toBe(0);
    await cartLink(page).click();
    await waitForPath(page, '/cart');
    await main.getByRole('heading', { name: 'Your cart is empty' }).waitFor();

    // And the admin finds the order, pending.
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = tableRows(page, 'Orders', `#${orderId}`);
    await expectCount(row, 1);
    const shown = await textOf(row);
    expect(shown).toContain('Stella Voyager');
    expect(shown).toContain(email);
    expect(shown).toContain(product.name);
    await row.getByText('Pending', { exact: true }).waitFor();
    await page.close();
  });

  it('keeps the cart, with its quantities, across a reload', async () => {
    const page = await live.openPage();
    const product = await productWithStock(page.request, 3);
    await addToCart(page, product);
    await page.goto('/cart');
    const stepper = page.getByRole('group', { name: `Quantity of ${product.name}` });
    await stepper.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await expect.poll(() => textOf(stepper.locator('output'))).toBe('2');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: product.name }).waitFor();
    expect(await textOf(stepper.locator('output'))).toBe('2');
    expect(await cartCount(page)).toBe(2);

    // A new visit to another page still has it.
    await page.goto('/');
    await expect.poll(() => cartCount(page)).toBe(2);
    await page.close();
  });
});

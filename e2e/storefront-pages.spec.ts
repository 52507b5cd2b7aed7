// Storefront, the other pages: the contact form (its messages, sending, the reset), the space pods and
// a pod's page, the not-found states of a pod, a product and an unknown path (and the JSON 404 of an
// unknown API path), Admin Login, and a distinct brand-named title on every public route.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, expectCount, findProducts, uniqueSuffix, waitForPath } from './support/admin.ts';
import { liveProduct } from './support/live.ts';
import { ADMIN } from './support/server.ts';
import { BRAND, listPods, MISSING_ID, publicSettings, rupees } from './support/storefront.ts';

const live = liveProduct();

describe('contact', () => {
  it('explains empty and malformed fields, sends a valid message, confirms it and resets the form', async () => {
    const suffix = uniqueSuffix();
    const email = `comet.${suffix}@example.com`;
    const page = await live.openPage();
    const { contactEmail } = await publicSettings(page.request);
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    const main = page.getByRole('main');
    // The contact e-mail is shown.
    expect(await main.getByRole('link', { name: contactEmail }).getAttribute('href')).toBe(`mailto:${contactEmail}`);

    const form = main.locator('form');
    const fullName = form.getByRole('textbox', { name: 'Full name' });
    const emailBox = form.getByRole('textbox', { name: 'Email' });
    const phone = form.getByRole('textbox', { name: 'Phone number' });
    const subject = form.getByRole('combobox', { name: 'Subject' });
    const message = form.getByRole('textbox', { name: 'Message' });
    const send = form.getByRole('button', { name: 'Send Message' });

    await send.click();
    for (const text of [
      'Full name is required',
      'Email is required',
      'Phone number is required',
      'Please choose a subject',
      'Message is required',
    ]) {
      await form.getByText(text, { exact: true }).waitFor();
    }
    expect(await fullName.getAttribute('aria-invalid')).toBe('true');

    await fullName.fill(`Comet Rider ${suffix}`);
    await emailBox.fill('comet-at-example');
    await phone.fill('+91 98765 43210');
    await subject.selectOption('Support');
    await message.fill('Do the pods have racing wheels?');
    await send.click();
    await form.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await expectCount(form.getByText('Full name is required', { exact: true }), 0);

    await emailBox.fill(email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/contact'),
      send.click(),
    ]);
    expect(response.status()).toBe(201);
    await form.getByRole('status').getByText('Your message has been sent!').waitFor();
    await expect.poll(() => fullName.inputValue()).toBe('');
    expect(await emailBox.inputValue()).toBe('');
    expect(await phone.inputValue()).toBe('');
    expect(await subject.inputValue()).toBe('');
    expect(await message.inputValue()).toBe('');
    await expectCount(form.getByRole('alert'), 0);

    // The message reached the back office.
    const token = await apiToken(page.request, ADMIN.email, ADMIN.password);
    const stored = await page.request.get('/api/contact', {
      params: { search: email },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await stored.json()) as unknown).toMatchObject({
      data: [{ fullName: `Comet Rider ${suffix}`, email, subject: 'Support' }],
    });
    await page.close();
  });
});

describe('space pods', () => {
  it('lists every pod as a Coming Soon card that opens its own page with price and a disabled button', async () => {
    const page = await live.openPage();
    const pods = await listPods(page.request);
    const priced = pods.find((p) => p.price !== null);
    const onRequest = pods.find((p) => p.price === null);
    if (!priced || !onRequest) throw new Error('the demo pods have one with a price and one on request');

    await page.goto('/space-pods');
    await page.getByRole('heading', { level: 1, name: 'Space Pods' }).waitFor();
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expectCount(cards, pods.length);
    for (const pod of pods) {
      const card = cards.filter({ has: page.getByRole('heading', { name: pod.name, exact: true }) });
      await expectCount(card, 1);
      expect(await card.getAttribute('href')).toBe(`/space-pods/${pod._id}`);
      await card.getByText('Coming Soon').first().waitFor({ state: 'attached' });
      await card.getByText('View Details').waitFor();
    }

    await cards.filter({ has: page.getByRole('heading', { name: priced.name, exact: true }) }).click();
    await waitForPath(page, `/space-pods/${priced._id}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: priced.name }).waitFor();
    await main.getByText(`${rupees(priced.price as number)} per night`).waitFor();
    const comingSoon = main.getByRole('button', { name: 'Coming Soon' });
    expect(await comingSoon.isDisabled()).toBe(true);

    await page.goto(`/space-pods/${onRequest._id}`);
    await main.getByRole('heading', { level: 1, name: onRequest.name }).waitFor();
    await main.getByText('Price on request', { exact: true }).waitFor();
    expect(await main.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);
    await page.close();
  });

  it("says 'Space Pod Not Found' for a pod id that does not exist, with a way back to the pods", async () => {
    const page = await live.openPage();
    await page.goto(`/space-pods/${MISSING_ID}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Space Pod Not Found' }).waitFor();
    const back = main.getByRole('link', { name: /Space Pods/ });
    expect(await back.getAttribute('href')).toBe('/space-pods');
    await back.click();
    await waitForPath(page, '/space-pods');
    await page.getByRole('heading', { level: 1, name: 'Space Pods' }).waitFor();
    await page.close();
  });
});

describe('not found', () => {
  it("says 'Product Not Found' for a product id that does not exist, with a link to the marketplace", async () => {
    const page = await live.openPage();
    await page.goto(`/product/${MISSING_ID}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    const back = main.getByRole('link', { name: 'Back to Marketplace' });
    expect(await back.getAttribute('href')).toBe('/marketplace');
    await back.click();
    await waitForPath(page, '/marketplace');
    await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
    await page.close();
  });

  it("shows 'Lost in Deep Space' with a link home for an unknown path; an unknown API path is a JSON 404", async () => {
    const page = await live.openPage();
    const response = await page.goto('/some/unknown/path');
    expect(response?.status()).toBe(404); // a real 404 (issue 10), with the app's not-found page as its body
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Lost in Deep Space' }).waitFor();
    const home = main.locator('a[href="/"]');
    await expect.poll(() => home.count(), { timeout: 5_000 }).toBeGreaterThan(0);
    await home.first().click();
    await waitForPath(page, '/');

    const api = await page.request.get('/api/unknown');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toMatch(/^application\/json/);
    expect(await api.json()).toMatchObject({ success: false, message: expect.any(String) });
    await page.close();
  });
});

describe('admin login', () => {
  it("shows the server's error for a wrong password, then signs an admin in to the dashboard", async () => {
    const page = await live.openPage();
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByLabel(/^Password/);
    const login = page.getByRole('button', { name: 'Login', exact: true });

    // Both fields are required.
    await login.click();
    await page.getByText('Email is required', { exact: true }).waitFor();
    await page.getByText('Password is required', { exact: true }).waitFor();

    await email.fill(ADMIN.email);
    await password.fill('not-the-password');
    await login.click();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await password.fill(ADMIN.password);
    await login.click();
    await waitForPath(page, '/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.close();
  });
});

describe('page titles', () => {
  it('gives every public route its own title carrying the brand name', async () => {
    const page = await live.openPage();
    const [product] = await findProducts(page.request, 'Graphics');
    const [pod] = await listPods(page.request);
    if (!product || !pod) throw new Error('the demo data has products and pods');

    /** Each route, with what shows that it has loaded and what its title should name. */
    const routes: { path: string; ready: (p: Page) => Promise<void>; names?: string }[] = [
      { path: '/', ready: h1() },
      { path: '/about', ready: h1(`About ${BRAND}`), names: 'About' },
      { path: '/team', ready: h1('Meet the Team'), names: 'Team' },
      { path: '/faq', ready: h1('Frequently Asked Questions'), names: 'FAQ' },
      { path: '/space-pods', ready: h1('Space Pods'), names: 'Space Pods' },
      { path: `/space-pods/${pod._id}`, ready: h1(pod.name), names: pod.name },
      { path: '/marketplace', ready: h1('Marketplace'), names: 'Marketplace' },
      { path: '/marketplace/Collectibles', ready: h1('Collectibles'), names: 'Collectibles' },
      { path: `/product/${product._id}`, ready: h1(product.name), names: product.name },
      { path: '/cart', ready: h1('Your Cart'), names: 'Cart' },
      { path: '/checkout', ready: h1('Checkout'), names: 'Checkout' },
      { path: '/checkout/success', ready: h1('Order Confirmed!'), names: 'Order Confirmed' },
      { path: '/contact', ready: h1('Contact Us'), names: 'Contact' },
      { path: '/privacy', ready: h1('Privacy Policy'), names: 'Privacy' },
      { path: '/terms', ready: h1('Terms of Service'), names: 'Terms' },
      { path: '/cancellation-refunds', ready: h1('Cancellation & Refunds'), names: 'Cancellation' },
      { path: '/shipping', ready: h1('Shipping Policy'), names: 'Shipping' },
      { path: '/login', ready: h1('Admin Login'), names: 'Admin Login' },
      { path: '/no/such/page', ready: h1('Lost in Deep Space'), names: 'Lost in Deep Space' },
    ];

    const titles = new Map<string, string>();
    for (const route of routes) {
      await page.goto(route.path);
      await route.ready(page);
      const named = route.names;
      if (named) await expect.poll(() => page.title(), { message: route.path }).toContain(named);
      const title = await page.title();
      expect(title, route.path).toContain(BRAND);
      titles.set(route.path, title);
    }
    const seen = new Map<string, string>();
    for (const [path, title] of titles) {
      expect(seen.get(title), `${path} has the same title as ${seen.get(title)}: "${title}"`).toBeUndefined();
      seen.set(title, path);
    }
    await page.close();
  });
});

/** Waits for the page's h1 (with this name when given). */
function h1(name?: string): (page: Page) => Promise<void> {
  return (page) =>
    page
      .getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) })
      .first()
      .waitFor();
}

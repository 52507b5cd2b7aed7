// The shop talks to its customers (issue 24), end to end with a real SMTP server in the test: an order placed at
// checkout is e-mailed; the e-mail's link opens the tracking page, which shows the order; an admin's status move and
// tracking number reach the customer and the page; a forgotten password is reset from the e-mailed link.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../apps/api/src/test/smtp.ts';
import { productWithStock, uniqueSuffix, waitForPath } from './support/admin.ts';
import { launchBrowser, openPage, signIn } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';
import { addToCart, fillCheckout } from './support/storefront.ts';

let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtp();
  [server, browser] = await Promise.all([
    startServer({ mail: { smtpUrl: smtp.url, from: 'AstroDen <orders@astroden.example>' } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

/** The message to `to` whose subject matches, once it has arrived. */
async function mailTo(to: string, subject: RegExp) {
  await expect
    .poll(() => smtp.received.some((m) => m.to === to && subject.test(m.subject)), { timeout: 20_000 })
    .toBe(true);
  return smtp.received.find((m) => m.to === to && subject.test(m.subject))!;
}

/** A link of an e-mail, on this test's server (e-mails name PUBLIC_URL, here the default localhost:3000). */
function linkIn(text: string, path: string): string {
  const found = new RegExp(`https?://[^\\s"<]+${path.replace('?', '\\?')}[^\\s"<]*`).exec(text);
  if (!found) throw new Error(`no ${path} link in the e-mail`);
  const url = new URL(found[0]);
  return `${url.pathname}${url.search}`;
}

async function adminPatch(page: Page, path: string, data: object) {
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const res = await page.request.patch(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
}

describe('order e-mails and tracking', () => {
  it('mails the order placed at checkout, and its link opens the tracking page with the order', async () => {
    const page = await openPage(browser, server.url);
    const product = await productWithStock(page.request, 3);
    const email = `shopper-${uniqueSuffix()}@example.com`;
    await addToCart(page, product);
    await page.goto('/checkout');
    await fillCheckout(page, email);
    await page.getByRole('main').getByRole('button', { name: 'Place Order' }).click();
    await waitForPath(page, '/checkout/success');
    await page.getByRole('heading', { level: 1, name: 'Order Confirmed!' }).waitFor();

    const mail = await mailTo(email, /^Your AstroDen order ORD-\d{8}-\d+ is confirmed$/);
    const orderId = /ORD-\d{8}-\d+/.exec(mail.subject)![0];
    expect(mail.text).toContain(product.name);

    // The e-mail's link: no typing, no e-mail address in the URL.
    const tracker = await openPage(browser, server.url);
    await tracker.goto(linkIn(mail.text, '/track-order?'));
    const main = tracker.getByRole('main');
    await main.getByText(orderId).first().waitFor();
    await main.getByText(product.name).first().waitFor();
    await main.getByText('Order placed').first().waitFor();

    // An admin ships it: the customer is told, and the page shows the parcel.
    await adminPatch(page, `/api/payment/checkout/${orderId}/status`, { status: 'processing' });
    await adminPatch(page, `/api/payment/checkout/${orderId}/tracking`, {
      carrier: 'Delhivery',
      trackingNumber: 'DLV-E2E-42',
    });
    const shipped = await mailTo(email, /has shipped$/);
    expect(shipped.text).toContain('DLV-E2E-42');
    await tracker.reload();
    await main.getByText('DLV-E2E-42').waitFor();
    await main.getByText('Processing').first().waitFor();

    // Typed in by hand, a wrong e-mail gets the not-found answer and shows nothing of the order.
    const stranger = await openPage(browser, server.url);
    await stranger.goto('/track-order');
    await stranger.getByRole('textbox', { name: /Order ID/i }).fill(orderId);
    await stranger.getByRole('textbox', { name: /E-?mail/i }).fill('someone-else@example.com');
    await stranger.getByRole('main').getByRole('button', { name: /Track/i }).click();
    await stranger
      .getByRole('main')
      .getByText(/could not find an order/i)
      .last()
      .waitFor();
    expect(await stranger.getByRole('main').textContent()).not.toContain(product.name);
    await Promise.all([page, tracker, stranger].map((p) => p.context().close()));
  });
});

describe('password reset', () => {
  it('mails a link from "Forgot password?", sets the new password there, and signs in with it', async () => {
    const page = await openPage(browser, server.url);
    const email = `forgetful-${uniqueSuffix()}@example.com`;
    const register = await page.request.post('/api/auth/register', {
      data: { name: 'Forgetful Fan', email, password: 'old-password-1' },
    });
    expect(register.status()).toBe(201);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    // React Router moves the URL before the new page is on screen (it renders in a transition): until then the
    // e-mail field is the login form's.
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByRole('textbox', { name: /E-?mail/i }).fill(email);
    await page
      .getByRole('main')
      .getByRole('button', { name: /Send|Reset/i })
      .click();
    await page.getByText(/If an account exists for that e-mail address/).waitFor();

    const mail = await mailTo(email, /^Reset your AstroDen password$/);
    await page.goto(linkIn(mail.text, '/reset-password?'));
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-password-2');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('new-password-2');
    await page
      .getByRole('main')
      .getByRole('button', { name: /Reset|Set|Save/i })
      .click();
    await page.getByText(/Your password has been reset/).waitFor();
    await mailTo(email, /password was changed$/);

    await signIn(page, email, 'new-password-2');
    const old = await page.request.post('/api/auth/login', { data: { email, password: 'old-password-1' } });
    expect(old.status()).toBe(401);
    await page.context().close();
  });
});

// The shop takes money (issue 25), end to end against a local stand-in of Razorpay's API and Standard Checkout: a
// shopper pays online in the provider's window and lands on the confirmation; one who closes the window pays from
// "Pay now" without a second order; a webhook after the callback changes nothing; cash on delivery still works.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpay, type TestRazorpay } from '../apps/api/src/test/razorpay.ts';
import { productWithStock, uniqueSuffix, waitForPath } from './support/admin.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';
import { addToCart, fillCheckout } from './support/storefront.ts';

let rp: TestRazorpay;
let server: RunningServer;
let browser: Browser;
let token: string;

async function api<T = { data: unknown }>(path: string, init: { method?: string; body?: object } = {}) {
  const res = await fetch(server.url + path, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

beforeAll(async () => {
  rp = await startRazorpay();
  [server, browser] = await Promise.all([
    startServer({ payments: { apiUrl: rp.url, checkoutUrl: rp.checkoutUrl, reconcileSeconds: 3600 } }),
    launchBrowser(),
  ]);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
  for (const [key, value] of [
    ['paymentKeyId', rp.keyId],
    ['paymentKeySecret', rp.keySecret],
    ['paymentWebhookSecret', rp.webhookSecret],
  ]) {
    expect((await api(`/api/settings/${key}`, { method: 'PUT', body: { value } })).status).toBe(200);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rp?.close();
});

async function orderOf(orderId: string) {
  type Listed = { paymentMethod: string; paymentStatus: string; payments: unknown[]; totalAmount: number };
  const { body } = await api<{ data: Listed[] }>(`/api/payment/checkouts?search=${orderId}`);
  return body.data[0]!;
}

async function checkoutWith(page: Page, method: 'Pay online' | 'Cash on delivery') {
  const product = await productWithStock(page.request, 3);
  await addToCart(page, product);
  await page.goto('/checkout');
  await fillCheckout(page, `payer-${uniqueSuffix()}@example.com`);
  await page.getByRole('radio', { name: new RegExp(method) }).check();
  const placed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders',
  );
  await page.getByRole('main').getByRole('button', { name: 'Place Order' }).click();
  const response = await placed;
  const { orderId } = ((await response.json()) as { data: { orderId: string } }).data;
  return { orderId, product };
}

const razorpayWindow = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout' });

describe('paying at checkout', () => {
  it('pays online in the provider window and confirms the order once, whatever the webhook does after', async () => {
    const page = await openPage(browser, server.url);
    const { orderId, product } = await checkoutWith(page, 'Pay online');
    const window_ = razorpayWindow(page);
    await window_.waitFor();
    await window_.getByRole('button', { name: 'Pay' }).click();
    await waitForPath(page, '/checkout/success');
    await page.getByRole('heading', { level: 1, name: 'Order Confirmed!' }).waitFor();

    expect(await orderOf(orderId)).toMatchObject({ paymentMethod: 'online', paymentStatus: 'paid' });
    // Razorpay's order was opened for the order's total, and its webhook, late and twice, changes nothing.
    const razorpayOrder = [...rp.orders.values()].find((o) => o.receipt === orderId)!;
    expect(razorpayOrder.amount).toBe(Math.round((await orderOf(orderId)).totalAmount * 100));
    const payment = [...rp.payments.values()].find((p) => p.order_id === razorpayOrder.id)!;
    const hook = rp.webhook('payment.captured', payment.id);
    const answers = await rp.deliver(`${server.url}/api/payments/razorpay/webhook`, hook, { times: 2 });
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await orderOf(orderId)).payments).toHaveLength(1);
    const after = await api<{ data: { stock: number } }>(`/api/products/${product._id}`);
    expect(after.body.data.stock).toBe(product.stock - 1);
  });

  it('keeps the order when the window is closed, and "Pay now" opens it again without a second order', async () => {
    const page = await openPage(browser, server.url);
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') orders.push(request.url());
    });
    const { orderId } = await checkoutWith(page, 'Pay online');
    await razorpayWindow(page).getByRole('button', { name: 'Cancel' }).click();
    const main = page.getByRole('main');
    await main.getByText(/Payment cancelled/).waitFor();
    await main.getByRole('button', { name: 'Pay now' }).click();
    await razorpayWindow(page).getByRole('button', { name: 'Pay' }).click();
    await waitForPath(page, '/checkout/success');
    expect(orders).toHaveLength(1);
    expect((await orderOf(orderId)).paymentStatus).toBe('paid');
  });

  it('takes an order for cash on delivery, unpaid until delivered', async () => {
    const page = await openPage(browser, server.url);
    const { orderId } = await checkoutWith(page, 'Cash on delivery');
    await waitForPath(page, '/checkout/success');
    await page.getByRole('heading', { level: 1, name: 'Order Confirmed!' }).waitFor();
    expect(await razorpayWindow(page).count()).toBe(0);
    expect(await orderOf(orderId)).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'unpaid' });
  });
});

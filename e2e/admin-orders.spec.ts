// Admin back office, orders: an order placed through the public checkout API is found by its id,
// moved pending → processing → completed (then offers no more moves), and a cancelled order puts its
// stock back.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  dialog,
  expectCount,
  expectToast,
  getProduct,
  placeOrder,
  productWithStock,
  tableRows,
  textOf,
  uniqueSuffix,
} from './support/admin.ts';
import { signIn } from './support/browser.ts';
import { liveProduct } from './support/live.ts';
import { ADMIN } from './support/server.ts';

const live = liveProduct();

/** Types the order id into the search box and presses Search; returns the order's row. */
async function searchOrder(page: Page, orderId: string): Promise<Locator> {
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = tableRows(page, 'Orders', `#${orderId}`);
  await expectCount(row, 1);
  // Only this order is listed.
  await expectCount(page.getByRole('table', { name: 'Orders' }).getByRole('row'), 2);
  return row;
}

/** The row's status badge text (spec section 4: pending, processing, completed, failed, cancelled). */
function statusOf(row: Locator): Promise<string> {
  return textOf(row.getByText(/^(Pending|Processing|Completed|Failed|Cancelled)$/));
}

describe('admin orders', () => {
  it('finds a new order by its id and moves it pending → processing → completed', async () => {
    const suffix = uniqueSuffix();
    const page = await live.openPage();
    const product = await productWithStock(page.request, 2);
    const order = await placeOrder(page.request, [{ productId: product._id, quantity: 1 }], {
      firstName: 'Orion',
      lastName: `Buyer ${suffix}`,
      email: `orion.${suffix}@example.com`,
    });
    expect(order.status).toBe('pending');

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/orders');
    const row = await searchOrder(page, order.orderId);
    const shown = await textOf(row);
    expect(shown).toContain(`Orion Buyer ${suffix}`);
    expect(shown).toContain(`orion.${suffix}@example.com`);
    expect(shown).toContain(product.name);
    expect(shown).toContain('1 item');
    expect(await statusOf(row)).toBe('Pending');

    const actions = row.getByRole('group', { name: `Actions for order #${order.orderId}` });
    await actions.getByRole('button', { name: `View details of order #${order.orderId}` }).waitFor();
    await actions.getByRole('button', { name: 'Mark Processing' }).click();
    await expectToast(page, 'Order status updated successfully');
    await expect.poll(() => statusOf(row)).toBe('Processing');
    // Processing is not the end: every move is still offered (spec section 4).
    await actions.getByRole('button', { name: 'Mark Completed' }).waitFor();
    await actions.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
    await actions.getByRole('button', { name: 'Mark Processing' }).waitFor();

    await actions.getByRole('button', { name: 'Mark Completed' }).click();
    await expect.poll(() => statusOf(row)).toBe('Completed');
    // Completed is final: only "view details" is left.
    await expectCount(actions.getByRole('button'), 1);
    await actions.getByRole('button', { name: `View details of order #${order.orderId}` }).waitFor();

    // The details modal tells the same story.
    await actions.getByRole('button', { name: `View details of order #${order.orderId}` }).click();
    const details = dialog(page, `Order #${order.orderId}`);
    await details.getByText(`orion.${suffix}@example.com`).first().waitFor();
    await details.getByText('42 Orbit Road').waitFor();
    await details.getByText('Completed', { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('cancels an order after confirmation and puts its stock back', async () => {
    const suffix = uniqueSuffix();
    const page = await live.openPage();
    const product = await productWithStock(page.request, 3);
    const before = (await getProduct(page.request, product._id)).stock;
    const order = await placeOrder(page.request, [{ productId: product._id, quantity: 2 }], {
      firstName: 'Cassie',
      lastName: `Canceller ${suffix}`,
      email: `cassie.${suffix}@example.com`,
    });
    // Stock taken by an order shows within the public cache's lifetime (1 s).
    await expect.poll(async () => (await getProduct(page.request, product._id)).stock).toBe(before - 2);

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/orders');
    const row = await searchOrder(page, order.orderId);
    expect(await textOf(row)).toContain('2 items');
    const actions = row.getByRole('group', { name: `Actions for order #${order.orderId}` });

    // Keeping the order changes nothing.
    await actions.getByRole('button', { name: 'Cancel', exact: true }).click();
    let confirm = dialog(page, 'Cancel order');
    await confirm.getByText('Are you sure you want to cancel this order?').waitFor();
    await confirm.getByText(`#${order.orderId}`).waitFor();
    await confirm.getByRole('button', { name: 'Keep order' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await statusOf(row)).toBe('Pending');

    await actions.getByRole('button', { name: 'Cancel', exact: true }).click();
    confirm = dialog(page, 'Cancel order');
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(page, 'Order cancelled successfully');
    await expect.poll(() => statusOf(row)).toBe('Cancelled');
    await expectCount(actions.getByRole('button'), 1);

    expect((await getProduct(page.request, product._id)).stock).toBe(before);

    // The audit log shows who cancelled it, with the status before and after.
    await page.goto('/admin/audit?entity=order');
    const entry = tableRows(page, 'Audit log', `Updated order ${order.orderId}`);
    await expectCount(entry, 1);
    expect(await textOf(entry)).toContain(ADMIN.email);
    await entry.getByRole('button', { name: /^View entry/ }).click();
    const details = page.getByRole('dialog', { name: /^Audit entry/ });
    const status = details
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'status', exact: true }) });
    expect(await textOf(status)).toMatch(/pending.*cancelled/);
    await page.close();
  });
});

describe('admin orders, signed out', () => {
  it('sends a visitor who is not signed in to the login screen', async () => {
    const page = await live.openAdminPage('/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/admin/orders');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await page.close();
  });
});

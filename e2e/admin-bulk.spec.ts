// Admin lists (issue 11): a column sort lives in the URL and survives a reload; selected products are
// deleted in bulk after one confirmation, with a summary of what was done and what was refused; selected
// orders are moved to a status in bulk, a completed one refused with the reason.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addProduct,
  apiToken,
  dialog,
  expectCount,
  placeOrder,
  productWithStock,
  tableRows,
  uniqueSuffix,
} from './support/admin.ts';
import { signIn } from './support/browser.ts';
import { liveProduct } from './support/live.ts';
import { ADMIN } from './support/server.ts';

const live = liveProduct();

const bulkFields = { description: 'Made for the bulk test', price: '120', stock: '4', category: 'Collectibles' };

/** The prices of the products table's rows, top to bottom, in rupees. */
async function shownPrices(page: Page): Promise<number[]> {
  const cells = page.getByRole('table', { name: 'Products' }).locator('tbody tr td:nth-child(4)');
  return (await cells.allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
}

describe('admin lists', () => {
  it('sorts products by a column header, keeps the sort in the URL and after a reload', async () => {
    const page = await live.openAdminPage('/admin/products');
    const price = page.getByRole('columnheader', { name: 'Price' });
    await page.getByRole('table', { name: 'Products' }).waitFor();
    await price.getByRole('button', { name: 'Price' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
    await expect.poll(() => price.getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(async () => {
        const prices = await shownPrices(page);
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);

    await price.getByRole('button', { name: 'Price' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('sort') === '-price');
    await expect.poll(() => price.getAttribute('aria-sort')).toBe('descending');
    const descending = async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! >= p);
    };
    await expect.poll(descending).toBe(true);

    await page.reload();
    await page.getByRole('table', { name: 'Products' }).waitFor();
    expect(new URL(page.url()).searchParams.get('sort')).toBe('-price');
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Price' }).getAttribute('aria-sort'))
      .toBe('descending');
    await expect.poll(descending).toBe(true);
  });

  it('deletes selected products after one confirmation and says which were refused and why', async () => {
    const suffix = uniqueSuffix();
    const page = await live.openAdminPage('/admin/products');
    const token = await apiToken(page.request, ADMIN.email, ADMIN.password);
    const names = ['Alpha', 'Beta', 'Gamma'].map((n) => `Bulk ${n} ${suffix}`);
    const ids = await Promise.all(names.map((name) => addProduct(page.request, token, { name, ...bulkFields })));

    await page.getByRole('searchbox', { name: 'Search products' }).fill(`bulk ${suffix}`);
    await expectCount(page.getByRole('table', { name: 'Products' }).locator('tbody tr'), 3);
    await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect.poll(() => bar.textContent()).toContain('2 selected');
    // Someone else deletes Beta meanwhile: the bulk delete refuses it.
    const gone = await page.request.delete(`/api/products/${ids[1]}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status()).toBe(200);

    await bar.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = dialog(page, 'Delete products');
    await expect.poll(() => confirm.textContent()).toContain('Delete the 2 selected products?');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

    const summary = dialog(page, 'Delete products');
    await expect.poll(() => summary.textContent()).toContain('1 done, 1 refused');
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain(names[0]);
    expect(text).toContain(`${names[1]}: Product not found`);
    await summary.getByRole('button', { name: 'Done' }).click();

    await expectCount(tableRows(page, 'Products', names[0]!), 0);
    await expectCount(tableRows(page, 'Products', names[2]!), 1);
    await expectCount(bar, 0);
    expect(await page.getByRole('checkbox', { name: `Select ${names[2]}` }).isChecked()).toBe(false);
  });

  it('moves selected orders to a status in bulk, refusing a completed one with the reason', async () => {
    const suffix = uniqueSuffix();
    const page = await live.openPage();
    const product = await productWithStock(page.request, 2);
    const email = `bulk.${suffix}@example.com`;
    const customer = { firstName: 'Vega', lastName: `Bulk ${suffix}`, email };
    const open = await placeOrder(page.request, [{ productId: product._id, quantity: 1 }], customer);
    const done = await placeOrder(page.request, [{ productId: product._id, quantity: 1 }], customer);
    const token = await apiToken(page.request, ADMIN.email, ADMIN.password);
    const completed = await page.request.patch(`/api/payment/checkout/${done.orderId}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status: 'completed' },
    });
    expect(completed.status()).toBe(200);

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/orders?search=${encodeURIComponent(email)}`);
    await expectCount(page.getByRole('table', { name: 'Orders' }).locator('tbody tr'), 2);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect.poll(() => bar.textContent()).toContain('2 selected');
    await bar.getByRole('combobox', { name: 'New status' }).selectOption('processing');
    await bar.getByRole('button', { name: 'Move selected' }).click();
    const confirm = dialog(page, 'Move orders');
    await expect.poll(() => confirm.textContent()).toContain('Move the 2 selected orders to Processing?');
    await confirm.getByRole('button', { name: 'Move', exact: true }).click();

    const summary = dialog(page, 'Move orders');
    await expect.poll(() => summary.textContent()).toContain('1 done, 1 refused');
    expect(await summary.textContent()).toContain(`#${done.orderId}: This order cannot move to that status`);
    await summary.getByRole('button', { name: 'Done' }).click();

    await expect.poll(() => tableRows(page, 'Orders', `#${open.orderId}`).textContent()).toContain('Processing');
    expect(await tableRows(page, 'Orders', `#${done.orderId}`).textContent()).toContain('Completed');
  });
});

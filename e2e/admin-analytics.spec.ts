// Admin dashboard, sales by date range and restocking: an admin picks a range and Week buckets, sees the
// figures and the chart follow (and survive a reload through the URL), downloads the chart's table as CSV,
// and finds a product whose stock an order took low in the Needs restocking list.
import { readFile } from 'node:fs/promises';
import { ANALYTICS_CSV_COLUMNS, addDays, type SalesAnalytics, todayIn } from '@astroden/shared';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, expectCount, findProducts, placeOrder, textOf, uniqueSuffix } from './support/admin.ts';
import { signIn } from './support/browser.ts';
import { liveProduct } from './support/live.ts';
import { ADMIN } from './support/server.ts';

const live = liveProduct();

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);

/** The big number of a KPI card, e.g. the revenue. */
const kpi = (section: Locator, label: RegExp) =>
  section
    .getByRole('list', { name: 'Sales figures' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .locator('p')
    .nth(1);

describe('admin sales analytics', () => {
  it('charts a chosen range in weeks, keeps it in the URL, downloads it as CSV, and lists what needs restocking', async () => {
    const page = await live.openPage();
    const token = await apiToken(page.request, ADMIN.email, ADMIN.password);
    const headers = { authorization: `Bearer ${token}` };

    // A product with some stock, taken down to 2 by a real order: it now needs restocking.
    const all = await findProducts(page.request, '');
    // At most 10 units a line (maxUnitsPerLine): a product with 6 to 12 in stock.
    const product = all.find((p) => p.stock >= 6 && p.stock <= 12)!;
    expect(product, 'a demo product with 6 to 12 in stock').toBeTruthy();
    const suffix = uniqueSuffix();
    await placeOrder(page.request, [{ productId: product._id, quantity: product.stock - 2 }], {
      firstName: 'Vega',
      lastName: `Stocker ${suffix}`,
      email: `vega.${suffix}@example.com`,
    });

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/dashboard');
    const section = page.getByRole('region', { name: 'Sales by Date Range' });
    const revenue = kpi(section, /^Revenue/);
    const defaultRevenue = await textOf(revenue);

    // 90 days up to today, in weeks.
    const to = todayIn('Asia/Kolkata');
    const from = addDays(to, -89);
    await section.getByRole('button', { name: 'Week' }).click();
    await section.getByLabel('From').fill(from);
    await page.waitForURL((url) => url.searchParams.get('from') === from && url.searchParams.get('bucket') === 'week');

    const answer = await page.request.get('/api/dashboard/analytics', {
      params: { from, to, bucket: 'week' },
      headers,
    });
    const expected = (await answer.json()).data as SalesAnalytics;
    expect(expected.buckets.length).toBeGreaterThanOrEqual(13);
    await expect.poll(() => textOf(revenue)).toBe(rupees(expected.totals.revenue));
    expect(await textOf(revenue)).not.toBe(defaultRevenue);
    await expect.poll(() => textOf(kpi(section, /^Orders placed/))).toBe(String(expected.totals.orders));
    // The chart is drawn; its table has a row per week.
    await section.locator('.recharts-surface').first().waitFor();
    expect(await section.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await section.getByText('Show the numbers as a table').click();
    const table = section.getByRole('table');
    await expectCount(table.getByRole('row'), expected.buckets.length + 1);
    await table.getByRole('rowheader', { name: expected.buckets[0]!.label }).waitFor();

    // A reload keeps the range and the bucket.
    await page.reload();
    await expect.poll(() => textOf(revenue)).toBe(rupees(expected.totals.revenue));
    expect(new URL(page.url()).searchParams.get('from')).toBe(from);
    expect(await section.getByLabel('From').inputValue()).toBe(from);
    expect(await section.getByLabel('To').inputValue()).toBe(to);
    expect(await section.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');

    // The CSV of the same table.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sales-${from}-to-${to}-week.csv`);
    const csv = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(csv[0]).toBe(ANALYTICS_CSV_COLUMNS.join(','));
    expect(csv).toHaveLength(expected.buckets.length + 1);
    expect(csv[1]!.startsWith(`${expected.buckets[0]!.start},${expected.buckets[0]!.label},`)).toBe(true);

    // The product the order took down to 2 needs restocking.
    const restock = page.getByRole('region', { name: 'Needs restocking' });
    const item = restock.getByRole('listitem').filter({ hasText: product.name });
    await expectCount(item, 1);
    expect(await textOf(item)).toContain('2 left');
    await item.getByText('Low stock').waitFor();
    await item.getByRole('link', { name: product.name }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/products' && url.searchParams.get('search') === product.name,
    );
  });
});

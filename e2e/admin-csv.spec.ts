// Admin back office, products CSV: Export downloads the products (all, or what the search shows) as a
// CSV file; Import checks a file first (a dry run): a bad row is shown with its error and blocks Apply;
// a good file then applies and its new product is in the list.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_CSV_COLUMNS } from '@astroden/shared';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialog, expectCount, makeTempDir, tableRows, uniqueSuffix } from './support/admin.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { signIn } from './support/browser.ts';
import { liveProduct } from './support/live.ts';
import { ADMIN } from './support/server.ts';

const live = liveProduct();
let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeAll(async () => {
  temp = await makeTempDir();
});
afterAll(() => temp.cleanup());

async function productsPage(): Promise<Page> {
  const page = await live.openPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/products');
  await page.getByRole('table', { name: 'Products' }).waitFor();
  return page;
}

/** Clicks the export button and reads the downloaded file's rows. */
async function download(page: Page, button: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = join(temp.dir, `${uniqueSuffix()}-${file.suggestedFilename()}`);
  await file.saveAs(path);
  const text = await readFile(path, 'utf8');
  return {
    name: file.suggestedFilename(),
    text,
    rows: parse(text, { bom: true, columns: true }) as Record<string, string>[],
  };
}

async function totalProducts(page: Page, search = ''): Promise<number> {
  const res = await page.request.get(`/api/products?limit=1${search ? `&search=${encodeURIComponent(search)}` : ''}`);
  return ((await res.json()) as { total: number }).total;
}

describe('admin products CSV', () => {
  it('exports every product, then only what the search shows', async () => {
    const page = await productsPage();
    const all = await download(page, 'Export CSV');
    expect(all.name).toMatch(/^astroden-products-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(all.text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    expect(all.rows.length).toBe(await totalProducts(page));
    expect(all.rows.length).toBeGreaterThan(0);

    // Search for the first word of a product's name (of 'Glow-in-the-Dark Tee', 'Glow': a search reads the
    // hyphenated word's parts, so 'glowinthedark' would find nothing to contain it): the button counts what the
    // list shows.
    const word = /[\p{L}\p{N}]+/u.exec(all.rows[0]!.name!)![0];
    await page.getByRole('searchbox', { name: 'Search products' }).fill(word);
    const expected = await totalProducts(page, word);
    const label = `Export ${expected} ${expected === 1 ? 'product' : 'products'}`;
    await page.getByRole('button', { name: label }).waitFor();
    const filtered = await download(page, label);
    expect(filtered.rows.length).toBe(expected);
    expect(filtered.rows.length).toBeLessThan(all.rows.length);
    for (const row of filtered.rows) expect(row.name!.toLowerCase()).toContain(word.toLowerCase());
  });

  it('shows a bad row with its error and no Apply, then applies a good file', async () => {
    const page = await productsPage();
    const name = `Imported Quasar Lamp ${uniqueSuffix()}`;
    const header = 'name,description,price,stock,category,features\n';
    const bad = join(temp.dir, 'bad.csv');
    await writeFile(
      bad,
      `${header}${name},Glows softly,499,5,Accessories,Warm|Dimmable\n,No name here,10,1,Accessories,\n`,
    );
    const good = join(temp.dir, 'good.csv');
    await writeFile(good, `${header}${name},Glows softly,499,5,Accessories,Warm|Dimmable\n`);

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const modal = dialog(page, 'Import products from CSV');
    await modal.getByLabel('CSV file').setInputFiles(bad);
    await modal.getByRole('button', { name: 'Check file (dry run)' }).click();
    await modal.getByText('Name is required').waitFor();
    await expectCount(modal.getByRole('row').filter({ hasText: 'Name is required' }), 1);
    await modal.getByRole('alert').filter({ hasText: 'Fix the rows with errors' }).waitFor();
    expect(await modal.getByRole('button', { name: 'Apply import' }).isDisabled()).toBe(true);
    // A dry run wrote nothing.
    expect(await totalProducts(page, name)).toBe(0);
    // The report (counts, rows table, errors) holds up for assistive technology.
    expect((await seriousAxeViolations(page)).map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await modal.getByRole('button', { name: 'Choose another file' }).click();
    await modal.getByLabel('CSV file').setInputFiles(good);
    await modal.getByRole('button', { name: 'Check file (dry run)' }).click();
    const apply = modal.getByRole('button', { name: 'Apply import' });
    await expect.poll(() => apply.isEnabled()).toBe(true);
    await apply.click();
    await modal.getByText(/Import applied: 1 created, 0 updated/).waitFor();
    await modal.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await expectCount(tableRows(page, 'Products', name), 1);
  });
});

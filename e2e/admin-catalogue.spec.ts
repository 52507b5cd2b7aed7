// Admin back office, catalogue side: signing in through the login form, products (add with images,
// search, edit, see the change on the storefront, delete) and pods (add, edit, delete).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialog,
  expectCount,
  expectToast,
  findProducts,
  getProduct,
  imageInput,
  makeJpeg,
  makePng,
  makeTempDir,
  placeOrder,
  productWithStock,
  signInThroughForm,
  tableRows,
  textOf,
  uniqueSuffix,
  waitForPath,
} from './support/admin.ts';
import { liveProduct } from './support/live.ts';
import { ADMIN } from './support/server.ts';

const live = liveProduct();
let files: Awaited<ReturnType<typeof makeTempDir>>;
beforeAll(async () => {
  files = await makeTempDir();
});
afterAll(async () => {
  await files?.cleanup();
});

describe('admin sign-in', () => {
  it('signs in through the login form and lands on the dashboard with the sidebar and overview cards', async () => {
    const page = await live.openPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await waitForPath(page, '/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    for (const link of ['Dashboard', 'Products', 'Pods', 'Users', 'Orders', 'Contacts', 'Settings']) {
      await sidebar.getByRole('link', { name: link, exact: true }).waitFor();
    }
    expect(await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    await sidebar.getByRole('link', { name: 'Back to Site' }).waitFor();
    await sidebar.getByRole('button', { name: 'Logout' }).waitFor();

    const overview = page.getByRole('list', { name: 'Overview' });
    for (const card of ['Total Users', 'Total Products', 'Total Orders', 'Total Revenue']) {
      await overview.getByRole('listitem').filter({ hasText: card }).waitFor();
    }
    expect(await textOf(overview.getByRole('listitem').filter({ hasText: 'Total Revenue' }))).toContain('₹');
    await page.close();
  });
});

describe('admin products', () => {
  it('adds a product with two PNG images, finds, edits, shows it on the storefront and deletes it', async () => {
    const name = `Comet Lamp ${uniqueSuffix()}`;
    const [front, back] = await Promise.all([
      makePng(files.dir, 'lamp-front.png', '#22d3ee'),
      makePng(files.dir, 'lamp-back.png', '#a855f7'),
    ]);
    const page = await live.openAdminPage('/admin/products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();

    // Add: every tab of the modal.
    await page.getByRole('button', { name: 'Add Product' }).click();
    const add = dialog(page, 'Add Product');
    await add.getByRole('tab', { name: 'Basic' }).waitFor();
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await add
      .getByRole('textbox', { name: 'Description' })
      .fill('A desk lamp shaped like a comet, for late-night raids.');
    await add.getByRole('combobox', { name: 'Category' }).selectOption('Collectibles');

    await add.getByRole('tab', { name: 'Pricing' }).click();
    await add.getByRole('spinbutton', { name: 'Price (₹)' }).fill('1499.5');
    await add.getByRole('spinbutton', { name: 'Stock' }).fill('25');

    await add.getByRole('tab', { name: 'Specs' }).click();
    await add.getByRole('spinbutton', { name: 'Weight (kg)' }).fill('0.75');
    await add.getByRole('spinbutton', { name: 'Length' }).fill('20');
    await add.getByRole('spinbutton', { name: 'Width' }).fill('12');
    await add.getByRole('spinbutton', { name: 'Height' }).fill('30');

    await add.getByRole('tab', { name: 'Features' }).click();
    const feature = add.getByRole('textbox', { name: 'Features' });
    await feature.fill('Warm white glow');
    await add.getByRole('button', { name: 'Add feature' }).click();
    await feature.fill('USB-C powered');
    await feature.press('Enter');
    const featureList = add.getByRole('list', { name: 'Features' });
    await featureList.getByRole('listitem').filter({ hasText: 'USB-C powered' }).waitFor();
    expect(await featureList.getByRole('listitem').count()).toBe(2);

    await add.getByRole('tab', { name: 'Images' }).click();
    await imageInput(add).setInputFiles([front, back]);
    await add.getByRole('img', { name: 'New upload lamp-front.png' }).waitFor();
    await add.getByRole('img', { name: 'New upload lamp-back.png' }).waitFor();
    await add.getByText('2 of 5 images').waitFor();

    await add.getByRole('button', { name: 'Add Product' }).click();
    await expectToast(page, 'Product added successfully');
    await add.waitFor({ state: 'hidden' });

    // Find it with the search box.
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    const row = tableRows(page, 'Products', name);
    await expectCount(row, 1);
    expect(await textOf(row)).toContain('₹1,499.50');
    expect(await textOf(row)).toContain('25 in stock');
    expect(await textOf(row)).toContain('Collectibles');

    const [created] = await findProducts(page.request, name);
    expect(created).toBeDefined();
    const id = created!._id;
    expect(created!.images).toHaveLength(2);
    expect(created!.features).toEqual(['Warm white glow', 'USB-C powered']);

    // Edit: a new price and one image fewer.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = dialog(page, 'Edit Product');
    expect(await edit.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(name);
    await edit.getByRole('tab', { name: 'Pricing' }).click();
    await edit.getByRole('spinbutton', { name: 'Price (₹)' }).fill('999');
    await edit.getByRole('tab', { name: 'Images' }).click();
    await edit.getByRole('img', { name: 'Current upload 2' }).waitFor();
    await edit.getByRole('button', { name: 'Remove current image 2' }).click();
    await edit.getByText('1 of 5 images').waitFor();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Product updated successfully');
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await textOf(row)).includes('₹999.00')).toBe(true);

    const updated = await getProduct(page.request, id);
    expect(updated.price).toBe(999);
    expect(updated.images).toHaveLength(1);
    expect(updated.images[0]).toBe(created!.images[0]);

    // The storefront's product page, in the same browser, shows the new name and price.
    const shop = await page.context().newPage();
    await shop.goto(`/product/${id}`);
    await shop.getByRole('heading', { level: 1, name }).waitFor();
    await shop.getByText('₹999', { exact: true }).waitFor();
    await shop.close();

    // Delete after the confirmation.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = dialog(page, 'Delete product');
    await confirm.getByText('Are you sure you want to delete this product?').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Product deleted successfully');
    await expectCount(row, 0);
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);
    await page.close();
  });

  it('refuses an image that is not a PNG', async () => {
    const [jpeg, png] = await Promise.all([makeJpeg(files.dir, 'photo.jpg'), makePng(files.dir, 'ok.png', '#f59e0b')]);
    const page = await live.openAdminPage('/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const add = dialog(page, 'Add Product');
    await add.getByRole('tab', { name: 'Images' }).click();
    const picker = imageInput(add);

    await picker.setInputFiles(jpeg);
    await add.getByRole('alert').filter({ hasText: 'Please upload only PNG images' }).waitFor();
    await add.getByText('0 of 5 images').waitFor();
    expect(await add.getByRole('img', { name: /upload/ }).count()).toBe(0);

    // A PNG afterwards is taken and clears the complaint.
    await picker.setInputFiles(png);
    await add.getByRole('img', { name: 'New upload ok.png' }).waitFor();
    await expectCount(add.getByText('Please upload only PNG images'), 0);
    // The chosen image would be lost: closing asks first.
    await add.getByRole('button', { name: 'Cancel' }).click();
    await dialog(page, 'Unsaved changes').getByRole('button', { name: 'Discard changes' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.close();
  });
});

describe('a product form opened before a sale', () => {
  it('refuses the unchanged save, then reloads the stock the sale left and saves it', async () => {
    const page = await live.openAdminPage('/admin/products');
    const product = await productWithStock(page.request, 5);
    await page.goto(`/admin/products?search=${encodeURIComponent(product.name)}`);
    await tableRows(page, 'Products', product.name)
      .getByRole('button', { name: `Edit ${product.name}` })
      .click();
    const edit = dialog(page, 'Edit Product');
    await edit.getByRole('tab', { name: 'Pricing' }).click();
    expect(await edit.getByRole('spinbutton', { name: 'Stock' }).inputValue()).toBe(String(product.stock));

    // A visitor buys one while the form is open.
    await placeOrder(page.request, [{ productId: product._id, quantity: 1 }], {
      firstName: 'Early',
      lastName: 'Bird',
      email: `early.bird.${uniqueSuffix()}@mail.example`,
    });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('This product changed since you opened it').waitFor();
    // Stock taken by an order shows within the public cache's lifetime (1 s).
    await expect.poll(async () => (await getProduct(page.request, product._id)).stock).toBe(product.stock - 1);

    await edit.getByRole('button', { name: 'Reload latest' }).click();
    await edit.getByText('This product changed since you opened it').waitFor({ state: 'detached' });
    expect(await edit.getByRole('spinbutton', { name: 'Stock' }).inputValue()).toBe(String(product.stock - 1));
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Product updated successfully');
    expect((await getProduct(page.request, product._id)).stock).toBe(product.stock - 1);
    await page.close();
  });
});

describe('admin pods', () => {
  it('adds a pod with features and an image, edits it and deletes it', async () => {
    const name = `Nebula Nook ${uniqueSuffix()}`;
    const image = await makePng(files.dir, 'pod.png', '#34d399');
    const page = await live.openAdminPage('/admin/pods');
    await page.getByRole('heading', { level: 1, name: 'Pods' }).waitFor();

    await page.getByRole('button', { name: 'Add Pod' }).click();
    const add = dialog(page, 'Add Pod');
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await add.getByRole('textbox', { name: 'Description' }).fill('A quiet pod for two with a view of the Crab Nebula.');
    await add.getByRole('spinbutton', { name: 'Size (sqft)' }).fill('120');
    await add.getByRole('spinbutton', { name: 'Price per night (₹)' }).fill('2499');
    await add.getByRole('textbox', { name: 'WhatsApp link' }).fill('https://wa.me/919000000000');
    const feature = add.getByRole('textbox', { name: 'Features' });
    await feature.fill('Two gaming stations');
    await add.getByRole('button', { name: 'Add feature' }).click();
    await feature.fill('Starlight ceiling');
    await feature.press('Enter');
    const chips = add.getByRole('list', { name: 'Features' });
    await chips.getByRole('button', { name: 'Remove feature Starlight ceiling' }).waitFor();
    expect(await chips.getByRole('listitem').count()).toBe(2);
    await imageInput(add).setInputFiles(image);
    await add.getByRole('img', { name: 'New upload pod.png' }).waitFor();

    await add.getByRole('button', { name: 'Add Pod' }).click();
    await expectToast(page, 'Pod added successfully');
    await add.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Search pods' }).fill(name);
    const row = tableRows(page, 'Pods', name);
    await expectCount(row, 1);
    const shown = await textOf(row);
    expect(shown).toContain('120');
    expect(shown).toContain('₹2,499.00');
    expect(shown).toContain('Two gaming stations');
    expect(shown).toContain('Starlight ceiling');

    // Edit: a new price and one feature fewer.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = dialog(page, 'Edit Pod');
    expect(await edit.getByRole('textbox', { name: 'WhatsApp link' }).inputValue()).toBe('https://wa.me/919000000000');
    await edit.getByRole('img', { name: 'Current upload 1' }).waitFor();
    await edit.getByRole('spinbutton', { name: 'Price per night (₹)' }).fill('2999.5');
    await edit.getByRole('button', { name: 'Remove feature Two gaming stations' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Pod updated successfully');
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await textOf(row)).includes('₹2,999.50')).toBe(true);
    expect(await textOf(row)).not.toContain('Two gaming stations');

    // Delete after the confirmation.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = dialog(page, 'Delete pod');
    await confirm.getByText('Are you sure you want to delete this pod?').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Pod deleted successfully');
    await expectCount(row, 0);
    await page.close();
  });
});

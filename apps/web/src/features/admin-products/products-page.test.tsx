import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, type MockHandler, type MockResponse, mockApi, ok, page } from '../../test/fake-api.ts';
import { pngFile, productFixture } from '../../test/fixtures.ts';
import { findToast, renderAdmin, slow } from '../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const products = [
  productFixture(),
  productFixture({ _id: 'p2', name: 'Comet Keycaps', stock: 5, category: 'Accessories' }),
  productFixture({ _id: 'p3', name: 'Saturn Figure', stock: 0, category: 'Anime Figures', images: [] }),
];
const categories = [
  { name: 'Shirts', count: 1 },
  { name: 'Accessories', count: 1 },
  { name: 'Anime Figures', count: 1 },
  { name: ' ', count: 0 },
];

const api = (overrides: Record<string, MockHandler | MockResponse> = {}) =>
  mockApi({
    'GET /products': page(products, 2),
    'GET /products/categories/all': ok(categories),
    'POST /products': (c) => ({ status: 201, body: { success: true, message: 'Product added successfully', data: c } }),
    'PUT /products/:id': ok(productFixture()),
    'DELETE /products/:id': { body: { success: true, message: 'Product deleted successfully' } },
    ...overrides,
  });

async function openAdd() {
  const view = renderAdmin('/admin/products');
  await screen.findByRole('table', { name: 'Products' }, slow);
  await view.user.click(screen.getByRole('button', { name: 'Add Product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
  return { ...view, dialog };
}

async function fillValid(user: ReturnType<typeof renderAdmin>['user'], dialog: HTMLElement) {
  const d = within(dialog);
  await user.type(d.getByLabelText(/^Name/), 'Galaxy Hoodie');
  await user.type(d.getByLabelText(/^Description/), 'Warm and starry.');
  await user.selectOptions(d.getByLabelText(/^Category/), 'Shirts');
  await user.click(d.getByRole('tab', { name: 'Pricing' }));
  await user.type(d.getByLabelText(/^Price/), '1499.5');
  await user.type(d.getByLabelText(/^Stock/), '12');
}

const posted = (calls: ApiCall[], method = 'POST') => calls.find((c) => c.method === method)?.body as FormData;

describe('admin products list', () => {
  it('shows name, category, 2-decimal price and a stock badge coloured by level', async () => {
    api();
    renderAdmin('/admin/products');
    const table = await screen.findByRole('table', { name: 'Products' }, slow);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Name', 'Category', 'Price', 'Stock', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Nebula Tee' })).toBeInTheDocument();
    expect(within(table).getAllByText('₹799.50')).toHaveLength(3);
    expect(within(table).getByText('25 in stock').className).toContain('emerald');
    expect(within(table).getByText('Low stock: 5').className).toContain('amber');
    expect(within(table).getByText('Out of stock').className).toContain('red');
    expect(within(table).getByRole('button', { name: 'Edit Comet Keycaps' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Comet Keycaps' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Products pages' })).toBeInTheDocument();
  });

  it('keeps search, category and page in the URL and asks the API with them', async () => {
    const { calls } = api();
    const { user, router } = renderAdmin('/admin/products?page=2');
    await screen.findByRole('table', { name: 'Products' }, slow);
    expect(calls.find((c) => c.path === '/products')?.query.get('page')).toBe('2');
    expect(calls.find((c) => c.path === '/products')?.query.get('limit')).toBe('10');
    await user.selectOptions(screen.getByLabelText('Category'), 'Accessories');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Accessories'));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'comet{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Accessories&search=comet'));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/products').at(-1)!;
      expect(last.query.get('search')).toBe('comet');
      expect(last.query.get('category')).toBe('Accessories');
      expect(last.query.get('page')).toBe('1');
    });
    // Blank category names are not offered.
    expect(
      within(screen.getByLabelText('Category'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Shirts', 'Accessories', 'Anime Figures']);
  });

  it('sorts by a column header, kept in the URL as ?sort=, and sends the sort to the API', async () => {
    const { calls } = api();
    const { user, router } = renderAdmin('/admin/products?page=2');
    await screen.findByRole('table', { name: 'Products' }, slow);
    const stock = screen.getByRole('columnheader', { name: 'Stock' });
    expect(stock).not.toHaveAttribute('aria-sort');
    await user.click(within(stock).getByRole('button', { name: 'Stock' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=stock'));
    expect(screen.getByRole('columnheader', { name: 'Stock' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Stock' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-stock'));
    expect(screen.getByRole('columnheader', { name: 'Stock' })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/products').at(-1)!;
      expect(last.query.get('sort')).toBe('-stock');
      expect(last.query.get('page')).toBe('1');
    });
  });

  it('filters by stock level, in the URL, with the admin token', async () => {
    const { calls, fetch } = api();
    const { user, router } = renderAdmin('/admin/products');
    await screen.findByRole('table', { name: 'Products' }, slow);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock level' }), 'Low stock');
    await waitFor(() => expect(router.state.location.search).toBe('?stock=low'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/products')
          .at(-1)!
          .query.get('stock'),
      ).toBe('low'),
    );
    const request = fetch.mock.calls.findLast(([url]) => String(url).includes('stock=low'))!;
    expect(new Headers(request[1]?.headers).get('authorization')).toBe('Bearer test-token');
  });

  it('deletes the selected products after one confirmation and sums up what was done and refused', async () => {
    const { calls } = api({
      'POST /products/bulk-delete': ok({ done: ['p1'], refused: [{ id: 'p3', message: 'Product not found' }] }),
    });
    const { user } = renderAdmin('/admin/products');
    await screen.findByRole('table', { name: 'Products' }, slow);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Nebula Tee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Saturn Figure' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete products' });
    expect(confirm).toHaveTextContent('Delete the 2 selected products?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const summary = await screen.findByRole('dialog', { name: 'Delete products' });
    await waitFor(() => expect(summary).toHaveTextContent('1 done, 1 refused'));
    expect(within(summary).getByRole('heading', { name: 'Deleted (1)' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('Nebula Tee');
    expect(summary).toHaveTextContent('Saturn Figure: Product not found');
    expect(calls.filter((c) => c.path === '/products/bulk-delete').map((c) => c.body)).toEqual([{ ids: ['p1', 'p3'] }]);
    await user.click(within(summary).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select Nebula Tee' })).not.toBeChecked();
  });

  it("shows 'Failed to fetch products' with Retry when the server cannot be reached", async () => {
    let down = true;
    api({
      'GET /products': () => {
        if (down) throw new TypeError('Failed to fetch');
        return page(products);
      },
    });
    const { user } = renderAdmin('/admin/products');
    expect(await screen.findByText('Failed to fetch products', {}, slow)).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Products' })).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    api({ 'GET /products': page([], 0) });
    renderAdmin('/admin/products');
    expect(await screen.findByText('No products found', {}, slow)).toBeInTheDocument();
  });

  it('deletes after a confirmation and toasts the outcome', async () => {
    let failDelete = false;
    const { calls } = api({
      'DELETE /products/:id': () =>
        failDelete ? fail(500, '') : { body: { success: true, message: 'Product deleted successfully' } },
    });
    const { user } = renderAdmin('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Delete Nebula Tee' }, slow));
    const confirm = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this product?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Nebula Tee' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete product' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await findToast('Product deleted successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/products/p1');

    failDelete = true;
    await user.click(screen.getByRole('button', { name: 'Delete Comet Keycaps' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete product' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await findToast('Failed to delete product')).toBeInTheDocument();
  });
});

describe('add / edit product modal', () => {
  it('validates: name required (on Basic), negative price (switches to Pricing)', async () => {
    const { calls } = api();
    const { user, dialog } = await openAdd();
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Add Product' }));
    expect(await d.findByText('Name is required')).toBeInTheDocument();
    expect(d.getByText('Description is required')).toBeInTheDocument();
    expect(d.getByRole('tab', { name: /Pricing/ })).toHaveTextContent('(has errors)');

    await user.type(d.getByLabelText(/^Name/), 'Galaxy Hoodie');
    await user.type(d.getByLabelText(/^Description/), 'Warm.');
    await user.selectOptions(d.getByLabelText(/^Category/), 'Shirts');
    await user.click(d.getByRole('tab', { name: /Pricing/ }));
    await user.type(d.getByLabelText(/^Price/), '-5');
    await user.type(d.getByLabelText(/^Stock/), '3');
    await user.click(d.getByRole('tab', { name: /Basic/ }));
    await user.click(d.getByRole('button', { name: 'Add Product' }));
    expect(await d.findByText('Price must be at least 0')).toBeVisible();
    expect(d.getByRole('tab', { name: /Pricing/ })).toHaveAttribute('aria-selected', 'true');
    expect(d.getByLabelText(/^Price/)).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('moves between tabs with the arrow keys', async () => {
    api();
    const { user, dialog } = await openAdd();
    const d = within(dialog);
    d.getByRole('tab', { name: 'Basic' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(d.getByRole('tab', { name: 'Pricing' })).toHaveFocus();
    expect(d.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
    expect(d.getByRole('tabpanel', { name: 'Pricing' })).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(d.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
  });

  it('takes PNG images only, at most 5, with previews and removal', async () => {
    api();
    const { user, dialog } = await openAdd();
    const d = within(dialog);
    await user.click(d.getByRole('tab', { name: 'Images' }));
    expect(d.getByText(/PNG up to 10MB/)).toBeInTheDocument();
    const input = d.getByLabelText('Images', { selector: 'input' }) as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/png');

    await user.upload(input, new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(d.getByRole('alert')).toHaveTextContent('Please upload only PNG images');
    expect(d.queryByRole('img', { name: /New upload/ })).not.toBeInTheDocument();

    await user.upload(
      input,
      Array.from({ length: 6 }, (_, i) => pngFile(`p${i}.png`)),
    );
    expect(d.getByRole('alert')).toHaveTextContent('You can only upload up to 5 images');

    await user.upload(input, [pngFile('a.png'), pngFile('b.png')]);
    expect(d.queryByRole('alert')).not.toBeInTheDocument();
    expect(await d.findByRole('img', { name: 'New upload a.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(d.getByText('2 of 5 images')).toBeInTheDocument();

    await user.click(d.getByRole('button', { name: 'Remove a.png' }));
    expect(d.queryByRole('img', { name: 'New upload a.png' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalled();

    await user.upload(input, [pngFile('c.png'), pngFile('d.png'), pngFile('e.png'), pngFile('f.png')]);
    expect(d.getByText('5 of 5 images')).toBeInTheDocument();
  });

  it('counts kept images towards the 5 on edit, and sends existingImages', async () => {
    const fourImages = [
      '/uploads/products/1.png',
      '/uploads/products/2.png',
      '/uploads/products/3.png',
      '/uploads/products/4.png',
    ];
    const { calls } = api({ 'GET /products': page([productFixture({ images: fourImages })]) });
    const { user } = renderAdmin('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Nebula Tee' }, slow));
    const d = within(await screen.findByRole('dialog', { name: 'Edit Product' }));
    expect(d.getByLabelText(/^Name/)).toHaveValue('Nebula Tee');
    await user.click(d.getByRole('tab', { name: 'Images' }));
    const input = d.getByLabelText('Images', { selector: 'input' });
    await user.upload(input, [pngFile('a.png'), pngFile('b.png')]);
    expect(d.getByRole('alert')).toHaveTextContent('You can only upload up to 5 images');
    await user.click(d.getByRole('button', { name: 'Remove current image 2' }));
    await user.upload(input, [pngFile('a.png'), pngFile('b.png')]);
    expect(d.getByText('5 of 5 images')).toBeInTheDocument();

    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Product updated successfully')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/products/p1');
    const form = put.body as FormData;
    expect(JSON.parse(form.get('existingImages') as string)).toEqual([fourImages[0], fourImages[2], fourImages[3]]);
    expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(form.get('dimensions')).toBe(JSON.stringify({ length: 30, width: 20, height: 2 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument());
  });

  it("reveals a text box for 'Add new catalogue...' and sends the typed category", async () => {
    const { calls } = api();
    const { user, dialog } = await openAdd();
    const d = within(dialog);
    expect(d.queryByLabelText(/^New category/)).not.toBeInTheDocument();
    await user.type(d.getByLabelText(/^Name/), 'Star Map Poster');
    await user.type(d.getByLabelText(/^Description/), 'A poster.');
    await user.selectOptions(d.getByLabelText(/^Category/), 'Add new catalogue...');
    await user.click(d.getByRole('tab', { name: 'Pricing' }));
    await user.type(d.getByLabelText(/^Price/), '299');
    await user.type(d.getByLabelText(/^Stock/), '4');
    await user.click(d.getByRole('button', { name: 'Add Product' }));
    expect(await d.findByText('Category is required')).toBeVisible();
    expect(d.getByRole('tab', { name: /Basic/ })).toHaveAttribute('aria-selected', 'true');
    await user.type(d.getByLabelText(/^New category/), '  Posters ');
    await user.click(d.getByRole('button', { name: 'Add Product' }));
    await findToast('Product added successfully');
    expect(posted(calls).get('category')).toBe('Posters');
  });

  it('submits multipart with every field, toasts success and closes', async () => {
    const { calls } = api();
    const { user, dialog } = await openAdd();
    const d = within(dialog);
    await fillValid(user, dialog);
    await user.click(d.getByRole('tab', { name: 'Specs' }));
    await user.type(d.getByLabelText(/^Weight/), '0.75');
    await user.type(d.getByLabelText(/^Length/), '40');
    await user.type(d.getByLabelText(/^Width/), '30.5');
    await user.type(d.getByLabelText(/^Height/), '5');
    await user.click(d.getByRole('tab', { name: 'Features' }));
    await user.type(d.getByLabelText('Features', { selector: 'input' }), 'Fleece lining{Enter}');
    await user.type(d.getByLabelText('Features', { selector: 'input' }), '   {Enter}');
    await user.type(d.getByLabelText('Features', { selector: 'input' }), 'Glow print{Enter}');
    await user.click(d.getByRole('tab', { name: 'Images' }));
    await user.upload(d.getByLabelText('Images', { selector: 'input' }), [pngFile('front.png'), pngFile('back.png')]);
    await user.click(d.getByRole('button', { name: 'Add Product' }));

    expect(await findToast('Product added successfully')).toBeInTheDocument();
    const form = posted(calls);
    expect(Object.fromEntries([...form.keys()].map((k) => [k, k === 'images' ? undefined : form.get(k)]))).toEqual({
      name: 'Galaxy Hoodie',
      description: 'Warm and starry.',
      category: 'Shirts',
      price: '1499.5',
      stock: '12',
      weight: '0.75',
      dimensions: JSON.stringify({ length: 40, width: 30.5, height: 5 }),
      features: JSON.stringify(['Fleece lining', 'Glow print']),
      images: undefined,
    });
    expect(form.has('existingImages')).toBe(false);
    expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['front.png', 'back.png']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Product' })).not.toBeInTheDocument());
    // The list is refreshed.
    await waitFor(() => expect(calls.filter((c) => c.path === '/products' && c.method === 'GET').length).toBe(2));
  });

  it("toasts the server's message (or 'Failed to add product') and keeps the form", async () => {
    let response: () => MockResponse = () =>
      fail(400, 'Price can have at most 2 decimals', [{ path: 'price', message: 'Price can have at most 2 decimals' }]);
    api({ 'POST /products': () => response() });
    const { user, dialog } = await openAdd();
    const d = within(dialog);
    await fillValid(user, dialog);
    await user.click(d.getByRole('tab', { name: 'Basic' }));
    await user.click(d.getByRole('button', { name: 'Add Product' }));
    expect(await findToast('Price can have at most 2 decimals')).toBeInTheDocument();
    // Also inside the dialog (which sits above the toasts): a banner, and the message beside Price.
    expect(d.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Price can have at most 2 decimals',
      'Price can have at most 2 decimals',
    ]);
    expect(d.getByRole('tab', { name: /Pricing/ })).toHaveAttribute('aria-selected', 'true');
    expect(d.getByLabelText(/^Price/)).toHaveAccessibleDescription('Price can have at most 2 decimals');

    response = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(d.getByRole('button', { name: 'Add Product' }));
    expect(await findToast('Failed to add product')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
    expect(d.getAllByRole('alert')[0]).toHaveTextContent('Failed to add product');
    expect(d.getByLabelText(/^Price/)).toHaveValue(1499.5);
    await user.click(d.getByRole('tab', { name: /Basic/ }));
    expect(d.getByLabelText(/^Name/)).toHaveValue('Galaxy Hoodie');
  });

  it("shows the server's image complaint on the Images tab", async () => {
    api({ 'POST /products': fail(400, 'Please upload only PNG images') });
    const { user, dialog } = await openAdd();
    const d = within(dialog);
    await fillValid(user, dialog);
    await user.click(d.getByRole('tab', { name: 'Images' }));
    await user.upload(d.getByLabelText('Images', { selector: 'input' }), [pngFile('fake.png')]);
    await user.click(d.getByRole('tab', { name: 'Basic' }));
    await user.click(d.getByRole('button', { name: 'Add Product' }));
    expect(await findToast('Please upload only PNG images')).toBeInTheDocument();
    expect(d.getByRole('tab', { name: /Images/ })).toHaveAttribute('aria-selected', 'true');
    expect(d.getByLabelText('Images', { selector: 'input' })).toHaveAccessibleDescription(
      expect.stringContaining('Please upload only PNG images'),
    );
  });

  it("toasts 'Failed to update product' when an edit cannot be saved", async () => {
    api({
      'PUT /products/:id': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderAdmin('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Nebula Tee' }, slow));
    const d = within(await screen.findByRole('dialog', { name: 'Edit Product' }));
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Failed to update product')).toBeInTheDocument();
  });

  it('offers to reload a product that changed since it was opened, keeping what the admin typed', async () => {
    // A sale took one unit (stock 25 → 24) while the admin was renaming the tee.
    let puts = 0;
    const { calls } = api({
      'GET /products/:id': ok(productFixture({ stock: 24, version: 2 })),
      'PUT /products/:id': () => {
        puts += 1;
        return puts === 1
          ? fail(409, 'This product changed since you opened it', [
              { path: 'version', message: 'This product changed since you opened it' },
            ])
          : ok(productFixture({ name: 'Nebula Tee II', stock: 24, version: 3 }));
      },
    });
    const { user } = renderAdmin('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Nebula Tee' }, slow));
    const d = within(await screen.findByRole('dialog', { name: 'Edit Product' }));
    await user.clear(d.getByLabelText(/^Name/));
    await user.type(d.getByLabelText(/^Name/), 'Nebula Tee II');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));

    const alert = await d.findByText(/This product changed since you opened it/);
    expect(alert).toBeInTheDocument();
    expect((posted(calls, 'PUT') as FormData).get('version')).toBe('1');
    await user.click(d.getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(d.queryByText(/This product changed since you opened it/)).not.toBeInTheDocument());
    // The name the admin typed stays; the stock the sale left comes in.
    expect(d.getByLabelText(/^Name/)).toHaveValue('Nebula Tee II');
    await user.click(d.getByRole('tab', { name: 'Pricing' }));
    expect(d.getByLabelText(/^Stock/)).toHaveValue(24);

    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Product updated successfully')).toBeInTheDocument();
    const second = calls.filter((c) => c.method === 'PUT')[1]!.body as FormData;
    expect(second.get('version')).toBe('2');
    expect(second.get('stock')).toBe('24');
    expect(second.get('name')).toBe('Nebula Tee II');
  });
});

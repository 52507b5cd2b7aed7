// The products CSV buttons and import dialog against a fake API (fetch, and XMLHttpRequest for the
// upload, stubbed at the network boundary): export of the filtered list, an import whose check finds a
// bad row (Apply disabled, errors shown), then a good file applied with progress and the list refreshed.
import type { ImportJob, ImportReport } from '@astroden/shared';
import { PRODUCT_CSV_MESSAGES } from '@astroden/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockApi, ok, page } from '../../../test/fake-api.ts';
import { productFixture } from '../../../test/fixtures.ts';
import { renderAdmin, slow } from '../../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  create: 1,
  update: 0,
  unchanged: 0,
  errors: 0,
  preview: [{ line: 2, action: 'create', id: null, name: 'Comet Lamp', errors: [] }],
  errorRows: [],
  ...overrides,
});

const job = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  _id: '6c1c5c3e-0000-4000-8000-000000000001',
  fileName: 'products.csv',
  status: 'checking',
  total: 2,
  processed: 0,
  report: null,
  message: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  ...overrides,
});

const badRow = {
  line: 3,
  action: 'error' as const,
  id: null,
  name: '',
  errors: [{ path: 'name', message: 'Name is required' }],
};

function csvFile(name: string) {
  return new File(['name,description,price,stock,category\nComet Lamp,Bright,10,1,Lamps\n'], name, {
    type: 'text/csv',
  });
}

describe('products CSV', () => {
  it('exports what the filters show, saying how many', async () => {
    const { calls } = mockApi({
      'GET /products': page([productFixture(), productFixture({ _id: 'p2', name: 'Comet Mug' })]),
      'GET /products/categories/all': ok([]),
      'GET /products/export.csv': { body: 'id,name' },
    });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderAdmin('/admin/products?search=comet');
    const button = await screen.findByRole('button', { name: 'Export 2 products' }, slow);
    await user.click(button);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(URL.createObjectURL).toHaveBeenCalled();
    saved.mockRestore();
    const exported = calls.find((c) => c.path === '/products/export.csv')!;
    expect(exported.query.get('search')).toBe('comet');
    expect(exported.query.has('page')).toBe(false);
  });

  it('checks a file with a bad row (Apply disabled, errors shown), then applies a good one', async () => {
    let release: () => void = () => {};
    const uploaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const states: ImportJob[] = [];
    let applied = false;
    const jobs: Record<string, MockHandler> = {
      'POST /products/import': async (call) => {
        await uploaded;
        const name = ((call.body as FormData).get('file') as File).name;
        const good = name === 'good.csv';
        states.splice(
          0,
          states.length,
          job({ status: 'checking', processed: 1 }),
          good
            ? job({ status: 'ready', processed: 2, report: report() })
            : job({
                status: 'invalid',
                processed: 2,
                report: report({ errors: 1, errorRows: [badRow], preview: [...report().preview, badRow] }),
              }),
        );
        return { status: 202, body: { success: true, data: job() } };
      },
      'GET /products/import/:id': () => ok(states.length > 1 ? states.shift() : states[0]),
      'POST /products/import/:id/apply': () => {
        applied = true;
        states.splice(
          0,
          states.length,
          job({ status: 'applying', processed: 1, report: report() }),
          job({ status: 'applied', processed: 2, report: report() }),
        );
        return { status: 202, body: { success: true, data: job({ status: 'applying', report: report() }) } };
      },
    };
    const { calls } = mockApi({
      'GET /products': () => page(applied ? [productFixture({ name: 'Comet Lamp' })] : [productFixture()]),
      'GET /products/categories/all': ok([]),
      ...jobs,
    });
    const { user } = renderAdmin('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Import products from CSV' });
    const d = within(dialog);

    const check = d.getByRole('button', { name: 'Check file (dry run)' });
    expect(check).toBeDisabled();
    await user.upload(d.getByLabelText('CSV file'), csvFile('bad.csv'));
    await user.click(check);
    const bar = await d.findByRole('progressbar', { name: 'Uploading file' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.5'));
    expect(d.getByText('50%')).toBeInTheDocument();
    release();

    expect(await d.findByText(/Name is required/, {}, slow)).toBeInTheDocument();
    expect(d.getByRole('alert')).toHaveTextContent(PRODUCT_CSV_MESSAGES.hasErrors);
    expect(d.getByRole('list', { name: 'Check summary' })).toHaveTextContent(/1\s*to create/);
    expect(d.getByRole('list', { name: 'Check summary' })).toHaveTextContent(/1\s*with errors/);
    expect(d.getByRole('button', { name: 'Apply import' })).toBeDisabled();

    await user.click(d.getByRole('button', { name: 'Choose another file' }));
    await user.upload(d.getByLabelText('CSV file'), csvFile('good.csv'));
    await user.click(d.getByRole('button', { name: 'Check file (dry run)' }));
    const apply = await d.findByRole('button', { name: 'Apply import' }, slow);
    await waitFor(() => expect(apply).toBeEnabled(), slow);
    expect(d.queryByText(/Name is required/)).not.toBeInTheDocument();
    await user.click(apply);

    expect(await d.findByText(/Import applied: 1 created, 0 updated/, {}, slow)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/products/import/6c1c5c3e-0000-4000-8000-000000000001/apply')).toHaveLength(
      1,
    );
    await user.click(d.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('rowheader', { name: 'Comet Lamp' }, slow)).toBeInTheDocument();
  });
});

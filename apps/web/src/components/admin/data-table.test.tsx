import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';

const rows = [
  { id: 'a', name: 'Alpha', qty: 1 },
  { id: 'b', name: 'Beta', qty: 2 },
];
const columns = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (r: (typeof rows)[number]) => r.name },
  { id: 'qty', header: 'Quantity', align: 'right' as const, cell: (r: (typeof rows)[number]) => r.qty },
  {
    id: 'actions',
    header: 'Actions',
    srOnlyHeader: true,
    mobileLabel: '',
    cell: () => <button type="button">Go</button>,
  },
];

describe('DataTable', () => {
  it('renders a captioned table with column and row headers and per-cell labels for phones', () => {
    render(<DataTable caption="Things" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Things' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['Name', 'col'],
      ['Quantity', 'col'],
      ['Actions', 'col'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Beta' })).toHaveAttribute('scope', 'row');
    expect(within(table).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Quantity');
    expect(within(table).getAllByRole('cell')[1]).not.toHaveAttribute('data-label');
  });

  it('shows loading, error with Retry, and empty states', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <DataTable
        caption="Things"
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        isLoading
        loadingLabel="Loading things..."
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
    rerender(
      <DataTable
        caption="Things"
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        error="Boom"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<DataTable caption="Things" columns={columns} rows={[]} rowKey={(r) => r.id} emptyTitle="No things" />);
    expect(screen.getByRole('heading', { name: 'No things' })).toBeInTheDocument();
  });
});

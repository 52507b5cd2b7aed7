import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

/** A page keeping the table's selection, showing it in an <output>. */
function Selectable() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <DataTable
        caption="Things"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        selection={{ selected, onChange: setSelected, rowName: (r) => r.name }}
      />
      <output>{selected.join(',') || 'none'}</output>
    </>
  );
}

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

  it('sorts from a button in a sortable header, with aria-sort on that header, by keyboard too', async () => {
    const onSortChange = vi.fn();
    const sortable = columns.map((c) => (c.id === 'actions' ? c : { ...c, sortable: true }));
    const { rerender } = render(
      <DataTable caption="Things" columns={sortable} rows={rows} rowKey={(r) => r.id} onSortChange={onSortChange} />,
    );
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });

    rerender(
      <DataTable
        caption="Things"
        columns={sortable}
        rows={rows}
        rowKey={(r) => r.id}
        sort={{ id: 'name', desc: false }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    screen.getByRole('button', { name: 'Name' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: true });
    await userEvent.click(screen.getByRole('button', { name: 'Quantity' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'qty', desc: false });
  });

  it('selects rows with labelled checkboxes and the page with one', async () => {
    render(<Selectable />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Beta' }));
    expect(screen.getByRole('status')).toHaveTextContent('b');
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('a,b');
    expect(screen.getByRole('checkbox', { name: 'Select Alpha' })).toBeChecked();
    await userEvent.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});

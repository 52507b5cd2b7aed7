// The dense admin table, built on TanStack Table (v9: its sorting and row-selection features): a real
// <table> with a caption and <th scope>, sortable column headers (a button in the <th>, aria-sort on it),
// optional row selection (a labelled checkbox per row and one for the page), and its loading, error and
// empty states, so every list screen looks and behaves the same. Sorting is the server's (manual): the
// table shows the sort it is given and reports a click.
// Its layout follows the width the list gets, not the window's (from 1024px the sidebar takes 16rem):
// a table from 56rem (container `table`, variant `@4xl/table:`), and below that each row is a card
// whose cells carry their column's label (`@max-4xl/table:`), with the fields in two columns from
// 36rem; the header row becomes a bar of its controls (select all, sort buttons). Cells use the same
// variants for what differs between the two. Should a table still be too wide, it scrolls sideways in a
// region that takes keyboard focus.
import {
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { Spinner } from '../ui/spinner.tsx';
import { EmptyState, ErrorState } from '../ui/states.tsx';
import { useOverflow } from '../ui/use-overflow.ts';
import { SelectCheckbox, SortButton } from './data-table-controls.tsx';

export interface Column<T> {
  /** Stable key of the column; for a sortable column, the sort key the list sends (?sort=price). */
  id: string;
  /** Header cell content (rendered in <th scope="col">). */
  header: ReactNode;
  /** Label shown before the cell on cards; defaults to `header` when that is text. '' shows none. */
  mobileLabel?: string;
  /** Hides the header text visually (kept for screen readers), e.g. for an image or actions column. */
  srOnlyHeader?: boolean;
  cell(row: T): ReactNode;
  /** This column names the row: its cells are <th scope="row">. Use on exactly one column. */
  rowHeader?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Extra classes for this column's cells (header and body), e.g. a width, or hidden at some widths. */
  className?: string;
  /** The header is a button that sorts by `id` (ascending first, then toggling). */
  sortable?: boolean;
}

/** The sort shown: a column id and its direction; null when the list's order is none of the columns'. */
export type TableSort = { id: string; desc: boolean } | null;

export interface RowSelection<T> {
  /** The keys (rowKey) of the selected rows. */
  selected: readonly string[];
  onChange(selected: string[]): void;
  /** Names the row in its checkbox's label, "Select <name>". */
  rowName(row: T): string;
}

export interface DataTableProps<T extends RowData> {
  /** Names the table for screen readers (visually hidden caption), e.g. "Products". */
  caption: string;
  columns: Column<T>[];
  /** undefined while the first load runs. */
  rows: T[] | undefined;
  rowKey(row: T): string;
  /** First load: shows a spinner with `loadingLabel`. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** A refetch (new page or filter) is running while old rows show: dims them and sets aria-busy. */
  isFetching?: boolean;
  /** When set, an error box with this message replaces the table... */
  error?: string | null;
  /** ...with a Retry button calling this. */
  onRetry?(): void;
  /** Title of the empty state, e.g. "No products found". */
  emptyTitle?: string;
  /** Extra content under the empty title, e.g. a "Clear filters" button. */
  emptyContent?: ReactNode;
  /** The sort to show on the `sortable` columns' headers. */
  sort?: TableSort;
  /** A sortable header was pressed: the new sort (ascending first, then the other way). */
  onSortChange?(sort: { id: string; desc: boolean }): void;
  /** Adds a checkbox column: the selected rows, kept by the page (e.g. for a bulk action bar). */
  selection?: RowSelection<T>;
}

const alignClass = { left: 'text-left', right: '@4xl/table:text-right', center: '@4xl/table:text-center' } as const;
const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
const SELECT_COLUMN = '__select';

export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  isLoading = false,
  loadingLabel = 'Loading...',
  isFetching = false,
  error,
  onRetry,
  emptyTitle = 'Nothing here yet',
  emptyContent,
  sort = null,
  onSortChange,
  selection,
}: DataTableProps<T>) {
  const scroll = useOverflow('x');
  const byId = useMemo(() => new Map(columns.map((col) => [col.id, col])), [columns]);
  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () => [
      ...(selection ? [{ id: SELECT_COLUMN, enableSorting: false }] : []),
      ...columns.map((col) => ({ id: col.id, enableSorting: Boolean(col.sortable) })),
    ],
    [columns, selection],
  );
  const sorting: SortingState = sort ? [sort] : [];
  const rowSelection: RowSelectionState = Object.fromEntries((selection?.selected ?? []).map((key) => [key, true]));
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows ?? [],
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    enableSortingRemoval: false,
    enableRowSelection: Boolean(selection),
    state: { sorting, rowSelection },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (next[0]) onSortChange?.(next[0]);
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      // In the order the rows show, after any selected elsewhere (another page).
      const order = new Map((rows ?? []).map((row, index) => [rowKey(row), index]));
      const keys = Object.keys(next).filter((key) => next[key]);
      selection?.onChange(keys.sort((a, b) => (order.get(a) ?? -1) - (order.get(b) ?? -1)));
    },
  });

  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (isLoading || !rows) {
    return (
      <div className="rounded-xl border border-white/10 bg-space-900/60">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (rows.length === 0) return <EmptyState title={emptyTitle}>{emptyContent}</EmptyState>;

  // On cards the header row is a bar of controls: a header without one stays for screen readers only.
  const hasControls = Boolean(selection) || columns.some((col) => col.sortable);

  return (
    <div
      ref={scroll.ref}
      {...(scroll.overflows ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      className="@container/table overflow-x-auto rounded-xl border border-white/10 bg-space-900/60"
    >
      <table
        aria-busy={isFetching || undefined}
        className={`w-full border-collapse text-sm transition-opacity @max-4xl/table:block ${isFetching ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className={hasControls ? '@max-4xl/table:block' : '@max-4xl/table:sr-only'}>
          {table.getHeaderGroups().map((group) => (
            <tr
              key={group.id}
              className="border-b border-white/10 bg-white/[0.03] @max-4xl/table:flex @max-4xl/table:flex-wrap @max-4xl/table:items-center @max-4xl/table:gap-1 @max-4xl/table:px-3 @max-4xl/table:py-2"
            >
              {group.headers.map((header) => {
                if (header.column.id === SELECT_COLUMN) {
                  return (
                    <th key={header.id} scope="col" className="w-10 py-2.5 pr-1 pl-4 text-left @max-4xl/table:p-1">
                      <SelectCheckbox
                        label="Select all on this page"
                        checked={table.getIsAllPageRowsSelected()}
                        indeterminate={table.getIsSomePageRowsSelected()}
                        onChange={(value) => table.toggleAllPageRowsSelected(value)}
                      />
                    </th>
                  );
                }
                const col = byId.get(header.column.id)!;
                const sorted = header.column.getIsSorted();
                const text = col.srOnlyHeader ? <span className="sr-only">{col.header}</span> : col.header;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={`relative px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-400 uppercase first:pl-4 last:pr-4 ${alignClass[col.align ?? 'left']} ${col.className ?? ''} ${col.sortable ? '@max-4xl/table:p-0' : '@max-4xl/table:sr-only'}`}
                  >
                    {col.sortable ? (
                      <SortButton
                        sorted={sorted}
                        align={col.align}
                        onClick={() => header.column.toggleSorting(sorted === 'asc')}
                      >
                        {text}
                      </SortButton>
                    ) : (
                      text
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y @max-4xl/table:block @max-4xl/table:divide-white/10 @4xl/table:divide-white/5">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              aria-selected={selection ? row.getIsSelected() : undefined}
              className={`transition-colors hover:bg-white/[0.03] aria-selected:bg-cyan-400/[0.06] @max-4xl/table:relative @max-4xl/table:block @max-4xl/table:px-4 @max-4xl/table:py-3 @xl/table:@max-4xl/table:grid @xl/table:@max-4xl/table:grid-cols-2 @xl/table:@max-4xl/table:gap-x-8 ${selection ? '@max-4xl/table:pl-12' : ''}`}
            >
              {row.getAllCells().map((cell) => {
                if (cell.column.id === SELECT_COLUMN) {
                  return (
                    <td
                      key={cell.id}
                      className="w-10 py-2.5 pr-1 pl-4 align-middle @max-4xl/table:absolute @max-4xl/table:top-3 @max-4xl/table:left-4 @max-4xl/table:p-0"
                    >
                      <SelectCheckbox
                        label={`Select ${selection!.rowName(row.original)}`}
                        checked={row.getIsSelected()}
                        onChange={(value) => row.toggleSelected(value)}
                      />
                    </td>
                  );
                }
                const col = byId.get(cell.column.id)!;
                return <BodyCell key={cell.id} col={col} row={row.original} />;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BodyCell<T>({ col, row }: { col: Column<T>; row: T }) {
  const label = col.mobileLabel ?? (typeof col.header === 'string' ? col.header : '');
  // On cards a labelled cell reads "label ... value"; the name and an unlabelled cell (the actions)
  // take a line of their own.
  const cardClass = col.rowHeader
    ? '@max-4xl/table:col-span-full @max-4xl/table:text-left @max-4xl/table:text-base'
    : label
      ? '@max-4xl/table:justify-between @max-4xl/table:text-right @max-4xl/table:before:mr-auto @max-4xl/table:before:text-left @max-4xl/table:before:text-xs @max-4xl/table:before:font-medium @max-4xl/table:before:text-slate-400 @max-4xl/table:before:content-[attr(data-label)]'
      : '@max-4xl/table:col-span-full @max-4xl/table:justify-end';
  const cellClass = `align-middle text-slate-200 @4xl/table:px-3 @4xl/table:py-2.5 @4xl/table:first:pl-4 @4xl/table:last:pr-4 @max-4xl/table:flex @max-4xl/table:items-center @max-4xl/table:gap-4 @max-4xl/table:py-1 ${cardClass} ${alignClass[col.align ?? 'left']} ${col.className ?? ''}`;
  return col.rowHeader ? (
    <th scope="row" className={`${cellClass} font-medium text-white`}>
      {col.cell(row)}
    </th>
  ) : (
    <td data-label={label || undefined} className={cellClass}>
      {col.cell(row)}
    </td>
  );
}

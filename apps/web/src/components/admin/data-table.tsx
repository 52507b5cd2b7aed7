// The dense admin table: a real <table> with a caption and <th scope>, plus its loading, error and
// empty states, so every list screen looks and behaves the same.
// Its layout follows the width the list gets, not the window's (from 1024px the sidebar takes 16rem):
// a table from 56rem (container `table`, variant `@4xl/table:`), and below that each row is a card
// whose cells carry their column's label (`@max-4xl/table:`), with the fields in two columns from
// 36rem. Cells use the same variants for what differs between the two. Should a table still be too
// wide, it scrolls sideways in a region that takes keyboard focus.
import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner.tsx';
import { EmptyState, ErrorState } from '../ui/states.tsx';
import { useOverflow } from '../ui/use-overflow.ts';

export interface Column<T> {
  /** Stable key of the column. */
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
}

export interface DataTableProps<T> {
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
}

const alignClass = { left: 'text-left', right: '@4xl/table:text-right', center: '@4xl/table:text-center' } as const;

export function DataTable<T>({
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
}: DataTableProps<T>) {
  const scroll = useOverflow('x');
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (isLoading || !rows) {
    return (
      <div className="rounded-xl border border-white/10 bg-space-900/60">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (rows.length === 0) return <EmptyState title={emptyTitle}>{emptyContent}</EmptyState>;

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
        <thead className="@max-4xl/table:sr-only">
          <tr className="border-b border-white/10 bg-white/[0.03]">
            {columns.map((col) => (
              <th
                key={col.id}
                scope="col"
                className={`relative px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-400 uppercase first:pl-4 last:pr-4 ${alignClass[col.align ?? 'left']} ${col.className ?? ''}`}
              >
                {col.srOnlyHeader ? <span className="sr-only">{col.header}</span> : col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y @max-4xl/table:block @max-4xl/table:divide-white/10 @4xl/table:divide-white/5">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="transition-colors hover:bg-white/[0.03] @max-4xl/table:block @max-4xl/table:px-4 @max-4xl/table:py-3 @xl/table:@max-4xl/table:grid @xl/table:@max-4xl/table:grid-cols-2 @xl/table:@max-4xl/table:gap-x-8"
            >
              {columns.map((col) => {
                const label = col.mobileLabel ?? (typeof col.header === 'string' ? col.header : '');
                // On cards a labelled cell reads "label ... value"; the name and an unlabelled cell (the
                // actions) take a line of their own.
                const cardClass = col.rowHeader
                  ? '@max-4xl/table:col-span-full @max-4xl/table:text-left @max-4xl/table:text-base'
                  : label
                    ? '@max-4xl/table:justify-between @max-4xl/table:text-right @max-4xl/table:before:mr-auto @max-4xl/table:before:text-left @max-4xl/table:before:text-xs @max-4xl/table:before:font-medium @max-4xl/table:before:text-slate-400 @max-4xl/table:before:content-[attr(data-label)]'
                    : '@max-4xl/table:col-span-full @max-4xl/table:justify-end';
                const cellClass = `align-middle text-slate-200 @4xl/table:px-3 @4xl/table:py-2.5 @4xl/table:first:pl-4 @4xl/table:last:pr-4 @max-4xl/table:flex @max-4xl/table:items-center @max-4xl/table:gap-4 @max-4xl/table:py-1 ${cardClass} ${alignClass[col.align ?? 'left']} ${col.className ?? ''}`;
                return col.rowHeader ? (
                  <th key={col.id} scope="row" className={`${cellClass} font-medium text-white`}>
                    {col.cell(row)}
                  </th>
                ) : (
                  <td key={col.id} data-label={label || undefined} className={cellClass}>
                    {col.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

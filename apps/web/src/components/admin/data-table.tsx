// The dense admin table: a real <table> with a caption and <th scope>, plus its loading, error and
// empty states, so every list screen looks and behaves the same. On phones each row becomes a card
// whose cells carry their column's label.
import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner.tsx';
import { EmptyState, ErrorState } from '../ui/states.tsx';

export interface Column<T> {
  /** Stable key of the column. */
  id: string;
  /** Header cell content (rendered in <th scope="col">). */
  header: ReactNode;
  /** Label shown before the cell on phones; defaults to `header` when that is text. '' shows none. */
  mobileLabel?: string;
  /** Hides the header text visually (kept for screen readers), e.g. for an image or actions column. */
  srOnlyHeader?: boolean;
  cell(row: T): ReactNode;
  /** This column names the row: its cells are <th scope="row">. Use on exactly one column. */
  rowHeader?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Extra classes for this column's cells (header and body), e.g. a width. */
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

const alignClass = { left: 'text-left', right: 'md:text-right', center: 'md:text-center' } as const;

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
    <div className="rounded-xl border border-white/10 bg-space-900/60 md:overflow-x-auto">
      <table
        aria-busy={isFetching || undefined}
        className={`w-full border-collapse text-sm transition-opacity max-md:block ${isFetching ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-white/10 bg-white/[0.03]">
            {columns.map((col) => (
              <th
                key={col.id}
                scope="col"
                className={`relative px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-400 uppercase ${alignClass[col.align ?? 'left']} ${col.className ?? ''}`}
              >
                {col.srOnlyHeader ? <span className="sr-only">{col.header}</span> : col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block max-md:divide-y max-md:divide-white/10 md:divide-y md:divide-white/5">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="transition-colors hover:bg-white/[0.03] max-md:block max-md:px-4 max-md:py-3"
            >
              {columns.map((col) => {
                const label = col.mobileLabel ?? (typeof col.header === 'string' ? col.header : '');
                const cellClass = `px-4 py-2.5 align-middle text-slate-200 max-md:flex max-md:items-center max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 max-md:text-right ${
                  label && !col.rowHeader
                    ? 'max-md:before:mr-auto max-md:before:text-left max-md:before:text-xs max-md:before:font-medium max-md:before:text-slate-400 max-md:before:content-[attr(data-label)]'
                    : ''
                } ${alignClass[col.align ?? 'left']} ${col.className ?? ''}`;
                return col.rowHeader ? (
                  <th
                    key={col.id}
                    scope="row"
                    className={`${cellClass} font-medium text-white max-md:text-left max-md:text-base`}
                  >
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

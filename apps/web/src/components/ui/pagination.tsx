import { ChevronLeft, ChevronRight } from 'lucide-react';

/** Up to `size` page numbers around the current page (spec: a window of up to 5). */
export function pageNumbers(current: number, total: number, size = 5): number[] {
  if (total <= 0) return [];
  const count = Math.min(size, total);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  label?: string;
}

export function Pagination({ page, totalPages, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= totalPages && p !== page) onPageChange(p);
  };
  const item =
    'inline-flex min-w-10 items-center justify-center rounded-lg border border-white/10 px-3 py-2 text-sm transition-colors hover:border-neon-cyan/60 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={item}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      {pageNumbers(page, totalPages).map((p) => (
        <button
          key={p}
          type="button"
          className={`${item} ${p === page ? 'border-neon-cyan bg-neon-cyan/15 text-cyan-100' : ''}`}
          onClick={() => go(p)}
          aria-label={`Page ${p}`}
          aria-current={p === page ? 'page' : undefined}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={item}
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
        aria-label="Next page"
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}

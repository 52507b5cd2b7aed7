// Previous / "Page x of y" / Next under the orders table (spec section 2).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

interface OrderPagerProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
}

export function OrderPager({ page, totalPages, onPageChange }: OrderPagerProps) {
  if (totalPages < 1) return null;
  return (
    <nav aria-label="Orders pages" className="flex items-center justify-between gap-3 sm:justify-center">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <span className="text-sm text-slate-300 tabular-nums" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

// Previous, a window of page numbers, Next. Where the page is part of the URL (the storefront) each is a link, so
// it works before the page's script runs and without it; elsewhere (the admin's lists) each is a button.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { AppLink } from './app-link.tsx';

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
  /** Buttons: called with the page chosen. Links: told when one is followed (to scroll, say). */
  onPageChange?(page: number): void;
  /** The URL of a page: given, every page is a link to it. */
  hrefFor?(page: number): string;
  label?: string;
}

const item =
  'inline-flex min-w-10 items-center justify-center rounded-lg border border-white/10 px-3 py-2 text-sm transition-colors hover:border-neon-cyan/60 disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-white/10';
const currentItem = 'border-neon-cyan bg-neon-cyan/15 text-cyan-100';

export function Pagination({ page, totalPages, onPageChange, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const canGo = (p: number) => p >= 1 && p <= totalPages && p !== page;

  /** One control: a link (or a link that goes nowhere, announced as disabled) or a button. */
  const control = (target: number, name: string | undefined, content: ReactNode, extra = '') => {
    const current = target === page && name === undefined;
    const disabled = !canGo(target) && !current;
    const className = `${item} ${extra}`;
    if (hrefFor) {
      if (disabled || current) {
        return (
          // A link with nowhere to go: no href, so it is not followed, and named as the link it stands for.
          // biome-ignore lint/a11y/useValidAnchor: the disabled state of a link, announced through aria-disabled
          <a
            role="link"
            aria-disabled={disabled || undefined}
            aria-current={current ? 'page' : undefined}
            aria-label={name ?? `Page ${target}`}
            className={className}
          >
            {content}
          </a>
        );
      }
      return (
        <AppLink
          to={hrefFor(target)}
          preventScrollReset
          onClick={() => onPageChange?.(target)}
          aria-label={name ?? `Page ${target}`}
          className={className}
        >
          {content}
        </AppLink>
      );
    }
    return (
      <button
        type="button"
        className={className}
        onClick={() => {
          if (canGo(target)) onPageChange?.(target);
        }}
        disabled={disabled}
        aria-label={name ?? `Page ${target}`}
        aria-current={current ? 'page' : undefined}
      >
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {control(page - 1, 'Previous page', <ChevronLeft aria-hidden="true" className="size-4" />)}
      {pageNumbers(page, totalPages).map((p) => (
        <Fragment key={p}>{control(p, undefined, p, p === page ? currentItem : '')}</Fragment>
      ))}
      {control(page + 1, 'Next page', <ChevronRight aria-hidden="true" className="size-4" />)}
    </nav>
  );
}

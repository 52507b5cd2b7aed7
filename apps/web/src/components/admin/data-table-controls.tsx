// The controls DataTable puts in its cells: a sort button for a column header and a labelled checkbox
// for row selection (the page's "select all" is indeterminate while only some rows are selected).
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

export function SortButton({
  sorted,
  align,
  onClick,
  children,
}: {
  sorted: false | 'asc' | 'desc';
  align?: 'left' | 'right' | 'center';
  onClick(): void;
  children: ReactNode;
}) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex items-center gap-1 rounded-md uppercase hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400 @max-4xl/table:border @max-4xl/table:border-white/10 @max-4xl/table:px-2.5 @max-4xl/table:py-1.5 ${sorted ? 'text-cyan-300' : ''} ${align === 'right' ? '@4xl/table:flex-row-reverse' : ''}`}
    >
      {children}
      <Icon aria-hidden="true" className={`size-3.5 shrink-0 ${sorted ? '' : 'opacity-50'}`} />
    </button>
  );
}

export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange(checked: boolean): void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      className="size-4 cursor-pointer accent-cyan-400 align-middle"
    />
  );
}

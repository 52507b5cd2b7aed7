// A list's filter select (category, stock level, status, role): a native <select> with a label kept
// for screen readers, its value in the URL.
import { type ReactNode, useId } from 'react';
import { controlClass } from '../ui/field.tsx';

export interface ListSelectProps {
  /** The accessible name, e.g. "Category". */
  label: string;
  value: string;
  onChange(value: string): void;
  /** The <option>s, the first one usually "All ...". */
  children: ReactNode;
  className?: string;
}

export function ListSelect({ label, value, onChange, children, className = 'sm:w-56' }: ListSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={controlClass}>
        {children}
      </select>
    </div>
  );
}

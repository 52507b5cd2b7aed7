// A labelled search field for list screens. Two modes:
// - live (default): calls onSearch `debounceMs` after typing stops, and at once on Enter;
// - with `submitLabel`: a Search button, onSearch only on submit (e.g. Admin Orders).
// It follows `value` when that changes from outside (back button, Clear filters).
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { controlClass } from '../ui/field.tsx';

export interface SearchBoxProps {
  /** The applied search, usually from the URL. */
  value: string;
  onSearch(value: string): void;
  /** Accessible name, e.g. "Search products". Shown only to screen readers unless `showLabel`. */
  label: string;
  placeholder?: string;
  showLabel?: boolean;
  debounceMs?: number;
  /** Renders a submit button with this text and turns off live search. */
  submitLabel?: string;
  className?: string;
}

export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  showLabel = false,
  debounceMs = 300,
  submitLabel,
  className = '',
}: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const applied = useRef(value);

  // Follow outside changes of the applied value.
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setDraft(value);
    }
  }, [value]);

  /** `again`: search even when the text is the applied one (the Search button always goes to page 1). */
  const apply = (text: string, again = false) => {
    const next = text.trim();
    if (!again && next === applied.current.trim()) return;
    applied.current = next;
    onSearch(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-arm only when the text changes
  useEffect(() => {
    if (submitLabel) return;
    const timer = setTimeout(() => apply(draft), debounceMs);
    return () => clearTimeout(timer);
  }, [draft, debounceMs, submitLabel]);

  return (
    <search className={className}>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft, Boolean(submitLabel));
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className={showLabel ? 'mb-1 block text-sm font-medium text-slate-200' : 'sr-only'}>
            {label}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id={id}
              type="search"
              value={draft}
              placeholder={placeholder}
              onChange={(e) => setDraft(e.target.value)}
              className={`${controlClass} pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden`}
            />
            {draft ? (
              <button
                type="button"
                aria-label="Clear search"
                onClick={() => {
                  setDraft('');
                  apply('');
                }}
                className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-400 hover:bg-white/10 hover:text-white"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
        </div>
        {submitLabel ? (
          <Button type="submit" variant="secondary">
            {submitLabel}
          </Button>
        ) : null}
      </form>
    </search>
  );
}

// The marketplace search: typing shows at once, the URL follows ~300 ms after the last key.
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { controlClass } from '../../../components/ui/field.tsx';
import { MAX_SEARCH_LENGTH } from '../marketplace-filters.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox({ value, onSearch }: { value: string; onSearch(search: string): void }) {
  const id = useId();
  const [text, setText] = useState(value);
  /** The last search this box put in the URL: its echo must not overwrite what was typed since. */
  const sent = useRef(value);

  // The URL changed from elsewhere (Back/Forward, Clear Filters, a link): show it.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const search = text.trim();
    if (search === value) return;
    const timer = setTimeout(() => {
      sent.current = search;
      onSearch(search);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-slate-200">
        Search products
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name or keyword"
          autoComplete="off"
          className={`${controlClass} pl-9`}
        />
      </div>
    </div>
  );
}

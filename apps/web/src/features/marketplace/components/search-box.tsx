// The marketplace search: typing shows at once, the URL follows ~300 ms after the last key, Enter at once. It is
// a GET form, so a search typed and sent before the page's script runs (or without it) loads the results too.
import { MAX_SEARCH_LENGTH } from '@astroden/shared/constants';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { controlClass } from '../../../components/ui/field.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string;
  onSearch(search: string): void;
  /** Where the browser sends the form by itself, and the other fields it keeps (marketplace-filters.ts). */
  action: string;
  hidden?: [string, string][];
}

export function SearchBox({ value, onSearch, action, hidden = [] }: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  /** The last search this box put in the URL: its echo must not overwrite what was typed since. */
  const sent = useRef(value);

  // Words typed before the page was hydrated are in the field, not in the state: take them over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
  }, []);

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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (search === value) return;
    sent.current = search;
    onSearch(search);
  };

  return (
    <search>
      <form method="get" action={action} onSubmit={submit}>
        {hidden.map(([name, fieldValue]) => (
          <input key={name} type="hidden" name={name} value={fieldValue} />
        ))}
        <label htmlFor={id} className="mb-2 block text-sm font-semibold text-slate-200">
          Search products
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            ref={input}
            id={id}
            type="search"
            name="search"
            value={text}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(e) => setText(e.target.value)}
            placeholder="Name or keyword"
            autoComplete="off"
            enterKeyHint="search"
            className={`${controlClass} pl-9`}
          />
        </div>
      </form>
    </search>
  );
}

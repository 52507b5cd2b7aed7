// A list of short texts edited one at a time (features of a product or pod): type, then Enter or
// the Add button. A text is added only if non-empty after trimming and not already in the list
// (case-insensitive); each entry has a labelled remove button.
import { MAX_FEATURES } from '@astroden/shared/constants';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { controlClass } from '../ui/field.tsx';

export interface ChipInputProps {
  /** Label of the text box, e.g. "Features". */
  label: string;
  values: string[];
  onChange(values: string[]): void;
  placeholder?: string;
  /** Word used in messages and button names, e.g. "feature" → "Add feature", "Remove feature X". */
  itemName?: string;
  /** chips: inline pills (short texts); list: one entry per line (longer texts). */
  layout?: 'chips' | 'list';
  /** Most entries allowed. */
  max?: number;
  error?: string;
}

export function ChipInput({
  label,
  values,
  onChange,
  placeholder,
  itemName = 'item',
  layout = 'chips',
  max = MAX_FEATURES,
  error,
}: ChipInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const add = () => {
    const text = draft.trim();
    if (!text) {
      setProblem(`Type a ${itemName} first`);
      return;
    }
    if (values.some((v) => v.toLowerCase() === text.toLowerCase())) {
      setProblem(`That ${itemName} is already in the list`);
      return;
    }
    if (values.length >= max) {
      setProblem(`At most ${max} entries`);
      return;
    }
    setProblem(null);
    onChange([...values, text]);
    setDraft('');
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          placeholder={placeholder}
          maxLength={200}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              // Enter adds the entry instead of submitting the surrounding form.
              e.preventDefault();
              add();
            }
          }}
          className={controlClass}
        />
        {/* relative: on a phone the visually hidden "Add" must stay inside the button, not stretch the modal. */}
        <Button variant="secondary" onClick={add} aria-label={`Add ${itemName}`} className="relative">
          <Plus aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">Add</span>
        </Button>
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-300">
          {shown}
        </p>
      ) : null}
      {values.length > 0 ? (
        <ul
          aria-label={label}
          className={layout === 'chips' ? 'mt-3 flex flex-wrap gap-2' : 'mt-3 flex flex-col gap-1.5'}
        >
          {values.map((value) => (
            <li
              key={value}
              className={
                layout === 'chips'
                  ? 'inline-flex items-center gap-1 rounded-full bg-violet-500/15 py-0.5 pr-1 pl-3 text-sm text-violet-100 ring-1 ring-violet-400/30'
                  : 'flex items-center justify-between gap-2 rounded-lg border border-white/10 bg-space-950/60 py-1.5 pr-1.5 pl-3 text-sm text-slate-100'
              }
            >
              <span className="min-w-0 break-words">{value}</span>
              <button
                type="button"
                aria-label={`Remove ${itemName} ${value}`}
                onClick={() => onChange(values.filter((v) => v !== value))}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-300 hover:bg-red-500/20 hover:text-red-200"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-xs text-slate-400">No {itemName}s yet.</p>
      )}
    </div>
  );
}

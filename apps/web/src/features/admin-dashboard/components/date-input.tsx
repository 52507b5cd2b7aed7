// A labelled date field that keeps what is being typed and reports only whole dates: a half-typed day
// never resets the field, and never reaches the URL.
import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/field.tsx';

export function DateInput({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <TextField
      label={label}
      type="date"
      value={draft}
      className="min-w-0 sm:w-40"
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        if (/^\d{4}-\d{2}-\d{2}$/.test(next) && next !== value) onChange(next);
      }}
    />
  );
}

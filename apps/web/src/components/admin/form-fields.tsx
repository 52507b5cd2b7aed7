// Labelled inputs bound to a react-hook-form form: `<FormInput form={form} name="price" label="Price" />`.
// The field's error shows under it (role="alert") and is tied to it by aria-describedby.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { controlClass, FieldShell } from '../ui/field.tsx';

interface Bound<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  className?: string;
}

export function FormInput<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  required,
  ...props
}: Bound<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          className={controlClass}
          {...props}
          {...form.register(name)}
        />
      )}
    </FieldShell>
  );
}

export function FormTextArea<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  required,
  ...props
}: Bound<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name'>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={4}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          className={controlClass}
          {...props}
          {...form.register(name)}
        />
      )}
    </FieldShell>
  );
}

/** Props for a number box: at least 0, step 0.01 (the schema does the real checking). */
export const decimalInput = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;

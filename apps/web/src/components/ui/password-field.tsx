// A labelled password input with a show/hide toggle (a toggle button: constant name, state in aria-pressed).
import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useScriptControl } from '../../lib/use-hydrated.ts';
import { controlClass, FieldShell } from './field.tsx';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

export function PasswordField({ label, error, hint, className, required, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const control = useScriptControl();
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required={required}
            className={`${controlClass} pr-11`}
            {...props}
          />
          <button
            type="button"
            {...control}
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={`Show ${label.toLowerCase()}`}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-300 hover:text-cyan-200"
          >
            {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

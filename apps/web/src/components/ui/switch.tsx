// An on/off switch (role="switch", state in aria-checked) with its label and an optional hint.
import { type ReactNode, useId } from 'react';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: ReactNode;
  disabled?: boolean;
  /** Text beside the track, e.g. Active / Inactive. */
  stateText?: [on: string, off: string];
}

export function Switch({ label, checked, onChange, hint, disabled, stateText }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-200">
          {label}
        </span>
        {hint ? (
          <span id={`${id}-hint`} className="mt-0.5 block text-xs text-slate-400">
            {hint}
          </span>
        ) : null}
      </div>
      <span className="flex shrink-0 items-center gap-2">
        {stateText ? (
          <span aria-hidden="true" className="text-xs text-slate-400">
            {checked ? stateText[0] : stateText[1]}
          </span>
        ) : null}
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          disabled={disabled}
          onClick={() => onChange(!checked)}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
            checked ? 'border-cyan-300/60 bg-cyan-500/70' : 'border-white/20 bg-space-700'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-4 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
              checked ? 'translate-x-6' : 'translate-x-1'
            }`}
          />
        </button>
      </span>
    </div>
  );
}

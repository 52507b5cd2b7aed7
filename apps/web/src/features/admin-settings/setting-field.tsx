// One setting's control, by its type: a switch for a boolean, a number box for a number, a text box
// for a string, a write-only password box for a secret (the payment keys: the API says only whether one is set),
// and a labelled group of these for an object (one control per sub-key). The label is the key made readable; the
// description is the hint.
import type { Setting } from '@astroden/shared';
import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import type { DraftScalar, DraftValue } from './settings-values.ts';
import { kindOf, readableKey } from './settings-values.ts';

interface SettingFieldProps {
  setting: Setting;
  value: DraftValue;
  onChange(value: DraftValue): void;
  /** '' → the setting's own error; a sub-key → that sub-field's. */
  errors?: Record<string, string>;
  disabled?: boolean;
}

/** Helpful keyboards and autofill hints for text settings, guessed from the key. */
function textProps(key: string): InputHTMLAttributes<HTMLInputElement> {
  if (/email/i.test(key)) return { type: 'email', inputMode: 'email', autoComplete: 'off' };
  if (/link|url|website/i.test(key)) return { type: 'url', inputMode: 'url', autoComplete: 'off' };
  if (/phone|mobile|number$/i.test(key)) return { type: 'text', inputMode: 'tel', autoComplete: 'off' };
  return { type: 'text', autoComplete: 'off' };
}

function ScalarControl({
  name,
  label,
  hint,
  original,
  value,
  onChange,
  error,
  disabled,
}: {
  name: string;
  label: string;
  hint?: string;
  original: 'string' | 'number' | 'boolean';
  value: DraftScalar;
  onChange(value: DraftScalar): void;
  error?: string;
  disabled?: boolean;
}) {
  if (original === 'boolean') {
    return (
      <div className="rounded-lg border border-white/10 bg-space-950/40 px-3 py-2.5">
        <Switch
          label={label}
          hint={hint}
          checked={value === true}
          onChange={onChange}
          disabled={disabled}
          stateText={['On', 'Off']}
        />
        {error ? (
          <p role="alert" className="mt-1 text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  if (original === 'number') {
    return (
      <TextField
        label={label}
        hint={hint}
        error={error}
        type="number"
        inputMode="decimal"
        step="any"
        value={String(value)}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
      />
    );
  }
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      {...textProps(name)}
      value={String(value)}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
    />
  );
}

export function SettingField({ setting, value, onChange, errors = {}, disabled }: SettingFieldProps) {
  const label = readableKey(setting.key);
  const hint = setting.description || undefined;

  if (setting.secret) {
    // Blank keeps what is stored (a blank draft is no change); what is typed replaces it.
    const state = setting.isSet ? 'Set (hidden): type a new value to replace it.' : 'Not set.';
    return (
      <PasswordField
        label={label}
        hint={hint ? `${hint}. ${state}` : state}
        error={errors['']}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="new-password"
        spellCheck={false}
        disabled={disabled}
      />
    );
  }

  if (typeof setting.value === 'object' && setting.value !== null) {
    const subs = typeof value === 'object' ? value : {};
    return (
      <fieldset className="rounded-lg border border-white/10 bg-space-950/40 p-3 md:col-span-2">
        <legend className="px-1 text-sm font-medium text-slate-200">{label}</legend>
        {hint ? <p className="mb-3 text-xs text-slate-400">{hint}</p> : null}
        {errors[''] ? (
          <p role="alert" className="mb-3 text-sm text-red-300">
            {errors['']}
          </p>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          {Object.entries(setting.value).map(([subKey, subOriginal]) => (
            <ScalarControl
              key={subKey}
              name={subKey}
              label={readableKey(subKey)}
              original={kindOf(subOriginal)}
              value={subs[subKey] ?? (typeof subOriginal === 'number' ? String(subOriginal) : subOriginal)}
              onChange={(next) => onChange({ ...subs, [subKey]: next })}
              error={errors[subKey]}
              disabled={disabled}
            />
          ))}
        </div>
      </fieldset>
    );
  }

  const kind = setting.type === 'number' || setting.type === 'boolean' ? setting.type : 'string';
  return (
    <ScalarControl
      name={setting.key}
      label={label}
      hint={hint}
      original={kind}
      value={typeof value === 'object' ? '' : value}
      onChange={onChange}
      error={errors['']}
      disabled={disabled}
    />
  );
}

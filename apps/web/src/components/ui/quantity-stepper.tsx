// A quantity chooser: minus and plus buttons around the current value, bounded by min and max.
import { Minus, Plus } from 'lucide-react';
import { useScriptControl } from '../../lib/use-hydrated.ts';

interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  /** What is being counted, for screen readers: "Quantity" or "Quantity of Nebula Tee". */
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  label = 'Quantity',
  disabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const lower = useScriptControl(disabled || value <= min);
  const raise = useScriptControl(disabled || value >= max);
  const box = size === 'sm' ? 'size-8' : 'size-10';
  const button = `${box} inline-flex items-center justify-center text-slate-100 transition-colors hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-40 aria-busy:cursor-progress`;
  const lowerLabel = label.charAt(0).toLowerCase() + label.slice(1);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two buttons and a value, not a form fieldset
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center overflow-hidden rounded-lg border border-white/15 bg-space-900/80"
    >
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.max(min, value - 1))}
        {...lower}
        aria-label={`Decrease ${lowerLabel}`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className={`${size === 'sm' ? 'min-w-8' : 'min-w-10'} px-1 text-center font-semibold`}>
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.min(max, value + 1))}
        {...raise}
        aria-label={`Increase ${lowerLabel}`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useScriptControl } from '../../lib/use-hydrated.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

// A button waiting for the page to work (aria-busy, lib/use-hydrated.ts) keeps its look, a little dimmed, with a
// busy pointer: it is about to work, not refused.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed aria-busy:cursor-progress aria-busy:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neon-cyan';
// Dimming dark text on the gradient made a disabled primary button unreadable: it turns flat and
// light-on-dark instead (WCAG AA), still plainly not clickable.
const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-r from-cyan-500 to-violet-500 text-space-950 hover:from-cyan-400 hover:to-violet-400 font-semibold disabled:not-aria-busy:bg-none disabled:not-aria-busy:bg-space-700 disabled:not-aria-busy:text-slate-300',
  secondary: 'border border-neon-cyan/50 text-cyan-200 hover:bg-neon-cyan/10 disabled:opacity-50',
  ghost: 'text-slate-200 hover:bg-white/10 disabled:opacity-50',
  danger: 'bg-red-600 text-white hover:bg-red-500 disabled:opacity-50',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/**
 * A button that needs JavaScript: disabled and busy until the page is hydrated (decision 014). `worksWithoutScript`
 * is for the submit button of a form that does its job natively (a GET form), which works at once.
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  disabled,
  worksWithoutScript = false,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  worksWithoutScript?: boolean;
}) {
  const control = useScriptControl(disabled);
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      {...(worksWithoutScript ? { disabled } : control)}
      {...props}
    />
  );
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}

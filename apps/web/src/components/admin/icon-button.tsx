// A small square button showing only an icon; `label` is its accessible name (and tooltip),
// so say what it does to what: "Edit Nebula Tee", "Delete Nebula Tee".
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string;
  icon: LucideIcon;
  /** danger = red on hover, for destructive actions. */
  tone?: 'default' | 'danger';
}

export function IconButton({
  label,
  icon: Icon,
  tone = 'default',
  className = '',
  type = 'button',
  ...props
}: IconButtonProps) {
  const toneClass =
    tone === 'danger' ? 'hover:bg-red-500/15 hover:text-red-300' : 'hover:bg-neon-cyan/10 hover:text-cyan-200';
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`inline-flex size-8 items-center justify-center rounded-md text-slate-300 transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${toneClass} ${className}`}
      {...props}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

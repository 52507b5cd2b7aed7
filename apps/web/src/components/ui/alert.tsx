// An inline banner: errors are announced at once (role=alert), successes politely (role=status).
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

const tones = {
  error: 'border-red-400/40 bg-red-950/50 text-red-100',
  success: 'border-emerald-400/40 bg-emerald-950/50 text-emerald-100',
} as const;

export function Alert({
  tone,
  children,
  className = '',
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

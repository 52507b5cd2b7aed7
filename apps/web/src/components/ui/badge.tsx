import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'yellow' | 'red' | 'blue' | 'violet' | 'gray';
const tones: Record<BadgeTone, string> = {
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  yellow: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  red: 'bg-red-500/15 text-red-300 ring-red-400/30',
  blue: 'bg-cyan-500/15 text-cyan-200 ring-cyan-400/30',
  violet: 'bg-violet-500/15 text-violet-200 ring-violet-400/30',
  gray: 'bg-slate-500/15 text-slate-200 ring-slate-400/30',
};

export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

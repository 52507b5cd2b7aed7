// The order details' building blocks: a titled section and a term/value row of a <dl>.
import type { ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-white/10 bg-space-950/50 p-4">
      <h3 className="mb-2 font-sans text-xs font-semibold tracking-wide text-slate-400 uppercase">{title}</h3>
      {children}
    </section>
  );
}

export function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1">
      <dt className="text-slate-400">{term}</dt>
      <dd className="min-w-0 break-words text-right text-slate-100">{children}</dd>
    </div>
  );
}
